import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../functions/contract/admin-overview.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { adminCounts, cashbackClaims, coupons, merchants, payouts } from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createMerchantProduct,
} from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterEach(() => t.close());

const overview = async (cookie = admin) => {
  const response = await t.app.request('/api/admin/overview', { headers: { Cookie: cookie } });
  return { status: response.status, body: (await response.json()) as AdminOverview };
};

describe('the admin overview (issue 23 item 9)', () => {
  it('counts only what needs action: pending coupons and products, open claims, suspended coupons, held payouts', async () => {
    const empty = await overview();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      pendingCoupons: 0,
      pendingProducts: 0,
      openClaims: 0,
      suspendedCoupons: 0,
      heldPayouts: 0,
    });

    const merchant = await createMerchant(t.db);
    const shopper = await createAccount(t.db, { role: 'user' });
    // Waiting: two pending coupons, one pending product, one open claim, one suspended coupon, one held payout.
    await createCoupon(t.db, { merchantId: merchant.id });
    await createCoupon(t.db, { merchantId: merchant.id });
    const live = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved', assignedSlotId: 1 });
    await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      assignedSlotId: 2,
      suspendedAt: new Date(),
    });
    await createMerchantProduct(t, { merchantId: merchant.id });
    // Decided already: not counted.
    await createMerchantProduct(t, { merchantId: merchant.id, isApproved: true });
    await createMerchantProduct(t, { merchantId: merchant.id, rejectionReason: 'Blurry photo' });
    const claim = {
      accountId: shopper.id,
      merchantId: merchant.id,
      couponId: live.id,
      purchaseDate: todayInIndia(),
      amountPaise: 99_900,
    };
    await t.db.insert(cashbackClaims).values([
      { ...claim, orderReference: 'OPEN-1' },
      { ...claim, orderReference: 'DONE-1', status: 'declined', declineReason: 'No such order' },
    ]);
    const payout = {
      accountId: shopper.id,
      amountPaise: 15_000,
      upiId: 'priya@okaxis',
      provider: 'test' as const,
    };
    await t.db.insert(payouts).values([
      { ...payout, status: 'held', idempotencyKey: 'overview-held' },
      { ...payout, status: 'processed', idempotencyKey: 'overview-paid' },
    ]);

    expect((await overview()).body).toEqual({
      pendingCoupons: 2,
      pendingProducts: 1,
      openClaims: 1,
      suspendedCoupons: 1,
      heldPayouts: 1,
    });
  });

  it('keeps the pending coupons count in step with the coupons, whatever writes them (decision 0108)', async () => {
    /** The Overview's count, and what counting every pending coupon says. */
    const inStep = async () => {
      const counted = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(coupons)
        .where(eq(coupons.status, 'pending'));
      const shown = (await overview()).body.pendingCoupons;
      expect(shown).toBe(counted[0]!.n);
      return shown;
    };
    const first = await createMerchant(t.db);
    const second = await createMerchant(t.db);
    const a = await createCoupon(t.db, { merchantId: first.id });
    const b = await createCoupon(t.db, { merchantId: first.id });
    const c = await createCoupon(t.db, { merchantId: first.id });
    await createCoupon(t.db, { merchantId: second.id });
    await createCoupon(t.db, { merchantId: second.id, status: 'approved' });
    expect(await inStep()).toBe(4);

    // An administrator approves one and rejects another, through the API.
    expect((await postJson(t, '/api/Admin/ApproveCoupon', { couponId: a.id }, admin)).status).toBe(200);
    expect(
      (await postJson(t, `/api/admin/coupons/${b.id}/reject`, { reason: 'No terms' }, admin)).status,
    ).toBe(200);
    expect(await inStep()).toBe(2);
    // A write that does not touch the status (a counter's fold) changes nothing; a hand-written one does.
    await t.db.update(coupons).set({ revealCount: 7 }).where(eq(coupons.id, c.id));
    expect(await inStep()).toBe(2);
    await t.db.update(coupons).set({ status: 'pending' }).where(eq(coupons.id, b.id));
    await t.db.update(coupons).set({ status: 'pending' }).where(eq(coupons.id, c.id));
    expect(await inStep()).toBe(3);
    // A coupon deleted, and a merchant's coupons deleted with it.
    await t.db.delete(coupons).where(eq(coupons.id, c.id));
    expect(await inStep()).toBe(2);
    await t.db.delete(merchants).where(eq(merchants.id, second.id));
    expect(await inStep()).toBe(1);
    // The Overview reads the kept count, not the coupons: a count set by hand is what it answers.
    await t.db.update(adminCounts).set({ n: 40 }).where(eq(adminCounts.name, 'pending_coupons'));
    expect((await overview()).body.pendingCoupons).toBe(40);
  });

  it('is for administrators only', async () => {
    expect((await t.app.request('/api/admin/overview')).status).toBe(401);
    const user = (await signedIn(t, 'user')).cookie;
    expect((await overview(user)).status).toBe(403);
  });
});
