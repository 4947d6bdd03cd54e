import { sql } from 'drizzle-orm';
import type { ConfirmationRun } from '../../contract/earnings.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import { jobTransaction, lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import type { CashbackSettings } from './cashback-settings.ts';
import { walkBatchesInFlight } from '../maintenance/batches-in-flight.ts';
import { bonusMarkName, dueWalkStart, saveDueMark } from './confirm-mark.ts';
import type { SQL } from 'drizzle-orm';

/**
 * The confirmation job (decision 0031). Confirms every pending cashback whose return window has
 * passed (confirm_after ≤ today in India) and that was not reversed (a sale partly refunded is confirmed
 * whole, and its partial reversals count against the balance: decision 0045), then pays each referrer whose
 * referred friend now has a confirmed cashback for the first time REFERRAL_BONUS_PERCENT of that
 * first cashback (rounded down to whole paise). Safe to run twice and concurrently: the
 * one-confirmation-per-sale and one-bonus-per-friend indexes make a repeated insert do nothing (ON
 * CONFLICT DO NOTHING), and an advisory lock keeps the bonus batches (exclusive) apart from each other,
 * from the confirmation batches (shared: those go side by side, decision 0106) and from a reversal's
 * bonus check (reverseReferralBonus). Only inserts.
 *
 * Decision 0078: in bounded batches, each its own short transaction. The due pending entries are walked
 * by keyset on (confirm_after, sale_id) (earnings_ledger_due_idx), CONFIRM_BATCH_SIZE at a time; then
 * the referral bonuses, a page of referred friends (accounts by id) at a time. A run stopped after any
 * batch (maxBatches, a crash, a deploy) leaves every committed batch whole; the next run walks again and
 * the ledger's own entries (a confirmation per sale, a bonus per friend) make it skip what is done, so
 * nothing is credited twice. The process holds a batch of rows at a time (two since 0106), whatever the
 * backlog.
 * Decision 0106: CONFIRM_BATCHES_IN_FLIGHT confirmation batches at once over disjoint ranges of the walk
 * (walkBatchesInFlight), and a sale's reversals looked up in an index of reversals alone.
 * Decision 0094: a walk that reaches its end leaves a mark (job_marks), and the next walk starts there
 * (and at any pending entry written since), so the nightly run reads the days still open, not the history.
 * Decision 0098: the referral bonuses the same, with their own mark: a pass that reaches its end leaves one,
 * and the next looks only at the friends whose state can have changed since (bonusWalks).
 *
 * Decision 0044: a deleted account's pending cashback never confirms (it is forfeited with the
 * account). The bonus is computed from the friend's earliest confirmed cashback that has not been
 * reversed, and is paid only to a referrer who has verified their email and has not deleted the
 * account: an unverified referrer's bonus waits (a later run pays it once they verify), a deleted
 * referrer's is never paid. A bonus that rounds down to 0 paise is not written (nor a cashback:
 * record-merchant-sale.ts), and that friend's first cashback stays the one the bonus is computed from.
 */
export async function confirmCashback(
  db: Database,
  settings: CashbackSettings,
  today: string = todayInIndia(),
): Promise<ConfirmationRun> {
  return (await confirmCashbackRun(db, settings, today)).run;
}

/** Due pending entries confirmed per batch (and referred friends looked at per bonus batch). */
export const CONFIRM_BATCH_SIZE = 5_000;

export interface ConfirmationOptions {
  batchSize?: number;
  /** Stops after this many batches (of both passes together): the run answers done: false. */
  maxBatches?: number;
  /**
   * Each batch also records its confirmed sales in cashback_confirmed_outbox, in the same statement
   * (decision 0090): the "cashback confirmed" emails owed, mailed one per shopper after the ledger
   * batches (mailConfirmedCashback). Set by the job that mails (confirmCashbackAndNotify).
   */
  recordMail?: boolean;
  /** Confirmation batches running at once (decision 0106); CONFIRM_BATCHES_IN_FLIGHT unless set. */
  inFlight?: number;
}

/**
 * Confirmation batches running at once (decision 0106). Each is a few thousand index probes and inserts in
 * one backend, so one batch at a time left a core of a two-core server idle; the disjoint ranges share no
 * row. The embedded database runs them one after another (one connection).
 */
export const CONFIRM_BATCHES_IN_FLIGHT = 2;

/** Where a walk over due pending entries stands: the last (confirm_after, sale_id) it looked at. */
interface DueCursor {
  confirmAfter: string;
  saleId: string;
}

/**
 * The job in batches. Answers the counts, and whether it went through everything (false when stopped
 * by maxBatches: run it again to finish).
 */
export async function confirmCashbackRun(
  db: Database,
  settings: CashbackSettings,
  today: string = todayInIndia(),
  options: ConfirmationOptions = {},
): Promise<{ run: ConfirmationRun; done: boolean }> {
  const batchSize = options.batchSize ?? CONFIRM_BATCH_SIZE;
  let batchesLeft = options.maxBatches ?? Number.POSITIVE_INFINITY;
  const run: ConfirmationRun = { confirmed: 0, bonuses: 0 };
  // Decision 0094: the walk starts where the last full walk left off (plus any entry written since), so a
  // nightly run reads what became due since the last one, not every pending entry ever written.
  const start = await dueWalkStart(db);
  const bonusMark = bonusMarkName(settings.referralBonusBasisPoints);
  const bonusStart = await dueWalkStart(db, bonusMark);
  // Decision 0106: the walk finds where each batch ends (an index-only read), and up to `inFlight` batches
  // confirm their disjoint ranges at once, each in its own transaction (on its own pooled connection).
  const due = await walkBatchesInFlight<DueCursor, DueBatch>({
    inFlight: options.inFlight ?? CONFIRM_BATCHES_IN_FLIGHT,
    maxBatches: batchesLeft,
    end: (after) => dueBatchEnd(db, today, start.from, after, batchSize),
    batch: (after, upTo) =>
      confirmDueBatch(db, today, start.from, after, upTo, batchSize, options.recordMail ?? false),
    onBatch: (batch) => void (run.confirmed += batch.confirmedSaleIds.length),
  });
  if (!due.done) return { run, done: false };
  batchesLeft -= due.batches;
  await saveDueMark(db, today, start.startedAt);
  // Decision 0098: the referral bonuses look only at the friends whose state can have changed since their
  // last full pass (its own mark); without one, at every referred friend.
  for (const walk of bonusWalks(today, bonusStart)) {
    let after: WalkKey | null = null;
    for (;;) {
      if (batchesLeft-- <= 0) return { run, done: false };
      const batch = await payBonusBatch(db, settings, walk, after, batchSize);
      run.bonuses += batch.bonuses;
      if (!batch.next) break;
      after = batch.next;
    }
  }
  await saveDueMark(db, today, bonusStart.startedAt, bonusMark);
  return { run, done: true };
}

/** One confirmation batch's outcome: the sales it confirmed, and where the walk goes on after it. */
interface DueBatch {
  confirmedSaleIds: string[];
  /** The last entry looked at, when the batch had no end and came back full; otherwise null. */
  next: DueCursor | null;
}

/** The due pending entries from the day `dueFrom` (null: from the first) after `after`, in walk order. */
function dueAfter(today: string, dueFrom: string | null, after: DueCursor | null): SQL {
  return sql`p.kind = 'credit_pending'
           and p.confirm_after <= ${today}::date
           ${dueFrom ? sql`and p.confirm_after >= ${dueFrom}::date` : sql``}
           ${after ? sql`and (p.confirm_after, p.sale_id) > (${after.confirmAfter}::date, ${after.saleId}::uuid)` : sql``}`;
}

/**
 * Where the next batch ends (decision 0106): the `limit`-th due pending entry after `after`, read from
 * earnings_ledger_due_idx alone; null when fewer are left (the next batch is the walk's last).
 */
async function dueBatchEnd(
  db: Database,
  today: string,
  dueFrom: string | null,
  after: DueCursor | null,
  limit: number,
): Promise<DueCursor | null> {
  const result = await db.execute(sql`
    select p.confirm_after::text as "confirmAfter", p.sale_id::text as "saleId"
      from earnings_ledger p
     where ${dueAfter(today, dueFrom, after)}
     order by p.confirm_after, p.sale_id
     offset ${limit - 1} limit 1`);
  const [row] = rowsOf(result) as DueCursor[];
  return row ?? null;
}

/**
 * One confirmation batch: the due pending entries after `after` up to and including `upTo` (null: the
 * next `limit` of them), each confirmed unless it already is (the one-confirmation-per-sale index: ON
 * CONFLICT DO NOTHING), was reversed whole (a return, a cancellation, fraud, a full refund), its partial
 * reversals took all of it, or its account was deleted.
 */
async function confirmDueBatch(
  db: Database,
  today: string,
  dueFrom: string | null,
  after: DueCursor | null,
  upTo: DueCursor | null,
  limit: number,
  recordMail: boolean,
): Promise<DueBatch> {
  // A range with an end holds `limit` entries as the walk saw them (a sale written since may add one).
  const range = upTo
    ? sql`and (p.confirm_after, p.sale_id) <= (${upTo.confirmAfter}::date, ${upTo.saleId}::uuid)`
    : sql`limit ${limit}`;
  // Decision 0090: the emails owed, in the confirmation's own statement (committed with it, or not at all).
  const owed = recordMail
    ? sql`,
      owed as (
        insert into cashback_confirmed_outbox (account_id, sale_id, cashback_paise)
        select account_id, sale_id, amount_paise from confirmed
        on conflict do nothing
      )`
    : sql``;
  return db.transaction(async (tx) => {
    // Shared: batches of one run (and of runs at once) go side by side; a bonus batch or a reversal's bonus
    // check (exclusive) waits for them, and they for it, as before (decision 0106).
    await lockForTransaction(tx, 'confirm-cashback', 0, 'shared');
    // Decision 0102: a batch lost with its commit is redone by the next run, as one a crash stopped.
    await jobTransaction(tx, { relaxedCommit: true });
    const result = await tx.execute(sql`
      with batch as (
        select p.account_id, p.amount_paise, p.sale_id, p.confirm_after
          from earnings_ledger p
         where ${dueAfter(today, dueFrom, after)}
           ${upTo ? range : sql``}
         order by p.confirm_after, p.sale_id
         ${upTo ? sql`` : range}
      ),
      confirmed as (
        insert into earnings_ledger (account_id, kind, amount_paise, sale_id)
        select b.account_id, 'credit_confirmed', b.amount_paise, b.sale_id
          from batch b
          -- The sale's reversals, per entry by earnings_ledger_reversal_sale_idx (decision 0106: an index of
          -- reversals alone, mostly a probe that finds nothing). A lateral aggregate, so the plan stays a
          -- probe per row however stale the statistics are mid-run. A sale already confirmed is left to the
          -- one-confirmation-per-sale index below.
          cross join lateral (
            select coalesce(bool_or(d.payment_refund_id is null), false) as whole,
                   coalesce(sum(d.amount_paise), 0) as reversed
              from earnings_ledger d
             where d.sale_id = b.sale_id and d.kind = 'credit_reversed'
          ) e
         -- A living account, probed by primary key per entry (a join would read every account per batch).
         where (select a.deleted_at is null from accounts a where a.id = b.account_id)
           and not e.whole
           and b.amount_paise > e.reversed
        on conflict do nothing
        returning sale_id, account_id, amount_paise
      )${owed},
      last as (
        select confirm_after::text as confirm_after, sale_id::text as sale_id
          from batch order by confirm_after desc, sale_id desc limit 1
      )
      select (select count(*)::int from batch) as scanned,
             (select confirm_after from last) as last_confirm_after,
             (select sale_id from last) as last_sale_id,
             coalesce((select array_agg(sale_id::text) from confirmed), '{}') as confirmed`);
    const [row] = rowsOf(result) as {
      scanned: number;
      last_confirm_after: string | null;
      last_sale_id: string | null;
      confirmed: string[] | string;
    }[];
    const confirmedSaleIds = textArray(row?.confirmed);
    const full = !upTo && Number(row?.scanned ?? 0) >= limit;
    const next =
      full && row?.last_confirm_after && row.last_sale_id
        ? { confirmAfter: row.last_confirm_after, saleId: row.last_sale_id }
        : null;
    return { confirmedSaleIds, next };
  });
}

/** Where a bonus walk stands: the last row's key, its two columns as text. */
interface WalkKey {
  k1: string;
  k2: string;
}

/**
 * One walk of the referral bonuses' pass (decision 0098): `walked` selects the next `limit` rows after a
 * key, in key order, each with the account it names (`account`) and its key (`k1`, `k2`);
 * `friends` selects from those rows the referred friends to look at (`id`).
 */
interface BonusWalk {
  name: string;
  walked: (after: WalkKey | null, limit: number) => SQL;
  friends: SQL;
}

/** The walked accounts that were referred (a probe of accounts_pkey each): a friend who may earn a bonus. */
const referredOfWalked = sql`
  select distinct w.account as id from walked w
   where exists (select 1 from accounts a where a.id = w.account and a.referred_by_account_id is not null)`;

/**
 * The walks of one bonus pass. Without a mark (a new database, a lost row, a new bonus rate): every
 * referred friend, by id (accounts_referred_by_idx). With one, only the friends whose state can have
 * changed since that pass began, which is every way a friend comes to earn a bonus:
 * - a cashback confirmed: the owners of the pending entries due from the mark's day (or written since
 *   its time, whatever their day) to today, as the confirmation's own walk (earnings_ledger_due_idx);
 *   the confirmation has just gone through them all, so each is confirmed by now or never will be;
 * - a reversal written since (earnings_ledger_reversed_created_idx): a friend's first cashback taken
 *   back, so that another one is now the first that stands;
 * - an account changed since (accounts_updated_idx: verifying an email sets updated_at): a referrer
 *   who verified, whose friends' bonuses waited; and the changed account itself, if it is a friend.
 */
function bonusWalks(today: string, start: { from: string | null; createdFrom: string | null }): BonusWalk[] {
  if (start.from === null || start.createdFrom === null)
    return [
      {
        name: 'every referred friend',
        walked: (after, limit) => sql`
          select a.id as account, a.id as k1, a.id as k2 from accounts a
           where a.referred_by_account_id is not null ${after ? sql`and a.id > ${after.k1}::uuid` : sql``}
           order by a.id
           limit ${limit}`,
        friends: sql`select account as id from walked`,
      },
    ];
  const { from, createdFrom } = start;
  /** Rows of `table` (alias `t`) whose `at` is the mark's time or later, in (at, id) order by keyset. */
  const since =
    (table: SQL, where: SQL, account: SQL, t: string, at: string) =>
    (after: WalkKey | null, limit: number) => {
      const key = sql`(${sql.identifier(t)}.${sql.identifier(at)}, ${sql.identifier(t)}.id)`;
      return sql`
        select ${account} as account, ${sql.identifier(t)}.${sql.identifier(at)} as k1, ${sql.identifier(t)}.id as k2
          from ${table}
         where ${where} ${sql.identifier(t)}.${sql.identifier(at)} >= ${createdFrom}::timestamptz
           ${after ? sql`and ${key} > (${after.k1}::timestamptz, ${after.k2}::uuid)` : sql``}
         order by ${key}
         limit ${limit}`;
    };
  return [
    {
      name: 'cashback due since',
      walked: (after, limit) => sql`
        select p.account_id as account, p.confirm_after as k1, p.sale_id as k2
          from earnings_ledger p
         where p.kind = 'credit_pending'
           and p.confirm_after >= ${from}::date and p.confirm_after <= ${today}::date
           ${after ? sql`and (p.confirm_after, p.sale_id) > (${after.k1}::date, ${after.k2}::uuid)` : sql``}
         order by p.confirm_after, p.sale_id
         limit ${limit}`,
      friends: referredOfWalked,
    },
    {
      name: 'reversals written since',
      walked: since(
        sql`earnings_ledger r`,
        sql`r.kind = 'credit_reversed' and`,
        sql`r.account_id`,
        'r',
        'created_at',
      ),
      friends: referredOfWalked,
    },
    {
      name: 'accounts changed since',
      walked: since(sql`accounts u`, sql``, sql`u.id`, 'u', 'updated_at'),
      // The changed accounts' own friends (accounts_referred_by_idx), and each changed account that is one.
      friends: sql`
        select f.id from walked w join accounts f on f.referred_by_account_id = w.account
        union
        ${referredOfWalked}`,
    },
  ];
}

/**
 * One bonus batch: the walk's next `limit` rows after `after`, and their referred friends. A friend's
 * first confirmed cashback that stands: the earliest by sale date (then entry); one bonus per friend, to a
 * verified, living referrer, and only when it is at least one paisa. Answers the bonuses written and
 * where the walk goes on (null when this was its last batch).
 */
async function payBonusBatch(
  db: Database,
  settings: CashbackSettings,
  walk: BonusWalk,
  after: WalkKey | null,
  limit: number,
): Promise<{ bonuses: number; next: WalkKey | null }> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'confirm-cashback', 0);
    // Decision 0102: a bonus batch lost with its commit is paid by the next run (no mark passes it first).
    await jobTransaction(tx, { relaxedCommit: true });
    const result = await tx.execute(sql`
      with walked as (${walk.walked(after, limit)}),
      friends as (${walk.friends}),
      paid as (
        insert into earnings_ledger (account_id, kind, amount_paise, referred_account_id, sale_id)
        select f.referrer_id, 'referral_bonus', f.bonus_paise, f.friend_id, f.sale_id
          from (
            select distinct on (c.account_id)
                   a.referred_by_account_id as referrer_id,
                   floor(c.amount_paise::bigint * ${settings.referralBonusBasisPoints} / 10000)::integer
                     as bonus_paise,
                   c.account_id as friend_id,
                   c.sale_id
              from friends
              join earnings_ledger c on c.account_id = friends.id
              join accounts a on a.id = c.account_id
              join merchant_sales s on s.id = c.sale_id
             where c.kind = 'credit_confirmed'
               and a.referred_by_account_id <> a.id
               and not exists (
                 select 1 from earnings_ledger r
                  where r.sale_id = c.sale_id and r.kind = 'credit_reversed')
               and not exists (
                 select 1 from earnings_ledger b
                  where b.kind = 'referral_bonus' and b.referred_account_id = c.account_id)
             order by c.account_id, s.sale_date, c.created_at, c.id
          ) f
          join accounts referrer on referrer.id = f.referrer_id
         where f.bonus_paise > 0
           and referrer.deleted_at is null
           and referrer.is_email_confirmed
        on conflict do nothing
        returning id
      ),
      last as (select k1::text as k1, k2::text as k2 from walked order by walked.k1 desc, walked.k2 desc limit 1)
      select (select count(*)::int from walked) as scanned,
             (select k1 from last) as k1,
             (select k2 from last) as k2,
             (select count(*)::int from paid) as bonuses`);
    const [row] = rowsOf(result) as {
      scanned: number;
      k1: string | null;
      k2: string | null;
      bonuses: number;
    }[];
    const full = Number(row?.scanned ?? 0) >= limit;
    return {
      bonuses: Number(row?.bonuses ?? 0),
      next: full && row?.k1 != null ? { k1: row.k1, k2: row.k2 ?? '' } : null,
    };
  });
}

/** A text[] as the driver gives it: an array (pg, PGlite) or, for some drivers, its literal '{a,b}'. */
function textArray(value: string[] | string | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (!value || value === '{}') return [];
  return value.slice(1, -1).split(',');
}
