import { eq } from 'drizzle-orm';
import { payoutMessages, type TestSettleOutcome } from '../../contract/payouts.ts';
import type { Account } from '../../auth/sessions.ts';
import { payouts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { usesTestPayoutProvider } from './payout-provider.ts';
import type { StoredPayout } from './payout-row.ts';
import { settlePayout, type PayoutDeps } from './settle-payout.ts';

/**
 * A payout of the test provider, for its owner or an administrator (404 for anyone else, so ids cannot
 * be probed; 404 too when the site runs with RazorpayX or in production).
 */
export async function readTestPayout(
  deps: Pick<PayoutDeps, 'db' | 'config'>,
  account: Pick<Account, 'id' | 'role'>,
  payoutId: string,
): Promise<StoredPayout> {
  if (!usesTestPayoutProvider(deps.config)) throw HttpError.notFound(payoutMessages.testProviderOnly);
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row || row.provider !== 'test' || (row.accountId !== account.id && account.role !== 'admin'))
    throw HttpError.notFound(payoutMessages.notFound);
  return row;
}

/** POST /api/payouts/test/{id}/settle: the test page's "Mark as paid" / "Mark as failed", through settlePayout. */
export async function settleTestPayout(
  deps: PayoutDeps,
  account: Pick<Account, 'id' | 'role'>,
  payoutId: string,
  outcome: TestSettleOutcome,
): Promise<StoredPayout> {
  const row = await readTestPayout(deps, account, payoutId);
  if (row.status !== 'processing')
    throw new HttpError(
      409,
      'not_processing',
      row.status === 'held' ? payoutMessages.notProcessing : payoutMessages.alreadySettled,
    );
  const settled = await settlePayout(deps, {
    payoutId: row.id,
    outcome,
    reason: outcome === 'failed' ? payoutMessages.testFailureReason : null,
  });
  if (!settled) throw new HttpError(409, 'not_processing', payoutMessages.alreadySettled);
  return settled;
}
