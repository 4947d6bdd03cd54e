import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, accountTokens, merchantSales } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { startFakeSmtp } from '../support/fake-smtp.ts';
import { latestMailTo, mailedToken } from '../support/mail.ts';
import { cookiesFrom, postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openVerificationLink } from '../../functions/services/accounts/verify-email.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ SITE_URL: 'https://deals.example.in' });
});
afterEach(() => t.close());

const PASSWORD = 'Mango#Lassi42';
const signup = (n: string) => ({
  username: `shopper_${n}`,
  email: `shopper.${n}@example.com`,
  mobileNumber: '9876543210',
  password: PASSWORD,
});

async function signUpAndSignIn(n: string) {
  const body = signup(n);
  expect((await postJson(t, '/api/UserDetail1/register', body)).status).toBe(201);
  const login = await postJson(t, '/api/UserDetail1/Login', { username: body.username, password: PASSWORD });
  expect(login.status).toBe(200);
  return { email: body.email, cookie: cookiesFrom(login) };
}

async function accountByEmail(email: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

async function liveCoupon() {
  const merchant = await createMerchant(t.db);
  return createCoupon(t.db, { merchantId: merchant.id, status: 'approved', couponCode: 'diwali50' });
}

describe('email verification', () => {
  it('a form sign-up starts unverified and gets a branded link on the site, stored only as a hash', async () => {
    const { email, cookie } = await signUpAndSignIn('a');
    expect((await accountByEmail(email))?.isEmailConfirmed).toBe(false);

    const mail = await latestMailTo(t, email);
    expect(mail.subject).toBe('Verify your email address | DealSphere');
    expect(mail.text).toContain('DealSphere');
    expect(mail.html).toContain('<a href="https://deals.example.in/verify-email?token=');
    const token = await mailedToken(t, email, '/verify-email');
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await t.db.select().from(accountTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'verify_email', email, usedAt: null });
    expect(rows[0]?.tokenHash).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 3_600_000)).toBe(24);

    const me = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ profile: { emailVerified: false, email } });
  });

  it('refuses an unverified reveal with a clear message; the link verifies once and then the code shows', async () => {
    const coupon = await liveCoupon();
    const { email, cookie } = await signUpAndSignIn('b');

    const refused = await postJson(t, `/api/coupons/${coupon.id}/reveal`, {}, cookie);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('Please verify your email address to reveal coupon codes.');

    const token = await mailedToken(t, email, '/verify-email');
    const verified = await postJson(t, '/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect((await accountByEmail(email))?.isEmailConfirmed).toBe(true);

    const again = await postJson(t, '/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe('This link has already been used.');

    const revealed = await postJson(t, `/api/coupons/${coupon.id}/reveal`, {}, cookie);
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toEqual({ couponCode: 'DIWALI50' });
  });

  it('refuses an unverified review and an unverified missing-cashback claim, storing nothing', async () => {
    const coupon = await liveCoupon();
    const { cookie } = await signUpAndSignIn('c');
    const review = await postJson(
      t,
      '/api/AToZ/submit-rating',
      { couponId: coupon.id, rating: 5, remarks: 'Worked' },
      cookie,
    );
    expect(review.status).toBe(403);
    expect(await errorOf(review)).toBe('Please verify your email address to review coupons.');
    const claim = await postJson(
      t,
      '/api/cashback-claims',
      { couponId: coupon.id, purchaseDate: '2026-01-01', amount: '999', orderReference: 'OD-1' },
      cookie,
    );
    expect(claim.status).toBe(403);
    expect(await errorOf(claim)).toBe('Please verify your email address to earn cashback.');
  });

  it('says whose account a link verified, so the page speaks to a merchant or a user (issue 24 item 9)', async () => {
    const merchantEmail = 'verify.merchant@example.com';
    const signedUp = await postJson(t, '/api/MerchantDetails', {
      merchantName: 'Verify Traders',
      category: 'Fashion',
      email: merchantEmail,
      mobile: '9876501234',
      userName: 'verify_merchant',
      password: PASSWORD,
    });
    expect(signedUp.status).toBe(201);
    const merchantToken = await mailedToken(t, merchantEmail, '/verify-email');
    expect(await openVerificationLink(t.db, merchantToken)).toEqual({ result: 'verified', role: 'merchant' });
    expect(await openVerificationLink(t.db, merchantToken)).toEqual({ result: 'used', role: null });

    const { email } = await signUpAndSignIn('role');
    const userToken = await mailedToken(t, email, '/verify-email');
    expect(await openVerificationLink(t.db, userToken)).toEqual({ result: 'verified', role: 'user' });
  });

  it('an expired or unknown link is refused and confirms nothing', async () => {
    const { email } = await signUpAndSignIn('d');
    const token = await mailedToken(t, email, '/verify-email');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.email, email));
    const expired = await postJson(t, '/api/auth/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe('This link has expired.');
    const unknown = await postJson(t, '/api/auth/verify-email', { token: 'A'.repeat(43) });
    expect(await errorOf(unknown)).toBe('This link is not valid.');
    expect((await accountByEmail(email))?.isEmailConfirmed).toBe(false);
  });

  it('"Send again" mails a new link, three times an hour, then says so; a verified account is told it is done', async () => {
    const { email, cookie } = await signUpAndSignIn('e');
    for (let i = 0; i < 3; i++) {
      const sent = await postJson(t, '/api/auth/verify-email/resend', {}, cookie);
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ message: 'We sent a new link. Please check your inbox.' });
    }
    expect((await t.outbox()).filter((mail) => mail.to === email)).toHaveLength(4);
    const throttled = await postJson(t, '/api/auth/verify-email/resend', {}, cookie);
    expect(throttled.status).toBe(429);
    expect(await errorOf(throttled)).toBe(
      'You asked for several links already. Please try again in an hour.',
    );
    expect((await t.outbox()).filter((mail) => mail.to === email)).toHaveLength(4);

    // Any of the links still works once; the account is then verified.
    const token = await mailedToken(t, email, '/verify-email');
    expect((await postJson(t, '/api/auth/verify-email', { token })).status).toBe(200);
    const { cookie: other } = await signUpAndSignIn('f');
    await t.db.update(accounts).set({ isEmailConfirmed: true }).where(eq(accounts.username, 'shopper_f'));
    const done = await postJson(t, '/api/auth/verify-email/resend', {}, other);
    expect(done.status).toBe(409);
    expect(await errorOf(done)).toBe('Your email address is already verified.');
  });

  it('a merchant sale cannot credit a shopper who has not verified their email', async () => {
    await signUpAndSignIn('g');
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '', status: 'approved' });
    const response = await postJson(
      t,
      '/api/AToZ/submitMerchantSale',
      {
        couponId: coupon.id,
        saleAmount: '999',
        saleDate: '2026-11-01',
        shopper: 'shopper_g',
        idempotencyKey: 'unverified-shopper-sale-1',
      },
      merchant.cookie,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      'This shopper has not verified their email address yet, so the sale cannot earn cashback.',
    );
    expect(await t.db.select().from(merchantSales)).toEqual([]);
  });
});

describe('email delivery over SMTP', () => {
  it('sends the sign-up link through nodemailer to a real SMTP server, in text and HTML', async () => {
    const smtp = await startFakeSmtp();
    const app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'DealSphere <no-reply@deals.example.in>',
      SITE_URL: 'https://deals.example.in',
    });
    try {
      const response = await postJson(app, '/api/UserDetail1/register', signup('smtp'));
      expect(response.status).toBe(201);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe('no-reply@deals.example.in');
      expect(mail?.to).toEqual(['shopper.smtp@example.com']);
      expect(mail?.decoded).toContain('Subject: Verify your email address | DealSphere');
      expect(mail?.decoded).toMatch(/Content-Type: text\/plain/);
      expect(mail?.decoded).toMatch(/Content-Type: text\/html/);
      const token = /https:\/\/deals\.example\.in\/verify-email\?token=([\w-]{43})/.exec(
        mail?.decoded ?? '',
      )?.[1];
      expect(token).toBeDefined();
      expect(await app.outbox()).toEqual([]);
      expect((await postJson(app, '/api/auth/verify-email', { token })).status).toBe(200);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
