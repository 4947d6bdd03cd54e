import { z } from './zod.ts';
import { FEEDBACK_REASON_VALUES, trustMessages } from './coupon-trust.ts';

/** POST /api/coupons/{id}/feedback: `{worked, reason?}`; a reason only with worked=false (400). */
export const couponFeedbackSchema = z
  .object({
    worked: z.boolean(),
    reason: z.enum(FEEDBACK_REASON_VALUES).optional(),
  })
  .refine((body) => body.worked === false || body.reason === undefined, {
    message: trustMessages.reasonOnlyForNo,
    path: ['reason'],
  });
