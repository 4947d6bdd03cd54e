import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { payments } from './payments.ts';
import { catalogueProducts, merchantProducts } from './storefront.ts';

/**
 * A shop order's life (issue 24 item 6, decision 0074): placed when its Buy Now payment is verified,
 * then shipped → delivered, or cancelled (with a full refund through the payment provider) while
 * placed or shipped. Only forward: contract/orders.ts ORDER_TRANSITIONS is the one list of moves.
 */
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/**
 * One order from a storefront's Buy Now: made once per payment (payment_id is unique) in the
 * transaction that marks the payment paid, with what was bought and for how much at that moment (the
 * product may change or go later) and where it goes.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: id(),
    /** What the shopper and merchant read and the receipt's address (/orders/{number}): 'DS' and 10 characters. */
    number: text('number').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The shopper; null once the account is deleted (the merchant still ships or refunds). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    catalogueProductId: uuid('catalogue_product_id').references(() => catalogueProducts.id, {
      onDelete: 'set null',
    }),
    merchantProductId: uuid('merchant_product_id').references(() => merchantProducts.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    storeName: text('store_name').notNull(),
    /** What was paid (the payment's amount). */
    pricePaise: integer('price_paise').notNull(),
    /** The product's MRP when it had one, for the receipt's "you saved". */
    mrpPaise: integer('mrp_paise'),
    deliveryName: text('delivery_name').notNull(),
    /** Ten digits, without +91. */
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPin: text('delivery_pin').notNull(),
    status: orderStatusEnum('status').notNull().default('placed'),
    /** The product's stock had run out when the payment landed (two shoppers raced): the merchant decides. */
    stockShort: boolean('stock_short').notNull().default(false),
    cancelReason: text('cancel_reason'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_orders_price_positive', sql`${t.pricePaise} > 0`),
    check('shop_orders_pin', sql`${t.deliveryPin} ~ '^[1-9][0-9]{5}$'`),
    check('shop_orders_phone', sql`${t.deliveryPhone} ~ '^[6-9][0-9]{9}$'`),
    index('shop_orders_account_idx').on(t.accountId, t.createdAt),
    index('shop_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('shop_orders_merchant_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/**
 * Every status an order took, who moved it and why (insert only): the order's history on the receipt
 * and the merchant's audit trail. The first event (no from_status) is the order being placed.
 */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    /** The merchant (or administrator) who moved it; null for the payment itself or the provider's webhook. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.createdAt)],
);
