import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantOverview } from '../../functions/contract/merchant-overview.ts';
import { createSession } from '../../functions/auth/sessions.ts';
import { countedActions } from '../../functions/db/schema/index.ts';
import { readCouponCounts } from '../../functions/services/coupons/coupon-counts.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createMerchantProduct,
  createReview,
} from '../../functions/seed/factories/index.ts';
import { countCouponAction } from '../../functions/services/coupons/count-coupon-action.ts';
import { forgetEndedDays } from '../../functions/services/coupons/visitor-key.ts';
import { readMyReviewsTab } from '../../functions/services/reviews/my-reviews.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function overview(cookie: string): Promise<MerchantOverview> {
  const response = await t.app.request('/api/merchant/overview', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()) as MerchantOverview;
}

function reveal(couponId: string, cookie: string) {
  return postJson(t, `/api/coupons/${couponId}/reveal`, {}, cookie);
}

function clickOut(couponId: string, cookie?: string) {
  return t.app.request(
    `/api/coupons/${couponId}/click-out`,
    sameOrigin({
      method: 'POST',
      headers: { 'User-Agent': 'Test phone', ...(cookie ? { Cookie: cookie } : {}) },
    }),
    { clientAddress: '203.0.113.9' },
  );
}

/** Moves a coupon's counted marks back by whole days, as if counted that long ago. */
async function ageMarks(couponId: string, days: number) {
  await t.db
    .update(countedActions)
    .set({ windowStart: sql`${countedActions.windowStart} - ${`${days} days`}::interval` })
    .where(eq(countedActions.couponId, couponId));
}

describe('GET /api/merchant/overview', () => {
  it("shows the merchant's email and phone, and whether there is a password, never the password", async () => {
    const merchant = await signedIn(t, 'merchant');
    const body = await overview(merchant.cookie);
    expect(body.account).toEqual({
      email: merchant.merchant?.email,
      phone: merchant.merchant?.mobile,
      hasPassword: true,
    });
    expect(JSON.stringify(body)).not.toContain(TEST_PASSWORD);
    expect(JSON.stringify(body)).not.toMatch(/argon2/);
    expect(body.stats).toEqual({
      liveCoupons: 0,
      reveals: 0,
      clickOuts: 0,
      averageRating: null,
      totalReviews: 0,
      followers: 0,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.every((day) => day.reveals === 0 && day.clickOuts === 0)).toBe(true);
    expect(body.recentActivity).toEqual([]);
  });

  it('says a Google-only account has no password', async () => {
    const account = await createAccount(t.db, { role: 'merchant', googleSubject: 'google-sub-1' });
    await createMerchant(t.db, { accountId: account.id });
    // A Google account has no password to sign in with: a session is made as the Google callback would.
    const { token } = await createSession(t.db, account.id);
    expect((await overview(`session=${token}`)).account.hasPassword).toBe(false);
  });

  it('counts live coupons only: approved and not expired', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    await createCoupon(t.db, { merchantId, status: 'approved' });
    await createCoupon(t.db, { merchantId, status: 'approved' });
    await createCoupon(t.db, { merchantId, status: 'pending' });
    await createCoupon(t.db, { merchantId, status: 'rejected', rejectReason: 'Fake offer' });
    await createCoupon(t.db, { merchantId, status: 'approved', expiresAt: new Date(Date.now() - 60_000) });
    expect((await overview(merchant.cookie)).stats.liveCoupons).toBe(2);
  });

  it('counts reveals and click-outs as users make them, on today in the chart', async () => {
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant!.id, status: 'approved' });
    const before = await overview(merchant.cookie);
    expect(before.stats).toMatchObject({ reveals: 0, clickOuts: 0 });

    const user = await signedIn(t, 'user');
    expect((await reveal(coupon.id, user.cookie)).status).toBe(200);
    expect((await reveal(coupon.id, user.cookie)).status).toBe(200); // counted once a day (decision 0014)
    expect((await clickOut(coupon.id, user.cookie)).status).toBe(200);
    expect((await clickOut(coupon.id)).status).toBe(200); // a visitor without an account
    const other = await signedIn(t, 'user');
    expect((await reveal(coupon.id, other.cookie)).status).toBe(200);

    const after = await overview(merchant.cookie);
    expect(after.stats).toMatchObject({ reveals: 2, clickOuts: 2 });
    expect(after.daily.at(-1)).toMatchObject({ reveals: 2, clickOuts: 2 });
    expect(after.daily.slice(0, -1).every((day) => day.reveals === 0 && day.clickOuts === 0)).toBe(true);
  });

  it('covers the last 30 India days, today included: older counts are left out', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const [recent, oldest, tooOld] = await Promise.all(
      [1, 2, 3].map(() => createCoupon(t.db, { merchantId, status: 'approved' })),
    );
    const user = await signedIn(t, 'user');
    for (const coupon of [recent!, oldest!, tooOld!]) {
      expect((await reveal(coupon.id, user.cookie)).status).toBe(200);
      expect((await clickOut(coupon.id, user.cookie)).status).toBe(200);
    }
    await ageMarks(recent!.id, 1);
    await ageMarks(oldest!.id, 29);
    await ageMarks(tooOld!.id, 30);

    const body = await overview(merchant.cookie);
    expect(body.stats).toMatchObject({ reveals: 2, clickOuts: 2 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toMatchObject({ reveals: 1, clickOuts: 1 });
    expect(body.daily[28]).toMatchObject({ reveals: 1, clickOuts: 1 });
    expect(body.daily[29]).toMatchObject({ reveals: 0, clickOuts: 0 });
    // Consecutive India days, ending today.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(body.daily.at(-1)?.day).toBe(today);
    for (let index = 1; index < body.daily.length; index++) {
      const gap = Date.parse(body.daily[index]!.day) - Date.parse(body.daily[index - 1]!.day);
      expect(gap).toBe(DAY_MS);
    }
  });

  it("averages the ratings of the merchant's coupons, expired ones included", async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const live = await createCoupon(t.db, { merchantId, status: 'approved' });
    const expired = await createCoupon(t.db, {
      merchantId,
      status: 'approved',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await createReview(t.db, { coupon: live, rating: 5 });
    await createReview(t.db, { coupon: live, rating: 4 });
    await createReview(t.db, { coupon: expired, rating: 2 });
    const someoneElse = await createMerchant(t.db);
    const theirs = await createCoupon(t.db, { merchantId: someoneElse.id, status: 'approved' });
    await createReview(t.db, { coupon: theirs, rating: 1 });

    expect((await overview(merchant.cookie)).stats).toMatchObject({ averageRating: 3.7, totalReviews: 3 });
  });

  it('lists submissions, approvals, rejections with the reason and product decisions, newest first', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const admin = await signedIn(t, 'admin');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    const approved = await createCoupon(t.db, {
      merchantId,
      couponName: 'Diwali Dhamaka',
      status: 'pending',
      requestedSlotId: 7,
      createdAt: minutesAgo(50),
    });
    const rejected = await createCoupon(t.db, {
      merchantId,
      couponName: 'Too Good To Be True',
      status: 'pending',
      createdAt: minutesAgo(40),
    });
    const approval = await postJson(t, '/api/Admin/ApproveCoupon', { couponId: approved.id }, admin.cookie);
    expect(approval.status).toBe(200);
    const reason = 'Fake promotion: the store does not offer this discount.';
    const rejection = await postJson(t, `/api/admin/coupons/${rejected.id}/reject`, { reason }, admin.cookie);
    expect(rejection.status).toBe(200);
    await createMerchantProduct(t, {
      merchantId,
      productName: 'Ikat Cotton Saree',
      isApproved: false,
      rejectionReason: 'Blurry photo',
      advisedChanges: 'Use a well-lit photo',
      reviewedAt: new Date(Date.now() + 1000),
    });
    await createMerchantProduct(t, { merchantId, productName: 'Not reviewed yet' });

    const body = await overview(merchant.cookie);
    expect(body.recentActivity.map(({ kind, subject, detail }) => ({ kind, subject, detail }))).toEqual([
      {
        kind: 'product_rejected',
        subject: 'Ikat Cotton Saree',
        detail: 'Blurry photo. Advised changes: Use a well-lit photo',
      },
      { kind: 'coupon_rejected', subject: 'Too Good To Be True', detail: reason },
      { kind: 'coupon_approved', subject: 'Diwali Dhamaka', detail: 'Slot 7' },
      { kind: 'coupon_submitted', subject: 'Too Good To Be True', detail: null },
      { kind: 'coupon_submitted', subject: 'Diwali Dhamaka', detail: null },
    ]);
    const times = body.recentActivity.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows at most 10 entries of recent activity', async () => {
    const merchant = await signedIn(t, 'merchant');
    for (let index = 0; index < 12; index++)
      await createCoupon(t.db, { merchantId: merchant.merchant!.id, couponName: `Offer ${index}` });
    const body = await overview(merchant.cookie);
    expect(body.recentActivity).toHaveLength(10);
  });

  it("gives merchant B only B's figures, never A's", async () => {
    const a = await signedIn(t, 'merchant');
    const b = await signedIn(t, 'merchant');
    const aCoupon = await createCoupon(t.db, {
      merchantId: a.merchant!.id,
      status: 'approved',
      couponName: 'Only A',
    });
    await createReview(t.db, { coupon: aCoupon, rating: 5 });
    const user = await signedIn(t, 'user');
    expect((await reveal(aCoupon.id, user.cookie)).status).toBe(200);
    expect((await clickOut(aCoupon.id, user.cookie)).status).toBe(200);

    const forB = await overview(b.cookie);
    expect(forB.account.email).toBe(b.merchant?.email);
    expect(forB.stats).toEqual({
      liveCoupons: 0,
      reveals: 0,
      clickOuts: 0,
      averageRating: null,
      totalReviews: 0,
      followers: 0,
    });
    expect(forB.recentActivity).toEqual([]);
    expect(JSON.stringify(forB)).not.toContain('Only A');

    const forA = await overview(a.cookie);
    expect(forA.stats).toEqual({
      liveCoupons: 1,
      reveals: 1,
      clickOuts: 1,
      averageRating: 5,
      totalReviews: 1,
      followers: 0,
    });
    expect(forB.couponTrust).toEqual([]);
  });

  it('refuses a merchant account without its merchant details with 403', async () => {
    const account = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    const login = await postJson(t, '/api/MerchantDetails/Login', {
      userName: account.username,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    const response = await t.app.request('/api/merchant/overview', {
      headers: { Cookie: cookiesFrom(login) },
    });
    expect(response.status).toBe(403);
  });
});

describe('counted marks over the days (decision 0014 with 30 days kept)', () => {
  it("keeps the marks for the merchant's chart; an ended day's stop naming the account with the fold job, not the next day's first count", async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const user = await signedIn(t, 'user');
    const other = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    // A reveal on one India day, then the next day's first count (the service takes the clock).
    const revealOn = (couponId: string, now: Date) =>
      countCouponAction(t.db, { couponId, action: 'reveal', visitor: { accountId: user.account.id }, now });
    await revealOn(coupon.id, new Date('2026-03-10T06:00:00Z'));
    await revealOn(other.id, new Date('2026-03-11T06:00:00Z'));
    const keyOf = async (couponId: string) =>
      (await t.db.select().from(countedActions).where(eq(countedActions.couponId, couponId))).map(
        (mark) => mark.visitorKey,
      );

    // Decision 0098: the day's first count (a request) renames nothing; the ended day's mark still names
    // the account until the fold job runs, and no answer depends on it: "revealed today" goes by date.
    expect(await keyOf(coupon.id)).toEqual([user.account.id]);
    const tab = await readMyReviewsTab(t.db, user.account.id);
    expect(tab.coupons.find((option) => option.couponId === coupon.id)?.revealed).toBe(false);

    // The fold job (every minute) at 12:30 on 11 March in India: 10 March has ended, 11 March has not.
    expect(await forgetEndedDays(t.db, new Date('2026-03-11T07:00:00Z'))).toBe(1);
    const [renamed] = await keyOf(coupon.id);
    expect(renamed).not.toBe(user.account.id);
    expect(renamed).toMatch(/^[0-9a-f]{64}$/);
    // Today's mark still names the account: it keeps the reveal counted once today.
    expect(await keyOf(other.id)).toEqual([user.account.id]);
    expect((await readCouponCounts(t.db, coupon.id))?.reveals).toBe(1);
  });
});
