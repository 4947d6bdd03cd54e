import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Cashback and payout emails already sent (issue 22 item 6, decision 0067): one row per event, keyed
 * e.g. `cashback_recorded:{saleId}` or `payout_processed:{payoutId}`. A notification claims its key
 * (insert … on conflict do nothing) before it sends, so a repeated call (a retried sale, a second
 * settle, two confirmation runs) sends nothing twice. Insert only; the rows outlive nothing personal.
 */
export const sentNotifications = pgTable(
  'sent_notifications',
  {
    key: text('key').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('sent_notifications_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * "Cashback confirmed" emails still owed (decision 0090): a row per sale the confirmation job confirmed,
 * written by the confirmation's own statement (same transaction: a batch that commits has recorded its
 * mail, one that rolls back has not), deleted by the job's mailing phase in the transaction that claims
 * the sales in sent_notifications. The mailing phase walks it by account, so a shopper whose sales fell
 * in several batches gets one email per run. A queue: the rows live from one batch to the end of the
 * run (or the next run, after a stop). No foreign keys: they would cost the confirmation a check per
 * row, and neither an account (anonymised, never deleted) nor a sale (restricted) goes away under it.
 */
export const cashbackConfirmedOutbox = pgTable(
  'cashback_confirmed_outbox',
  {
    accountId: uuid('account_id').notNull(),
    saleId: uuid('sale_id').notNull(),
    /** The cashback confirmed (the confirmation's amount), so the mailing need not read the entry again. */
    cashbackPaise: integer('cashback_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.saleId] })],
);
