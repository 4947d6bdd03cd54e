import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../functions/contract/account-display.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { PAGE_LANGUAGE_HEADER } from '../../functions/contract/i18n/locales.ts';
import { translateMessage } from '../../functions/contract/i18n/message-keys.ts';
import { messages } from '../../functions/contract/messages.ts';
import { myEarningsTexts } from '../../functions/contract/my-earnings.ts';
import { accounts, merchants } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon } from '../../functions/seed/factories/index.ts';
import { latestMailTo } from '../support/mail.ts';
import { cookiesFrom, postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7: emails in the account's language (English exactly as before), and the API's error
 * messages in the caller's language with the same status and code.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://deals.example.in' });
});
afterAll(() => t.close());

const PASSWORD = 'Mango#Lassi42';
const signUp = (n: string, cookie?: string, mobileNumber = '9876543210') =>
  postJson(
    t,
    '/api/UserDetail1/register',
    { username: `lang_${n}`, email: `lang.${n}@example.com`, mobileNumber, password: PASSWORD },
    cookie,
  );
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
const DEVANAGARI = /[\u0900-\u097F]/;
const TELUGU = /[\u0C00-\u0C7F]/;

describe('emails in the account language', () => {
  it('a sign-up with the lang=hi cookie is a Hindi account: its verification email is in Hindi', async () => {
    expect((await signUp('hi1', 'lang=hi')).status).toBe(201);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, 'lang.hi1@example.com'));
    expect(row?.language).toBe('hi');
    const mail = await latestMailTo(t, 'lang.hi1@example.com');
    expect(mail.subject).toBe('अपना ईमेल पता वेरिफ़ाई करें | DealSphere');
    expect(mail.text).toContain('नमस्ते lang_hi1,');
    expect(mail.text).toContain('मेरा ईमेल वेरिफ़ाई करें: https://deals.example.in/hi/verify-email?token=');
    expect(mail.text).toContain('— DealSphere टीम');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.html).toContain('या यह पता खोलें:');
    expect(mail.text).not.toMatch(/Verify my email|Hello /);
  });

  it('a sign-up sent from the Telugu page, without the cookie, is a Telugu account; another site’s page is not', async () => {
    const register = (n: string, referer: string) =>
      t.app.request(
        '/api/UserDetail1/register',
        sameOrigin({
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Referer: referer },
          body: JSON.stringify({
            username: `lang_${n}`,
            email: `lang.${n}@example.com`,
            mobileNumber: '9876543210',
            password: PASSWORD,
          }),
        }),
      );
    expect((await register('te9', 'http://localhost/te/userSignup')).status).toBe(201);
    const [telugu] = await t.db.select().from(accounts).where(eq(accounts.email, 'lang.te9@example.com'));
    expect(telugu?.language).toBe('te');
    const mail = await latestMailTo(t, 'lang.te9@example.com');
    expect(mail.subject).toMatch(TELUGU);
    // The link opens the Telugu page: the person is not signed in there yet.
    expect(mail.text).toContain('https://deals.example.in/te/verify-email?token=');

    expect((await register('en9', 'https://elsewhere.example/te/userSignup')).status).toBe(201);
    const [english] = await t.db.select().from(accounts).where(eq(accounts.email, 'lang.en9@example.com'));
    expect(english?.language).toBe('en');
    expect((await latestMailTo(t, 'lang.en9@example.com')).text).toContain(
      'https://deals.example.in/verify-email?token=',
    );
  });

  it('a sign-up from a Telugu page (X-Page-Language) is a Telugu account, before the cookie; an English page’s is English', async () => {
    const register = (n: string, page: string, cookie: string) =>
      t.app.request(
        '/api/UserDetail1/register',
        sameOrigin({
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [PAGE_LANGUAGE_HEADER]: page,
            Cookie: cookie,
            Referer: 'http://localhost/hi/userSignup',
          },
          body: JSON.stringify({
            username: `lang_${n}`,
            email: `lang.${n}@example.com`,
            mobileNumber: '9876543210',
            password: PASSWORD,
          }),
        }),
      );
    const languageOf = async (n: string) =>
      (
        await t.db
          .select()
          .from(accounts)
          .where(eq(accounts.email, `lang.${n}@example.com`))
      )[0]?.language;
    expect((await register('page_te', 'te', 'lang=hi')).status).toBe(201);
    expect(await languageOf('page_te')).toBe('te');
    expect((await latestMailTo(t, 'lang.page_te@example.com')).subject).toMatch(TELUGU);
    expect((await register('page_en', 'en', 'lang=hi')).status).toBe(201);
    expect(await languageOf('page_en')).toBe('en');
    // Not one of the site's languages: the cookie decides, as before.
    expect((await register('page_xx', 'te-IN', 'lang=hi')).status).toBe(201);
    expect(await languageOf('page_xx')).toBe('hi');
  });

  it('a Hindi account asking for a new password gets the reset email in Hindi', async () => {
    expect((await signUp('hi2', 'lang=hi')).status).toBe(201);
    const asked = await postJson(t, '/api/auth/password-reset/request', { email: 'lang.hi2@example.com' });
    expect(asked.status).toBe(200);
    const mail = await latestMailTo(t, 'lang.hi2@example.com');
    expect(mail.subject).toBe('अपना पासवर्ड रीसेट करें | DealSphere');
    expect(mail.text).toContain('आपके DealSphere ग्राहक अकाउंट "lang_hi2" का पासवर्ड रीसेट करने को कहा।');
    expect(mail.text).toContain('नया पासवर्ड चुनें: https://deals.example.in/hi/reset-password?token=');
  });

  it('an English account gets both emails exactly as before', async () => {
    expect((await signUp('en1')).status).toBe(201);
    const verify = await latestMailTo(t, 'lang.en1@example.com');
    expect(verify.subject).toBe('Verify your email address | DealSphere');
    expect(verify.text).toMatch(
      /^Hello lang_en1,\n\nPlease confirm that this is your email address for your DealSphere account\. Once it is verified you can reveal coupon codes, review coupons and earn cashback\.\n\nThe link works once, for 24 hours\.\n\nVerify my email: https:\/\/deals\.example\.in\/verify-email\?token=[\w-]{43}\n\nIf you did not create a DealSphere account, you can ignore this message\.\n\n— The DealSphere team$/,
    );
    expect(verify.html).toContain('<html lang="en">');
    expect(verify.html).toContain(
      'Or open this address: <a href="https://deals.example.in/verify-email?token=',
    );
    await postJson(t, '/api/auth/password-reset/request', { email: 'lang.en1@example.com' });
    const reset = await latestMailTo(t, 'lang.en1@example.com');
    expect(reset.subject).toBe('Reset your password | DealSphere');
    expect(reset.text).toContain(
      'Someone (we hope you) asked to reset the password of your DealSphere shopper account "lang_en1".',
    );
  });

  it('a Telugu account gets its cashback email in Telugu; an English one as before', async () => {
    const merchant = await signedIn(t, 'merchant');
    await t.db.update(merchants).set({ brandName: 'Myntra' }).where(eq(merchants.id, merchant.merchant!.id));
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant!.id });
    const telugu = await createAccount(t.db, { role: 'user' });
    await t.db.update(accounts).set({ language: 'te' }).where(eq(accounts.id, telugu.id));
    const english = await createAccount(t.db, { role: 'user' });
    const saleDate = addDays(todayInIndia(), -1);
    for (const [shopper, key] of [
      [telugu, 'lang-sale-te-0001'],
      [english, 'lang-sale-en-0001'],
    ] as const) {
      const sale = await t.app.request(
        '/api/AToZ/submitMerchantSale',
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({
            couponId: coupon.id,
            saleAmount: '1500',
            saleDate,
            remarks: '',
            shopper: shopper.username,
          }),
          headers: { 'Content-Type': 'application/json', Cookie: merchant.cookie, 'Idempotency-Key': key },
        }),
      );
      expect(sale.status).toBe(201);
    }
    const te = await latestMailTo(t, telugu.email!);
    expect(te.subject).toBe('క్యాష్‌బ్యాక్ పెండింగ్: Myntra నుండి ₹75 | DealSphere');
    expect(te.text).toContain('Myntra మీ');
    expect(te.text).toContain('₹1,500 కొనుగోలును నమోదు చేసింది. మీ ₹75 క్యాష్‌బ్యాక్ పెండింగ్‌లో ఉంది.');
    expect(te.text).toContain('నా సంపాదన చూడండి: ');
    expect(te.text).toContain('/te/user/dashboard?tab=earnings');
    expect(te.text).toContain('క్యాష్‌బ్యాక్ ఈమెయిల్‌లు ఆపండి: ');
    expect(te.html).toContain('<html lang="te-IN">');
    // The date in Telugu month names (Intl), not the English '26 Nov 2026'.
    expect(te.text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    const en = await latestMailTo(t, english.email!);
    expect(en.subject).toBe('Cashback pending: ₹75 from Myntra | DealSphere');
    expect(en.text).toContain('Myntra recorded your ₹1,500 purchase of ');
    expect(en.text).toContain('See My Earnings: ');
    expect(en.text).not.toContain('/te/');
    expect(en.text).toContain('Stop cashback emails: ');
  });
});

describe('error messages in the caller language', () => {
  it('a sign-up with a bad mobile number and lang=hi: 400, the same code, a Hindi message', async () => {
    const english = await signUp('bad1', undefined, '12345');
    expect(english.status).toBe(400);
    const en = await errorOf(english);
    expect(en.message).toBe(messages.invalidInput);
    expect(en.fields?.mobileNumber).toBe(accountMessages.mobile);

    const hindi = await signUp('bad2', 'lang=hi', '12345');
    expect(hindi.status).toBe(400);
    expect(hindi.headers.get('Cache-Control')).toContain('no-store');
    // Both answers depend on the cookie, and say so to any cache.
    expect(english.headers.get('Vary')).toMatch(/\bCookie\b/);
    expect(hindi.headers.get('Vary')).toMatch(/\bCookie\b/);
    expect(hindi.headers.get('Content-Language')).toBe('hi');
    const hi = await errorOf(hindi);
    expect(hi.code).toBe(en.code);
    expect(hi.message).toBe('कृपया हाइलाइट किए गए फ़ील्ड जाँचें।');
    expect(hi.fields?.mobileNumber).toBe('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए, सिर्फ़ अंक');
    expect(hi.message).toMatch(DEVANAGARI);
  });

  it('a signed-in Telugu account reads its 404 and validation errors in Telugu', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    await t.db.update(accounts).set({ language: 'te' }).where(eq(accounts.id, account.id));
    const missing = await t.app.request('/api/no-such-thing', { headers: { Cookie: cookie } });
    expect(missing.status).toBe(404);
    const notFound = await errorOf(missing);
    expect(notFound).toMatchObject({ code: 'not_found', message: 'కనుగొనబడలేదు.' });

    const withdraw = await t.app.request(
      '/api/payouts',
      sameOrigin({
        method: 'POST',
        body: JSON.stringify({ amount: 'lots' }),
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': 'lang-key-0001' },
      }),
    );
    expect(withdraw.status).toBeGreaterThanOrEqual(400);
    const error = await errorOf(withdraw);
    expect(error.message).toMatch(TELUGU);
  });

  it('My Earnings’ “Entry not found.” (an entry that is not mine): the same 404 and code, in Hindi for a Hindi account', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const path = `/api/AToZ/my-earnings/${account.id}/timeline`;
    const missing = `${path}/00000000-0000-4000-8000-000000000000`;
    const english = await t.app.request(missing, { headers: { Cookie: cookie } });
    expect(english.status).toBe(404);
    const en = await errorOf(english);
    expect(en).toMatchObject({ code: 'not_found', message: myEarningsTexts.notFound });
    await t.db.update(accounts).set({ language: 'hi' }).where(eq(accounts.id, account.id));
    for (const url of [missing, `${path}/not-an-id`]) {
      const hindi = await t.app.request(url, { headers: { Cookie: cookie } });
      expect(hindi.status).toBe(404);
      expect(await errorOf(hindi)).toMatchObject({ code: en.code, message: 'यह एंट्री नहीं मिली।' });
    }
  });

  it('without a cookie or a language, errors are English exactly as before', async () => {
    const missing = await t.app.request('/api/no-such-thing');
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const wrong = await postJson(t, '/api/UserDetail1/Login', { username: 'nobody_here', password: 'x' });
    const error = await errorOf(wrong);
    expect(error.message).not.toMatch(DEVANAGARI);
    const hindi = await postJson(
      t,
      '/api/UserDetail1/Login',
      { username: 'nobody_here', password: 'x' },
      'lang=hi',
    );
    const translated = await errorOf(hindi);
    expect(hindi.status).toBe(wrong.status);
    expect(translated.code).toBe(error.code);
  });

  it('success messages are in a Hindi caller’s language too (decision 0099; 0089 kept them English)', async () => {
    const created = await signUp('ok1', 'lang=hi');
    expect(created.status).toBe(201);
    const { message } = (await created.json()) as { message: string };
    expect(message).toBe(translateMessage('hi', accountMessages.userSignupSucceeded));
    expect(message).toMatch(DEVANAGARI);
    expect(cookiesFrom(created)).not.toContain('lang=');
    // Without a language the spec's English, word for word.
    const english = await signUp('ok2');
    expect(((await english.json()) as { message: string }).message).toBe(accountMessages.userSignupSucceeded);
  });
});
