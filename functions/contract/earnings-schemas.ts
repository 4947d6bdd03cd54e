import {
  IDEMPOTENCY_KEY_MAX,
  MERCHANT_REVERSAL_REASONS,
  REVERSAL_NOTE_MAX,
  saleMessages,
} from './earnings.ts';
import { todayInIndia } from './india-time.ts';
import { parseRupees } from './money.ts';
import { checkSaleForm, readIsoDate } from './rules.ts';
import { z } from './zod.ts';

const text = (max: number) => z.string().max(max).default('');

/**
 * POST /api/AToZ/submitMerchantSale: the form's fields as typed (saleAmount in rupees may also come
 * as a JSON number), checked by the same rule the form runs (checkSaleForm), then read into paise.
 */
export const merchantSaleSchema = z
  .object({
    couponId: z.string().max(64).default(''),
    saleAmount: z.union([z.string().max(32), z.number().transform(String)]).default(''),
    saleDate: text(32),
    remarks: text(2000),
    shopper: text(400),
    clickId: text(64),
    orderReference: text(200),
    idempotencyKey: z.string().trim().min(8).max(IDEMPOTENCY_KEY_MAX).optional(),
  })
  .superRefine((values, ctx) => {
    const found = checkSaleForm(values, todayInIndia());
    for (const [field, message] of Object.entries(found))
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (!found.couponId && values.couponId.trim() && !z.uuid().safeParse(values.couponId.trim()).success)
      ctx.addIssue({ code: 'custom', path: ['couponId'], message: saleMessages.coupon });
  })
  .transform((values) => ({
    couponId: values.couponId.trim() || null,
    saleAmountPaise: parseRupees(values.saleAmount) ?? 0,
    saleDate: readIsoDate(values.saleDate) ?? '',
    remarks: values.remarks.trim() || null,
    shopper: values.shopper.trim(),
    clickId: values.clickId.trim().toLowerCase() || null,
    orderReference: values.orderReference.trim() || null,
    idempotencyKey: values.idempotencyKey,
  }));

/** The Idempotency-Key header, when a client sends one instead of the body field. */
export const idempotencyKeySchema = z.string().trim().min(8).max(IDEMPOTENCY_KEY_MAX);

/** POST /api/merchant/sales/{id}/reverse: returned or cancelled, and words the shopper reads. */
export const merchantReversalSchema = z.object({
  reason: z.enum(MERCHANT_REVERSAL_REASONS, { message: saleMessages.reasonRequired }),
  note: z.string().trim().min(1, saleMessages.reasonRequired).max(REVERSAL_NOTE_MAX),
});

/** POST /api/admin/sales/{id}/fraud: why the administrator thinks so (audit-logged, shown to the shopper). */
export const fraudReversalSchema = z.object({
  note: z.string().trim().min(1, saleMessages.reasonRequired).max(REVERSAL_NOTE_MAX),
});
