import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
