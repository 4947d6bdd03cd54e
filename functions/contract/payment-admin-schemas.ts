import { PAYMENT_LINK_SOURCES, type PaymentLinkSourceId } from './payment-admin.ts';
import { parseRupees } from './money.ts';
import { PAYMENT_MAX_PAISE, PAYMENT_MIN_PAISE } from './payments.ts';
import { checkPaymentEntry, toIndianMobile } from './rules.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from './limits.ts';
import { paymentAdminMessages, REFUND_REASON_MAX } from './payment-admin.ts';
import { recordIdSchema } from './ids.ts';
import { z } from './zod.ts';

const typed = z.union([z.string().max(64), z.number().transform(String)]).default('');
const sources = Object.keys(PAYMENT_LINK_SOURCES) as [PaymentLinkSourceId, ...PaymentLinkSourceId[]];

/**
 * POST /api/admin/payment-requests: the payment entry form of one admin tab (`source`), checked by the
 * rule the form runs (checkPaymentEntry), then read: the amount in paise, the mobile as ten digits, the
 * position the tab's only one when it has one, else the chosen one (or none).
 */
export const paymentRequestSchema = z
  .object({
    source: z.enum(sources, { message: paymentAdminMessages.positionInvalid }),
    amount: typed,
    mobile: typed,
    position: z.string().max(64).default(''),
  })
  .superRefine((values, ctx) => {
    const message = checkPaymentEntry(values.source, values);
    if (message) ctx.addIssue({ code: 'custom', path: ['_'], message });
  })
  .transform((values) => {
    const positions: readonly string[] = PAYMENT_LINK_SOURCES[values.source].positions;
    return {
      source: values.source,
      amountPaise: parseRupees(values.amount) ?? 0,
      mobile: toIndianMobile(values.mobile) ?? '',
      position: positions.length === 1 ? positions[0]! : values.position.trim() || null,
    };
  });
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

/** The path parameter of PUT /api/admin/premium-slot-prices/{slotId}: 1 to 24. */
export const slotIdParamSchema = z.coerce.number().int().min(AD_SLOT_MIN).max(AD_SLOT_MAX);

/** PUT /api/admin/premium-slot-prices/{slotId}: JSON {price} in rupees. */
export const slotPriceSchema = z.object({ price: typed }).transform((values, ctx) => {
  const paise = parseRupees(values.price);
  if (paise === null || paise < PAYMENT_MIN_PAISE || paise > PAYMENT_MAX_PAISE) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: paymentAdminMessages.slotPriceInvalid });
    return z.NEVER;
  }
  return { pricePaise: paise };
});

/**
 * POST /api/payments/orders for an administrator's payment link: the stored request's id, nothing else
 * (strict: an amount or a mobile in the body is refused; the link's stored ones are charged).
 */
export const linkOrderSchema = z.strictObject({
  purpose: z.literal('link'),
  requestId: recordIdSchema,
});

/** POST /api/payments/orders for a premium slot: the merchant's own coupon; the price is the slot table's. */
export const premiumSlotOrderSchema = z.strictObject({
  purpose: z.literal('premium_slot'),
  couponId: recordIdSchema,
});

/**
 * POST /api/admin/payments/{id}/refund: the reason (required) and the amount in paise (what is left to
 * refund when absent). Whether the amount fits the payment is the service's check.
 */
export const refundBodySchema = z.object({
  amountPaise: z.number().int().positive().max(PAYMENT_MAX_PAISE).optional(),
  reason: z
    .string({ message: paymentAdminMessages.refundReasonRequired })
    .trim()
    .min(1, paymentAdminMessages.refundReasonRequired)
    .max(REFUND_REASON_MAX),
});
export type RefundBody = z.infer<typeof refundBodySchema>;
