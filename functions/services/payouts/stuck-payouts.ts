import { and, eq, lt, sql } from 'drizzle-orm';
import { PAYOUT_STUCK_AFTER_MINUTES, type StuckPayoutsRun } from '../../contract/payouts.ts';
import { payouts } from '../../db/schema/index.ts';
import { payoutProvider } from './payout-provider.ts';
import { sendPayout } from './send-payout.ts';
import { settlePayout, type PayoutDeps } from './settle-payout.ts';

/** At most this many payouts are read per run (the next run takes the rest). */
const BATCH = 100;

/**
 * GET /api/cron/payouts-stuck and the node server's timer: payouts `processing` for more than 30 minutes
 * since they were last sent (or, never sent, since they were released or made) are read again from
 * their provider and settled when the provider says they are (settlePayout, as the webhook would); a
 * payout the provider never got is sent again (same idempotency key). Safe beside the webhook and
 * another run: settling twice changes nothing.
 */
export async function checkStuckPayouts(deps: PayoutDeps, now = new Date()): Promise<StuckPayoutsRun> {
  const provider = payoutProvider(deps.config);
  if (!provider) return { checked: 0, settled: 0 };
  const before = new Date(now.getTime() - PAYOUT_STUCK_AFTER_MINUTES * 60_000);
  const stuck = await deps.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'processing'),
        eq(payouts.provider, provider.name),
        lt(sql`coalesce(${payouts.sentAt}, ${payouts.releasedAt}, ${payouts.createdAt})`, before),
      ),
    )
    .orderBy(payouts.createdAt)
    .limit(BATCH);
  let settled = 0;
  for (const payout of stuck) {
    try {
      if (!payout.providerPayoutId) {
        const after = await sendPayout(deps, payout);
        if (after.status !== 'processing') settled++;
        continue;
      }
      const seen = await provider.fetch(payout.providerPayoutId);
      if (seen.state === 'processing') continue;
      const done = await settlePayout(deps, {
        payoutId: payout.id,
        outcome: seen.state,
        reason: seen.failureReason,
      });
      if (done) settled++;
    } catch (error) {
      deps.log.error('stuck payout could not be read', {
        payoutId: payout.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { checked: stuck.length, settled };
}
