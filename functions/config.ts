import { z } from './contract/zod.ts';

/**
 * The server's configuration, read from the environment once and validated, so that a bad value
 * stops the start with the variable's name instead of failing later on a request.
 */
const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const configSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(4321)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
    /**
     * Public origin of the site, e.g. https://deals.example.in: every emailed link and absolute URL is
     * built on it, never on the request's Host; required in production; unset: the listen address.
     */
    SITE_URL: z.preprocess(emptyToUndefined, optionalUrl),
    /** Unset: the embedded PGlite database in DATA_DIR. postgres:// for a server, a Neon URL for Neon. */
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
    BLOB_READ_WRITE_TOKEN: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
    GOOGLE_ISSUER: z.preprocess(emptyToUndefined, optionalUrl),
    GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Where Google sends the browser back; defaults to SITE_URL + /api/auth/google/callback. */
    GOOGLE_REDIRECT_URI: z.preprocess(emptyToUndefined, optionalUrl),
    RAZORPAY_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    RAZORPAY_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    /** The secret of the Razorpay webhook (Dashboard → Webhooks); required in production. */
    RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    /** Another host for the Razorpay SDK's requests (the tests' fake Razorpay API); unset: Razorpay's own. */
    RAZORPAY_API_URL: z.preprocess(emptyToUndefined, optionalUrl),
    /** Issue 22: the smallest withdrawal in whole rupees. */
    PAYOUT_MIN_RUPEES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(50),
    ),
    /** Issue 22: a withdrawal above this many rupees waits for an administrator (as does an account's first). */
    PAYOUT_HOLD_ABOVE_RUPEES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(10_000_000).default(5000),
    ),
    /** RazorpayX Payouts (issue 22): with both keys set, withdrawals go to UPI through RazorpayX. */
    RAZORPAYX_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    RAZORPAYX_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    /** The RazorpayX business account (current account) number payouts are made from. */
    RAZORPAYX_ACCOUNT_NUMBER: z.preprocess(emptyToUndefined, z.string().min(4).max(40).optional()),
    /** The secret of the RazorpayX payout webhook; required in production when payouts are enabled. */
    RAZORPAYX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    /** RazorpayX's API (the tests point it at a fake). */
    RAZORPAYX_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.razorpay.com/v1')),
    /**
     * Signs the built-in test provider's payments and webhooks (no Razorpay keys, never in production).
     * Unset: made at random on the first start and kept in DATA_DIR/test-payments.secret (decision 0043).
     */
    TEST_PAYMENTS_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /**
     * Signs the unsubscribe links of cashback and payout emails (issue 22, decision 0067). Unset: a key
     * derived from CRON_SECRET (required in production), else from TEST_PAYMENTS_SECRET; set it to keep
     * the links working when those change.
     */
    EMAIL_LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** Cashback as a percentage of a merchant sale (up to two decimals); the credit rounds down to whole paise. */
    CASHBACK_RATE_PERCENT: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(100).default(5)),
    /** Days after the sale date before a pending cashback confirms (returns and cancellations reverse it first). */
    CASHBACK_RETURN_WINDOW_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(365).default(30),
    ),
    /**
     * Issue 22: a sale reported by click id must match a click by that shopper at that store made at
     * most this many days before it is reported.
     */
    CLICK_ATTRIBUTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(365).default(30),
    ),
    /** A referrer's bonus as a percentage of the referred friend's first confirmed cashback. */
    REFERRAL_BONUS_PERCENT: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(100).default(10)),
    /** The bearer secret of GET /api/cron/confirm-cashback (Vercel Cron); required in production. */
    CRON_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /**
     * The node server's stand-in for the CDN (scripts/lib/shared-cache.ts, decision 0035): 'on' serves
     * repeated anonymous reads of public answers from memory for their CDN-Cache-Control max-age.
     */
    SHARED_CACHE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /** A premium ad slot's price in whole rupees when the admin has set none for it (premium_slot_prices). */
    PREMIUM_SLOT_PRICE_RUPEES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(500_000).default(499),
    ),
    /**
     * Sign-ups per client address and hour (shoppers and merchants each). The default stops a script;
     * an operator whose shoppers arrive from a few mobile-network (CGNAT) addresses, or a test server
     * all of whose journeys come from 127.0.0.1, raises it (decision 0083).
     */
    SIGN_UPS_PER_ADDRESS_PER_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(20),
    ),
    /**
     * How long one process reuses the store directory's answer (GET /api/stores, /stores, the sitemap),
     * in seconds (decision 0103); the answers' CDN max-age is shortened by the copy's age, so a visitor
     * never sees it older than without it. Unset: 30 in production, 0 (every read asks the database)
     * in development and tests, whose scripts change the stores and read the directory at once.
     */
    STORE_DIRECTORY_MEMO_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(300).optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    ),
    /** SMTP server for outgoing mail (smtp:// or smtps://); required in production; unset: messages go to DATA_DIR/outbox. */
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    /** The From of every message. */
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default('DealSphere <no-reply@dealsphere.in>'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.CRON_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CRON_SECRET'],
        message: 'CRON_SECRET is required in production (the cashback confirmation job)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production (the test payment provider moves no money)',
      });
    }
    if (env.NODE_ENV === 'production' && env.RAZORPAY_KEY_ID && !env.RAZORPAY_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_WEBHOOK_SECRET'],
        message: 'RAZORPAY_WEBHOOK_SECRET is required in production (payments webhook)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'SITE_URL is required in production (the links in password-reset and verification mail are built on it, never on the request)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'SMTP_URL is required in production (verification and password-reset mail; the outbox folder is for local runs and is not kept on Vercel)',
      });
    }
    if (Boolean(env.RAZORPAYX_KEY_ID) !== Boolean(env.RAZORPAYX_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RAZORPAYX_KEY_ID ? 'RAZORPAYX_KEY_SECRET' : 'RAZORPAYX_KEY_ID'],
        message: 'RAZORPAYX_KEY_ID and RAZORPAYX_KEY_SECRET must be set together',
      });
    }
    if (env.RAZORPAYX_KEY_ID && !env.RAZORPAYX_ACCOUNT_NUMBER) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAYX_ACCOUNT_NUMBER'],
        message:
          'RAZORPAYX_ACCOUNT_NUMBER is required with the RazorpayX keys (the account payouts are made from)',
      });
    }
    if (env.NODE_ENV === 'production' && env.RAZORPAYX_KEY_ID && !env.RAZORPAYX_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAYX_WEBHOOK_SECRET'],
        message:
          'RAZORPAYX_WEBHOOK_SECRET is required in production when payouts are enabled (RazorpayX keys set): without it no payout would ever be settled',
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment; throws a ConfigError whose message names every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  return thrower(`Invalid configuration:\n${lines.join('\n')}`);
}

function thrower(message: string): never {
  throw new ConfigError(message);
}

export const isProduction = (config: Config) => config.NODE_ENV === 'production';

/** STORE_DIRECTORY_MEMO_SECONDS, or its default: 30 in production, else 0 (decision 0103). */
export const storeDirectoryMemoSeconds = (config: Config) =>
  config.STORE_DIRECTORY_MEMO_SECONDS ?? (isProduction(config) ? 30 : 0);

/** Addresses a server listens on that no browser can open: the site is then reached as localhost. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The origin every emailed link and absolute URL is built on: SITE_URL, or (only outside production,
 * where SITE_URL is required) the configured listen address, e.g. http://localhost:4321. Never the
 * request's Host or X-Forwarded-Host, which whoever sends the request chooses (decision 0043).
 */
export function siteOriginOf(config: Pick<Config, 'SITE_URL' | 'HOST' | 'PORT'>): string {
  if (config.SITE_URL) return new URL(config.SITE_URL).origin;
  const host = WILDCARD_HOSTS.has(config.HOST) ? 'localhost' : config.HOST;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return new URL(`http://${bracketed}:${config.PORT}`).origin;
}
