import { desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_REVIEWS_LIMIT, type PublicReviews } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { accounts, coupons, reviews } from '../../db/schema/index.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';

/**
 * The newest reviews of live coupons for the 'FIND YOUR BEST' popup (reviews_created_at_idx). A review
 * names its coupon, so it leaves with the coupon when the offer expires. The reviewer is shown by
 * display name only. `limit` is checked by the route (at most PUBLIC_LIST_MAX).
 */
export async function listReviews(db: Database, limit = PUBLIC_REVIEWS_LIMIT): Promise<PublicReviews> {
  const rows = await db
    .select({
      couponName: coupons.couponName,
      rating: reviews.rating,
      userName: accounts.displayName,
      reviewText: sql<string>`coalesce(${reviews.reviewText}, ${reviews.remarks})`,
    })
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .where(liveCoupon)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return { reviews: rows };
}
