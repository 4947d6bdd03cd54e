import { sql } from 'drizzle-orm';
import { MY_CODES_DAYS } from '../../contract/saved-coupons.ts';
import type { PruneRun } from '../../contract/maintenance.ts';
import type { Database } from '../../db/database.ts';
import {
  accountTokens,
  codeReveals,
  couponCategoryCounts,
  couponMerchantCounts,
  oauthStates,
  sessions,
  throttleBuckets,
} from '../../db/schema/index.ts';
import { pruneCountedActions } from '../coupons/visitor-key.ts';
import { unlistEndedCoupons } from '../coupons/unlist-ended-coupons.ts';
import { deleteInBatches, PRUNE_BATCH_SIZE } from './delete-in-batches.ts';

/**
 * The scheduled clean-up (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md): rows that count for nothing once
 * their time is past, so tables stop growing with anonymous traffic. Expired sessions, throttle
 * windows that ended (failed sign-ins and anonymous writes), OAuth states and account tokens past
 * their expiry (used or not: either way they can no longer be redeemed), and counted actions past
 * their keep (decisions 0026, 0076), and a shopper's revealed codes older than My codes' 30 days
 * (decision 0082), and the kept live-coupon counts of expiry instants already past (decisions 0087, 0091:
 * the readers only add up rows still ahead, and the counts' trigger finds nothing to lower in a row that
 * is gone, so deleting them changes no answer), and coupons whose expiry has passed are unlisted, in case
 * the every-minute fold job has not done it (decision 0100). Only rows already past go, so running it twice, or beside a
 * request that adds a live row, changes nothing live. Decision 0078: each table in batches of
 * `batchSize` rows by ctid, each batch its own statement, so no lock is held on more than one small
 * batch and a run stopped half-way is finished by the next.
 */
export async function pruneExpired(
  db: Database,
  now = new Date(),
  batchSize: number = PRUNE_BATCH_SIZE,
): Promise<PruneRun> {
  const at = now.toISOString();
  return {
    sessions: await deleteInBatches(
      db,
      sql`${sessions}`,
      sql`${sessions.expiresAt} <= ${at}::timestamptz`,
      batchSize,
    ),
    throttleBuckets: await deleteInBatches(
      db,
      sql`${throttleBuckets}`,
      sql`${throttleBuckets.expiresAt} <= ${at}::timestamptz`,
      batchSize,
    ),
    oauthStates: await deleteInBatches(
      db,
      sql`${oauthStates}`,
      sql`${oauthStates.expiresAt} <= ${at}::timestamptz`,
      batchSize,
    ),
    accountTokens: await deleteInBatches(
      db,
      sql`${accountTokens}`,
      sql`${accountTokens.expiresAt} <= ${at}::timestamptz`,
      batchSize,
    ),
    countedActions: await pruneCountedActions(db, now, { batchSize }),
    codeReveals: await deleteInBatches(
      db,
      sql`${codeReveals}`,
      sql`${codeReveals.revealedAt} < ${new Date(now.getTime() - MY_CODES_DAYS * 24 * 60 * 60 * 1000).toISOString()}::timestamptz`,
      batchSize,
    ),
    pastCouponCounts: await prunePastCouponCounts(db, at, batchSize),
    unlistedCoupons: await unlistEndedCoupons(db, { batchSize }),
  };
}

/**
 * The kept live-coupon counts of expiry instants already past (decision 0091), past by the database's
 * clock too (least): the readers' range is `expires_at > now()`. The two tables are small (rows per
 * expiry day) and read index-only; a batch delete leaves their pages not all-visible, so that the
 * readers would fetch every row from the heap until autovacuum came by. When rows went, the two tables
 * are vacuumed at once (a few hundred pages at most; VACUUM runs outside a transaction, as this job does).
 */
async function prunePastCouponCounts(db: Database, at: string, batchSize: number): Promise<number> {
  let deleted = 0;
  for (const table of [couponCategoryCounts, couponMerchantCounts])
    deleted += await deleteInBatches(
      db,
      sql`${table}`,
      sql`${table.expiresAt} <= least(${at}::timestamptz, now())`,
      batchSize,
    );
  if (deleted > 0) await db.execute(sql`vacuum (analyze) ${couponCategoryCounts}, ${couponMerchantCounts}`);
  return deleted;
}
