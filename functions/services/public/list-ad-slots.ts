import { and, asc, desc, isNotNull, sql } from 'drizzle-orm';
import { AD_SLOT_MAX } from '../../contract/limits.ts';
import type { AdSlotCoupon, PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';

/**
 * The home page's ad-slot grid: for each slot 1-24, the most recently approved live coupon assigned to
 * it (one DISTINCT ON query over coupons_live_slot_idx). Empty slots are simply absent, so there are
 * never more than AD_SLOT_MAX; `limit` takes the first slots only.
 */
export async function listAdSlots(
  db: Database,
  { language, limit = AD_SLOT_MAX }: PublicListQuery,
  defaultRateBp: number,
): Promise<AdSlotCoupon[]> {
  const rows = await joinPublicCouponTables(
    db
      .selectDistinctOn([coupons.assignedSlotId], {
        ...publicCouponSelection(defaultRateBp),
        slotId: sql<number>`${coupons.assignedSlotId}`,
        couponName: coupons.couponName,
        createdAt: coupons.createdAt,
      })
      .from(coupons)
      .$dynamic(),
  )
    .where(and(liveCouponIn(language), isNotNull(coupons.assignedSlotId)))
    .orderBy(asc(coupons.assignedSlotId), sql`${coupons.approvedAt} desc nulls last`, desc(coupons.createdAt))
    .limit(Math.min(limit, AD_SLOT_MAX));
  return rows.map((row) => ({
    ...toPublicCoupon(row),
    slotId: row.slotId,
    couponName: row.couponName,
    createdAt: row.createdAt.toISOString(),
  }));
}
