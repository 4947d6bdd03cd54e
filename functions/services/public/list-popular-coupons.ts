import { desc } from 'drizzle-orm';
import { PUBLIC_COUPON_LIST_LIMIT, type ListedCoupon, type PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';

/** Live coupons, most revealed first (coupons_popular_live_idx, decision 0087); ties go to the newer offer. */
export async function listPopularCoupons(
  db: Database,
  { language, limit = PUBLIC_COUPON_LIST_LIMIT }: PublicListQuery,
  defaultRateBp: number,
): Promise<ListedCoupon[]> {
  const rows = await joinPublicCouponTables(
    db
      .select({ ...publicCouponSelection(defaultRateBp), title: coupons.title })
      .from(coupons)
      .$dynamic(),
  )
    .where(liveCouponIn(language))
    .orderBy(desc(coupons.revealCount), desc(coupons.createdAt), desc(coupons.id))
    .limit(limit);
  return rows.map((row) => ({ ...toPublicCoupon(row), title: row.title }));
}
