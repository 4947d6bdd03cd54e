import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MY_REVIEWS_MAX,
  REVIEW_COUPON_OPTIONS_MAX,
  type MyReview,
  type ReviewCouponOption,
} from '../../contract/reviews.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants, reviews, stores } from '../../db/schema/index.ts';
import { revealedToday } from '../coupons/visitor-key.ts';
import { storeName, storefrontOfMerchant } from '../stores/store-identity.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { paiseToRupees } from '../../contract/money.ts';

/** The columns of a user's own review, as the Reviews tab and the submit reply show it (the store by brand, decision 0059). */
export const myReviewColumns = {
  couponId: reviews.couponId,
  couponName: coupons.couponName,
  merchantName: storeName,
  rating: reviews.rating,
  remarks: reviews.remarks,
  review: reviews.reviewText,
  purchaseType: reviews.purchaseType,
  purchaseAmountPaise: reviews.purchaseAmountPaise,
  purchaseDate: reviews.purchaseDate,
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
  live: sql<boolean>`coalesce(${liveCoupon}, false)`,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

interface MyReviewRow extends Omit<MyReview, 'purchaseAmount' | 'createdAt' | 'updatedAt'> {
  purchaseAmountPaise: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function toMyReview({ purchaseAmountPaise, createdAt, updatedAt, ...row }: MyReviewRow): MyReview {
  return {
    ...row,
    purchaseAmount: purchaseAmountPaise === null ? null : paiseToRupees(purchaseAmountPaise),
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}

/** The user's own reviews (`where` narrows them), last changed first, with their coupon's names. */
export async function selectMyReviews(db: Database, accountId: string, where?: SQL, limit = MY_REVIEWS_MAX) {
  const rows = await db
    .select(myReviewColumns)
    .from(reviews)
    .innerJoin(coupons, eq(coupons.id, reviews.couponId))
    .innerJoin(merchants, eq(merchants.id, reviews.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .where(and(eq(reviews.accountId, accountId), where))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toMyReview);
}

/**
 * What the Reviews tab needs: the live coupons the form offers (the ones this user revealed today
 * first, then the ones they reviewed, then A-Z; at most REVIEW_COUPON_OPTIONS_MAX) and the user's own
 * reviews (at most MY_REVIEWS_MAX). Two queries.
 */
export async function readMyReviewsTab(
  db: Database,
  accountId: string,
): Promise<{ coupons: ReviewCouponOption[]; reviews: MyReview[] }> {
  // "Revealed" is today's reveals, by the marks' date (decision 0098: an ended day's mark may still name
  // the account until the fold job replaces it); a coupon reviewed before also comes early, to edit it.
  const revealed = revealedToday(accountId, sql`${coupons.id}`);
  const reviewed = sql<boolean>`exists (select 1 from ${reviews} where ${reviews.couponId} = ${coupons.id} and ${reviews.accountId} = ${accountId})`;
  const [options, mine] = await Promise.all([
    db
      .select({
        couponId: coupons.id,
        couponName: coupons.couponName,
        merchantId: coupons.merchantId,
        merchantName: storeName,
        revealed,
      })
      .from(coupons)
      .innerJoin(merchants, eq(merchants.id, coupons.merchantId))
      .leftJoin(stores, storefrontOfMerchant)
      .where(liveCoupon)
      .orderBy(desc(revealed), desc(reviewed), asc(coupons.couponName), asc(coupons.id))
      .limit(REVIEW_COUPON_OPTIONS_MAX),
    selectMyReviews(db, accountId),
  ]);
  return { coupons: options, reviews: mine };
}
