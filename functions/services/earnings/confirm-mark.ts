import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** The confirmation's row in job_marks. */
export const CONFIRM_MARK = 'confirm-cashback';

/**
 * The referral bonuses' row in job_marks (decision 0098), per bonus rate: a new REFERRAL_BONUS_PERCENT
 * finds no mark and walks every referred friend once (a friend whose first cashback rounded to a 0-paise
 * bonus may earn one at the new rate).
 */
export function bonusMarkName(referralBonusBasisPoints: number): string {
  return `referral-bonus:${referralBonusBasisPoints}`;
}

/**
 * How long before a walk's start a pending entry written while it ran may have begun its transaction: a
 * sale's insert that started before the walk passed its place but committed after is still looked at
 * next time. Far longer than any transaction can last (requests and jobs are cut off within minutes).
 */
const IN_FLIGHT_MARGIN = '1 hour';

/**
 * Where the confirmation's walk of due pending entries may start (decision 0094): null (from the
 * beginning) when no walk has finished yet; otherwise the earlier of the mark's first due date and the
 * due date of any pending entry written since the mark's time (a sale recorded late, already due).
 * Every pending entry due before that was looked at by an earlier walk and is settled for good: confirmed,
 * reversed, taken by its partial reversals, or its account deleted (none of which is ever undone).
 * Also answers the database's clock at the start, for the mark this walk leaves.
 */
export async function dueWalkStart(
  db: Database,
  name: string = CONFIRM_MARK,
): Promise<{ from: string | null; createdFrom: string | null; startedAt: string }> {
  const result = await db.execute(sql`
    select now()::text as started_at, m.created_from::text as created_from,
           -- OFFSET 0 keeps the entries written since the mark a subquery of their own (by
           -- earnings_ledger_pending_created_idx): as a plain min() Postgres walks every pending entry
           -- in due order looking for a recent one (10 s and 2,189,636 pages at 5,000,000 entries).
           least(m.due_from,
                 (select min(s.confirm_after)
                    from (select p.confirm_after from earnings_ledger p
                           where p.kind = 'credit_pending' and p.created_at >= m.created_from
                          offset 0) s))::text as "from"
      from (select 1) one
      left join job_marks m on m.name = ${name}`);
  const rows = rowsOf<{ started_at: string; created_from: string | null; from: string | null }>(result);
  const [row] = rows;
  return { from: row?.from ?? null, createdFrom: row?.created_from ?? null, startedAt: row!.started_at };
}

/**
 * After a walk that went through every entry due by `today`: the next walk starts the day after, and
 * also looks at every pending entry written since this walk began (less the in-flight margin).
 */
export async function saveDueMark(
  db: Database,
  today: string,
  startedAt: string,
  name: string = CONFIRM_MARK,
): Promise<void> {
  await db.execute(sql`
    insert into job_marks (name, due_from, created_from)
    values (${name}, ${today}::date + 1, ${startedAt}::timestamptz - ${IN_FLIGHT_MARGIN}::interval)
    on conflict (name) do update
      set due_from = excluded.due_from, created_from = excluded.created_from, updated_at = now()`);
}
