import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { merchantSales } from './money.ts';

/** A shopper's rating and review of a coupon (spec: Rating payload). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    remarks: text('remarks').notNull(),
    purchaseType: text('purchase_type'),
    purchaseAmountPaise: integer('purchase_amount_paise'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    /** Set when an administrator hides an abusive review (audit-logged); hidden reviews are never public. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // Newest first with the id as tie-break (decision 0097): the public list and the admin's keyset pages
    // (created_at desc, id desc) read it in their own order, and a group of equal instants is never sorted.
    index('reviews_newest_idx').on(t.createdAt, t.id),
    index('reviews_merchant_idx').on(t.merchantId),
    index('reviews_coupon_idx').on(t.couponId),
    // One review per account and coupon; it also serves lookups by account.
    uniqueIndex('reviews_one_per_account_coupon').on(t.accountId, t.couponId),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const claimStatusEnum = pgEnum('cashback_claim_status', ['open', 'accepted', 'declined']);

/**
 * A shopper's "missing cashback" claim (footer link): a purchase the merchant never reported. The
 * merchant accepts it (it becomes a merchant sale, `sale_id`) or declines it with a reason the shopper
 * reads. Money in paise.
 */
export const cashbackClaims = pgTable(
  'cashback_claims',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderReference: text('order_reference').notNull(),
    status: claimStatusEnum('status').notNull().default('open'),
    declineReason: text('decline_reason'),
    /** The merchant sale an accepted claim became. */
    saleId: uuid('sale_id').references(() => merchantSales.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('cashback_claims_amount_positive', sql`${t.amountPaise} > 0`),
    index('cashback_claims_merchant_idx').on(t.merchantId, t.status, t.createdAt),
    index('cashback_claims_account_idx').on(t.accountId, t.createdAt),
    // The newest claims filed with and decided by a merchant: Account Information's recent activity (issue 24 item 8).
    index('cashback_claims_merchant_recent_idx').on(t.merchantId, t.createdAt),
    index('cashback_claims_merchant_decided_idx')
      .on(t.merchantId, t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    // One claim per order: a double tap or a second try does not file it twice.
    uniqueIndex('cashback_claims_one_per_order').on(
      t.accountId,
      t.merchantId,
      sql`lower(${t.orderReference})`,
    ),
  ],
);
