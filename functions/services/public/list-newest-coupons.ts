import { desc } from 'drizzle-orm';
import { PUBLIC_COUPON_LIST_LIMIT, type ListedCoupon, type NewestListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';
import { mostReliableOrder } from '../coupons/coupon-trust.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';

/**
 * Live coupons, newest first (coupons_newest_idx); with `sort: 'reliable'` "Most reliable" first
 * (issue 23 item 2: success rate, votes, then newest; decision 0068).
 */
export async function listNewestCoupons(
  db: Database,
  { language, limit = PUBLIC_COUPON_LIST_LIMIT, sort }: NewestListQuery,
  defaultRateBp: number,
  now: Date = new Date(),
): Promise<ListedCoupon[]> {
  const rows = await joinPublicCouponTables(
    db
      .select({ ...publicCouponSelection(defaultRateBp, now), title: coupons.title })
      .from(coupons)
      .$dynamic(),
  )
    // Without the listed flag (decision 0100): coupons_newest_idx is read in the list's order and stops
    // after `limit`; with it, the planner read every live coupon from a (smaller) listed index and sorted them.
    .where(liveCouponIn(language, { listed: false }))
    .orderBy(...(sort === 'reliable' ? mostReliableOrder(now) : [desc(coupons.createdAt), desc(coupons.id)]))
    .limit(limit);
  return rows.map((row) => ({ ...toPublicCoupon(row), title: row.title }));
}
