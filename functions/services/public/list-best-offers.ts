import { desc, sql } from 'drizzle-orm';
import { PUBLIC_COUPON_LIST_LIMIT, type BestOffer, type PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';

/**
 * Today's best offers: live coupons with the highest percentage first, then the largest flat discount
 * (percentage offers rank above flat ones), newest first among equals.
 */
export async function listBestOffers(
  db: Database,
  { language, limit = PUBLIC_COUPON_LIST_LIMIT }: PublicListQuery,
  defaultRateBp: number,
): Promise<BestOffer[]> {
  const rows = await joinPublicCouponTables(
    db
      .select({
        ...publicCouponSelection(defaultRateBp),
        slotId: coupons.assignedSlotId,
        couponName: coupons.couponName,
      })
      .from(coupons)
      .$dynamic(),
  )
    .where(liveCouponIn(language))
    .orderBy(
      sql`${coupons.percentage} desc nulls last`,
      sql`${coupons.discountValuePaise} desc nulls last`,
      desc(coupons.createdAt),
      desc(coupons.id),
    )
    .limit(limit);
  return rows.map((row) => ({ ...toPublicCoupon(row), slotId: row.slotId, couponName: row.couponName }));
}
