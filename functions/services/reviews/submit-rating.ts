import { and, eq, sql } from 'drizzle-orm';
import { reviewMessages, type MyReview } from '../../contract/reviews.ts';
import type { Database } from '../../db/database.ts';
import { coupons, reviews } from '../../db/schema/index.ts';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { requireVerifiedEmail, type SignedInAccount } from '../accounts/require-verified-email.ts';
import { HttpError } from '../../http/http-error.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { selectMyReviews } from './my-reviews.ts';

export interface RatingInput {
  couponId: string;
  rating: number;
  remarks: string;
  review: string | null;
  purchaseType: string | null;
  purchaseAmountPaise: number | null;
  purchaseDate: string | null;
}

/**
 * A user's rating of a live coupon (spec: Reviews). The merchant comes from the coupon, never from the
 * request; an unknown or expired coupon is a 404 and nothing is stored. One review per account and
 * coupon (reviews_one_per_account_coupon): submitting again replaces the earlier one in place, keeping
 * its first date and, if an administrator hid it, keeping it hidden (decision 0032).
 */
export async function submitRating(
  db: Database,
  account: SignedInAccount,
  input: RatingInput,
): Promise<{ created: boolean; review: MyReview }> {
  requireVerifiedEmail(account, emailVerificationMessages.reviewRefused);
  const accountId = account.id;
  const [coupon] = await db
    .select({ id: coupons.id, merchantId: coupons.merchantId })
    .from(coupons)
    .where(and(eq(coupons.id, input.couponId), liveCoupon));
  if (!coupon) throw HttpError.notFound(reviewMessages.couponNotLive);

  const values = {
    merchantId: coupon.merchantId,
    rating: input.rating,
    remarks: input.remarks,
    reviewText: input.review,
    purchaseType: input.purchaseType,
    purchaseAmountPaise: input.purchaseAmountPaise,
    purchaseDate: input.purchaseDate,
  };
  const [saved] = await db
    .insert(reviews)
    .values({ ...values, accountId, couponId: coupon.id })
    .onConflictDoUpdate({
      target: [reviews.accountId, reviews.couponId],
      set: { ...values, updatedAt: sql`now()` },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('submit-rating: the upsert returned no row');
  const [review] = await selectMyReviews(db, accountId, eq(reviews.id, saved.id), 1);
  if (!review) throw new Error('submit-rating: the saved review was not found');
  return { created: saved.created, review };
}
