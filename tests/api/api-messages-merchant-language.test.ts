import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleMessages } from '../../functions/contract/earnings.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { messages } from '../../functions/contract/messages.ts';
import { paymentAdminMessages } from '../../functions/contract/payment-admin.ts';
import { salesImportMessages } from '../../functions/contract/sales-import.ts';
import { accounts } from '../../functions/db/schema/index.ts';
import { createCoupon } from '../../functions/seed/factories/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7: the merchant's and the administrator's error messages in the caller's language (the
 * account's Hindi, or the `lang` cookie's Telugu), with the same status and code; English callers get
 * the contract's English unchanged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

/** A signed-in merchant (or admin) as three callers: English, a Hindi account, and the `lang=te` cookie. */
async function callers(role: 'merchant' | 'admin') {
  const english = await signedIn(t, role);
  const hindi = await signedIn(t, role);
  await t.db.update(accounts).set({ language: 'hi' }).where(eq(accounts.id, hindi.account.id));
  const telugu = await signedIn(t, role);
  return {
    english,
    hindi,
    telugu,
    cookies: { en: english.cookie, hi: hindi.cookie, te: `${telugu.cookie}; lang=te` } as const,
  };
}

describe("the merchant's and the administrator's errors in Hindi and Telugu", () => {
  it("a sales CSV without its columns: 400 with the template's message, the column names kept", async () => {
    const { cookies } = await callers('merchant');
    const csv = 'name,price\nAsha,499\n';
    const send = (cookie: string) =>
      t.app.request(
        '/api/merchant/sales/import/preview',
        sameOrigin({ method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv', Cookie: cookie } }),
      );
    const names = 'click id (or shopper), amount, date, order reference';
    const englishAnswer = await send(cookies.en);
    expect(englishAnswer.status).toBe(400);
    const english = await errorOf(englishAnswer);
    expect(english).toEqual({
      code: 'invalid_input',
      message: salesImportMessages.missingColumns([
        'click id (or shopper)',
        'amount',
        'date',
        'order reference',
      ]),
    });
    for (const locale of ['hi', 'te'] as const) {
      const answer = await send(cookies[locale]);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('Content-Language')).toBe(locale);
      const error = await errorOf(answer);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toBe(translate(locale, 'apiMerchant.missingColumns', { names }));
      expect(error.message).toContain(names);
      expect(error.message).not.toContain('The first row must name the columns');
    }
  });

  it("a sales CSV's row errors (a 200 preview) in the merchant's language; the column names kept", async () => {
    const { cookies } = await callers('merchant');
    const csv = ['order reference,amount,shopper,date', 'A-1,abc,someone,2026-01-01'].join('\n');
    const rowsOf = async (cookie: string) => {
      const answer = await t.app.request(
        '/api/merchant/sales/import/preview',
        sameOrigin({ method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv', Cookie: cookie } }),
      );
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { rows: { row: number; errors: string[] }[] }).rows;
    };
    const [english] = await rowsOf(cookies.en);
    expect(english?.errors).toContain(`Row 2: amount – ${saleMessages.saleAmount}`);
    for (const locale of ['hi', 'te'] as const) {
      const [row] = await rowsOf(cookies[locale]);
      expect(row?.errors).toHaveLength(english?.errors.length ?? 0);
      expect(row?.errors).toContain(
        translate(locale, 'apiMerchant.rowField', {
          row: 2,
          field: 'amount',
          message: translate(locale, 'merchantSales.msg.saleAmount'),
        }),
      );
      for (const error of row?.errors ?? []) expect(error).not.toMatch(/^Row /);
    }
  });

  it('a refusal every route shares (a NUL character in the file) in Hindi and Telugu, the code kept', async () => {
    const { cookies } = await callers('merchant');
    const send = (cookie: string) =>
      t.app.request(
        '/api/merchant/sales/import/preview',
        sameOrigin({
          method: 'POST',
          body: 'order reference,amount\nA-1,1\0',
          headers: { 'Content-Type': 'text/csv', Cookie: cookie },
        }),
      );
    const english = await errorOf(await send(cookies.en));
    expect(english.message).toBe(messages.nulCharacter);
    for (const locale of ['hi', 'te'] as const) {
      const answer = await send(cookies[locale]);
      expect(answer.status).toBe(400);
      const error = await errorOf(answer);
      expect(error.code).toBe(english.code);
      expect(error.message).toBe(translate(locale, 'api.nulCharacter'));
    }
  });

  it("another merchant's coupon: 404 with the coupon's message", async () => {
    const { cookies, english } = await callers('merchant');
    const coupon = await createCoupon(t.db, { merchantId: english.merchant!.id });
    const remove = (cookie: string, id: string) =>
      t.app.request(
        `/api/merchant/coupons/${id}`,
        sameOrigin({ method: 'DELETE', headers: { Cookie: cookie } }),
      );
    const en = await remove(cookies.en, randomUUID());
    expect(en.status).toBe(404);
    expect(await errorOf(en)).toEqual({ code: 'not_found', message: couponMessages.notFound });
    const hi = await remove(cookies.hi, coupon.id);
    expect(hi.status).toBe(404);
    expect(await errorOf(hi)).toEqual({ code: 'not_found', message: 'यह कूपन मौजूद नहीं है।' });
    const te = await remove(cookies.te, coupon.id);
    expect(te.status).toBe(404);
    expect(await errorOf(te)).toEqual({ code: 'not_found', message: 'ఈ కూపన్ లేదు.' });
  });

  it("the sale form's field messages: 400, each field's message translated", async () => {
    const { cookies, english, hindi, telugu } = await callers('merchant');
    const couponOf = { en: english, hi: hindi, te: telugu };
    const submit = async (locale: 'en' | 'hi' | 'te') => {
      const coupon = await createCoupon(t.db, { merchantId: couponOf[locale].merchant!.id });
      return t.app.request(
        '/api/AToZ/submitMerchantSale',
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({
            couponId: coupon.id,
            saleAmount: 'lots',
            saleDate: '2026-02-30',
            remarks: '',
            shopper: 'someone',
          }),
          headers: {
            'Content-Type': 'application/json',
            Cookie: cookies[locale],
            'Idempotency-Key': `api-lang-${locale}-${randomUUID()}`,
          },
        }),
      );
    };
    const enAnswer = await submit('en');
    expect(enAnswer.status).toBe(400);
    const en = await errorOf(enAnswer);
    expect(en.code).toBe('invalid_input');
    expect(en.message).toBe(messages.invalidInput);
    expect(en.fields?.saleAmount).toBe(saleMessages.saleAmount);
    expect(en.fields?.saleDate).toBe(saleMessages.saleDate);
    for (const locale of ['hi', 'te'] as const) {
      const answer = await submit(locale);
      expect(answer.status).toBe(400);
      const error = await errorOf(answer);
      expect(error.code).toBe(en.code);
      expect(error.message).toBe(translate(locale, 'api.invalidInput'));
      expect(error.fields?.saleAmount).toBe(translate(locale, 'merchantSales.msg.saleAmount'));
      expect(error.fields?.saleDate).toBe(translate(locale, 'merchantSales.msg.saleDate'));
    }
    expect(translate('hi', 'merchantSales.msg.saleAmount')).toBe(
      'बिक्री की रकम रुपयों में लिखें, जैसे 1499 या 1499.50।',
    );
  });

  it("an administrator's refund without a reason: 400, the reason's message translated", async () => {
    const { cookies } = await callers('admin');
    const refund = (cookie: string) =>
      t.app.request(
        `/api/admin/payments/${randomUUID()}/refund`,
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({ reason: '' }),
          headers: { 'Content-Type': 'application/json', Cookie: cookie },
        }),
      );
    const enAnswer = await refund(cookies.en);
    expect(enAnswer.status).toBe(400);
    const en = await errorOf(enAnswer);
    expect(en.fields?.reason).toBe(paymentAdminMessages.refundReasonRequired);
    const hi = await refund(cookies.hi);
    expect(hi.status).toBe(400);
    const hiError = await errorOf(hi);
    expect(hiError.code).toBe(en.code);
    expect(hiError.fields?.reason).toBe('रिफ़ंड की वजह लिखें।');
    const te = await errorOf(await refund(cookies.te));
    expect(te.fields?.reason).toBe('రీఫండ్ కారణం రాయండి.');
  });
});
