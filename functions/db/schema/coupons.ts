import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { mediaFiles } from './media.ts';

/** awaiting_payment: a premium-slot request whose slot price is not paid yet; it joins the admin's queue (pending) once paid. */
export const couponStatusEnum = pgEnum('coupon_status', [
  'pending',
  'approved',
  'rejected',
  'awaiting_payment',
]);
export const languageEnum = pgEnum('offer_language', ['en', 'hi', 'te']);
/** What the merchant asked for: any free slot, or the requested slot as a paid premium placement. */
export const slotKindEnum = pgEnum('slot_kind', ['free', 'premium']);
/**
 * Issue 24 item 5: what the merchant gave: a percentage (discount_value_paise, if any, the most it
 * takes off) or a flat amount in paise (no percentage). Null for a coupon that names neither.
 */
export const discountKindEnum = pgEnum('discount_kind', ['percentage', 'flat']);

/**
 * A merchant's coupon or offer. Public lists show only approved coupons whose `expires_at` is in the
 * future; the filter is in every query, so an offer leaves the site the moment it expires.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    couponName: text('coupon_name').notNull(),
    /** Secret: never sent to a visitor; signed-in accounts get it from the reveal call. */
    couponCode: text('coupon_code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    language: languageEnum('language').notNull().default('en'),
    termsAndConditions: text('terms_and_conditions').notNull(),
    /** 1-100, or null when the offer is not a percentage. */
    percentage: smallint('percentage'),
    /** Flat discount in paise (with a percentage: the most it takes off), or null. */
    discountValuePaise: integer('discount_value_paise'),
    /** Issue 24 item 5: percentage or flat (decision 0073); null when neither amount is given. */
    discountKind: discountKindEnum('discount_kind'),
    adImageId: uuid('ad_image_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    merchantUrl: text('merchant_url').notNull(),
    status: couponStatusEnum('status').notNull().default('pending'),
    requestedSlotId: smallint('requested_slot_id').notNull(),
    /** 'premium' asks for requested_slot_id itself (the payments issue charges for it); 'free' takes any slot. */
    slotKind: slotKindEnum('slot_kind').notNull().default('free'),
    assignedSlotId: smallint('assigned_slot_id'),
    /**
     * A paid premium request waiting for the administrator (decision 0045): the slot its payment
     * reserves, so no other coupon is approved into it meanwhile. Cleared when the admin decides, the
     * merchant moves the coupon elsewhere, or the payment is refunded.
     */
    reservedSlotId: smallint('reserved_slot_id'),
    rejectReason: text('reject_reason'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The calendar expiry date as the merchant entered it (India time). */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** The instant the offer stops being shown: the end of expiry_date in India (UTC+05:30). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Issue 25 (decision 0100): false once the coupon is known to have expired, so that it leaves the
     * "live" partial indexes below (an index cannot hold now()). Never set by the app: the trigger
     * coupons_listed (migration 0031) makes it `expires_at > now()` on every insert and on every update
     * that names expires_at or listed, so every coupon whose expiry is still ahead is listed, whatever
     * path wrote it; the fold job (unlistEndedCoupons) clears it, in batches, once the expiry has passed.
     * Readers keep their `expires_at > now()` (liveCoupon): the flag only narrows the indexes.
     */
    listed: boolean('listed').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    revealCount: integer('reveal_count').notNull().default(0),
    clickOutCount: integer('click_out_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Issue 23: the merchant last said "this code still works" (a Verified badge for 7 days; lists a suspended coupon again). */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    /**
     * Issue 23: shoppers' "No" votes hid it from every public list (at least 5 in 30 days, under 30%
     * worked); null when listed. Re-confirming or editing the code clears it.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Issue 23: an administrator kept it listed despite the votes (audit-logged); auto-hide leaves it alone after. */
    suspensionOverriddenAt: timestamp('suspension_overridden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_requested_slot_range', sql`${t.requestedSlotId} between 1 and 24`),
    check(
      'coupons_assigned_slot_range',
      sql`${t.assignedSlotId} is null or ${t.assignedSlotId} between 1 and 24`,
    ),
    // A 0 is no amount: a flat offer has no percentage, never 0% (issue 21 item 4, rules.ts offerAmounts).
    check('coupons_percentage_range', sql`${t.percentage} is null or ${t.percentage} between 1 and 100`),
    check('coupons_discount_positive', sql`${t.discountValuePaise} is null or ${t.discountValuePaise} > 0`),
    index('coupons_live_idx').on(t.status, t.expiresAt),
    index('coupons_live_slot_idx').on(t.assignedSlotId, t.status, t.expiresAt),
    index('coupons_live_category_idx').on(t.category, t.status, t.expiresAt),
    index('coupons_newest_idx').on(t.status, t.createdAt),
    // "Popular" (decision 0087): live coupons in the list's own order, read backwards (most revealed,
    // then newest, first). expires_at is the last key so the walk skips expired coupons in the index itself, without reading their rows
    // (an index cannot hold now(); expired coupons with more reveals than the live ones come first).
    // Decision 0100: only listed coupons, so the walk no longer passes over every coupon that ever expired,
    // only those expired since the fold job last ran.
    index('coupons_popular_live_idx')
      .on(t.revealCount, t.createdAt, t.id, t.expiresAt)
      .where(sql`${t.status} = 'approved' and ${t.suspendedAt} is null and ${t.listed}`),
    // "Best offers" (decision 0094): live coupons in the list's own order (highest percentage, then largest
    // flat discount, then newest), expired ones passed over inside the index as in coupons_popular_live_idx,
    // listed ones only (decision 0100).
    index('coupons_best_offers_live_idx')
      .on(
        t.percentage.desc().nullsLast(),
        t.discountValuePaise.desc().nullsLast(),
        // Plain DESC (nulls first), as the query's ORDER BY: drizzle's .desc() writes NULLS LAST.
        sql`${t.createdAt} desc`,
        sql`${t.id} desc`,
        t.expiresAt,
      )
      .where(sql`${t.status} = 'approved' and ${t.suspendedAt} is null and ${t.listed}`),
    index('coupons_merchant_idx').on(t.merchantId, t.createdAt),
    // A store's newest live coupons (search's matched stores, decision 0087): as coupons_popular_live_idx,
    // expired coupons are passed over inside the index; listed ones only (decision 0100).
    index('coupons_merchant_live_idx')
      .on(t.merchantId, t.createdAt, t.expiresAt)
      .where(sql`${t.status} = 'approved' and ${t.suspendedAt} is null and ${t.listed}`),
    // The coupons still listed, by expiry (decision 0100): the fold job finds those whose expiry has
    // passed here, a range at the start of a small index (live coupons and the few just expired).
    index('coupons_listed_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.listed}`),
    // One ad slot, one approved coupon (decision 0017). An index cannot see now(), so an expired
    // coupon keeps its slot here until the next approval into that slot releases it (approveCoupon).
    uniqueIndex('coupons_one_approved_per_slot')
      .on(t.assignedSlotId)
      .where(sql`${t.status} = 'approved'`),
    // One paid reservation per slot (decision 0045).
    uniqueIndex('coupons_one_reservation_per_slot').on(t.reservedSlotId),
    check(
      'coupons_reserved_slot_range',
      sql`${t.reservedSlotId} is null or ${t.reservedSlotId} between 1 and 24`,
    ),
    // The admin's Suspended tab and menu badge (issue 23 item 3): the few hidden by votes, not every coupon (decision 0077).
    index('coupons_suspended_idx')
      .on(t.suspendedAt)
      .where(sql`${t.suspendedAt} is not null`),
    index('coupons_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // Search (issue 21 item 5, decision 0058): trigram indexes on the lower-cased text a shopper's
    // words are looked for in. The query repeats these very expressions (couponSearchText).
    index('coupons_search_trgm_idx').using('gin', sql`${couponSearchText(t)} gin_trgm_ops`),
    index('coupons_title_trgm_idx').using('gin', sql`${couponTitleText(t)} gin_trgm_ops`),
    // A two-letter query matches the beginning of a title only (decision 0060).
    index('coupons_title_prefix_idx').using('btree', sql`${couponTitleText(t)} text_pattern_ops`),
  ],
);

/**
 * The text a coupon is found by: its title, name, category and description, lower-cased in one
 * string. The GIN trigram index coupons_search_trgm_idx is on exactly this expression.
 */
export function couponSearchText(t: {
  title: AnyPgColumn;
  couponName: AnyPgColumn;
  category: AnyPgColumn;
  description: AnyPgColumn;
}) {
  return sql<string>`lower(${t.title} || ' ' || ${t.couponName} || ' ' || ${t.category} || ' ' || ${t.description})`;
}

/**
 * A coupon's short text, its title and name lower-cased: what a misspelt word is compared with
 * (word similarity on the long text would be slow and match too much). Index coupons_title_trgm_idx.
 */
export function couponTitleText(t: { title: AnyPgColumn; couponName: AnyPgColumn }) {
  return sql<string>`lower(${t.title} || ' ' || ${t.couponName})`;
}

/** 'view' (issue 24 item 8): a coupon card opened, counted once per visitor, coupon and day; only a mark, no counter. */
export const countedActionEnum = pgEnum('counted_action', ['reveal', 'click_out', 'view']);

/**
 * One row per reveal or click-out that went into a coupon's counters (decision 0014). A counter goes up
 * only when its row is new, so the key allows one count per account (reveals) or visitor (click-outs),
 * coupon and window. `visitor_key` is the account id, or for a visitor without an account a SHA-256 of
 * the day's salt, IP address and user agent: no IP address is stored.
 */
export const countedActions = pgTable(
  'counted_actions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    action: countedActionEnum('action').notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** The start of the India-time day (reveals) or hour (click-outs) the action was counted in. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.action, t.visitorKey, t.windowStart] }),
    index('counted_actions_window_start_idx').on(t.windowStart),
    /** A coupon's reveals in one window: usedToday on every public coupon (issue 23 item 2). */
    index('counted_actions_coupon_window_idx').on(t.couponId, t.action, t.windowStart),
    /** The marks still naming an account (not a 64-hex hash), found by the clear-up in batches (decision 0078). */
    index('counted_actions_named_idx')
      .on(t.windowStart)
      .where(sql`length(${t.visitorKey}) <> 64`),
  ],
);

/**
 * A coupon's counters in shards (issue 25 item 5, decision 0078): a counted reveal or click-out adds 1
 * to a shard row of its coupon, action and India day that no other statement holds (FOR UPDATE SKIP
 * LOCKED), or makes a new shard when all are busy, so a hot coupon's counts never queue on one row.
 * `count` is the day's counts in this shard; `folded` the part of it already added to the coupon's
 * reveal_count / click_out_count (services/coupons/fold-coupon-counts.ts). A public total is the
 * coupon's column plus its shards' count - folded; usedToday is the sum of today's reveal shards.
 */
export const couponCountShards = pgTable(
  'coupon_count_shards',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    action: countedActionEnum('action').notNull(),
    /** The India day the counts were made (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    count: integer('count').notNull().default(0),
    folded: integer('folded').notNull().default(0),
    /** What the last fold moved from this shard: the fold reads it back (RETURNING) to add to the coupon. */
    lastFold: integer('last_fold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.action, t.day, t.shard] }),
    check('coupon_count_shards_folded_range', sql`${t.folded} between 0 and ${t.count}`),
    // No other index: an increment changes no indexed column, so it can be a HOT update (decision 0078).
  ],
);

/**
 * Live coupons counted by category (decision 0087): approved, not suspended coupons per expiry instant,
 * category (as spelt) and language, kept by the trigger coupons_live_counts on every write to coupons
 * (migration 0025). The Categories page's counts (list-category-counts.ts) add up the rows whose
 * expires_at is still ahead, so they read a few rows per category and expiry day, not every live
 * coupon. A row whose count reaches 0 is deleted; rows of past days are never read (the key starts
 * with expires_at).
 */
export const couponCategoryCounts = pgTable(
  'coupon_category_counts',
  {
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    language: languageEnum('language').notNull(),
    coupons: integer('coupons').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expiresAt, t.category, t.language] }),
    // The counts read from the index alone (an index-only scan of the rows still ahead).
    index('coupon_category_counts_live_idx').on(t.expiresAt, t.category, t.language, t.coupons),
  ],
);

/**
 * Live coupons counted by merchant (decision 0087): as coupon_category_counts, per expiry instant and
 * merchant, kept by the same trigger. The store directory and followed stores (liveCouponCounts) add up
 * the rows whose expires_at is still ahead: a narrow row per merchant and expiry day instead of each
 * live coupon's wide row.
 */
export const couponMerchantCounts = pgTable(
  'coupon_merchant_counts',
  {
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    merchantId: uuid('merchant_id').notNull(),
    coupons: integer('coupons').notNull(),
  },
  (t) => [
    // One merchant's live count (search's matched stores): a probe by merchant.
    primaryKey({ columns: [t.merchantId, t.expiresAt] }),
    // Every merchant's (the directory): an index-only scan of the rows still ahead.
    index('coupon_merchant_counts_live_idx').on(t.expiresAt, t.merchantId, t.coupons),
    // Also coupon_merchant_counts_merchant_live_idx (merchant_id, expires_at) INCLUDE (coupons),
    // hand-written in migration 0035 (drizzle-kit has no INCLUDE): one merchant's live count (search's
    // candidates) from the index alone (decision 0107).
  ],
);

/**
 * What waits for an administrator, counted (decision 0108): one row per count, kept by the trigger
 * coupons_pending_count on every write to coupons (migration 0036), so the admin Overview reads one row
 * instead of counting every waiting coupon. `pending_coupons` is the number of coupons whose status is
 * 'pending'.
 */
export const adminCounts = pgTable('admin_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * The salt of visitors' hashes, one per India-time day. Older salts are deleted when a day's salt is
 * made, so a visitor's hash cannot be tied to an IP address once its day is over.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** Issue 23 item 1: why a code did not work, as the shopper picks it. */
export const FEEDBACK_REASONS = ['expired', 'minimum_order', 'not_accepted', 'other'] as const;
export const feedbackReasonEnum = pgEnum('coupon_feedback_reason', FEEDBACK_REASONS);

/**
 * "Did it work?" (issue 23 item 1): one vote per account, coupon and India day; a second vote that day
 * replaces the first (upsert on the unique key). Success rates count the last 30 days.
 */
export const couponFeedback = pgTable(
  'coupon_feedback',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The India-time day of the vote (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    worked: boolean('worked').notNull(),
    /** Only for a No. */
    reason: feedbackReasonEnum('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupon_feedback_one_per_day').on(t.couponId, t.accountId, t.day),
    index('coupon_feedback_coupon_idx').on(t.couponId, t.day),
    check('coupon_feedback_reason_only_for_no', sql`${t.worked} = false or ${t.reason} is null`),
  ],
);

/**
 * The codes a shopper revealed (issue 23 item 6, My codes; decision 0082): one row per account and
 * coupon with the latest reveal. The counted marks cannot serve: an ended day's marks lose their
 * account id (privacy, decision 0026), so they say nothing about who revealed before today. Rows
 * older than MY_CODES_DAYS are deleted by the clean-up job; an account's rows go with it.
 */
export const codeReveals = pgTable(
  'code_reveals',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.couponId] }),
    index('code_reveals_account_recent_idx').on(t.accountId, t.revealedAt),
    index('code_reveals_revealed_at_idx').on(t.revealedAt),
  ],
);

/** Issue 23 item 4: a shopper's saved coupons (a reminder email before they expire). */
export const savedCoupons = pgTable(
  'saved_coupons',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.couponId] }),
    // A coupon's saves in account order: the reminder walks the saves of the coupons due, one coupon's
    // saves by keyset when they are more than a page (decision 0098).
    index('saved_coupons_coupon_idx').on(t.couponId, t.accountId),
  ],
);
