import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';

/** A purchase a merchant reports against a coupon (spec: Merchant sale). Money in paise. */
export const merchantSales = pgTable(
  'merchant_sales',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    saleAmountPaise: integer('sale_amount_paise').notNull(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    remarks: text('remarks'),
    createdAt: createdAt(),
  },
  (t) => [
    check('merchant_sales_amount_positive', sql`${t.saleAmountPaise} > 0`),
    index('merchant_sales_account_idx').on(t.accountId, t.saleDate),
    index('merchant_sales_merchant_idx').on(t.merchantId, t.saleDate),
  ],
);

export const earningSourceEnum = pgEnum('earning_source', ['sale', 'referral', 'adjustment', 'reversal']);

/**
 * Cashback tokens as an append-only ledger: the total is the sum, and a return, cancellation or fraud
 * is a negative 'reversal' row, never an edit (the terms make cashback reversible). The history
 * outlives its account: deleting an account with entries is refused, an account is anonymised
 * instead (decision 0018). A sale is credited once.
 */
export const earningsLedger = pgTable(
  'earnings_ledger',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    points: integer('points').notNull(),
    source: earningSourceEnum('source').notNull(),
    purchaseType: text('purchase_type'),
    purchaseAmountPaise: integer('purchase_amount_paise'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    saleId: uuid('sale_id').references(() => merchantSales.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_ledger_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('earnings_ledger_one_credit_per_sale')
      .on(t.saleId)
      .where(sql`${t.source} = 'sale'`),
  ],
);

export const paymentStatusEnum = pgEnum('payment_status', ['created', 'paid', 'failed']);

/**
 * A Razorpay payment. The server fixes the amount when it creates the order and marks it paid only
 * after verifying Razorpay's signature.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    razorpayOrderId: text('razorpay_order_id').notNull().unique(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    mobile: text('mobile'),
    /** What is being paid for, e.g. an ad position (spec: Payment hand-off position). */
    position: text('position'),
    status: paymentStatusEnum('status').notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    index('payments_account_idx').on(t.accountId, t.createdAt),
  ],
);
