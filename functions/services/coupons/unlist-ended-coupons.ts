import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batching, inBatches, type Batching } from './visitor-key.ts';

/**
 * Decision 0100: coupons whose expiry has passed stop being `listed`, so that they leave the partial
 * indexes of live coupons (popular, best offers, a store's live coupons), which an index cannot do by
 * itself (it cannot hold now()). Run by the every-minute fold job (at most FOLD_UNLIST_BATCHES batches a
 * call) and by the daily clean-up (without a bound). Answers the coupons unlisted.
 *
 * No answer depends on it: every reader still tests `expires_at > now()` (liveCoupon); a coupon not yet
 * unlisted only costs the lists an index entry to pass over. Nor can it hide a live coupon: the batch
 * re-tests the expiry on the row it updates, and the trigger coupons_listed sets `listed` from the row's
 * own expiry on every update that names it, so an extension written beside the job keeps the coupon listed.
 *
 * In expiry order through coupons_listed_expiry_idx (the listed coupons only: the live ones and those
 * ended since the last run), batches of `batchSize` rows from where the last one stopped, each its own
 * statement; rows another statement holds are skipped (SKIP LOCKED) and taken by the next run.
 */
export async function unlistEndedCoupons(db: Database, options: Batching = {}): Promise<number> {
  const { batchSize, maxBatches } = batching(options);
  return inBatches(
    db,
    batchSize,
    maxBatches,
    (after) => sql`
      with unlisted as (
        update coupons set listed = false
         where ctid = any(array(
           select ctid from coupons
            where listed and expires_at <= now() ${after}
            order by expires_at
            limit ${batchSize}
              for update skip locked))
           and listed and expires_at <= now()
        returning expires_at)
      select count(*)::int as n, max(expires_at)::text as last from unlisted`,
    sql`expires_at`,
  );
}

/** Unlisting batches the every-minute fold job runs at most (5,000 coupons each). */
export const FOLD_UNLIST_BATCHES = 20;
