import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantOverview } from '../../functions/contract/merchant-overview.ts';
import { cashbackClaims, storeFollows } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { countCouponAction } from '../../functions/services/coupons/count-coupon-action.ts';
import { countCouponView } from '../../functions/services/coupons/count-coupon-view.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { getMerchantOverview } from '../../functions/services/merchant/get-merchant-overview.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 24 item 8: Account Information's figures for 7, 30 and 90 India days, on a fixed clock:
 * counted views, reveals and click-outs, sales and revenue in paise, cashback owed, followers, the
 * funnel per coupon, recent sales and claims; never another merchant's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 12:00 in India on 15 June 2026. */
const NOW = new Date('2026-06-15T06:30:00Z');
/** Noon (India) `days` days before NOW. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let keys = 0;
function sale(
  merchantId: string,
  accountId: string,
  couponId: string | null,
  saleAmountPaise: number,
  saleDate: string,
  orderReference?: string,
) {
  return recordMerchantSale(
    t.db,
    {
      merchantId,
      accountId,
      couponId,
      saleAmountPaise,
      saleDate,
      remarks: null,
      idempotencyKey: `figures-${++keys}`,
      orderReference: orderReference ?? null,
    },
    DEFAULT_CASHBACK_SETTINGS,
  );
}

const view = (couponId: string, accountId: string, now: Date) =>
  countCouponView(t.db, { couponId, visitor: { accountId }, now });
const reveal = (couponId: string, accountId: string, now: Date) =>
  countCouponAction(t.db, { couponId, action: 'reveal', visitor: { accountId }, now });
const clickOut = (couponId: string, accountId: string, now: Date) =>
  countCouponAction(t.db, { couponId, action: 'click_out', visitor: { accountId }, now });

describe('Account Information figures for 7, 30 and 90 days (issue 24 item 8)', () => {
  let merchantId: string;
  let otherId: string;
  let alpha: { id: string };
  let beta: { id: string };

  beforeAll(async () => {
    const merchant = await createMerchant(t.db);
    const other = await createMerchant(t.db);
    merchantId = merchant.id;
    otherId = other.id;
    alpha = await createCoupon(t.db, { merchantId, status: 'approved', couponName: 'Alpha Offer' });
    beta = await createCoupon(t.db, { merchantId, status: 'approved', couponName: 'Beta Offer' });
    const theirs = await createCoupon(t.db, {
      merchantId: otherId,
      status: 'approved',
      couponName: 'Theirs',
    });
    const [u1, u2, u3] = await Promise.all([1, 2, 3].map(() => createAccount(t.db, { role: 'user' })));

    // Oldest first, as the days go by (marks past the 90 days are not counted; the daily clean-up deletes them).
    await view(alpha.id, u1!.id, daysAgo(100)); // before the 90 days
    await view(beta.id, u1!.id, daysAgo(60));
    await view(beta.id, u2!.id, daysAgo(60));
    await view(alpha.id, u1!.id, daysAgo(20));
    await reveal(alpha.id, u1!.id, daysAgo(20));
    await clickOut(beta.id, u2!.id, daysAgo(20));
    for (const user of [u1!, u2!, u3!]) await view(alpha.id, user.id, daysAgo(2));
    expect(await view(alpha.id, u1!.id, daysAgo(2))).toEqual({ counted: false }); // once a day
    await reveal(alpha.id, u1!.id, daysAgo(2));
    await reveal(alpha.id, u2!.id, daysAgo(2));
    await clickOut(alpha.id, u1!.id, daysAgo(2));
    await view(beta.id, u1!.id, daysAgo(2));
    // Another merchant's coupon, the same days: never counted for ours.
    await view(theirs.id, u1!.id, daysAgo(2));
    await reveal(theirs.id, u1!.id, daysAgo(2));
    await clickOut(theirs.id, u1!.id, daysAgo(2));

    await sale(merchantId, u1!.id, alpha.id, 123_450, '2026-06-14', 'ORD-7'); // ₹1,234.50
    const returned = await sale(merchantId, u2!.id, beta.id, 50_000, '2026-05-20'); // in 30 days
    await reverseSale(t.db, { saleId: returned.saleId, merchantId, reason: 'returned', note: 'Returned' });
    await sale(merchantId, u3!.id, null, 99_900, '2026-04-01'); // in 90 days, without a coupon
    await sale(merchantId, u1!.id, alpha.id, 70_000, '2026-03-01'); // before the 90 days
    await sale(otherId, u1!.id, theirs.id, 999_900, '2026-06-14'); // another merchant's

    await t.db.insert(storeFollows).values([
      { merchantId, accountId: u1!.id, createdAt: daysAgo(3) },
      { merchantId, accountId: u2!.id, createdAt: daysAgo(45) },
      { merchantId: otherId, accountId: u3!.id, createdAt: daysAgo(1) },
    ]);
  });

  const figures = (days: 7 | 30 | 90) => getMerchantOverview(t.db, merchantId, NOW, days);

  it('counts views, reveals and click-outs of the period only, once per visitor and day', async () => {
    const week = await figures(7);
    expect(week).toMatchObject({ days: 7, from: '2026-06-09', to: '2026-06-15' });
    expect(week.figures).toMatchObject({ views: 4, reveals: 2, clickOuts: 1 });
    expect(week.stats).toMatchObject({ reveals: 2, clickOuts: 1 });
    expect(week.daily).toHaveLength(7);
    expect(week.daily.find((day) => day.day === '2026-06-13')).toEqual({
      day: '2026-06-13',
      views: 4,
      reveals: 2,
      clickOuts: 1,
      sales: 0,
    });

    expect((await figures(30)).figures).toMatchObject({ views: 5, reveals: 3, clickOuts: 2 });
    const quarter = await figures(90);
    expect(quarter).toMatchObject({ from: '2026-03-18', to: '2026-06-15' });
    expect(quarter.figures).toMatchObject({ views: 7, reveals: 3, clickOuts: 2 });
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.daily.at(-1)?.day).toBe('2026-06-15');
  });

  it('totals sales and revenue in paise by sale date, and the cashback still owed on them', async () => {
    expect((await figures(7)).figures).toMatchObject({
      sales: 1,
      revenuePaise: 123_450,
      // 5% of ₹1,234.50, rounded down to whole paise.
      cashbackOwedPaise: 6172,
      salesWithoutCoupon: 0,
      revenueWithoutCouponPaise: 0,
    });
    // The returned sale is still a sale of the period, but its cashback is no longer owed.
    expect((await figures(30)).figures).toMatchObject({
      sales: 2,
      revenuePaise: 173_450,
      cashbackOwedPaise: 6172,
    });
    const quarter = await figures(90);
    expect(quarter.figures).toMatchObject({
      sales: 3,
      revenuePaise: 273_350,
      cashbackOwedPaise: 6172 + 4995,
      salesWithoutCoupon: 1,
      revenueWithoutCouponPaise: 99_900,
    });
    expect(quarter.daily.find((day) => day.day === '2026-06-14')?.sales).toBe(1);
  });

  it('counts followers, and those who began in the period', async () => {
    expect((await figures(7)).figures).toMatchObject({ followers: 2, newFollowers: 1 });
    expect((await figures(90)).figures).toMatchObject({ followers: 2, newFollowers: 2 });
  });

  it('gives a funnel per coupon, most viewed first', async () => {
    expect((await figures(7)).funnel).toEqual([
      {
        couponId: alpha.id,
        couponName: 'Alpha Offer',
        views: 3,
        reveals: 2,
        clickOuts: 1,
        sales: 1,
        revenuePaise: 123_450,
      },
      {
        couponId: beta.id,
        couponName: 'Beta Offer',
        views: 1,
        reveals: 0,
        clickOuts: 0,
        sales: 0,
        revenuePaise: 0,
      },
    ]);
    expect((await figures(90)).funnel).toEqual([
      expect.objectContaining({ couponName: 'Alpha Offer', views: 4, reveals: 3, clickOuts: 1, sales: 1 }),
      expect.objectContaining({
        couponName: 'Beta Offer',
        views: 3,
        reveals: 0,
        clickOuts: 1,
        sales: 1,
        revenuePaise: 50_000,
      }),
    ]);
  });

  it("never counts another merchant's marks, sales or followers", async () => {
    const theirs = await getMerchantOverview(t.db, otherId, NOW, 90);
    expect(theirs.figures).toMatchObject({
      views: 1,
      reveals: 1,
      clickOuts: 1,
      sales: 1,
      revenuePaise: 999_900,
      followers: 1,
    });
    expect(theirs.funnel.map((row) => row.couponName)).toEqual(['Theirs']);
    const ours = await figures(90);
    expect(JSON.stringify(ours)).not.toContain('Theirs');
    expect(ours.recentActivity.every((entry) => entry.subject !== 'Theirs')).toBe(true);
  });

  it('lists recent sales and claims, filed and decided, in the activity', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await t.db.insert(cashbackClaims).values([
      {
        accountId: shopper.id,
        merchantId,
        couponId: alpha.id,
        purchaseDate: '2026-06-10',
        amountPaise: 45_000,
        orderReference: 'CLM-1',
      },
      {
        accountId: shopper.id,
        merchantId,
        couponId: null,
        purchaseDate: '2026-06-11',
        amountPaise: 20_000,
        orderReference: 'CLM-2',
        status: 'declined',
        declineReason: 'No such order',
        decidedAt: new Date(),
      },
    ]);
    const activity = (await figures(30)).recentActivity.map(({ kind, subject, detail }) => ({
      kind,
      subject,
      detail,
    }));
    expect(activity).toContainEqual({
      kind: 'sale_recorded',
      subject: 'Alpha Offer',
      detail: '₹1,234.50, order ORD-7',
    });
    expect(activity).toContainEqual({ kind: 'sale_recorded', subject: 'No coupon', detail: '₹999' });
    expect(activity).toContainEqual({
      kind: 'claim_filed',
      subject: 'Alpha Offer',
      detail: '₹450, order CLM-1',
    });
    expect(activity).toContainEqual({
      kind: 'claim_declined',
      subject: 'No coupon',
      detail: '₹200, order CLM-2. No such order',
    });
  });
});

describe('GET /api/merchant/overview?days=', () => {
  it('answers the asked period, 30 without one, and refuses another number', async () => {
    const merchant = await signedIn(t, 'merchant');
    const get = (query: string) =>
      t.app.request(`/api/merchant/overview${query}`, sameOrigin({ headers: { Cookie: merchant.cookie } }));
    const plain = (await (await get('')).json()) as MerchantOverview;
    expect(plain.days).toBe(30);
    expect(plain.daily).toHaveLength(30);
    const quarter = (await (await get('?days=90')).json()) as MerchantOverview;
    expect(quarter.days).toBe(90);
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.figures).toEqual({
      views: 0,
      reveals: 0,
      clickOuts: 0,
      sales: 0,
      revenuePaise: 0,
      cashbackOwedPaise: 0,
      followers: 0,
      newFollowers: 0,
      salesWithoutCoupon: 0,
      revenueWithoutCouponPaise: 0,
    });
    expect(quarter.funnel).toEqual([]);
    expect((await get('?days=365')).status).toBe(400);
  });
});

describe('POST /api/coupons/{id}/view', () => {
  it('counts a visitor’s view once a day, and 404s a coupon that is not live', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const pending = await createCoupon(t.db, { merchantId: merchant.id, status: 'pending' });
    const post = (id: string) =>
      t.app.request(
        `/api/coupons/${id}/view`,
        sameOrigin({ method: 'POST', headers: { 'User-Agent': 'Figures phone' } }),
        { clientAddress: '203.0.113.24' },
      );
    const first = await post(coupon.id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    expect(await (await post(coupon.id)).json()).toEqual({ counted: false });
    expect((await post(pending.id)).status).toBe(404);
    const overview = await getMerchantOverview(t.db, merchant.id, new Date(), 7);
    expect(overview.figures.views).toBe(1);
    expect(overview.funnel).toEqual([expect.objectContaining({ couponId: coupon.id, views: 1 })]);
  });
});
