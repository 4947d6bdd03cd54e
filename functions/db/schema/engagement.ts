import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { coupons } from './coupons.ts';

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
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_created_at_idx').on(t.createdAt),
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
