import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * Issue 22: per-store cashback rates, tracked clicks, payouts to UPI and cashback email preferences
 * (decision 0061). Money in whole paise, rates in basis points (6% is 600), like the ledger.
 */

/**
 * A store's cashback terms, one row per merchant (none: the site's default rate and `dsclick`). The
 * merchant sets `merchant_rate_bp` within the administrator's bounds (cashback_rate_bounds); an
 * administrator's `override_rate_bp` wins over it. The rate in force is override ?? merchant ?? default
 * (services/stores/store-cashback.ts), and each sale keeps the rate it was recorded at.
 */
export const storeCashbackTerms = pgTable(
  'store_cashback_terms',
  {
    merchantId: uuid('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    merchantRateBp: integer('merchant_rate_bp'),
    overrideRateBp: integer('override_rate_bp'),
    /** The query parameter the click id travels in to the store's site (`dsclick` unless the store names its own). */
    clickParam: text('click_param').notNull().default('dsclick'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_cashback_terms_merchant_rate', sql`${t.merchantRateBp} between 0 and 10000`),
    check('store_cashback_terms_override_rate', sql`${t.overrideRateBp} between 0 and 10000`),
    check('store_cashback_terms_click_param', sql`${t.clickParam} ~ '^[A-Za-z][A-Za-z0-9_]{0,31}$'`),
  ],
);

/** The bounds a merchant's rate must keep (one row, id 'default'; none: 1%–30%). Set by an administrator. */
export const cashbackRateBounds = pgTable(
  'cashback_rate_bounds',
  {
    id: text('id').primaryKey().default('default'),
    minRateBp: integer('min_rate_bp').notNull().default(100),
    maxRateBp: integer('max_rate_bp').notNull().default(3000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cashback_rate_bounds_one_row', sql`${t.id} = 'default'`),
    check(
      'cashback_rate_bounds_order',
      sql`0 <= ${t.minRateBp} and ${t.minRateBp} <= ${t.maxRateBp} and ${t.maxRateBp} <= 10000`,
    ),
  ],
);

/**
 * A signed-in, verified shopper leaving for a store's site (issue 22 item 2): the click id goes out as
 * a query parameter and comes back with the merchant's sale (form, CSV or postback), which must match a
 * click by that shopper at that store within CLICK_ATTRIBUTION_DAYS. Insert only.
 */
export const cashbackClicks = pgTable(
  'cashback_clicks',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cashback_clicks_account_idx').on(t.accountId, t.createdAt),
    index('cashback_clicks_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * A merchant's postback secret (issue 22 item 3): HMAC-SHA256 key for POST /api/merchant/postback. Shown
 * once when made; rotating replaces the row. Kept out of `merchants` so no merchant query selects it.
 */
export const merchantPostbackSecrets = pgTable('merchant_postback_secrets', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * Where a shopper's payouts go: a UPI ID (name@handle). Append-only history; the newest row is in force
 * from `usable_from` (the first at once, a change 24 hours after it was made, and it is emailed).
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    upiId: text('upi_id').notNull(),
    usableFrom: timestamp('usable_from', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payout_methods_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * A payout's life: `held` (waiting for an administrator: a new account's first payout, or above the
 * threshold), `processing` (sent to the provider), then `processed`, `failed` or `reversed`; `rejected`
 * when an administrator refuses a held one. Failed, reversed and rejected payouts give the tokens back
 * with a `withdrawal_returned` ledger entry.
 */
export const PAYOUT_STATUSES = ['held', 'processing', 'processed', 'failed', 'reversed', 'rejected'] as const;
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const PAYOUT_PROVIDERS = ['razorpayx', 'test'] as const;
export const payoutProviderEnum = pgEnum('payout_provider', PAYOUT_PROVIDERS);

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The UPI ID it was sent to, as it was then. */
    upiId: text('upi_id').notNull(),
    status: payoutStatusEnum('status').notNull(),
    provider: payoutProviderEnum('provider').notNull(),
    /** The provider's payout id (RazorpayX `pout_…`), once sent. */
    providerPayoutId: text('provider_payout_id').unique(),
    /** The client's Idempotency-Key: the same key twice is the same payout. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why it is held ('first_payout', 'above_threshold'), failed or rejected, in words. */
    holdReason: text('hold_reason'),
    failureReason: text('failure_reason'),
    releasedByAccountId: uuid('released_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** When it last went to the provider; a payout processing for 30 minutes is read again. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    uniqueIndex('payouts_idempotency_key_idx').on(t.accountId, t.idempotencyKey),
    // One open payout per account at a time: the database refuses a second (parallel requests too).
    uniqueIndex('payouts_one_open_per_account')
      .on(t.accountId)
      .where(sql`${t.status} in ('held', 'processing')`),
    index('payouts_status_idx').on(t.status, t.createdAt),
    index('payouts_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Payout webhook deliveries already handled (RazorpayX's event id): a repeat changes nothing. */
export const payoutEvents = pgTable('payout_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
  receivedAt: createdAt(),
});

/**
 * Which cashback emails an account wants (issue 22 item 6); no row: all of them. One-click unsubscribe
 * (List-Unsubscribe-Post) and the Settings switches write here.
 */
export const emailPreferences = pgTable('email_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Cashback recorded, confirmed or reversed. */
  cashbackUpdates: boolean('cashback_updates').notNull().default(true),
  /** A payout paid or failed. */
  payoutUpdates: boolean('payout_updates').notNull().default(true),
  /** Issue 23: saved coupons that expire within 2 days (one email a day at most). */
  savedReminders: boolean('saved_reminders').notNull().default(true),
  /** Issue 23: the daily digest of new coupons from followed stores. */
  followDigest: boolean('follow_digest').notNull().default(true),
  updatedAt: updatedAt(),
});
