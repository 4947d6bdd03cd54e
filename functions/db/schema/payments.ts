import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryAddress } from '../../contract/orders.ts';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { merchantSales } from './money.ts';
import { catalogueProducts, merchantProducts } from './storefront.ts';

/**
 * created: an order exists and Checkout may open. paid: the server verified the provider's signature
 * (Checkout's handler or the webhook), once. failed: the provider reported a failure, or the order was
 * cancelled (a premium coupon's slot changed). refunded: its refunds (payment_refunds, an admin's or the
 * webhook's) reached the amount; a partial refund leaves it paid with refunded_paise (decision 0045).
 */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refunded'] as const;
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/**
 * What a payment is for. For link, premium_slot and product the server takes the amount from the
 * stored request, the slot price or the product, never from the request. open_amount is a bare
 * /payment/{amount} page (no stored link): the payer chooses the amount within the site's bounds and
 * nothing is granted by it, so nothing can be gained by changing it.
 */
export const PAYMENT_PURPOSES = ['link', 'premium_slot', 'product', 'open_amount'] as const;
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);

/** Razorpay when its keys are set; the built-in test provider (no real money) otherwise. */
export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * An administrator's payment link (spec section 5, the payment entry forms of the image tabs): the
 * amount is stored here, and an order for the link charges exactly this amount.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    amountPaise: integer('amount_paise').notNull(),
    /** Ten digits, without +91. */
    mobile: text('mobile').notNull(),
    /** The ad position paid for (the category banner form requires it), else null. */
    position: text('position'),
    /** Which admin tab made it, e.g. 'hero', 'top_banner', 'category_banner'. */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_requests_amount_positive', sql`${t.amountPaise} > 0`),
    index('payment_requests_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One order and what became of it. The server fixes amount_paise when it creates the order (from the
 * product, the slot price or the stored request) and marks it paid only after a signature check. A
 * status only moves forward: created → paid | failed, paid → refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** Who paid, when signed in; null for a visitor paying a shared link. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    purpose: paymentPurposeEnum('purpose').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's order id (Razorpay `order_…`, or `order_test_…` from the test provider). */
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** Set once paid; unique, so one provider payment can credit one order only. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** Ours, sent to the provider (at most 40 characters, Razorpay's limit). */
    receipt: text('receipt').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('created'),
    description: text('description').notNull(),
    paymentRequestId: uuid('payment_request_id').references(() => paymentRequests.id, {
      onDelete: 'restrict',
    }),
    /** A premium-slot payment: the coupon waiting for it. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** A premium-slot payment: the slot the order was made for, at amount_paise (decision 0045). */
    slotId: smallint('slot_id'),
    /** A Buy Now payment: one of the two product kinds a storefront shows. */
    catalogueProductId: uuid('catalogue_product_id').references(() => catalogueProducts.id, {
      onDelete: 'set null',
    }),
    merchantProductId: uuid('merchant_product_id').references(() => merchantProducts.id, {
      onDelete: 'set null',
    }),
    /** The merchant paid (premium slot) or paid to (Buy Now). */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** A signed-in Buy Now: the sale recorded for it, with its pending cashback. */
    saleId: uuid('sale_id').references(() => merchantSales.id, { onDelete: 'restrict' }),
    /** From a payment link: the number it was shared to, and the position. */
    mobile: text('mobile'),
    position: text('position'),
    /** A Buy Now: where the order goes, given before paying (issue 24 item 6); the order copies it once paid. */
    delivery: jsonb('delivery').$type<DeliveryAddress>(),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The sum of its refunds (payment_refunds), once any; the status is refunded when it reaches the amount. */
    refundedPaise: integer('refunded_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_receipt_length', sql`length(${t.receipt}) <= 40`),
    check(
      'payments_purpose_names_its_subject',
      sql`(${t.purpose} <> 'link' or ${t.paymentRequestId} is not null)
        and (${t.purpose} <> 'product' or num_nonnulls(${t.catalogueProductId}, ${t.merchantProductId}) <= 1)`,
    ),
    check(
      'payments_paid_has_payment_id',
      sql`${t.status} = 'created' or ${t.status} = 'failed' or ${t.providerPaymentId} is not null`,
    ),
    index('payments_account_idx').on(t.accountId, t.createdAt),
    index('payments_coupon_idx').on(t.couponId),
    index('payments_merchant_idx').on(t.merchantId, t.createdAt),
    index('payments_created_at_idx').on(t.createdAt),
    uniqueIndex('payments_one_sale_per_payment').on(t.saleId),
  ],
);

/**
 * One refund of a payment (decision 0045): an administrator's (with a reason) or one the provider's
 * webhook reported. The provider's refund id is unique, so the administrator's refund and the webhook
 * that reports it afterwards are recorded, and take effect, once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** Razorpay's `rfnd_…`, or `rfnd_test_…` from the test provider. */
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    /** The administrator's reason; null for a refund made outside the site (the webhook). */
    reason: text('reason'),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    index('payment_refunds_payment_idx').on(t.paymentId),
  ],
);

/**
 * Webhook deliveries already handled, by Razorpay's `x-razorpay-event-id`: a repeated delivery is
 * acknowledged and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  receivedAt: createdAt(),
});

/** What a premium placement in each ad slot costs (a setting the administrator can change). */
export const premiumSlotPrices = pgTable(
  'premium_slot_prices',
  {
    slotId: smallint('slot_id').primaryKey(),
    pricePaise: integer('price_paise').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('premium_slot_prices_slot_range', sql`${t.slotId} between 1 and 24`),
    check('premium_slot_prices_price_positive', sql`${t.pricePaise} > 0`),
  ],
);
