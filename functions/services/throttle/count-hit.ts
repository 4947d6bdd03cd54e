import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { throttleBuckets } from '../../db/schema/index.ts';
import { countWindowStart } from '../coupons/count-windows.ts';

export interface Hit {
  /** Hits on the key in the current window, this one included. */
  hits: number;
  /** The window this hit was counted in, for `refundHit`. */
  windowStart: Date;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in the current fixed window of `windowMs` (decision 0015). One upsert
 * counts and answers at once, so of any number of parallel requests exactly one sees each number:
 * none can pass a cap unseen. The first hit of a window also deletes every row whose window has
 * ended, so the table holds only live windows without a scheduled clean-up job (a later issue).
 */
export async function countHit(db: Database, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const windowStart = countWindowStart(now, windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, windowStart, expiresAt, hits: 1 })
    .onConflictDoUpdate({
      target: [throttleBuckets.key, throttleBuckets.windowStart],
      set: { hits: sql`${throttleBuckets.hits} + 1` },
    })
    .returning({ hits: throttleBuckets.hits });
  const hits = row?.hits ?? 1;
  if (hits === 1) await db.delete(throttleBuckets).where(lte(throttleBuckets.expiresAt, now));
  return { hits, windowStart, retryAfterSeconds: (expiresAt.getTime() - now.getTime()) / 1000 };
}

/** Gives back one hit counted in `windowStart` (a request that turned out not to count, e.g. a right password). */
export async function refundHit(db: Database, key: string, windowStart: Date) {
  await db
    .update(throttleBuckets)
    .set({ hits: sql`greatest(${throttleBuckets.hits} - 1, 0)` })
    .where(and(eq(throttleBuckets.key, key), eq(throttleBuckets.windowStart, windowStart)));
}

/** Forgets every hit on `key`, e.g. a sign-in's failures once the right password was given. */
export async function forgetHits(db: Database, key: string) {
  await db.delete(throttleBuckets).where(eq(throttleBuckets.key, key));
}
