import { z } from './zod.ts';

/**
 * The JSON bodies of the claim endpoints, read as text: the rules and their messages are
 * checkClaimForm and declineReasonMessage in cashback-claims.ts, which the service runs (so a refusal
 * carries the form's own message for each field). A field that is not text is a 400 here.
 */
const text = z
  .string()
  .max(1000)
  .optional()
  .transform((value) => value ?? '');

/** POST /api/cashback-claims: couponId, purchaseDate, amount (rupees), orderReference. */
export const claimBodySchema = z.object({
  couponId: text,
  purchaseDate: text,
  amount: z
    .union([z.string().max(1000), z.number().transform(String)])
    .optional()
    .transform((value) => value ?? ''),
  orderReference: text,
});

/** POST /api/merchant/cashback-claims/{id}/decline: the reason the shopper reads. */
export const declineBodySchema = z.object({ reason: text });
