import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, siteOriginOf } from '../../functions/config.ts';

describe('configuration', () => {
  it('has working defaults for a local run', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 4321, DATA_DIR: '.data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => parseConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => parseConfig({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });

  it('sends mail to the outbox unless SMTP_URL is set, and checks its scheme', () => {
    expect(parseConfig({})).toMatchObject({ MAIL_FROM: 'DealSphere <no-reply@dealsphere.in>' });
    expect(parseConfig({}).SMTP_URL).toBeUndefined();
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    expect(() => parseConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('requires SMTP_URL in production, where no outbox is read', () => {
    const production = {
      NODE_ENV: 'production',
      CRON_SECRET: 'a-long-enough-secret',
      RAZORPAY_KEY_ID: 'rzp_test_config0001',
      RAZORPAY_KEY_SECRET: 'config-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'config-webhook-secret',
      SITE_URL: 'https://deals.example.in',
    };
    expect(() => parseConfig(production)).toThrow(/SMTP_URL: SMTP_URL is required in production/);
    expect(parseConfig({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    // A local run keeps the outbox.
    expect(parseConfig({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });

  it('requires SITE_URL in production, where mailed links are built on it', () => {
    const production = {
      NODE_ENV: 'production',
      CRON_SECRET: 'a-long-enough-secret',
      RAZORPAY_KEY_ID: 'rzp_test_config0001',
      RAZORPAY_KEY_SECRET: 'config-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'config-webhook-secret',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
    };
    expect(() => parseConfig(production)).toThrow(ConfigError);
    expect(() => parseConfig(production)).toThrow(/SITE_URL: SITE_URL is required in production/);
    expect(() => parseConfig({ ...production, SITE_URL: '' })).toThrow(/SITE_URL is required/);
    const config = parseConfig({ ...production, SITE_URL: 'https://deals.example.in/some/path' });
    expect(siteOriginOf(config)).toBe('https://deals.example.in');
  });

  it('builds links on the listen address in development when SITE_URL is unset', () => {
    expect(siteOriginOf(parseConfig({}))).toBe('http://localhost:4321');
    expect(siteOriginOf(parseConfig({ HOST: '127.0.0.1', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
    // A server listening on every address is opened as localhost.
    expect(siteOriginOf(parseConfig({ HOST: '0.0.0.0', PORT: '4000' }))).toBe('http://localhost:4000');
    expect(siteOriginOf(parseConfig({ HOST: '::1' }))).toBe('http://[::1]:4321');
    expect(siteOriginOf(parseConfig({ SITE_URL: 'http://deals.test:9000/' }))).toBe('http://deals.test:9000');
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(4321);
  });
  it('refuses production with payouts enabled (RazorpayX keys) but no RAZORPAYX_WEBHOOK_SECRET (issue 22)', () => {
    const production = {
      NODE_ENV: 'production',
      SITE_URL: 'https://deals.example.in',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      CRON_SECRET: 'a-cron-secret-of-enough-length',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'config-webhook-secret',
    };
    // Without RazorpayX keys: payouts disabled, the site starts.
    expect(parseConfig(production).RAZORPAYX_KEY_ID).toBeUndefined();
    const withKeys = {
      ...production,
      RAZORPAYX_KEY_ID: 'rzp_live_payouts',
      RAZORPAYX_KEY_SECRET: 'payouts-secret',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
    };
    expect(() => parseConfig(withKeys)).toThrow(ConfigError);
    expect(() => parseConfig(withKeys)).toThrow(
      /RAZORPAYX_WEBHOOK_SECRET: RAZORPAYX_WEBHOOK_SECRET is required in production/,
    );
    expect(
      parseConfig({ ...withKeys, RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook-secret' }).RAZORPAYX_API_URL,
    ).toBe('https://api.razorpay.com/v1');
    // Outside production the keys go together, with the account number.
    expect(() => parseConfig({ RAZORPAYX_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAYX_KEY_SECRET/);
    expect(() => parseConfig({ RAZORPAYX_KEY_ID: 'rzp_test_x', RAZORPAYX_KEY_SECRET: 'y' })).toThrow(
      /RAZORPAYX_ACCOUNT_NUMBER/,
    );
    expect(parseConfig({})).toMatchObject({ PAYOUT_MIN_RUPEES: 50, PAYOUT_HOLD_ABOVE_RUPEES: 5000 });
  });
});
