import { sql } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';

/**
 * Holds a transaction-scoped advisory lock on one named thing (e.g. scope 'ad-slot', key 7) until the
 * transaction ends. Writers that check before they write take it first, so concurrent writers on any
 * number of instances queue instead of both passing the check. The two-key form keeps scopes apart.
 * `shared`: for writers that may run at the same time as each other but not with an exclusive holder
 * (the confirmation's batches, decision 0106).
 */
export async function lockForTransaction(
  tx: DbOrTx,
  scope: string,
  key: string | number,
  mode: 'exclusive' | 'shared' = 'exclusive',
): Promise<void> {
  // Shared holders run side by side and queue only behind an exclusive holder (and it behind them).
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext(${scope}), hashtext(${String(key)}))`
      : sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${String(key)}))`,
  );
}

/**
 * A job batch's transaction settings (decision 0102), for the rest of the transaction only:
 * - `jit = off`: a batch statement is thousands of index probes, over in well under a second; when the
 *   planner's estimate (stale statistics of a table the job has just filled) passes jit_above_cost,
 *   Postgres compiled it first, ~0.7 s a statement: most of the mailing phase's time.
 * - with `relaxedCommit`, `synchronous_commit = off`: the commit does not wait for its WAL to reach the
 *   disk. Only for a batch a later run redoes if it is lost (a crash within ~0.2 s of its commit): Postgres
 *   flushes WAL in order, so any later commit that waits (the job's mark, a payout, the mailing's claim)
 *   makes it durable first; nothing can rest on a batch that is then lost.
 * - with `byIndex`, `enable_seqscan = off` (decision 0109): for a statement that reads a key range of a
 *   table the job filled minutes before (the mailing's outbox). With the table's statistics from when it
 *   was empty, Postgres read the whole table for each batch; a range of its primary key is always right.
 */
export async function jobTransaction(
  tx: DbOrTx,
  { relaxedCommit, byIndex = false }: { relaxedCommit: boolean; byIndex?: boolean },
): Promise<void> {
  await tx.execute(
    sql`select set_config('jit', 'off', true)${
      relaxedCommit ? sql`, set_config('synchronous_commit', 'off', true)` : sql``
    }${byIndex ? sql`, set_config('enable_seqscan', 'off', true)` : sql``}`,
  );
}
