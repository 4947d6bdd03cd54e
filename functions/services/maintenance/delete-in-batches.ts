import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Database } from '../../db/database.ts';

/** Rows one clean-up statement deletes or changes at most (decision 0078). */
export const PRUNE_BATCH_SIZE = 5_000;

/**
 * Deletes the rows of `table` that `where` matches, `limit` at a time by ctid, each batch its own
 * statement (its own short transaction): no batch holds row locks on more than `limit` rows or for longer
 * than one small statement, so the requests writing beside it never wait long. Answers the rows deleted.
 * Safe to stop and run again: each batch is whole or not at all, and the next run finds what is left.
 */
export async function deleteInBatches(
  db: Database,
  table: SQL,
  where: SQL,
  limit: number = PRUNE_BATCH_SIZE,
): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await countOf(
      db.execute(sql`
        with gone as (
          delete from ${table}
           where ctid = any(array(select ctid from ${table} where ${where} limit ${limit}))
          returning 1)
        select count(*)::int as n from gone`),
    );
    total += deleted;
    if (deleted < limit) return total;
  }
}

/** The `n` of a one-row `select count(*)::int as n` answer, whichever driver gave it. */
export async function countOf(result: Promise<unknown>): Promise<number> {
  const [row] = rowsOf<{ n?: unknown }>(await result);
  return Number(row?.n ?? 0);
}
