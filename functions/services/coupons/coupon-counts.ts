import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { todayInIndia } from '../../contract/india-time.ts';
import type { Database } from '../../db/database.ts';
import { couponCountShards, coupons } from '../../db/schema/index.ts';
import { deleteInBatches, PRUNE_BATCH_SIZE } from '../maintenance/delete-in-batches.ts';
import type { CountedAction } from './count-coupon-action.ts';

/**
 * A coupon's counters without a lock queue (issue 25 item 5, decision 0078). A counted reveal or
 * click-out adds 1 to a shard row (coupon_count_shards) of its coupon, action and India day instead of
 * the coupon's own row: the first shard no other statement holds (FOR UPDATE SKIP LOCKED), or a new
 * shard when every one is busy. However many connections count the same coupon at once, none waits for
 * another: a hot coupon simply gets as many shards as it has writers at the same moment.
 *
 * The totals stay exact: reveal_count / click_out_count on the coupon hold what the fold has moved there,
 * and each shard's count - folded what it has not yet; a reader adds the two in one snapshot, and the
 * fold moves counts from shards to the coupon in one statement. The fold runs every minute (the node
 * timer, /api/cron/fold-counts) and in the daily clean-up; the popular list orders by the coupon's
 * column, so its order may be up to a fold behind; every number shown is exact.
 */

/** The outer query's coupon id, always qualified (see coupon-trust.ts). */
const outerCouponId = sql`${sql.identifier('coupons')}.${sql.identifier('id')}`;

/**
 * The SQL of the two WITH parts after `mark` (the inserted mark) in countCouponAction: add 1 to a free
 * shard, or make one when all are held. A new shard's number is random; should it meet an existing one,
 * the count is added to that one (never lost).
 */
export function shardIncrementSql(action: CountedAction, now: Date) {
  const day = todayInIndia(now);
  return sql`,
    pick as (
      select s.coupon_id, s.shard
        from coupon_count_shards s
       where s.coupon_id in (select coupon_id from mark)
         and s.action = ${action}::counted_action
         and s.day = ${day}::date
       limit 1
       for update skip locked
    ),
    bumped as (
      update coupon_count_shards s
         set count = s.count + 1
        from pick
       where s.coupon_id = pick.coupon_id
         and s.action = ${action}::counted_action
         and s.day = ${day}::date
         and s.shard = pick.shard
      returning 1
    ),
    added as (
      insert into coupon_count_shards (coupon_id, action, day, shard, count)
      select mark.coupon_id, ${action}::counted_action, ${day}::date, floor(random() * 2147483647)::int, 1
        from mark
       where not exists (select 1 from pick)
      on conflict (coupon_id, action, day, shard) do update set count = coupon_count_shards.count + 1
      returning 1
    )`;
}

function pendingOf(action: CountedAction) {
  return sql`coalesce((select sum(${couponCountShards.count} - ${couponCountShards.folded}) from ${couponCountShards} where ${couponCountShards.couponId} = ${outerCouponId} and ${couponCountShards.action} = ${action}::counted_action), 0)`;
}

/** A coupon row's exact totals, for a query over `coupons`: the column plus what the shards hold unfolded. */
export function couponCountColumns() {
  return {
    revealCount: sql<number>`(${coupons.revealCount} + ${pendingOf('reveal')})::int`,
    clickOutCount: sql<number>`(${coupons.clickOutCount} + ${pendingOf('click_out')})::int`,
  };
}

/** The coupon row's reveals counted on the India day of `now` (usedToday, issue 23 item 2). */
export function usedTodayColumn(now: Date = new Date()) {
  return sql<number>`(select coalesce(sum(${couponCountShards.count}), 0)::int from ${couponCountShards} where ${couponCountShards.couponId} = ${outerCouponId} and ${couponCountShards.action} = 'reveal' and ${couponCountShards.day} = ${todayInIndia(now)}::date)`;
}

/** One coupon's exact totals (tests, scripts). */
export async function readCouponCounts(
  db: Database,
  couponId: string,
): Promise<{ reveals: number; clickOuts: number } | undefined> {
  const [row] = await db.select(couponCountColumns()).from(coupons).where(eq(coupons.id, couponId));
  return row && { reveals: Number(row.revealCount), clickOuts: Number(row.clickOutCount) };
}

/**
 * Moves the shards' unfolded counts into their coupons' columns, `batchSize` shards per statement, each
 * statement whole: the shards it takes (skipping any a reveal holds this instant, taken next time) get
 * folded = count, and each coupon's columns go up by exactly what those shards had not yet given. Then
 * deletes the shards of past days that are fully folded (usedToday reads today's only). Answers the
 * counts moved. Safe beside reveals, another fold and a repeat.
 */
export async function foldCouponCounts(
  db: Database,
  { now = new Date(), batchSize = PRUNE_BATCH_SIZE }: { now?: Date; batchSize?: number } = {},
): Promise<{ folded: number; shardsDeleted: number }> {
  let folded = 0;
  for (;;) {
    const result = await db.execute(sql`
      with picked as (
        select coupon_id, action, day, shard
          from coupon_count_shards
         where count > folded
         limit ${batchSize}
         for update skip locked
      ),
      -- The SET sees the very row version it replaces, so last_fold is exactly what this fold moves.
      marked as (
        update coupon_count_shards s
           set last_fold = s.count - s.folded, folded = s.count
          from picked p
         where s.coupon_id = p.coupon_id and s.action = p.action and s.day = p.day and s.shard = p.shard
        returning s.coupon_id, s.action, s.last_fold
      ),
      sums as (
        select coupon_id,
               coalesce(sum(last_fold) filter (where action = 'reveal'), 0)::int as reveals,
               coalesce(sum(last_fold) filter (where action = 'click_out'), 0)::int as click_outs
          from marked
         group by coupon_id
      ),
      bumped as (
        update coupons c
           set reveal_count = c.reveal_count + sums.reveals,
               click_out_count = c.click_out_count + sums.click_outs
          from sums
         where c.id = sums.coupon_id
        returning 1
      )
      select (select count(*)::int from picked) as n,
             (select coalesce(sum(last_fold), 0)::int from marked) as moved`);
    const [row] = rowsOf<{ n: number; moved: number }>(result);
    folded += Number(row?.moved ?? 0);
    if (Number(row?.n ?? 0) < batchSize) break;
  }
  const shardsDeleted = await deleteInBatches(
    db,
    sql`coupon_count_shards`,
    sql`day < ${todayInIndia(now)}::date and count = folded`,
    batchSize,
  );
  return { folded, shardsDeleted };
}
