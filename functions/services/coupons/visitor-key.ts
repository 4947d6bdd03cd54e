import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql, type SQL } from 'drizzle-orm';
import { REVEAL_COUNT_WINDOW_MS } from '../../contract/limits.ts';
import { OVERVIEW_DAYS } from '../../contract/merchant-overview.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { countedActions, visitorSalts } from '../../db/schema/index.ts';
import { startOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
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
 * The scheduled clean-up of the counted marks (services/maintenance/prune-expired.ts, daily): salts of
 * earlier days, marks older than the merchant's figures (decisions 0026 and 0076: OVERVIEW_DAYS, 90,
 * today included) and the account ids of ended days' marks (forgetEndedDays). Safe to repeat: a second
 * run finds nothing to do. Returns the marks deleted.
 *
 * Decision 0078: in batches of `batchSize` marks, each its own statement, so a clear-up of millions of
 * marks never holds locks that stall a reveal (which only ever writes today's marks). Old marks are found
 * by keyset on window_start (counted_actions_window_start_idx). `maxBatches` bounds the work of one call.
 * Decision 0098: no request runs it any more (the day's first count used to run one batch).
 */
export async function pruneCountedActions(db: Database, now: Date, options: Batching = {}): Promise<number> {
  const { batchSize, maxBatches } = batching(options);
  const dayStart = countWindowStart(now, REVEAL_COUNT_WINDOW_MS);
  const firstKeptDay = new Date(dayStart.getTime() - (OVERVIEW_DAYS - 1) * REVEAL_COUNT_WINDOW_MS);
  const deleted = await inBatches(
    db,
    batchSize,
    maxBatches,
    (after) => sql`
      with gone as (
        delete from counted_actions
         where ctid = any(array(
           select ctid from counted_actions
            where window_start < ${firstKeptDay.toISOString()}::timestamptz ${after}
            order by window_start
            limit ${batchSize}))
        returning window_start)
      select count(*)::int as n, max(window_start)::text as last from gone`,
  );
  await forgetEndedDays(db, now, options);
  return deleted;
}

/**
 * When a count stops naming who made it (decisions 0026 and 0098): a mark names its account or visitor
 * only during its own India day, the window it counts once in. Salts of earlier days go (a visitor's hash
 * can no longer be tied to an IP address), and every mark of an ended day that still holds an account id
 * gets a random key instead: it still counts on the merchant's chart but no longer says who revealed or
 * clicked out. Run by the every-minute fold job (/api/cron/fold-counts, the node timer), so names go
 * within minutes of the day's end, and by the daily clean-up; never inside a request. No answer depends
 * on when it runs: "revealed today" (the Reviews tab, the claim form) reads today's marks by their date
 * (revealedToday), not by whether the names are gone yet. Answers the marks renamed.
 *
 * In window_start order through counted_actions_named_idx, from where the last batch stopped: without
 * the ORDER BY the planner guesses most marks still name an account (it has no statistics on
 * length(visitor_key)) and reads the table from the start, all 20,000,000 marks when none is left.
 * Batches of `batchSize` marks, each its own statement, only on ended days' rows (a reveal writes today's).
 */
export async function forgetEndedDays(db: Database, now: Date, options: Batching = {}): Promise<number> {
  const { batchSize, maxBatches } = batching(options);
  const dayStart = countWindowStart(now, REVEAL_COUNT_WINDOW_MS);
  await forgetEarlierSalts(db, now);
  const renamed = await inBatches(
    db,
    batchSize,
    maxBatches,
    (after) => sql`
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
      select count(*)::int as n, max(window_start)::text as last from renamed`,
  );
  return renamed;
}

/** How much a clean-up call does: rows per batch (5,000) and batches at most (no bound). */
export interface Batching {
  batchSize?: number;
  maxBatches?: number;
}

export function batching({ batchSize = 5_000, maxBatches = Number.POSITIVE_INFINITY }: Batching) {
  return { batchSize, maxBatches };
}

/**
 * Runs `statement` (one batch: it answers `n`, the rows it took, and `last`, their latest `key`, a
 * timestamptz column: window_start unless told) until a batch takes fewer than `batchSize` rows or
 * `maxBatches` have run, each from where the last stopped (`after`, a condition on `key`). Answers the
 * rows taken.
 */
export async function inBatches(
  db: Database,
  batchSize: number,
  maxBatches: number,
  statement: (after: SQL) => SQL,
  key: SQL = sql`window_start`,
): Promise<number> {
  let total = 0;
  let from: string | null = null;
  for (let batches = 0; batches < maxBatches; batches++) {
    const after = from ? sql`and ${key} >= ${from}::timestamptz` : sql``;
    const [row] = rowsOf(await db.execute(statement(after))) as { n: number; last: string | null }[];
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < batchSize || !row?.last) break;
    from = row.last;
  }
  return total;
}

/** Rename batches the every-minute fold job runs at most (5,000 marks each): 100,000 names a minute. */
export const FOLD_FORGET_BATCHES = 20;

/** Salts of India days before `now`'s: one row a day, by its primary key. */
async function forgetEarlierSalts(db: Database, now: Date): Promise<void> {
  await db.delete(visitorSalts).where(lt(visitorSalts.day, todayInIndia(now)));
}

/**
 * "Revealed today" for one account (decision 0098): a reveal mark of the India day `today` that names it,
 * by the marks' primary key (coupon, action, visitor key, window start). The date bound states the rule
 * itself, so an ended day's mark whose name the fold job has not yet replaced is not today's.
 */
export function revealedToday(
  accountId: string,
  couponId: SQL,
  today: string = todayInIndia(),
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${countedActions} where ${countedActions.couponId} = ${couponId} and ${countedActions.action} = 'reveal' and ${countedActions.visitorKey} = ${accountId} and ${countedActions.windowStart} >= ${startOfIndianDay(today).toISOString()}::timestamptz)`;
}

/**
 * The day's salt this process has already read, per database: a day's salt never changes once made,
 * so every click-out and throttled request after the first need not ask for it again (decision 0041).
 * A new day misses and goes to the database, which makes the salt and clears up exactly once.
 */
const saltsKnown = new WeakMap<Database, { day: string; salt: string }>();

/**
 * The salt of the India-time day `now` falls in. The first count of a day, on whichever instance,
 * makes it and deletes older salts (yesterday's hashes can no longer be tied to an IP address). The
 * marks' clean-up (old marks deleted, ended days' names replaced) is left to the jobs (decision 0098:
 * forgetEndedDays every minute, pruneCountedActions daily).
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
    // Earlier salts go at once (one row a day). The marks' clean-up is the jobs' (decision 0098): not
    // one batch of it runs inside this request any more.
    await forgetEarlierSalts(db, now);
    return made.salt;
  }
  const [kept] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(eq(visitorSalts.day, day));
  if (!kept) throw new Error(`no visitor salt for ${day}`);
  return kept.salt;
}
