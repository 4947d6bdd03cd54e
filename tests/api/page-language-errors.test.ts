import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleMessages } from '../../functions/contract/google.ts';
import { PAGE_LANGUAGE_HEADER } from '../../functions/contract/i18n/locales.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';
import { trustMessages } from '../../functions/contract/coupon-trust.ts';
import { messages } from '../../functions/contract/messages.ts';
import { storeMessages } from '../../functions/contract/stores.ts';
import { accounts } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Decision 0092 (issue 26 item 7): the page a request came from names the language of its error answer
 * (X-Page-Language, sent by src/lib/api.ts), before the account's language and the `lang` cookie. The
 * status, the `code` and the English stay; Vary names the header, so no cache hands one page's error to
 * another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;
const varyOf = (response: Response) =>
  (response.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

/** A request with the cookie and the page header given (either may be left out). */
function send(
  path: string,
  { cookie, page, init = {} }: { cookie?: string; page?: string; init?: RequestInit },
) {
  return t.app.request(
    path,
    sameOrigin({
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(cookie ? { Cookie: cookie } : {}),
        ...(page === undefined ? {} : { [PAGE_LANGUAGE_HEADER]: page }),
      },
    }),
  );
}

const HINDI_REVEAL_FIRST = 'यह कोड चला या नहीं, बताने से पहले कोड देखें।';
const TELUGU_REVEAL_FIRST = 'ఈ కోడ్ పనిచేసిందో లేదో చెప్పే ముందు కోడ్ చూడండి.';

describe('the page’s language names the error’s language', () => {
  /** A Hindi account's vote on a coupon whose code it has not revealed: 403 trustMessages.revealFirst. */
  async function hindiAccountVote() {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const { account, cookie } = await signedIn(t, 'user');
    await t.db.update(accounts).set({ language: 'hi' }).where(eq(accounts.id, account.id));
    return (page?: string, extraCookie = '') =>
      send(`/api/coupons/${coupon.id}/feedback`, {
        cookie: cookie + extraCookie,
        ...(page === undefined ? {} : { page }),
        init: {
          method: 'POST',
          body: JSON.stringify({ worked: true }),
          headers: { 'Content-Type': 'application/json' },
        },
      });
  }

  it('a Hindi account on a Telugu page reads Telugu; with no page, Hindi; on an English page, English', async () => {
    const vote = await hindiAccountVote();

    const telugu = await vote('te');
    expect(telugu.status).toBe(403);
    expect(telugu.headers.get('Content-Language')).toBe('te');
    expect(await errorOf(telugu)).toEqual({ code: 'forbidden', message: TELUGU_REVEAL_FIRST });

    const noPage = await vote();
    expect(noPage.status).toBe(403);
    expect(noPage.headers.get('Content-Language')).toBe('hi');
    expect(await errorOf(noPage)).toEqual({ code: 'forbidden', message: HINDI_REVEAL_FIRST });

    const english = await vote('en');
    expect(english.status).toBe(403);
    expect(english.headers.get('Content-Language')).toBeNull();
    expect(await errorOf(english)).toEqual({ code: 'forbidden', message: trustMessages.revealFirst });

    // The page wins over the cookie as well as over the account.
    const teluguPageHindiCookie = await vote('te', '; lang=hi');
    expect(await errorOf(teluguPageHindiCookie)).toEqual({ code: 'forbidden', message: TELUGU_REVEAL_FIRST });
  });

  it('ignores a header that is not one of the site’s languages', async () => {
    const vote = await hindiAccountVote();
    for (const value of ['fr', 'te-IN', 'TE', '', 'hi, te', 'toString']) {
      const answer = await vote(value);
      expect(answer.status, value).toBe(403);
      expect(await errorOf(answer), value).toEqual({ code: 'forbidden', message: HINDI_REVEAL_FIRST });
    }
    const visitor = await send('/api/stores/no-such-store-here', { page: 'xx' });
    expect(visitor.status).toBe(404);
    expect(await errorOf(visitor)).toEqual({ code: 'not_found', message: storeMessages.storeNotFound });
  });

  it('without a header, the cookie alone still chooses; a page header wins over it', async () => {
    const byCookie = await send('/api/stores/no-such-store-here', { cookie: 'lang=te' });
    expect(byCookie.status).toBe(404);
    expect(await errorOf(byCookie)).toEqual({ code: 'not_found', message: 'ఈ స్టోర్ లేదు.' });

    const byPage = await send('/api/stores/no-such-store-here', { cookie: 'lang=te', page: 'hi' });
    expect(byPage.status).toBe(404);
    expect(await errorOf(byPage)).toEqual({ code: 'not_found', message: 'यह स्टोर मौजूद नहीं है।' });

    const englishPage = await send('/api/stores/no-such-store-here', { cookie: 'lang=te', page: 'en' });
    expect(await errorOf(englishPage)).toEqual({ code: 'not_found', message: storeMessages.storeNotFound });
  });

  it('says Vary: Cookie and X-Page-Language on every error answer, English or not', async () => {
    for (const options of [{}, { page: 'en' }, { page: 'hi' }, { cookie: 'lang=te' }]) {
      const answer = await send('/api/stores/no-such-store-here', options);
      expect(answer.status).toBe(404);
      expect(varyOf(answer)).toEqual(expect.arrayContaining(['cookie', PAGE_LANGUAGE_HEADER.toLowerCase()]));
      // Once each, even on an answer that already said one of them.
      expect(varyOf(answer).filter((name) => name === 'cookie')).toHaveLength(1);
    }
  });

  it('leaves a success answer alone', async () => {
    const answer = await send('/api/auth/me', { page: 'hi' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Language')).toBeNull();
  });
});

describe('the refusals that were inline English, now in the page’s language', () => {
  it('a body that is not JSON (400): read-json.ts', async () => {
    const post = (page?: string) =>
      send('/api/payments/orders', {
        ...(page ? { page } : {}),
        init: { method: 'POST', body: '{"purpose":', headers: { 'Content-Type': 'application/json' } },
      });
    const english = await post();
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toEqual({ code: 'invalid_input', message: messages.bodyNotJson });
    expect(messages.bodyNotJson).toBe('The request body must be JSON.');
    for (const locale of ['hi', 'te'] as const) {
      const answer = await post(locale);
      expect(answer.status).toBe(400);
      expect(await errorOf(answer)).toEqual({
        code: 'invalid_input',
        message: translate(locale, 'api.bodyNotJson'),
      });
    }
  });

  it('Google sign-in on a site without it (404): google-auth.ts', async () => {
    const start = (page?: string) =>
      send('/api/Auth/google-login', {
        ...(page ? { page } : {}),
        init: {
          method: 'POST',
          body: JSON.stringify({ intent: 'user-signin' }),
          headers: { 'Content-Type': 'application/json' },
        },
      });
    const english = await start();
    expect(english.status).toBe(404);
    expect(await errorOf(english)).toEqual({
      code: 'not_found',
      message: 'Google sign-in is not configured.',
    });
    expect(await errorOf(await start('hi'))).toEqual({
      code: 'not_found',
      message: 'Google से लॉग इन की सुविधा यहाँ चालू नहीं है।',
    });
    expect(await errorOf(await start('te'))).toEqual({
      code: 'not_found',
      message: translate('te', 'api.googleNotConfigured'),
    });
    expect(googleMessages.notConfigured).toBe('Google sign-in is not configured.');
  });

  it('a multipart form that cannot be read (400): read-upload.ts', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    const upload = (page?: string) =>
      send('/api/MerchantDetails/coupons/upload', {
        cookie,
        ...(page ? { page } : {}),
        init: {
          method: 'POST',
          body: 'this is not a multipart body',
          headers: { 'Content-Type': 'multipart/form-data; boundary=----nothing-here' },
        },
      });
    const english = await upload();
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toEqual({ code: 'invalid_input', message: 'The form could not be read.' });
    const telugu = await upload('te');
    expect(telugu.status).toBe(400);
    expect(await errorOf(telugu)).toEqual({ code: 'invalid_input', message: 'ఫారమ్‌ను చదవలేకపోయాం.' });
  });
});
