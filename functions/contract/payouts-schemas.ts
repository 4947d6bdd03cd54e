import { IDEMPOTENCY_KEY_MAX } from './earnings.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';
import { parseRupees } from './money.ts';
import {
  normalizeUpiId,
  PAYOUT_REJECT_REASON_MAX,
  PAYOUT_STATUSES,
  payoutMessages,
  TEST_SETTLE_OUTCOMES,
} from './payouts.ts';
import { z } from './zod.ts';

/** PUT /api/account/payout-method: a UPI ID (normalised), and the current password (checked by the service). */
export const payoutMethodSchema = z.object({
  upiId: z
    .string()
    .max(400, payoutMessages.upiIdInvalid)
    .transform((value, ctx) => {
      const upi = normalizeUpiId(value);
      if (!upi) ctx.addIssue({ code: 'custom', message: payoutMessages.upiIdInvalid });
      return upi ?? z.NEVER;
    }),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
});

/**
 * POST /api/payouts: rupees, whole or with one or two decimals ('500', '500.50' or the number 500.5),
 * as whole paise. The minimum and the balance are the service's to check.
 */
export const createPayoutSchema = z.object({
  amountRupees: z.union([z.string().max(20), z.number().transform(String)]).transform((value, ctx) => {
    const text = value.trim();
    const paise = /^\d{1,7}(\.\d{1,2})?$/.test(text) ? parseRupees(text) : null;
    if (paise === null || paise <= 0) ctx.addIssue({ code: 'custom', message: payoutMessages.amountInvalid });
    return paise ?? z.NEVER;
  }),
});

/** The Idempotency-Key header of POST /api/payouts (required). */
export const payoutIdempotencyKeySchema = z
  .string({ message: payoutMessages.idempotencyKeyRequired })
  .trim()
  .min(8, payoutMessages.idempotencyKeyRequired)
  .max(IDEMPOTENCY_KEY_MAX, payoutMessages.idempotencyKeyRequired);

/** POST /api/payouts/test/{id}/settle. */
export const testSettleSchema = z.object({ outcome: z.enum(TEST_SETTLE_OUTCOMES) });

/** POST /api/admin/payouts/{id}/reject: words the shopper reads. */
export const rejectPayoutSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, payoutMessages.rejectReasonRequired)
    .max(PAYOUT_REJECT_REASON_MAX, payoutMessages.rejectReasonRequired),
});

/** GET /api/admin/payouts?status=: one status, or all. */
export const adminPayoutStatusSchema = z.enum(PAYOUT_STATUSES).optional();
