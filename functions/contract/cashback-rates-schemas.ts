import { CLICK_PARAM_PATTERN, cashbackRateMessages, percentToBp } from './cashback-rates.ts';
import { z } from './zod.ts';

/** A percent as a JSON number or a typed string ('6', '6.5'), at most two decimals, 0–100: basis points. */
function percentField(message: string) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .max(16)
        .regex(/^\d{1,3}(\.\d{1,2})?$/, message)
        .transform(Number),
    ])
    .transform((value, ctx) => {
      const bp = percentToBp(value);
      if (bp === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return bp;
    });
}

/** PUT /api/merchant/cashback-terms: {ratePercent, clickParam?}. The bounds are checked by the route. */
export const merchantCashbackTermsSchema = z.object({
  ratePercent: percentField(cashbackRateMessages.ratePercent),
  clickParam: z
    .string()
    .trim()
    .max(32, cashbackRateMessages.clickParam)
    .regex(CLICK_PARAM_PATTERN, cashbackRateMessages.clickParam)
    .optional(),
});

/** PUT /api/admin/cashback-bounds: {minPercent, maxPercent}, min ≤ max. */
export const cashbackBoundsSchema = z
  .object({
    minPercent: percentField(cashbackRateMessages.ratePercent),
    maxPercent: percentField(cashbackRateMessages.ratePercent),
  })
  .superRefine((value, ctx) => {
    if (value.minPercent > value.maxPercent)
      ctx.addIssue({ code: 'custom', path: ['minPercent'], message: cashbackRateMessages.boundsOrder });
  });

/** PUT /api/admin/stores/{merchantId}/cashback-rate: {overridePercent: number|null} (null removes it). */
export const cashbackOverrideSchema = z.object({
  overridePercent: percentField(cashbackRateMessages.ratePercent).nullable(),
});
