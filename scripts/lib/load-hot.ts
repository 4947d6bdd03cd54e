import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../functions/db/database.ts';
import { keepAliveOnLostConnections, openPostgres } from '../../functions/db/drivers/postgres.ts';
import * as schema from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { foldCouponCounts, readCouponCounts } from '../../functions/services/coupons/coupon-counts.ts';
import { countCouponAction } from '../../functions/services/coupons/count-coupon-action.ts';
import { saltOfTheDay } from '../../functions/services/coupons/visitor-key.ts';
import { startPgServer } from './pg-server.ts';

/** How a reveal's count is written: `shards` (today's code) or `row`, the single-row counter it replaced. */
export type CounterMode = 'shards' | 'row';

export interface HotCouponResult {
  mode: CounterMode;
  connections: number;
  seconds: number;
  reveals: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  maxMs: number;
  errors: number;
  /** The most sessions seen waiting on a lock at one sample (pg_stat_activity.wait_event_type = 'Lock'). */
  maxLockWaiters: number;
  /** Share of the samples with at least one session waiting on a lock. */
  samplesWithWaits: number;
  samples: number;
  /** The coupon's count read back (its column plus its shards) equals the reveals that succeeded. */
  exact: boolean;
  shards: number;
}

/**
 * The single-row counter before decision 0078, as one statement: the mark, then `reveal_count + 1` on
 * the coupon's own row, which every concurrent reveal of that coupon must wait its turn for.
 */
async function rowCounterReveal(db: Database, couponId: string, key: string, windowStart: string) {
  await db.execute(sql`
    with mark as (
      insert into counted_actions (coupon_id, action, visitor_key, window_start)
      values (${couponId}, 'reveal', ${key}, ${windowStart}::timestamptz)
      on conflict do nothing returning coupon_id)
    update coupons set reveal_count = reveal_count + 1 where id in (select coupon_id from mark)`);
}

/**
 * Issue 25 item 5: `connections` connections reveal ONE live coupon for `seconds`, each reveal by a new
 * shopper so that every one counts (an account's second reveal that day counts nothing, and the HTTP
 * route's per-account budget would answer 429: the counter, not the budget, is what is measured). The
 * reveals call the reveal route's own service (countCouponAction) on a throw-away PostgreSQL server
 * through a pool of `connections`; a sampler reads pg_stat_activity every 100 ms for sessions waiting on
 * a lock. `row` runs the replaced single-row counter for comparison.
 */
export async function runHotCoupon(
  connections: number,
  seconds: number,
  mode: CounterMode,
): Promise<HotCouponResult> {
  // The reveals' own connections, plus the set-up pool and the sampler's.
  const server = await startPgServer({ maxConnections: connections + 40 });
  try {
    const url = server.url();
    const setup = await openPostgres(url);
    await setup.migrate();
    const merchant = await createMerchant(setup.db);
    const coupon = await createCoupon(setup.db, { merchantId: merchant.id, status: 'approved' });
    await saltOfTheDay(setup.db, new Date());
    const pool = new pg.Pool({ connectionString: url, max: connections });
    keepAliveOnLostConnections(pool);
    const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    const watcher = new pg.Client({ connectionString: url });
    watcher.on('error', () => {});
    await watcher.connect();
    const latencies: number[] = [];
    let errors = 0;
    let maxLockWaiters = 0;
    let samplesWithWaits = 0;
    let samples = 0;
    const deadline = Date.now() + seconds * 1000;
    const dayStart = new Date(Date.now() - ((Date.now() + 19_800_000) % 86_400_000)).toISOString();
    const reveal = async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        try {
          if (mode === 'shards')
            await countCouponAction(db, {
              couponId: coupon.id,
              action: 'reveal',
              visitor: { accountId: randomUUID() },
            });
          else await rowCounterReveal(db, coupon.id, randomUUID(), dayStart);
          latencies.push(performance.now() - started);
        } catch (error) {
          if (errors++ === 0)
            console.error('first reveal error:', error instanceof Error ? error.message : error);
        }
      }
    };
    const sample = async () => {
      while (Date.now() < deadline) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        const waiting = rows[0]?.n ?? 0;
        maxLockWaiters = Math.max(maxLockWaiters, waiting);
        if (waiting > 0) samplesWithWaits++;
        samples++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // The fold runs every minute in production; here every 10 s, beside the reveals.
    const fold = async () => {
      while (mode === 'shards' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        await foldCouponCounts(setup.db);
      }
    };
    await Promise.all([...Array.from({ length: connections }, reveal), sample(), fold()]);
    const counted = await readCouponCounts(setup.db, coupon.id);
    const { rows: shardRows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from coupon_count_shards where coupon_id = $1`,
      [coupon.id],
    );
    await watcher.end();
    await pool.end();
    await setup.close();
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return {
      mode,
      connections,
      seconds,
      reveals: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      errors,
      maxLockWaiters,
      samplesWithWaits: samples ? Math.round((100 * samplesWithWaits) / samples) : 0,
      samples,
      exact: counted?.reveals === latencies.length,
      shards: shardRows[0]?.n ?? 0,
    };
  } catch (error) {
    console.error('load --hot failed:', error);
    throw error;
  } finally {
    await server.remove();
  }
}
