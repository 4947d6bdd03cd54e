import { recordIdSchema } from './ids.ts';
import { PRODUCT_KINDS } from './payments.ts';
import { deliverySchema } from './orders-schemas.ts';
import { z } from './zod.ts';
import { linkOrderSchema, premiumSlotOrderSchema } from './payment-admin-schemas.ts';

/**
 * POST /api/payments/orders: what is being paid for, never how much (except a bare open amount).
 * Each member is strict: an `amount` sent with a product (or a link, or a slot) is refused with 400,
 * so nothing in the request can change what the server charges. The payment-links engineer adds
 * `link` and `premium_slot` members here (see ORDER_BODY_MEMBERS' end).
 */
export const productOrderSchema = z.strictObject({
  purpose: z.literal('product'),
  kind: z.enum(PRODUCT_KINDS),
  productId: recordIdSchema,
  /** Where the order goes (issue 24 item 6): asked before paying, copied to the order once paid. */
  delivery: deliverySchema,
});

export const openAmountOrderSchema = z.strictObject({
  purpose: z.literal('open_amount'),
  /** Rupees as in the address: '499' or '499.50' (a number is read as its text). */
  amount: z.union([z.string().max(20), z.number().transform(String)]),
  /** The number the link was shared to, when the page has one. */
  mobile: z.string().max(20).optional(),
});

export const ORDER_BODY_MEMBERS = [
  productOrderSchema,
  openAmountOrderSchema,
  linkOrderSchema,
  premiumSlotOrderSchema,
] as const;

export const orderBodySchema = z.discriminatedUnion('purpose', ORDER_BODY_MEMBERS);
export type OrderBody = z.infer<typeof orderBodySchema>;

/** POST /api/payments/verify: what Checkout hands its success handler. */
export const verifyBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});

/** POST /api/payments/test-checkout: the test provider's checkout page, Pay (test) or Fail (test). */
export const testCheckoutBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['paid', 'failed']),
});
