import { z } from './zod.ts';
import { REVIEW_TEXT_LIMITS } from './reviews.ts';

/**
 * POST /api/AToZ/submit-rating (spec section 3, Rating payload): the shape only. Numbers may come as
 * numbers or as typed text; the rules (checkReviewForm in reviews.ts) run on the route, so the browser
 * and the server give the same messages. `merchantId` and `couponName` are read from the coupon, never
 * from here; `userId`, when sent, must be the session's own.
 */
const text = z.string().max(REVIEW_TEXT_LIMITS.review * 2);
const textOrNumber = z.union([text, z.number()]).transform(String);
const optional = <S extends z.ZodType>(schema: S) => schema.nullish();

export const submitRatingSchema = z.object({
  userId: optional(z.union([z.string().max(100), z.number()]).transform(String)),
  couponId: optional(z.string().max(100)),
  merchantId: optional(z.unknown()),
  couponName: optional(z.unknown()),
  rating: optional(textOrNumber),
  review: optional(z.string().trim().max(REVIEW_TEXT_LIMITS.review)),
  remarks: optional(text),
  purchaseType: optional(text),
  purchaseAmount: optional(textOrNumber),
  purchaseDate: optional(z.string().max(40)),
});
export type SubmitRatingInput = z.infer<typeof submitRatingSchema>;
