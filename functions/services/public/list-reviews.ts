import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_REVIEWS_LIMIT, type PublicReviews } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { accounts, coupons, reviews } from '../../db/schema/index.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';

/** A review the public may read: an administrator has not hidden it (every public review read uses it). */
export const shownReview: SQL = isNull(reviews.hiddenAt);

/**
 * The newest reviews of live coupons for the 'FIND YOUR BEST' popup (reviews_newest_idx, decision 0097). A review
 * names its coupon, so it leaves with the coupon when the offer expires. The reviewer is shown by
 * display name only; hidden reviews never show. `limit` is checked by the route (at most PUBLIC_LIST_MAX).
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
    .where(and(liveCoupon, shownReview))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return { reviews: rows };
}
