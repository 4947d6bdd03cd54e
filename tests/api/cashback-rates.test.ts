import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashbackRateMessages, type MerchantCashbackTerms } from '../../functions/contract/cashback-rates.ts';
import type { ListedCoupon } from '../../functions/contract/public.ts';
import type { StoreDirectory, StorePage } from '../../functions/contract/stores.ts';
import type { SearchResults } from '../../functions/contract/search.ts';
import {
  auditLog,
  cashbackRateBounds,
  merchants,
  storeCashbackTerms,
} from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import {
  joinStoreRateTables,
  rateInForceBp,
  rateInForceBpSql,
  readRateBounds,
  storeCashbackRateBp,
} from '../../functions/services/stores/store-cashback.ts';
import { readStorefront } from '../../functions/services/storefront/read-storefront.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// The bounds are one row for the whole site: every test starts from the defaults (1–30%).
beforeEach(async () => {
  await t.db.delete(cashbackRateBounds).where(eq(cashbackRateBounds.id, 'default'));
});

function call(method: string, path: string, cookie?: string, body?: unknown) {
  return t.app.request(
    path,
    sameOrigin({
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );
}

async function terms(cookie: string): Promise<MerchantCashbackTerms> {
  const response = await call('GET', '/api/merchant/cashback-terms', cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as MerchantCashbackTerms;
}

/** The store's rate as every list computes it (SQL), next to the rule (rateInForceBp) and storeCashbackRateBp. */
async function ratesOf(merchantId: string, defaultRateBp: number) {
  const [row] = await joinStoreRateTables(
    t.db
      .select({ bp: rateInForceBpSql(defaultRateBp) })
      .from(merchants)
      .$dynamic(),
  ).where(eq(merchants.id, merchantId));
  const [stored] = await t.db
    .select()
    .from(storeCashbackTerms)
    .where(eq(storeCashbackTerms.merchantId, merchantId));
  return {
    sql: row?.bp,
    rule: rateInForceBp(stored, await readRateBounds(t.db), defaultRateBp),
    read: await storeCashbackRateBp(t.db, merchantId, defaultRateBp),
  };
}

describe('the rate in force: the rule (rateInForceBp) and its SQL twin agree', () => {
  const cases: {
    name: string;
    terms: { merchantRateBp?: number | null; overrideRateBp?: number | null; clickParam?: string } | null;
    bounds: { minRateBp: number; maxRateBp: number } | null;
    expected: number;
  }[] = [
    { name: 'no terms: the default', terms: null, bounds: null, expected: 500 },
    {
      name: 'a terms row without a rate: the default',
      terms: { clickParam: 'ref' },
      bounds: null,
      expected: 500,
    },
    {
      name: 'the merchant’s rate within bounds',
      terms: { merchantRateBp: 650 },
      bounds: null,
      expected: 650,
    },
    { name: 'above the highest: the highest', terms: { merchantRateBp: 4000 }, bounds: null, expected: 3000 },
    { name: 'below the lowest: the lowest', terms: { merchantRateBp: 50 }, bounds: null, expected: 100 },
    {
      name: 'narrowed bounds after the merchant chose',
      terms: { merchantRateBp: 1500 },
      bounds: { minRateBp: 200, maxRateBp: 1000 },
      expected: 1000,
    },
    {
      name: 'an override wins',
      terms: { merchantRateBp: 600, overrideRateBp: 200 },
      bounds: null,
      expected: 200,
    },
    {
      name: 'an override of 0 wins',
      terms: { merchantRateBp: 600, overrideRateBp: 0 },
      bounds: null,
      expected: 0,
    },
    {
      name: 'an override outside the bounds still wins',
      terms: { overrideRateBp: 4500 },
      bounds: { minRateBp: 200, maxRateBp: 1000 },
      expected: 4500,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const merchant = await createMerchant(t.db);
      if (c.terms) await t.db.insert(storeCashbackTerms).values({ merchantId: merchant.id, ...c.terms });
      if (c.bounds) await t.db.insert(cashbackRateBounds).values({ id: 'default', ...c.bounds });
      expect(await ratesOf(merchant.id, 500)).toEqual({
        sql: c.expected,
        rule: c.expected,
        read: c.expected,
      });
    });
  }
});

describe('the merchant’s cashback terms', () => {
  it('starts at the default rate and the 1–30% bounds, saves a rate with decimals, and is the merchant’s own', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const other = await signedIn(t, 'merchant');
    expect(await terms(cookie)).toEqual({
      ratePercent: 5,
      rateInForcePercent: 5,
      overridePercent: null,
      minPercent: 1,
      maxPercent: 30,
      defaultPercent: 5,
      clickParam: 'dsclick',
    });
    const saved = await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 6.5 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: cashbackRateMessages.saved,
      rateInForcePercent: 6.5,
    });
    const [stored] = await t.db
      .select()
      .from(storeCashbackTerms)
      .where(eq(storeCashbackTerms.merchantId, merchant?.id ?? ''));
    expect(stored).toMatchObject({ merchantRateBp: 650, overrideRateBp: null, clickParam: 'dsclick' });
    // Another merchant's terms did not move.
    expect((await terms(other.cookie)).ratePercent).toBe(5);

    // A typed string works too, and the click parameter is kept when not sent.
    await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: '7', clickParam: 'ref_id' });
    await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 8 });
    expect(await terms(cookie)).toMatchObject({
      ratePercent: 8,
      rateInForcePercent: 8,
      clickParam: 'ref_id',
    });
  });

  it('refuses a rate outside the administrator’s bounds, naming them, and a malformed rate or click parameter', async () => {
    const { cookie } = await signedIn(t, 'merchant');
    const above = await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 31 });
    expect(above.status).toBe(400);
    expect(await above.json()).toMatchObject({
      error: {
        message: cashbackRateMessages.outOfBounds(1, 30),
        fields: { ratePercent: cashbackRateMessages.outOfBounds(1, 30) },
      },
    });
    expect(cashbackRateMessages.outOfBounds(1, 30)).toContain('between 1% and 30%');

    await t.db.insert(cashbackRateBounds).values({ id: 'default', minRateBp: 250, maxRateBp: 1000 });
    const below = await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 2 });
    expect(JSON.stringify(await below.json())).toContain('between 2.5% and 10%');

    for (const body of [
      { ratePercent: 6.555 },
      { ratePercent: -1 },
      { ratePercent: 'six' },
      { ratePercent: 6, clickParam: '9lives' },
      { ratePercent: 6, clickParam: 'has space' },
      { ratePercent: 6, clickParam: 'x'.repeat(33) },
      {},
    ]) {
      const response = await call('PUT', '/api/merchant/cashback-terms', cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await terms(cookie)).ratePercent).toBe(5);
  });
});

describe('the administrator’s bounds and overrides', () => {
  it('saves the bounds (audit-logged), refusing min above max and figures beyond 0–100', async () => {
    const admin = await signedIn(t, 'admin');
    expect(await (await call('GET', '/api/admin/cashback-bounds', admin.cookie)).json()).toEqual({
      minPercent: 1,
      maxPercent: 30,
    });
    const saved = await call('PUT', '/api/admin/cashback-bounds', admin.cookie, {
      minPercent: 2,
      maxPercent: 20.5,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: cashbackRateMessages.boundsSaved,
      minPercent: 2,
      maxPercent: 20.5,
    });
    expect(await readRateBounds(t.db)).toEqual({ minRateBp: 200, maxRateBp: 2050 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cashback_bounds.set'), eq(auditLog.actorAccountId, admin.account.id)));
    expect(audit?.details).toEqual({ minPercent: 2, maxPercent: 20.5 });

    const reversed = await call('PUT', '/api/admin/cashback-bounds', admin.cookie, {
      minPercent: 10,
      maxPercent: 5,
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(await reversed.json())).toContain(cashbackRateMessages.boundsOrder);
    for (const body of [
      { minPercent: 1, maxPercent: 101 },
      { minPercent: -1, maxPercent: 5 },
      { minPercent: 1 },
    ]) {
      expect((await call('PUT', '/api/admin/cashback-bounds', admin.cookie, body)).status).toBe(400);
    }
    expect(await readRateBounds(t.db)).toEqual({ minRateBp: 200, maxRateBp: 2050 });
  });

  it('sets an override that wins everywhere, removes it with null (audit-logged), and 404s an unknown merchant', async () => {
    const admin = await signedIn(t, 'admin');
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const merchantId = merchant?.id ?? '';
    await createCoupon(t.db, { merchantId, status: 'approved' });
    await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 6.5 });

    const set = await call('PUT', `/api/admin/stores/${merchantId}/cashback-rate`, admin.cookie, {
      overridePercent: 12,
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ message: cashbackRateMessages.overrideSaved });
    expect(await terms(cookie)).toMatchObject({
      ratePercent: 6.5,
      overridePercent: 12,
      rateInForcePercent: 12,
    });
    const page = (await (await t.app.request(`/api/stores/${merchant?.storeSlug}`)).json()) as StorePage;
    expect(page.cashbackPercent).toBe(12);
    expect(page.coupons.map((coupon) => coupon.cashbackPercent)).toEqual([12]);

    // The administrator's table shows the merchant's rate, the override and the rate in force.
    const list = await call('GET', '/api/admin/cashback-rates?limit=200', admin.cookie);
    expect(list.status).toBe(200);
    expect(await list.json()).toContainEqual(
      expect.objectContaining({
        id: merchantId,
        merchantPercent: 6.5,
        overridePercent: 12,
        rateInForcePercent: 12,
      }),
    );

    const removed = await call('PUT', `/api/admin/stores/${merchantId}/cashback-rate`, admin.cookie, {
      overridePercent: null,
    });
    expect(await removed.json()).toEqual({ message: cashbackRateMessages.overrideRemoved });
    expect(await terms(cookie)).toMatchObject({ overridePercent: null, rateInForcePercent: 6.5 });
    const actions = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, merchantId));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'cashback_rate.override_set', details: { overridePercent: 12 } },
        { action: 'cashback_rate.override_removed', details: { overridePercent: null } },
      ]),
    );

    const unknown = await call(
      'PUT',
      '/api/admin/stores/00000000-0000-4000-8000-000000000000/cashback-rate',
      admin.cookie,
      {
        overridePercent: 3,
      },
    );
    expect(unknown.status).toBe(404);
    const malformed = await call('PUT', `/api/admin/stores/${merchantId}/cashback-rate`, admin.cookie, {
      overridePercent: 100.5,
    });
    expect(malformed.status).toBe(400);
  });

  it('a merchant cannot call the administrator’s routes, nor a shopper the merchant’s', async () => {
    const merchant = await signedIn(t, 'merchant');
    const user = await signedIn(t, 'user');
    expect(
      (await call('PUT', '/api/admin/cashback-bounds', merchant.cookie, { minPercent: 0, maxPercent: 100 }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/admin/stores/${merchant.merchant?.id}/cashback-rate`, merchant.cookie, {
          overridePercent: 90,
        })
      ).status,
    ).toBe(403);
    expect((await call('PUT', '/api/merchant/cashback-terms', user.cookie, { ratePercent: 6 })).status).toBe(
      403,
    );
    expect((await call('GET', '/api/merchant/cashback-terms')).status).toBe(401);
  });
});

describe('the rate in force is what a sale records and what every page shows', () => {
  it('a sale records the rate in force when it happened', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const shopper = await createAccount(t.db, { role: 'user' });
    await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 6 });
    const sale = await recordMerchantSale(
      t.db,
      {
        merchantId: merchant?.id ?? '',
        accountId: shopper.id,
        couponId: null,
        saleAmountPaise: 100_000,
        saleDate: '2026-11-01',
        remarks: null,
        idempotencyKey: 'rate-in-force-sale',
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    expect(sale).toMatchObject({ cashbackRateBp: 600, cashbackPaise: 6000 });
  });

  it('cards, search, the store directory, the store page and the storefront carry the store’s rate; other stores the default', async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const merchantId = merchant?.id ?? '';
    await t.db
      .update(merchants)
      .set({ brandName: 'Zanskar Rates Emporium' })
      .where(eq(merchants.id, merchantId));
    const coupon = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      title: 'Zanskar woollens sale',
    });
    await createStore(t, { merchantId });
    const plain = await createMerchant(t.db);
    const plainCoupon = await createCoupon(t.db, { merchantId: plain.id, status: 'approved' });
    await call('PUT', '/api/merchant/cashback-terms', cookie, { ratePercent: 6 });

    const newest = (await (await t.app.request('/api/AToZ/newest?limit=200')).json()) as ListedCoupon[];
    expect(newest.find((c) => c.id === coupon.id)?.cashbackPercent).toBe(6);
    expect(newest.find((c) => c.id === plainCoupon.id)?.cashbackPercent).toBe(5);
    for (const path of ['/api/AToZ/popular?limit=200', '/api/AToZ/BestOffers?limit=200']) {
      const list = (await (await t.app.request(path)).json()) as ListedCoupon[];
      expect(list.find((c) => c.id === coupon.id)?.cashbackPercent, path).toBe(6);
    }
    const found = (await (await t.app.request('/api/search?q=zanskar')).json()) as SearchResults;
    expect(found.coupons.find((c) => c.id === coupon.id)?.cashbackPercent).toBe(6);
    expect(found.stores.find((s) => s.name === 'Zanskar Rates Emporium')?.cashbackPercent).toBe(6);

    const directory = (await (await t.app.request('/api/stores')).json()) as StoreDirectory;
    const [slug] = await t.db
      .select({ slug: merchants.storeSlug })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    expect(directory.stores.find((s) => s.storeSlug === slug?.slug)?.cashbackPercent).toBe(6);
    expect(directory.stores.find((s) => s.storeSlug === plain.storeSlug)?.cashbackPercent).toBe(5);

    const pageResponse = await t.app.request(`/api/stores/${slug?.slug}`);
    // Still cacheable: the rate is public.
    expect(pageResponse.headers.get('Cache-Control')).toContain('public');
    expect(((await pageResponse.json()) as StorePage).cashbackPercent).toBe(6);
    expect((await readStorefront(t.db, merchantId, 500))?.cashbackPercent).toBe(6);
  });
});
