import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { MyReviews } from '../../contract/merchant-reviews.ts';
import { MY_REVIEWS_LIMIT } from '../../contract/merchant-reviews.ts';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import { MERCHANT_RATING_REVIEWS_LIMIT, type MerchantRating } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { accounts, coupons, merchants, reviews, stores } from '../../db/schema/index.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { shownReview } from './list-reviews.ts';

/** The average of the grouped reviews, rounded to one decimal as Postgres rounds. */
const averageRating = sql<number>`round(avg(${reviews.rating}), 1)::float8`.mapWith(Number);

/**
 * Each merchant's rating over the shown (not hidden) reviews of its live coupons, best rated first, with the newest few
 * reviews named. Two queries in all (the totals, then the named reviews ranked per merchant), however
 * many merchants there are. At most PUBLIC_LIST_MAX merchants (or `limit`), the best rated.
 */
export async function listMerchantRatings(db: Database, limit = PUBLIC_LIST_MAX): Promise<MerchantRating[]> {
  const [totals, ranked] = await Promise.all([
    merchantTotals(db, undefined, limit),
    namedReviews(db, MERCHANT_RATING_REVIEWS_LIMIT),
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

/**
 * One merchant's ratings for the dashboard's Review tab, from the same data as the public list: the
 * merchant's figures are exactly the ones get-merchant-ratings shows, and the named reviews are the
 * same query's (with the reviewer's display name and text), grouped per coupon with each coupon's own
 * figures. Three queries however many coupons there are.
 */
export async function readMyReviews(db: Database, merchantId: string): Promise<MyReviews> {
  const mine = eq(coupons.merchantId, merchantId);
  const [totals, perCoupon, named] = await Promise.all([
    merchantTotals(db, mine, 1),
    db
      .select({
        couponId: coupons.id,
        couponName: coupons.couponName,
        averageRating,
        totalReviews: count(),
      })
      .from(reviews)
      .innerJoin(coupons, eq(coupons.id, reviews.couponId))
      .where(and(liveCoupon, shownReview, mine))
      .groupBy(coupons.id, coupons.couponName)
      .orderBy(desc(sql`round(avg(${reviews.rating}), 1)`), desc(count()), coupons.couponName, coupons.id),
    namedReviews(db, MY_REVIEWS_LIMIT, merchantId),
  ]);
  const byCoupon = Map.groupBy(named, (row) => row.couponId);
  return {
    averageRating: totals[0]?.averageRating ?? 0,
    totalReviews: totals[0]?.totalReviews ?? 0,
    coupons: perCoupon.map((coupon) => ({
      ...coupon,
      reviews: (byCoupon.get(coupon.couponId) ?? []).map(({ userName, rating, reviewText, createdAt }) => ({
        userName,
        rating,
        reviewText,
        createdAt: new Date(createdAt).toISOString(),
      })),
    })),
  };
}

/**
 * One store's figures and its newest `reviews` shown reviews (the store page /stores/{slug}), from the
 * same queries as the public ratings list, so both always agree. Two queries.
 */
export async function readStoreRating(db: Database, merchantId: string, reviewsLimit: number) {
  const [totals, named] = await Promise.all([
    merchantTotals(db, eq(coupons.merchantId, merchantId), 1),
    namedReviews(db, reviewsLimit, merchantId),
  ]);
  return {
    averageRating: totals[0]?.averageRating ?? 0,
    totalReviews: totals[0]?.totalReviews ?? 0,
    reviews: named.map(({ couponName, rating, userName, reviewText, createdAt }) => ({
      couponName,
      rating,
      userName,
      reviewText,
      createdAt: new Date(createdAt).toISOString(),
    })),
  };
}

/**
 * Each merchant's figures over its live coupons' reviews, best rated first (`where` narrows it). The
 * merchant is named as shoppers know it (the storeName rule, decision 0059), never by the legal name.
 */
function merchantTotals(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      merchantId: merchants.id,
      merchantName: storeName,
      averageRating,
      totalReviews: count(),
    })
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .where(and(liveCoupon, shownReview, where))
    .groupBy(merchants.id, stores.id)
    .orderBy(desc(sql`round(avg(${reviews.rating}), 1)`), desc(count()), storeName, merchants.id)
    .limit(limit);
}

/** The newest `perMerchant` reviews of each merchant's live coupons (one merchant's when given). */
function namedReviews(db: Database, perMerchant: number, merchantId?: string) {
  const ranked = db
    .select({
      merchantId: sql<string>`${coupons.merchantId}`.as('merchant_id'),
      couponId: sql<string>`${coupons.id}`.as('coupon_id'),
      couponName: sql<string>`${coupons.couponName}`.as('coupon_name'),
      rating: sql<number>`${reviews.rating}`.as('rating'),
      userName: sql<string>`${accounts.displayName}`.as('user_name'),
      reviewText: sql<string>`coalesce(${reviews.reviewText}, ${reviews.remarks})`.as('review_text'),
      createdAt: sql<string>`${reviews.createdAt}`.as('created_at'),
      rank: sql<number>`row_number() over (partition by ${coupons.merchantId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
        'rank',
      ),
    })
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .innerJoin(accounts, eq(accounts.id, reviews.accountId))
    .where(and(liveCoupon, shownReview, merchantId ? eq(coupons.merchantId, merchantId) : undefined))
    .as('ranked');
  return db
    .select({
      merchantId: ranked.merchantId,
      couponId: ranked.couponId,
      couponName: ranked.couponName,
      rating: ranked.rating,
      userName: ranked.userName,
      reviewText: ranked.reviewText,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, perMerchant))
    .orderBy(ranked.merchantId, ranked.rank);
}
