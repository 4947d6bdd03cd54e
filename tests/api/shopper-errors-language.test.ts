import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustMessages } from '../../functions/contract/coupon-trust.ts';
import { messages } from '../../functions/contract/messages.ts';
import { orderMessages } from '../../functions/contract/orders.ts';
import { pagingMessages, PUBLIC_LIST_MAX } from '../../functions/contract/paging.ts';
import { storeMessages } from '../../functions/contract/stores.ts';
import { payoutMessages } from '../../functions/contract/payouts.ts';
import { accounts, earningsLedger, payouts } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { latestMailTo } from '../support/mail.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7 for the shopper's and the public site's messages (functions/contract/i18n/message-keys/
 * shopper.ts): a Hindi or Telugu caller reads them in its language, a template's message too; the
 * status and the code stay; an English caller gets the contract's English, word for word.
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
const get = (path: string, cookie?: string) =>
  t.app.request(path, cookie ? { headers: { Cookie: cookie } } : {});

describe('the shopper’s and the visitor’s error messages in the caller’s language', () => {
  it('an unknown store (404): Hindi and Telugu by the lang cookie, English without it', async () => {
    const english = await get('/api/stores/no-such-store-here');
    expect(english.status).toBe(404);
    expect(await errorOf(english)).toEqual({ code: 'not_found', message: storeMessages.storeNotFound });

    const hindi = await get('/api/stores/no-such-store-here', 'lang=hi');
    expect(hindi.status).toBe(404);
    expect(hindi.headers.get('Content-Language')).toBe('hi');
    expect(await errorOf(hindi)).toEqual({ code: 'not_found', message: 'यह स्टोर मौजूद नहीं है।' });

    const telugu = await get('/api/stores/no-such-store-here', 'lang=te');
    expect(telugu.status).toBe(404);
    expect(await errorOf(telugu)).toEqual({ code: 'not_found', message: 'ఈ స్టోర్ లేదు.' });
  });

  it('a list’s limit out of range (400): the template pagingMessages.limit(max), its number kept', async () => {
    const path = '/api/AToZ/newest?limit=0';
    const english = await errorOf(await get(path));
    expect(english.code).toBe('invalid_input');
    expect(english.message).toBe(messages.invalidInput);
    expect(english.fields?.limit).toBe(pagingMessages.limit(PUBLIC_LIST_MAX));

    const hindiAnswer = await get(path, 'lang=hi');
    expect(hindiAnswer.status).toBe(400);
    const hindi = await errorOf(hindiAnswer);
    expect(hindi.code).toBe('invalid_input');
    expect(hindi.message).toBe('कृपया हाइलाइट किए गए फ़ील्ड जाँचें।');
    expect(hindi.fields?.limit).toBe(`limit 1 से ${PUBLIC_LIST_MAX} तक की पूरी संख्या होनी चाहिए`);

    const telugu = await errorOf(await get(path, 'lang=te'));
    expect(telugu.code).toBe('invalid_input');
    expect(telugu.fields?.limit).toBe(`limit 1 నుండి ${PUBLIC_LIST_MAX} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`);
  });

  it('a Buy Now with a bad delivery address (400): each field’s message translated', async () => {
    const body = {
      purpose: 'product',
      kind: 'catalogue',
      productId: randomUUID(),
      delivery: { name: 'A', phone: '12345', address: 'Flat 4', city: 'Pune', pin: '012345' },
    };
    const english = await postJson(t, '/api/payments/orders', body);
    expect(english.status).toBe(400);
    const en = await errorOf(english);
    expect(en.fields).toMatchObject({
      'delivery.name': orderMessages.badName,
      'delivery.phone': orderMessages.badPhone,
      'delivery.address': orderMessages.badAddress,
      'delivery.pin': orderMessages.badPin,
    });

    const hindi = await postJson(t, '/api/payments/orders', body, 'lang=hi');
    expect(hindi.status).toBe(400);
    const hi = await errorOf(hindi);
    expect(hi.code).toBe(en.code);
    expect(hi.fields).toMatchObject({
      'delivery.name': 'पार्सल लेने वाले व्यक्ति का नाम लिखें (2 से 80 अक्षर)।',
      'delivery.pin': 'सही 6 अंकों का पिन कोड लिखें (यह 0 से शुरू नहीं हो सकता)।',
    });

    const te = await errorOf(await postJson(t, '/api/payments/orders', body, 'lang=te'));
    expect(te.code).toBe(en.code);
    expect(te.fields?.['delivery.address']).toBe('డెలివరీ చిరునామా ఇవ్వండి: ఇల్లు, వీధి, ప్రాంతం (10 నుండి 300 అక్షరాలు).');
  });

  it('a vote before revealing the code (403): the account’s language, else the cookie’s', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const { account, cookie } = await signedIn(t, 'user');
    const vote = (extra = '') =>
      postJson(t, `/api/coupons/${coupon.id}/feedback`, { worked: true }, cookie + extra);

    const english = await vote();
    expect(english.status).toBe(403);
    expect(await errorOf(english)).toEqual({ code: 'forbidden', message: trustMessages.revealFirst });

    const byCookie = await vote('; lang=te');
    expect(byCookie.status).toBe(403);
    expect(await errorOf(byCookie)).toEqual({
      code: 'forbidden',
      message: 'ఈ కోడ్ పనిచేసిందో లేదో చెప్పే ముందు కోడ్ చూడండి.',
    });

    await t.db.update(accounts).set({ language: 'hi' }).where(eq(accounts.id, account.id));
    const byAccount = await vote();
    expect(byAccount.status).toBe(403);
    expect(await errorOf(byAccount)).toEqual({
      code: 'forbidden',
      message: 'यह कोड चला या नहीं, बताने से पहले कोड देखें।',
    });
  });
});

describe('the reason a failed payout shows', () => {
  /** A processing payout of the account's (the test provider's), as the withdraw form leaves it. */
  async function processingPayout(accountId: string) {
    const [row] = await t.db
      .insert(payouts)
      .values({
        accountId,
        amountPaise: 10_000,
        upiId: 'asha.k@okaxis',
        status: 'processing',
        provider: 'test',
        idempotencyKey: `lang-${randomUUID()}`,
      })
      .returning();
    await t.db
      .insert(earningsLedger)
      .values({ accountId, kind: 'withdrawal', amountPaise: 10_000, payoutId: row!.id });
    return row!;
  }

  it('stays English in the API, and is in the account’s language in the payout email', async () => {
    for (const [language, reason] of [
      ['en', `Reason: ${payoutMessages.testFailureReason}`],
      ['hi', 'कारण: टेस्ट भुगतान पेज पर फ़ेल माना गया।'],
    ] as const) {
      const { account, cookie } = await signedIn(t, 'user');
      await t.db.update(accounts).set({ language }).where(eq(accounts.id, account.id));
      const payout = await processingPayout(account.id);
      const settled = await postJson(
        t,
        `/api/payouts/test/${payout.id}/settle`,
        { outcome: 'failed' },
        cookie,
      );
      expect(settled.status).toBe(200);
      const answer = (await settled.json()) as { payout: { failureReason: string } };
      expect(answer.payout.failureReason).toBe(payoutMessages.testFailureReason);
      expect((await latestMailTo(t, account.email!)).text).toContain(reason);
    }
  });
});
