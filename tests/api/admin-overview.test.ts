import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../functions/contract/admin-overview.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { cashbackClaims, payouts } from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createMerchantProduct,
} from '../../functions/seed/factories/index.ts';
import { signedIn } from '../support/sessions.ts';
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

  it('is for administrators only', async () => {
    expect((await t.app.request('/api/admin/overview')).status).toBe(401);
    const user = (await signedIn(t, 'user')).cookie;
    expect((await overview(user)).status).toBe(403);
  });
});
