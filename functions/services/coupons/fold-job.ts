import type { Database } from '../../db/database.ts';
import { foldCouponCounts } from './coupon-counts.ts';
import { FOLD_UNLIST_BATCHES, unlistEndedCoupons } from './unlist-ended-coupons.ts';
import { FOLD_FORGET_BATCHES, forgetEndedDays } from './visitor-key.ts';

/**
 * The every-minute fold job, one sequence for its two callers (GET /api/cron/fold-counts on Vercel, the
 * node server's timer in scripts/start.ts): coupons' counter shards into their columns (decision 0078),
 * then ended days' marks stop naming their accounts (decision 0098), then coupons whose expiry has passed
 * leave the live-coupon indexes (decision 0100); each bounded to a few batches a call.
 */
export async function runFoldJob(
  db: Database,
): Promise<{ fold: { folded: number; shardsDeleted: number }; renamed: number; unlisted: number }> {
  const fold = await foldCouponCounts(db);
  const renamed = await forgetEndedDays(db, new Date(), { maxBatches: FOLD_FORGET_BATCHES });
  const unlisted = await unlistEndedCoupons(db, { maxBatches: FOLD_UNLIST_BATCHES });
  return { fold, renamed, unlisted };
}
