import { asc, eq } from 'drizzle-orm';
import type { PendingCoupon } from '../../contract/admin.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants } from '../../db/schema/index.ts';

/** Coupons waiting for an administrator, oldest first (the partial index coupons_pending_idx). */
export async function listPendingCoupons(db: Database): Promise<PendingCoupon[]> {
  const rows = await db
    .select({
      id: coupons.id,
      couponName: coupons.couponName,
      merchantId: coupons.merchantId,
      merchantName: merchants.merchantName,
      requestedSlotId: coupons.requestedSlotId,
      expiryDate: coupons.expiryDate,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .where(eq(coupons.status, 'pending'))
    .orderBy(asc(coupons.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
