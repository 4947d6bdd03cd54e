import { lt, lte } from 'drizzle-orm';
import { MY_CODES_DAYS } from '../../contract/saved-coupons.ts';
import type { PruneRun } from '../../contract/maintenance.ts';
import type { Database } from '../../db/database.ts';
import { accountTokens, codeReveals, oauthStates, sessions, throttleBuckets } from '../../db/schema/index.ts';
import { pruneCountedActions } from '../coupons/visitor-key.ts';

/**
 * The scheduled clean-up (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md): rows that count for nothing once
 * their time is past, so tables stop growing with anonymous traffic. Expired sessions, throttle
 * windows that ended (failed sign-ins and anonymous writes), OAuth states and account tokens past
 * their expiry (used or not: either way they can no longer be redeemed), and counted actions past
 * their 30-day keep (decision 0026), and a shopper's revealed codes older than My codes' 30 days
 * (decision 0082). Each is one DELETE of rows already past, so running it twice, or
 * beside a request that adds a live row, changes nothing live.
 */
export async function pruneExpired(db: Database, now = new Date()): Promise<PruneRun> {
  const expired = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const windows = await db
    .delete(throttleBuckets)
    .where(lte(throttleBuckets.expiresAt, now))
    .returning({ key: throttleBuckets.key });
  const states = await db
    .delete(oauthStates)
    .where(lte(oauthStates.expiresAt, now))
    .returning({ state: oauthStates.state });
  const tokens = await db
    .delete(accountTokens)
    .where(lte(accountTokens.expiresAt, now))
    .returning({ tokenHash: accountTokens.tokenHash });
  const countedActions = await pruneCountedActions(db, now);
  const reveals = await db
    .delete(codeReveals)
    .where(lt(codeReveals.revealedAt, new Date(now.getTime() - MY_CODES_DAYS * 24 * 60 * 60 * 1000)))
    .returning({ couponId: codeReveals.couponId });
  return {
    sessions: expired.length,
    throttleBuckets: windows.length,
    oauthStates: states.length,
    accountTokens: tokens.length,
    countedActions,
    codeReveals: reveals.length,
  };
}
