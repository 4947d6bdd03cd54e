import { Hono } from 'hono';
import { submitRatingSchema } from '../contract/review-schemas.ts';
import {
  checkReviewForm,
  parseRating,
  purchaseAmountToPaise,
  reviewMessages,
  type RatingSubmitted,
} from '../contract/reviews.ts';
import { todayInIndia } from '../contract/india-time.ts';
import { requireRole, signedInAccount } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { readJson } from '../http/read-json.ts';
import { submitRating } from '../services/reviews/submit-rating.ts';

/**
 * POST /api/AToZ/submit-rating (spec section 7, User features): a shopper rates and reviews a live
 * coupon. Users only: merchants and administrators do not review coupons (decision 0032).
 */
export const submitRatingRoutes = new Hono<AppEnv>();

// POST /api/AToZ/submit-rating – the Rating payload; the user is the session's, the merchant the coupon's; again: updates
submitRatingRoutes.post('/', requireRole('user'), async (c) => {
  const account = signedInAccount(c);
  const accountId = account.id;
  const body = await readJson(c, submitRatingSchema);
  if (body.userId && body.userId.trim() !== accountId) throw HttpError.forbidden(reviewMessages.otherUser);

  const typed = {
    couponId: body.couponId ?? '',
    rating: body.rating ?? '',
    remarks: body.remarks ?? '',
    purchaseType: body.purchaseType ?? '',
    purchaseAmount: body.purchaseAmount ?? '',
    purchaseDate: body.purchaseDate ?? '',
  };
  const fields = Object.fromEntries(
    Object.entries(checkReviewForm(typed, todayInIndia())).filter(([, message]) => message),
  ) as Record<string, string>;
  const first = Object.values(fields)[0];
  if (first) throw HttpError.badInput(first, fields);

  const { created, review } = await submitRating(c.var.db, account, {
    couponId: typed.couponId.trim(),
    rating: parseRating(typed.rating) ?? 0,
    remarks: typed.remarks.trim(),
    review: body.review || null,
    purchaseType: typed.purchaseType.trim() || null,
    purchaseAmountPaise: typed.purchaseAmount.trim() ? purchaseAmountToPaise(typed.purchaseAmount) : null,
    purchaseDate: typed.purchaseDate.trim() || null,
  });
  const reply: RatingSubmitted = { message: reviewMessages.submitted, created, review };
  return c.json(reply, created ? 201 : 200);
});
