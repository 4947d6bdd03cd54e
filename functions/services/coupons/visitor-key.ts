import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { OVERVIEW_DAYS } from '../../contract/merchant-overview.ts';
import type { Database } from '../../db/database.ts';
import { visitorSalts } from '../../db/schema/index.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import { countWindowStart } from './count-windows.ts';

/** Who is asking: the signed-in account, or what the request says of a visitor without one. */
export interface Visitor {
  accountId?: string | undefined;
  clientAddress?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * The key a count is kept under: the account id when signed in, else a SHA-256 of the day's salt, the
 * IP address and the user agent, so that the IP address itself is never stored.
 */
export function visitorKey(visitor: Visitor, salt: string): string {
  if (visitor.accountId) return visitor.accountId;
  return createHash('sha256')
    .update(`${salt}\n${visitor.clientAddress ?? ''}\n${visitor.userAgent ?? ''}`)
    .digest('hex');
}

/**
 * The clear-up of saltOfTheDay, also run by the scheduled job (services/maintenance/prune-expired.ts),
 * so it happens on days nobody counts too: salts of earlier days, marks older than the merchant's
 * figures (decisions 0026 and 0076: OVERVIEW_DAYS, 90, today included) and the account ids of ended days' marks.
 * Safe to repeat: a second run finds nothing to do. Returns the marks deleted.
 *
 * Decision 0078: in batches of `batchSize` marks, each its own statement, so a clear-up of millions of
 * marks never holds locks that stall a reveal (which only ever writes today's marks). Old marks are found
 * by keyset on window_start (counted_actions_window_start_idx), the marks still naming an account by
 * counted_actions_named_idx. `maxBatches` bounds the work of one call (the day's first count does one).
 */
export async function pruneCountedActions(
  db: Database,
  now: Date,
  {
    batchSize = 5_000,
    maxBatches = Number.POSITIVE_INFINITY,
  }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const dayStart = countWindowStart(now, REVEAL_COUNT_WINDOW_MS);
  await db.delete(visitorSalts).where(lt(visitorSalts.day, todayInIndia(now)));
  const firstKeptDay = new Date(dayStart.getTime() - (OVERVIEW_DAYS - 1) * REVEAL_COUNT_WINDOW_MS);
  let deleted = 0;
  let from: string | null = null;
  for (let batches = 0; batches < maxBatches; batches++) {
    const after = from ? sql`and window_start >= ${from}::timestamptz` : sql``;
    const result = await db.execute(sql`
      with gone as (
        delete from counted_actions
         where ctid = any(array(
           select ctid from counted_actions
            where window_start < ${firstKeptDay.toISOString()}::timestamptz ${after}
            order by window_start
            limit ${batchSize}))
        returning window_start)
      select count(*)::int as n, max(window_start)::text as last from gone`);
    const [row] = rowsOf(result) as { n: number; last: string | null }[];
    const n = Number(row?.n ?? 0);
    deleted += n;
    if (n < batchSize || !row?.last) break;
    from = row.last;
  }
  // In window_start order through counted_actions_named_idx, from where the last batch stopped: without
  // the ORDER BY the planner guesses most marks still name an account (it has no statistics on
  // length(visitor_key)) and reads the table from the start, all 20,000,000 marks when none is left.
  let renamedFrom: string | null = null;
  for (let batches = 0; batches < maxBatches; batches++) {
    const after = renamedFrom ? sql`and window_start >= ${renamedFrom}::timestamptz` : sql``;
    const result = await db.execute(sql`
      with renamed as (
        update counted_actions
           set visitor_key = encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex')
         where ctid = any(array(
           select ctid from counted_actions
            where window_start < ${dayStart.toISOString()}::timestamptz and length(visitor_key) <> 64 ${after}
            order by window_start
            limit ${batchSize}))
           and length(visitor_key) <> 64
        returning window_start)
      select count(*)::int as n, max(window_start)::text as last from renamed`);
    const [row] = rowsOf(result) as { n: number; last: string | null }[];
    if (Number(row?.n ?? 0) < batchSize || !row?.last) break;
    renamedFrom = row.last;
  }
  return deleted;
}

function rowsOf(result: unknown): unknown[] {
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
  return Array.isArray(rows) ? rows : [];
}

/**
 * The day's salt this process has already read, per database: a day's salt never changes once made,
 * so every click-out and throttled request after the first need not ask for it again (decision 0041).
 * A new day misses and goes to the database, which makes the salt and clears up exactly once.
 */
const saltsKnown = new WeakMap<Database, { day: string; salt: string }>();

/**
 * The salt of the India-time day `now` falls in. The first count of a day, on whichever instance,
 * makes it and clears up: older salts go (yesterday's hashes can no longer be tied to an IP address);
 * marks of days before the merchant's figures (OVERVIEW_DAYS, today included) go; and the marks of
 * ended days that name an account get a random key instead, so they still count on the merchant's
 * chart but no longer say who revealed or clicked out (a mark needs its visitor only within its window).
 */
export async function saltOfTheDay(db: Database, now: Date): Promise<string> {
  const day = todayInIndia(now);
  const known = saltsKnown.get(db);
  if (known?.day === day) return known.salt;
  const salt = await readOrMakeSalt(db, now, day);
  saltsKnown.set(db, { day, salt });
  return salt;
}

async function readOrMakeSalt(db: Database, now: Date, day: string): Promise<string> {
  const [made] = await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning({ salt: visitorSalts.salt });
  if (made) {
    // One batch of each clear-up only: this runs inside the day's first count, a request (decision 0078).
    await pruneCountedActions(db, now, { maxBatches: 1 });
    return made.salt;
  }
  const [kept] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(eq(visitorSalts.day, day));
  if (!kept) throw new Error(`no visitor salt for ${day}`);
  return kept.salt;
}
