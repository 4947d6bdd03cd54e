import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jobTransaction } from '../../functions/db/advisory-lock.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  countedActions,
  couponCountShards,
  coupons,
  earningsLedger,
  jobMarks,
  sessions,
  storeFollows,
  visitorSalts,
} from '../../functions/db/schema/index.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { readMyReviewsTab } from '../../functions/services/reviews/my-reviews.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { foldCouponCounts, readCouponCounts } from '../../functions/services/coupons/coupon-counts.ts';
import { readCouponTrust } from '../../functions/services/coupons/coupon-trust.ts';
import { countCouponAction } from '../../functions/services/coupons/count-coupon-action.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback, confirmCashbackRun } from '../../functions/services/earnings/confirm-cashback.ts';
import {
  claimOwedStatement,
  confirmCashbackAndNotify,
  mailConfirmedCashback,
  owedBatchEndStatement,
} from '../../functions/services/notifications/cashback-notifications.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { issueAccountToken } from '../../functions/services/accounts/account-tokens.ts';
import { verifyEmail } from '../../functions/services/accounts/verify-email.ts';
import { sendFollowDigests } from '../../functions/services/follow/follow-digest.ts';
import { pruneExpired } from '../../functions/services/maintenance/prune-expired.ts';
import { createTestApp, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/** Issue 25 items 4 and 5 (decision 0078): jobs in bounded, resumable batches; counts without a lock queue. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let keys = 0;

/** `count` sales of the account's at one new merchant, of ₹1,000 + ₹1 each (or `amountPaise`). */
async function dueSales(accountId: string, count: number, saleDate = '2026-01-01', amountPaise?: number) {
  const merchant = await createMerchant(t.db);
  const sales: { saleId: string; merchantId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const sale = await recordMerchantSale(
      t.db,
      {
        merchantId: merchant.id,
        accountId,
        couponId: null,
        saleAmountPaise: amountPaise ?? 100_000 + i * 100,
        saleDate,
        remarks: null,
        idempotencyKey: `batches-${++keys}`,
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    sales.push({ saleId: sale.saleId, merchantId: merchant.id });
  }
  return sales;
}

/** Each of the account's sales: how many confirmations it has. */
async function confirmationsPerSale(accountId: string): Promise<number[]> {
  const rows = await t.db
    .select({ saleId: earningsLedger.saleId, kind: earningsLedger.kind })
    .from(earningsLedger)
    .where(eq(earningsLedger.accountId, accountId));
  const perSale = new Map<string, number>();
  for (const row of rows) {
    if (!row.saleId) continue;
    perSale.set(row.saleId, (perSale.get(row.saleId) ?? 0) + (row.kind === 'credit_confirmed' ? 1 : 0));
  }
  return [...perSale.values()];
}

const FAR_FUTURE = '2027-12-31';

describe('the confirmation job in batches', () => {
  it('stopped after one batch, run again, confirms each due entry exactly once', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await dueSales(shopper.id, 7);

    const first = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, {
      batchSize: 3,
      maxBatches: 1,
    });
    expect(first).toEqual({ run: { confirmed: 3, bonuses: 0 }, done: false });
    expect((await confirmationsPerSale(shopper.id)).sort()).toEqual([0, 0, 0, 0, 1, 1, 1]);

    const second = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 3 });
    expect(second).toEqual({ run: { confirmed: 4, bonuses: 0 }, done: true });
    expect(await confirmationsPerSale(shopper.id)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE)).toEqual({
      confirmed: 0,
      bonuses: 0,
    });
  });

  it('a run stopped after a batch (a crash, a deploy) keeps that batch, and the next runs finish without a second credit', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await dueSales(shopper.id, 5, '2026-06-01'); // due after the other tests' entries, all confirmed by now
    const stopped = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, {
      batchSize: 2,
      maxBatches: 1,
    });
    expect(stopped.done).toBe(false);
    // At most the one batch's worth (it may also walk other tests' entries, already confirmed), no more.
    const kept = (await confirmationsPerSale(shopper.id)).filter((n) => n === 1).length;
    expect(kept).toBe(stopped.run.confirmed);
    expect(kept).toBeLessThanOrEqual(2);

    // Two runs at once after the crash: still one confirmation per sale.
    await Promise.all([
      confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 2 }),
      confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 2 }),
    ]);
    expect(await confirmationsPerSale(shopper.id)).toEqual([1, 1, 1, 1, 1]);
  });

  it('confirms with several batches in flight at once, each sale once, a reversed one never (decision 0106)', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    // Due after every earlier test's entries, which are confirmed by now: only these are left to confirm.
    const sales = await dueSales(shopper.id, 11, '2026-06-15');
    const [returned] = sales;
    await reverseSale(t.db, { ...returned!, reason: 'returned', note: 'Sent back' });

    // Two batches of two started, three at a time: the run stops there, and leaves four confirmed.
    const stopped = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, {
      batchSize: 2,
      maxBatches: 2,
      inFlight: 3,
    });
    expect(stopped.done).toBe(false);
    const afterStop = (await confirmationsPerSale(shopper.id)).filter((n) => n === 1).length;
    expect(afterStop).toBe(stopped.run.confirmed);
    expect(afterStop).toBeLessThanOrEqual(4);

    // The rest by two runs at once, each with three batches in flight: every sale once but the returned one.
    const runs = await Promise.all(
      [1, 2].map(() =>
        confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 2, inFlight: 3 }),
      ),
    );
    expect(runs.every((run) => run.done)).toBe(true);
    expect(afterStop + runs[0]!.run.confirmed + runs[1]!.run.confirmed).toBe(10);
    const [reversed] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.saleId, returned!.saleId), eq(earningsLedger.kind, 'credit_confirmed')));
    expect(reversed?.n).toBe(0);
    expect((await confirmationsPerSale(shopper.id)).sort()).toEqual([0, ...Array<number>(10).fill(1)]);
  });

  it('mails a shopper whose sales fall in several batches ONE email listing them all (decision 0090)', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await dueSales(shopper.id, 7, '2026-07-01');
    const run = await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, {
      batchSize: 2,
    });
    expect(run.confirmed).toBeGreaterThanOrEqual(7);
    expect(await confirmationsPerSale(shopper.id)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const mails = (await t.outbox()).filter((mail) => mail.to === shopper.email);
    expect(mails).toHaveLength(1);
    // ₹50 + ₹50.05 + … + ₹50.30 (5% of ₹1,000 … ₹1,006), one line per sale.
    expect(mails[0]!.subject).toMatch(/^Cashback confirmed: ₹351\.05 from /);
    expect(mails[0]!.text.match(/^• ₹50(\.\d\d)? from /gm)).toHaveLength(7);
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 2 });
    expect((await t.outbox()).filter((mail) => mail.to === shopper.email)).toHaveLength(1);
  });

  it('mails with several batches of shoppers in flight at once, each shopper one email (decision 0106)', async () => {
    const shoppers = [];
    for (let i = 0; i < 5; i++) {
      const shopper = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
      await dueSales(shopper.id, 2, '2026-07-10');
      shoppers.push(shopper);
    }
    await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 3, recordMail: true });
    const mailed = await mailConfirmedCashback(t.deps, { batchAccounts: 1, inFlight: 3 });
    expect(mailed.done).toBe(true);
    const outbox = await t.outbox();
    for (const shopper of shoppers) {
      const mails = outbox.filter((mail) => mail.to === shopper.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text.match(/^• ₹50(\.\d\d)? from /gm)).toHaveLength(2);
    }
    const [left] = await t.db
      .execute<{ n: number }>(sql`select count(*)::int as n from cashback_confirmed_outbox`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(left?.n).toBe(0);
  });

  it('claims each mailing batch by a range of the outbox key, whatever the outbox statistics say (decision 0109)', async () => {
    // 20,000 owed rows of 2,000 shoppers, never analyzed: as the ledger batches leave the outbox. Their
    // account ids all begin 00000000-, so they are told apart from the other tests' rows and removed.
    const shopper = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    await t.db.execute(sql`
      insert into cashback_confirmed_outbox (account_id, sale_id, cashback_paise)
      select ('00000000-0000-4000-8000-' || lpad(a::text, 12, '0'))::uuid, gen_random_uuid(), 500
        from generate_series(1, 2000) a, generate_series(1, 10)`);
    // Each plan as the job makes it: in a job transaction that reads by index (jobTransaction).
    const planOf = (statement: SQL) =>
      t.db.transaction(async (tx) => {
        await jobTransaction(tx, { relaxedCommit: false, byIndex: true });
        const { rows } = (await tx.execute(sql`explain ${statement}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    try {
      const plans = [
        await planOf(owedBatchEndStatement(null, 500)),
        await planOf(owedBatchEndStatement(shopper(1800), 500)),
        await planOf(claimOwedStatement(null, shopper(500), 500)),
        await planOf(claimOwedStatement(shopper(500), shopper(1000), 500)),
        await planOf(claimOwedStatement(shopper(1800), null, 500)),
      ];
      for (const plan of plans) {
        expect(plan).toContain('cashback_confirmed_outbox_account_id_sale_id_pk');
        expect(plan).not.toMatch(/Seq Scan on cashback_confirmed_outbox/);
      }
    } finally {
      await t.db.execute(
        sql`delete from cashback_confirmed_outbox where account_id <= ${shopper(2000)}::uuid`,
      );
    }
  });

  it('pays referral bonuses a page of friends at a time, one per friend', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const friends = [];
    for (let i = 0; i < 3; i++) {
      const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
      await dueSales(friend.id, 1);
      friends.push(friend);
    }
    // Pages of one friend: each friend's bonus once, and a second run pays none.
    const run = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 1 });
    expect(run.done).toBe(true);
    expect(run.run.bonuses).toBe(3);
    expect(
      (await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE, { batchSize: 1 })).run,
    ).toEqual({
      confirmed: 0,
      bonuses: 0,
    });
    const bonuses = await t.db
      .select({ friend: earningsLedger.referredAccountId })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.accountId, referrer.id), eq(earningsLedger.kind, 'referral_bonus')));
    expect(bonuses.map((row) => row.friend).sort()).toEqual(friends.map((friend) => friend.id).sort());
  });
});

describe('the confirmation walk starts where the last full walk ended (decision 0094)', () => {
  async function mark() {
    const [row] = await t.db.select().from(jobMarks).where(eq(jobMarks.name, 'confirm-cashback'));
    return row;
  }

  it('a walk that reaches its end leaves a mark for the day after; a stopped walk leaves none', async () => {
    await t.db.delete(jobMarks).where(eq(jobMarks.name, 'confirm-cashback'));
    const shopper = await createAccount(t.db, { role: 'user' });
    await dueSales(shopper.id, 3);
    const stopped = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, '2027-06-30', {
      batchSize: 1,
      maxBatches: 1,
    });
    expect(stopped.done).toBe(false);
    expect(await mark()).toBeUndefined();

    const finished = await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, '2027-06-30', {
      batchSize: 1,
    });
    expect(finished.done).toBe(true);
    const left = await mark();
    expect(left?.dueFrom).toBe('2027-07-01');
    // Written entries are looked at again from an hour before the walk began (in-flight transactions).
    expect(Date.now() - new Date(left!.createdFrom).getTime()).toBeGreaterThan(59 * 60_000);
    expect(Date.now() - new Date(left!.createdFrom).getTime()).toBeLessThan(2 * 60 * 60_000);
  });

  it('a sale recorded after a full walk, already due before its mark, is confirmed by the next run', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await dueSales(shopper.id, 1);
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE);
    expect((await mark())?.dueFrom).toBe('2028-01-01');

    const late = await createAccount(t.db, { role: 'user' });
    await dueSales(late.id, 2, '2026-02-01'); // due on 2026-03-03, long before the mark
    expect(await confirmationsPerSale(late.id)).toEqual([0, 0]);
    const run = await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE);
    expect(run.confirmed).toBe(2);
    expect(await confirmationsPerSale(late.id)).toEqual([1, 1]);
    expect(await confirmationsPerSale(shopper.id)).toEqual([1]);
  });

  it('does not read again the pending entries an earlier full walk looked at', async () => {
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE);
    // Such an entry is always settled for good (confirmed, reversed or its account deleted); one left
    // pending is made by hand here, written before the last walk began and due before its mark, to show
    // the next walk starts past it.
    const shopper = await createAccount(t.db, { role: 'user' });
    // Due before every other entry of this file: the walk starts at the earliest written in the last hour.
    await dueSales(shopper.id, 1, '2025-11-01');
    await t.db.execute(sql`
      update earnings_ledger set created_at = now() - interval '3 hours'
       where account_id = ${shopper.id} and kind = 'credit_pending'`);
    expect((await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE)).confirmed).toBe(0);
    expect(await confirmationsPerSale(shopper.id)).toEqual([0]);

    // Without a mark the walk starts from the first due entry again.
    await t.db.delete(jobMarks).where(eq(jobMarks.name, 'confirm-cashback'));
    expect((await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE)).confirmed).toBe(1);
    expect(await confirmationsPerSale(shopper.id)).toEqual([1]);
  });
});

describe('the referral bonuses start where their last full pass ended (decision 0098)', () => {
  const BONUS_MARK = 'referral-bonus:1000';
  const bonusMark = async () => (await t.db.select().from(jobMarks).where(eq(jobMarks.name, BONUS_MARK)))[0];
  const run = () => confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, FAR_FUTURE);

  /** One sale of the friend's, its cashback 5% of `amountPaise`. */
  const saleOf = async (accountId: string, amountPaise: number, saleDate: string) =>
    (await dueSales(accountId, 1, saleDate, amountPaise))[0]!;

  /** The referrer's bonuses, one amount per friend paid. */
  async function bonusesOf(referrerId: string) {
    const rows = await t.db
      .select({ friend: earningsLedger.referredAccountId, amount: earningsLedger.amountPaise })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.accountId, referrerId), eq(earningsLedger.kind, 'referral_bonus')));
    return rows;
  }

  async function friendOf(referrerId: string) {
    return createAccount(t.db, { role: 'user', referredByAccountId: referrerId });
  }

  /**
   * As if the accounts and their sales were three hours old, before the in-flight hour a mark looks back
   * on: only the change a test then makes can bring the friend into the next pass. Their sales are due
   * before every entry this file writes in the last hour, where the walks of due entries start.
   */
  async function ageHours(...accountIds: string[]) {
    for (const id of accountIds) {
      await t.db.execute(sql`update accounts set updated_at = now() - interval '3 hours' where id = ${id}`);
      await t.db.execute(sql`
        update earnings_ledger set created_at = now() - interval '3 hours'
         where account_id = ${id} and kind = 'credit_pending'`);
    }
  }

  /**
   * An unverified referrer whose friend's cashback (10000 paise, a 1000-paise bonus, sold on `saleDate`) is
   * confirmed, then aged: the bonus mark has moved past both, and the bonus waits for the referrer.
   */
  async function bonusWaitingPastTheMark(saleDate: string) {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const friend = await friendOf(referrer.id);
    await saleOf(friend.id, 200_000, saleDate);
    expect((await run()).bonuses).toBe(0);
    await ageHours(referrer.id, friend.id);
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 }); // the mark moved past the friend's cashback
    return { referrer, friend };
  }

  it('credits a bonus once across two runs, and pays a friend who qualifies after the mark', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const early = await friendOf(referrer.id);
    await saleOf(early.id, 200_000, '2026-03-01'); // 10000 paise cashback, bonus 1000
    await run();
    expect((await bonusMark())?.dueFrom).toBe('2028-01-01');
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    expect(await bonusesOf(referrer.id)).toEqual([{ friend: early.id, amount: 1000 }]);

    // After the mark: a friend's sale recorded late (due long before the mark's day) and a new friend's.
    const late = await friendOf(referrer.id);
    await saleOf(late.id, 100_000, '2026-02-01');
    const newcomer = await friendOf(referrer.id);
    await saleOf(newcomer.id, 300_000, '2027-11-01');
    expect(await run()).toEqual({ confirmed: 2, bonuses: 2 });
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    expect(
      (await bonusesOf(referrer.id)).sort((a, b) => a.amount - b.amount).map((row) => row.amount),
    ).toEqual([500, 1000, 1500]);
  });

  it('pays the waiting bonus of a referrer who verifies their email after the mark, once, with two runs at once', async () => {
    const { referrer, friend } = await bonusWaitingPastTheMark('2025-07-01');

    // The referrer opens the verification link (the app's own path, which stamps the account's updated_at).
    const token = await issueAccountToken(t.db, {
      accountId: referrer.id,
      purpose: 'verify_email',
      email: referrer.email!,
      lifetimeMs: 60_000,
    });
    expect(await verifyEmail(t.db, token)).toBe('verified');
    const [first, second] = await Promise.all([run(), run()]);
    expect(first!.bonuses + second!.bonuses).toBe(1);
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    expect(await bonusesOf(referrer.id)).toEqual([{ friend: friend.id, amount: 1000 }]);
  });

  it('pays the waiting bonus of a referrer verified by a raw SQL update that leaves updated_at alone (decision 0102)', async () => {
    const { referrer, friend } = await bonusWaitingPastTheMark('2025-05-01');

    // Not through Drizzle (no $onUpdate): the database's trigger stamps updated_at with its own clock.
    await t.db.execute(sql`update accounts set is_email_confirmed = true where id = ${referrer.id}`);
    expect(await run()).toEqual({ confirmed: 0, bonuses: 1 });
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    expect(await bonusesOf(referrer.id)).toEqual([{ friend: friend.id, amount: 1000 }]);
    const [row] = await t.db
      .select({ fresh: sql<boolean>`${accounts.updatedAt} > now() - interval '1 minute'` })
      .from(accounts)
      .where(eq(accounts.id, referrer.id));
    expect(row?.fresh).toBe(true);
  });

  it('pays on the next cashback that stands once a 0-paise first one is reversed after the mark', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const friend = await friendOf(referrer.id);
    const tiny = await saleOf(friend.id, 180, '2025-08-01'); // 9 paise: a 0-paise bonus, not written
    await saleOf(friend.id, 400_000, '2025-08-02'); // 20000 paise, not the first
    expect((await run()).bonuses).toBe(0);
    await ageHours(referrer.id, friend.id);
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });

    await reverseSale(t.db, { ...tiny, reason: 'returned', note: 'Sent back' });
    expect(await run()).toEqual({ confirmed: 0, bonuses: 1 });
    expect(await bonusesOf(referrer.id)).toEqual([{ friend: friend.id, amount: 2000 }]);
  });

  it('does not look again at friends whose state has not changed; a lost mark walks them all once and pays nothing twice', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const friend = await friendOf(referrer.id);
    await saleOf(friend.id, 200_000, '2025-06-01');
    const paid = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const paidFriend = await friendOf(paid.id);
    await saleOf(paidFriend.id, 200_000, '2026-03-01');
    expect((await run()).bonuses).toBe(1);

    // Made by hand (the trigger stamps updated_at, decision 0102), then aged with the friend's account
    // and sale, to show that the next pass does not read the history.
    await t.db.execute(sql`update accounts set is_email_confirmed = true where id = ${referrer.id}`);
    await ageHours(referrer.id, friend.id);
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    expect(await bonusesOf(referrer.id)).toEqual([]);

    // Without the mark the pass walks every referred friend again: the one waiting is paid, the rest
    // (every bonus of this file so far) are not paid twice.
    const before = (await t.db.select().from(earningsLedger).where(eq(earningsLedger.kind, 'referral_bonus')))
      .length;
    await t.db.delete(jobMarks).where(eq(jobMarks.name, BONUS_MARK));
    expect(await run()).toEqual({ confirmed: 0, bonuses: 1 });
    expect(await bonusMark()).toBeDefined();
    expect(await run()).toEqual({ confirmed: 0, bonuses: 0 });
    const after = await t.db.select().from(earningsLedger).where(eq(earningsLedger.kind, 'referral_bonus'));
    expect(after).toHaveLength(before + 1);
    expect(new Set(after.map((row) => row.referredAccountId)).size).toBe(after.length);
    expect(await bonusesOf(referrer.id)).toEqual([{ friend: friend.id, amount: 1000 }]);
    expect(await bonusesOf(paid.id)).toEqual([{ friend: paidFriend.id, amount: 1000 }]);
  });
});

describe('the clean-up in small batches', () => {
  it('deletes old marks and expired sessions in batches, renames ended days’ account marks, and keeps the rest', async () => {
    const now = new Date();
    const account = await createAccount(t.db, { role: 'user' });
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const mark = (visitorKey: string, daysAgo: number) => ({
      couponId: coupon.id,
      action: 'click_out' as const,
      visitorKey,
      windowStart: new Date(now.getTime() - daysAgo * DAY_MS - (keys++ % 7) * 3_600_000),
    });
    await t.db
      .insert(countedActions)
      .values([
        ...Array.from({ length: 23 }, (_, i) => mark(String(i).padStart(64, 'a'), 95 + (i % 5))),
        ...Array.from({ length: 3 }, (_, i) => mark(String(i).padStart(64, 'b'), 10)),
        ...Array.from({ length: 7 }, () => mark(randomUUID(), 2)),
      ]);
    await t.db.insert(sessions).values(
      Array.from({ length: 12 }, (_, i) => ({
        id: `batch-expired-${i}`,
        accountId: account.id,
        expiresAt: new Date(now.getTime() - 60_000),
      })),
    );

    const run = await pruneExpired(t.db, now, 5);
    expect(run).toMatchObject({ sessions: 12, countedActions: 23 });
    const left = await t.db.select().from(countedActions).where(eq(countedActions.couponId, coupon.id));
    expect(left).toHaveLength(10);
    expect(left.every((row) => /^[0-9a-f]{64}$/.test(row.visitorKey))).toBe(true);
    expect(await pruneExpired(t.db, now, 5)).toMatchObject({ sessions: 0, countedActions: 0 });
  });
});

describe('ended days’ marks stop naming their account in the every-minute fold job (decision 0098)', () => {
  it('renames them in the fold job, not in the day’s first count; the Reviews tab reads today’s reveals by date', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const merchant = await createMerchant(t.db);
    const yesterdays = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const todays = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const now = new Date();
    const revealAt = (couponId: string, at: Date) =>
      countCouponAction(t.db, { couponId, action: 'reveal', visitor: { accountId: shopper.id }, now: at });
    const keysOf = async (couponId: string) =>
      (await t.db.select().from(countedActions).where(eq(countedActions.couponId, couponId))).map(
        (mark) => mark.visitorKey,
      );
    const revealedToday = async () =>
      (await readMyReviewsTab(t.db, shopper.id)).coupons
        .filter((option) => option.revealed)
        .map((option) => option.couponId);

    // Yesterday's reveal, then today's first count of all (no salt of today yet): a request.
    await t.db.delete(visitorSalts).where(sql`true`);
    await revealAt(yesterdays.id, new Date(now.getTime() - DAY_MS));
    await revealAt(todays.id, now);
    expect((await t.db.select().from(visitorSalts)).map((row) => row.day)).toEqual([todayInIndia(now)]);
    expect(await keysOf(yesterdays.id)).toEqual([shopper.id]); // the request renamed nothing
    expect(await revealedToday()).toEqual([todays.id]);

    const fold = await t.app.request('/api/cron/fold-counts', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(fold.status).toBe(200);
    expect(Object.keys((await fold.json()) as object).sort()).toEqual(['folded', 'shardsDeleted']);
    const [renamed] = await keysOf(yesterdays.id);
    expect(renamed).toMatch(/^[0-9a-f]{64}$/);
    expect(await keysOf(todays.id)).toEqual([shopper.id]);
    expect(await revealedToday()).toEqual([todays.id]);
    expect(await readCouponCounts(t.db, yesterdays.id)).toEqual({ reveals: 1, clickOuts: 0 });
  });
});

describe('the follow digest in batches', () => {
  it('mails every follower once across pages of one account', async () => {
    const now = new Date('2026-11-20T04:00:00Z');
    const store = { merchantId: (await createMerchant(t.db)).id };
    const followers = [];
    for (let i = 0; i < 3; i++) {
      const follower = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
      await t.db.insert(storeFollows).values({ merchantId: store.merchantId, accountId: follower.id });
      followers.push(follower);
    }
    await createCoupon(t.db, {
      merchantId: store.merchantId,
      status: 'approved',
      title: 'Fresh batch deal',
      approvedAt: new Date(now.getTime() - 3_600_000),
      expiryDate: '2027-01-31',
      expiresAt: new Date('2027-01-31T18:29:59Z'),
    });
    expect(await sendFollowDigests(t.deps, now, 1)).toEqual({ accounts: 3, sent: 3 });
    expect(await sendFollowDigests(t.deps, now, 1)).toEqual({ accounts: 3, sent: 0 });
  });
});

describe('a hot coupon’s counter', () => {
  it('counts parallel reveals exactly, through folds running beside them, in every public figure', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const shoppers = Array.from({ length: 60 }, () => randomUUID());
    const reveal = (accountId: string) =>
      countCouponAction(t.db, { couponId: coupon.id, action: 'reveal', visitor: { accountId } });

    await Promise.all([
      ...shoppers.map(reveal),
      foldCouponCounts(t.db, { batchSize: 2 }),
      ...shoppers.slice(0, 20).map(reveal), // the same shoppers again: not counted twice today
      foldCouponCounts(t.db),
    ]);
    expect(await readCouponCounts(t.db, coupon.id)).toEqual({ reveals: 60, clickOuts: 0 });
    expect((await readCouponTrust(t.db, coupon.id)).usedToday).toBe(60);

    await foldCouponCounts(t.db, { batchSize: 2 });
    const [column] = await t.db
      .select({ reveals: coupons.revealCount })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(column?.reveals).toBe(60);
    expect(await readCouponCounts(t.db, coupon.id)).toEqual({ reveals: 60, clickOuts: 0 });
    expect((await readCouponTrust(t.db, coupon.id)).usedToday).toBe(60);

    // A past day's shards, once folded, are deleted; today's stay for usedToday.
    await t.db
      .update(couponCountShards)
      .set({ day: sql`${couponCountShards.day} - 1` })
      .where(eq(couponCountShards.couponId, coupon.id));
    await reveal(randomUUID());
    const run = await foldCouponCounts(t.db);
    expect(run.folded).toBe(1);
    expect(run.shardsDeleted).toBeGreaterThan(0);
    expect(await readCouponCounts(t.db, coupon.id)).toEqual({ reveals: 61, clickOuts: 0 });
    expect((await readCouponTrust(t.db, coupon.id)).usedToday).toBe(1);
  });
});
