import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, merchants } from './accounts.ts';
import { cashbackClicks, payouts } from './cashback.ts';
import { createdAt, id } from './columns.ts';
import { coupons } from './coupons.ts';
import { paymentRefunds } from './payments.ts';

/**
 * A purchase a merchant reports against a coupon (spec: Merchant sale). Money in paise. A sale is never
 * edited or deleted: a return, cancellation or fraud is a reversal entry in the ledger (decision 0031).
 * The idempotency key is unique per merchant, so the same sale sent twice (a double tap, a retry, two
 * parallel requests) is stored once and the second call answers the first sale.
 */
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
    /** The tracked click the sale came from (issue 22), when the merchant reported it by click id. */
    clickId: uuid('click_id').references(() => cashbackClicks.id, { onDelete: 'set null' }),
    /** The store's cashback rate in force when the sale was recorded, in basis points (null before issue 22). */
    cashbackRateBp: integer('cashback_rate_bp'),
    /** The merchant's own order number (form, CSV, postback): unique per merchant, so a sale is credited once. */
    orderReference: text('order_reference'),
    /** How the sale reached us: 'form', 'csv', 'postback', 'claim', 'buy_now' (null before issue 22). */
    source: text('source'),
    /** Chosen by the client once per submission (Idempotency-Key header or the form's hidden field). */
    idempotencyKey: text('idempotency_key')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    createdAt: createdAt(),
  },
  (t) => [
    check('merchant_sales_amount_positive', sql`${t.saleAmountPaise} > 0`),
    index('merchant_sales_account_idx').on(t.accountId, t.saleDate),
    index('merchant_sales_merchant_idx').on(t.merchantId, t.saleDate),
    // The newest sales of a merchant: Account Information's recent activity (issue 24 item 8).
    index('merchant_sales_merchant_recent_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('merchant_sales_idempotency_key_idx').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('merchant_sales_order_reference_idx')
      .on(t.merchantId, t.orderReference)
      .where(sql`${t.orderReference} is not null`),
    index('merchant_sales_click_idx').on(t.clickId),
  ],
);

/**
 * What a ledger entry records. A sale's cashback is `credit_pending` when the merchant reports it,
 * `credit_confirmed` once its return window has passed, `credit_reversed` (with a reason) on a return,
 * cancellation or fraud; a referrer earns a `referral_bonus`. A bonus is
 * taken back by a `referral_bonus_reversed` entry (naming the bonus in `reversed_entry_id`) when the
 * friend's cashback it was paid on is reversed (decision 0044). A payout takes its tokens with a
 * `withdrawal` (naming the payout) and a failed, reversed or rejected payout gives them back with one
 * `withdrawal_returned` (issue 22, decision 0061).
 */
export const LEDGER_ENTRY_KINDS = [
  'credit_pending',
  'credit_confirmed',
  'credit_reversed',
  'referral_bonus',
  'withdrawal',
  'referral_bonus_reversed',
  'withdrawal_returned',
] as const;
export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);

/**
 * Cashback as an append-only ledger (decision 0031). Every amount is a non-negative whole number of
 * paise; the kind gives the sign. A token is one rupee, 100 paise: token figures are paise / 100 and
 * are never stored as floats. The app only ever inserts here (no update or delete path; tests check
 * it); a sale is confirmed at most once and reversed at most once, and a referral bonus is paid once
 * per referred account, by the unique indexes below. Balance = confirmed credits + bonuses −
 * reversals of confirmed credits − bonus reversals − withdrawals + returned withdrawals (services/earnings/read-balance.ts,
 * one query).
 *
 * The history outlives its account: deleting an account with entries is refused, an account is
 * anonymised instead (decision 0018).
 */
export const earningsLedger = pgTable(
  'earnings_ledger',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKindEnum('kind').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    saleId: uuid('sale_id').references(() => merchantSales.id, { onDelete: 'restrict' }),
    /** A referral bonus: the friend whose first confirmed cashback earned it. */
    referredAccountId: uuid('referred_account_id').references(() => accounts.id, {
      onDelete: 'restrict',
    }),
    /** A pending credit: the day its return window ends (sale date + CASHBACK_RETURN_WINDOW_DAYS). */
    confirmAfter: date('confirm_after', { mode: 'string' }),
    /** A reversal: why ('returned', 'cancelled', 'fraud') and the words the shopper reads. */
    reason: text('reason'),
    /**
     * A bonus reversal: the `referral_bonus` entry it takes back (decision 0044). Unique, so a bonus is
     * reversed at most once however often its friend's cashback reversal is repeated.
     */
    reversedEntryId: uuid('reversed_entry_id').references((): AnyPgColumn => earningsLedger.id, {
      onDelete: 'restrict',
    }),
    /**
     * A partial refund's share of the cashback (decision 0045): one reversal per refund. A sale has at
     * most one reversal without a refund (a return, a cancellation, fraud, a full refund), which takes
     * back what is left.
     */
    paymentRefundId: uuid('payment_refund_id').references((): AnyPgColumn => paymentRefunds.id, {
      onDelete: 'restrict',
    }),
    /** A withdrawal or its return: the payout (issue 22). Unique per kind, so a payout moves tokens once each way. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_ledger_account_idx').on(t.accountId, t.createdAt),
    index('earnings_ledger_sale_idx').on(t.saleId),
    // The confirmation job walks due pending entries in (confirm_after, sale_id) order, a batch at a time (decision 0078).
    index('earnings_ledger_due_idx')
      .on(t.confirmAfter, t.saleId)
      .where(sql`${t.kind} = 'credit_pending'`),
    check('earnings_ledger_amount_not_negative', sql`${t.amountPaise} >= 0`),
    check(
      'earnings_ledger_sale_kinds_name_a_sale',
      sql`${t.kind} not in ('credit_pending', 'credit_confirmed', 'credit_reversed') or ${t.saleId} is not null`,
    ),
    check(
      'earnings_ledger_pending_has_date',
      sql`${t.kind} <> 'credit_pending' or ${t.confirmAfter} is not null`,
    ),
    check(
      'earnings_ledger_reversal_has_reason',
      sql`${t.kind} <> 'credit_reversed' or ${t.reason} is not null`,
    ),
    check(
      'earnings_ledger_bonus_names_friend',
      sql`${t.kind} <> 'referral_bonus' or ${t.referredAccountId} is not null`,
    ),
    uniqueIndex('earnings_ledger_one_pending_per_sale')
      .on(t.saleId)
      .where(sql`${t.kind} = 'credit_pending'`),
    uniqueIndex('earnings_ledger_one_confirmation_per_sale')
      .on(t.saleId)
      .where(sql`${t.kind} = 'credit_confirmed'`),
    uniqueIndex('earnings_ledger_one_reversal_per_sale')
      .on(t.saleId)
      .where(sql`${t.kind} = 'credit_reversed' and ${t.paymentRefundId} is null`),
    // Partial (decision 0090): every other entry's NULL was an index insertion for nothing.
    uniqueIndex('earnings_ledger_one_reversal_per_refund')
      .on(t.paymentRefundId)
      .where(sql`${t.paymentRefundId} is not null`),
    // Written without the new kind's name: a value added to an enum cannot be used in the transaction
    // that adds it, and the migrations run in one transaction (decision 0044).
    check(
      'earnings_ledger_entry_reversal_has_reason',
      sql`${t.reversedEntryId} is null or ${t.reason} is not null`,
    ),
    uniqueIndex('earnings_ledger_one_reversal_per_entry')
      .on(t.reversedEntryId)
      .where(sql`${t.reversedEntryId} is not null`),
    uniqueIndex('earnings_ledger_one_bonus_per_friend')
      .on(t.referredAccountId)
      .where(sql`${t.kind} = 'referral_bonus'`),
    // Written without the new kind's name (decision 0044): a payout has at most one withdrawal and one return.
    check(
      'earnings_ledger_withdrawal_names_payout',
      sql`${t.kind} <> 'withdrawal' or ${t.payoutId} is not null`,
    ),
    uniqueIndex('earnings_ledger_one_withdrawal_per_payout')
      .on(t.payoutId)
      .where(sql`${t.kind} = 'withdrawal'`),
    uniqueIndex('earnings_ledger_one_return_per_payout')
      .on(t.payoutId)
      .where(sql`${t.payoutId} is not null and ${t.kind} <> 'withdrawal'`),
    // The pending entries written since the confirmation's last full walk, whatever their due date (a sale
    // recorded late can be due at once): where that walk starts again (decision 0094).
    index('earnings_ledger_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'credit_pending'`),
    // A sale's reversals, by sale (decision 0106): what the confirmation looks up for each due entry, in an
    // index of reversals alone rather than among every entry of every sale (earnings_ledger_sale_idx).
    index('earnings_ledger_reversal_sale_idx')
      .on(t.saleId)
      .where(sql`${t.kind} = 'credit_reversed'`),
    // The reversals written since the referral bonuses' last full pass: a friend whose first cashback was
    // taken back may now have another that earns the bonus (decision 0098).
    index('earnings_ledger_reversed_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} = 'credit_reversed'`),
  ],
);
