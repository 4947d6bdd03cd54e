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
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { coupons, discountKindEnum, languageEnum } from './coupons.ts';
import { mediaFiles } from './media.ts';

/** pending: waits for an administrator; rejected: refused with a reason, the live version stays. */
export const couponEditStatusEnum = pgEnum('coupon_edit_status', ['pending', 'rejected']);

/**
 * Issue 24 item 4 (decision 0073): a merchant's proposed edit of a live (approved, unexpired) coupon.
 * The coupon row stays as it is, live in its slot, until an administrator approves the edit, which
 * copies these fields onto it in one transaction and deletes this row. One edit per coupon: a new edit
 * replaces the last one. The slot is not part of an edit: a live coupon keeps its slot.
 */
export const couponEdits = pgTable(
  'coupon_edits',
  {
    couponId: uuid('coupon_id')
      .primaryKey()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    status: couponEditStatusEnum('status').notNull().default('pending'),
    couponName: text('coupon_name').notNull(),
    couponCode: text('coupon_code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    language: languageEnum('language').notNull(),
    termsAndConditions: text('terms_and_conditions').notNull(),
    percentage: smallint('percentage'),
    discountValuePaise: integer('discount_value_paise'),
    discountKind: discountKindEnum('discount_kind'),
    merchantUrl: text('merchant_url').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A new ad image, or null to keep the coupon's. */
    adImageId: uuid('ad_image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** When the merchant sent this version (the admin's list is oldest first). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupon_edits_percentage_range', sql`${t.percentage} is null or ${t.percentage} between 1 and 100`),
    check(
      'coupon_edits_discount_positive',
      sql`${t.discountValuePaise} is null or ${t.discountValuePaise} > 0`,
    ),
    index('coupon_edits_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
