import { count, desc, eq, lte, sql } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import { MERCHANT_RATING_REVIEWS_LIMIT, type MerchantRating } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants, reviews } from '../../db/schema/index.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';

/**
 * Each merchant's rating over the reviews of its live coupons, best rated first, with the newest few
 * reviews named. Two queries in all (the totals, then the named reviews ranked per merchant), however
 * many merchants there are. At most PUBLIC_LIST_MAX merchants (or `limit`), the best rated.
 */
export async function listMerchantRatings(db: Database, limit = PUBLIC_LIST_MAX): Promise<MerchantRating[]> {
  const [totals, ranked] = await Promise.all([
    db
      .select({
        merchantId: merchants.id,
        merchantName: merchants.merchantName,
        averageRating: sql<number>`round(avg(${reviews.rating}), 1)::float8`.mapWith(Number),
        totalReviews: count(),
      })
      .from(reviews)
      .innerJoin(coupons, eq(coupons.id, reviews.couponId))
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .where(liveCoupon)
      .groupBy(merchants.id, merchants.merchantName)
      .orderBy(
        desc(sql`round(avg(${reviews.rating}), 1)`),
        desc(count()),
        merchants.merchantName,
        merchants.id,
      )
      .limit(limit),
    namedReviews(db),
  ]);
  const byMerchant = Map.groupBy(ranked, (row) => row.merchantId);
  return totals.map((total) => ({
    ...total,
    reviews: (byMerchant.get(total.merchantId) ?? []).map(({ couponName, rating }) => ({
      couponName,
      rating,
    })),
  }));
}

function namedReviews(db: Database) {
  const ranked = db
    .select({
      merchantId: sql<string>`${coupons.merchantId}`.as('merchant_id'),
      couponName: sql<string>`${coupons.couponName}`.as('coupon_name'),
      rating: sql<number>`${reviews.rating}`.as('rating'),
      rank: sql<number>`row_number() over (partition by ${coupons.merchantId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'rank',
      ),
    })
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .where(liveCoupon)
    .as('ranked');
  return db
    .select({ merchantId: ranked.merchantId, couponName: ranked.couponName, rating: ranked.rating })
    .from(ranked)
    .where(lte(ranked.rank, MERCHANT_RATING_REVIEWS_LIMIT))
    .orderBy(ranked.merchantId, ranked.rank);
}
