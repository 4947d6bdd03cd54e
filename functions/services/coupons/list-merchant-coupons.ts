import { desc, eq } from 'drizzle-orm';
import type { MerchantCoupon } from '../../contract/merchant.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';

/** A merchant's own coupons with their state, including an administrator's reason for a rejection. */
export async function listMerchantCoupons(db: Database, merchantId: string): Promise<MerchantCoupon[]> {
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      couponCode: coupons.couponCode,
      status: coupons.status,
      requestedSlotId: coupons.requestedSlotId,
      assignedSlotId: coupons.assignedSlotId,
      rejectReason: coupons.rejectReason,
      expiryDate: coupons.expiryDate,
      expiresAt: coupons.expiresAt,
      revealCount: coupons.revealCount,
      clickOutCount: coupons.clickOutCount,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .where(eq(coupons.merchantId, merchantId))
    .orderBy(desc(coupons.createdAt));
  const now = Date.now();
  return rows.map(({ expiresAt, createdAt, ...row }) => ({
    ...row,
    expired: expiresAt.getTime() <= now,
    createdAt: createdAt.toISOString(),
  }));
}
