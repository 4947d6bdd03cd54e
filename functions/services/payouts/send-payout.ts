import { and, eq } from 'drizzle-orm';
import type { Account } from '../../auth/sessions.ts';
import { accounts, payouts } from '../../db/schema/index.ts';
import { payoutProvider } from './payout-provider.ts';
import type { StoredPayout } from './payout-row.ts';
import { settlePayout, type PayoutDeps } from './settle-payout.ts';

/**
 * Sends a processing payout to its provider, outside any transaction: the provider's payout id and the
 * time are stored; an answer that is already final (RazorpayX may answer `processed` at once) is
 * settled through settlePayout. When the provider cannot be reached the payout stays processing with
 * no provider id, and the stuck job sends it again after 30 minutes (the same payout id is the
 * provider's idempotency key, so it is never paid twice). Answers the payout as it is now.
 */
export async function sendPayout(
  deps: PayoutDeps,
  payout: StoredPayout,
  account?: Pick<Account, 'displayName' | 'email'>,
): Promise<StoredPayout> {
  const provider = payoutProvider(deps.config);
  if (!provider || provider.name !== payout.provider) {
    deps.log.warn('payout not sent: its provider is not configured', {
      payoutId: payout.id,
      provider: payout.provider,
    });
    return payout;
  }
  const [storedAccount] = account
    ? [account]
    : await deps.db
        .select({ displayName: accounts.displayName, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, payout.accountId));
  const who = storedAccount ?? { displayName: 'Shopper', email: null };
  let sent;
  try {
    sent = await provider.send({
      payoutId: payout.id,
      accountId: payout.accountId,
      name: who.displayName,
      email: who.email,
      upiId: payout.upiId,
      amountPaise: payout.amountPaise,
    });
  } catch (error) {
    deps.log.error('payout could not be sent; the stuck job will try again', {
      payoutId: payout.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return payout;
  }
  const now = new Date();
  const [stored] = await deps.db
    .update(payouts)
    .set({ providerPayoutId: sent.providerPayoutId, sentAt: now, updatedAt: now })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'processing')))
    .returning();
  if (sent.state !== 'processing') {
    const settled = await settlePayout(deps, {
      payoutId: payout.id,
      outcome: sent.state,
      reason: sent.failureReason,
    });
    if (settled) return settled;
  }
  return stored ?? payout;
}
