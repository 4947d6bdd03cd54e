import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  minimumMessage,
  OPEN_PAYOUT_STATUSES,
  payoutMessages,
  type PayoutHoldReason,
} from '../../contract/payouts.ts';
import type { Account } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { accounts, earningsLedger, payouts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { requireVerifiedEmail } from '../accounts/require-verified-email.ts';
import { readAvailableBalance } from '../earnings/read-balance.ts';
import { minimumPayoutPaise, usablePayoutMethod } from './payout-method.ts';
import { payoutProvider } from './payout-provider.ts';
import type { StoredPayout } from './payout-row.ts';
import { sendPayout } from './send-payout.ts';
import type { PayoutDeps } from './settle-payout.ts';

/**
 * POST /api/payouts (decision 0065). The server decides everything but the amount: the UPI ID in force,
 * whether it is held, who pays. In ONE transaction the account row is locked (`select … for update`),
 * so requests of one account queue here; the same Idempotency-Key is looked up again, the balance is
 * read again, and the payout and its `withdrawal` ledger entry are written together. The partial unique
 * index `payouts_one_open_per_account` refuses a second open payout even if everything else failed.
 * After the commit a payout that is not held goes to the provider (a failure there leaves it processing
 * for the stuck job to send again; the provider's idempotency key is our payout id).
 */
export async function createPayout(
  deps: PayoutDeps,
  account: Account,
  input: { amountPaise: number; idempotencyKey: string },
  now = new Date(),
): Promise<{ payout: StoredPayout; created: boolean }> {
  requireVerifiedEmail(account, payoutMessages.verifyEmailFirst);
  const provider = payoutProvider(deps.config);
  if (!provider) throw new HttpError(503, 'payouts_disabled', payoutMessages.payoutsDisabled);

  const earlier = await byKey(deps.db, account.id, input.idempotencyKey);
  if (earlier) return { payout: sameRequest(earlier, input.amountPaise), created: false };

  const minimum = minimumPayoutPaise(deps.config);
  if (input.amountPaise < minimum)
    throw HttpError.badInput(minimumMessage(minimum), { amountRupees: minimumMessage(minimum) });
  const method = await usablePayoutMethod(deps.db, account.id, now);
  if (!method) {
    const message = (await hasAnyMethod(deps.db, account.id))
      ? payoutMessages.methodNotYetUsable
      : payoutMessages.noMethod;
    throw new HttpError(409, 'no_payout_method', message);
  }

  let outcome: { payout: StoredPayout; created: boolean };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`select ${accounts.id} from ${accounts} where ${accounts.id} = ${account.id} for update`,
      );
      const repeated = await byKey(tx, account.id, input.idempotencyKey);
      if (repeated) return { payout: sameRequest(repeated, input.amountPaise), created: false };
      const [open] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.accountId, account.id), inArray(payouts.status, [...OPEN_PAYOUT_STATUSES])))
        .limit(1);
      if (open) throw new HttpError(409, 'payout_open', payoutMessages.openPayoutExists);
      const balancePaise = await readAvailableBalance(tx, account.id);
      if (input.amountPaise > balancePaise)
        throw new HttpError(400, 'balance_too_low', payoutMessages.balanceTooLow, {
          amountRupees: payoutMessages.balanceTooLow,
        });
      const holdReason = await holdReasonFor(
        tx,
        account.id,
        input.amountPaise,
        deps.config.PAYOUT_HOLD_ABOVE_RUPEES,
      );
      const [payout] = await tx
        .insert(payouts)
        .values({
          accountId: account.id,
          amountPaise: input.amountPaise,
          upiId: method.upiId,
          status: holdReason ? 'held' : 'processing',
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
          holdReason,
        })
        .returning();
      if (!payout) throw new Error('the payout was not written');
      await tx.insert(earningsLedger).values({
        accountId: account.id,
        kind: 'withdrawal',
        amountPaise: payout.amountPaise,
        payoutId: payout.id,
      });
      return { payout, created: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Raced past the lock (it cannot on one database, but the index is the last word): the same key
    // answers its payout; anything else was the one-open-payout index.
    const raced = await byKey(deps.db, account.id, input.idempotencyKey);
    if (raced) return { payout: sameRequest(raced, input.amountPaise), created: false };
    throw new HttpError(409, 'payout_open', payoutMessages.openPayoutExists);
  }

  if (outcome.created && outcome.payout.status === 'processing')
    outcome.payout = await sendPayout(deps, outcome.payout, account);
  return outcome;
}

/**
 * Why a new payout waits for an administrator: the account's first payout (none of its payouts was
 * ever paid), or an amount above PAYOUT_HOLD_ABOVE_RUPEES; null to send it at once.
 */
async function holdReasonFor(
  db: Parameters<typeof readAvailableBalance>[0],
  accountId: string,
  amountPaise: number,
  holdAboveRupees: number,
): Promise<PayoutHoldReason | null> {
  const [paid] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), eq(payouts.status, 'processed')))
    .limit(1);
  if (!paid) return 'first_payout';
  if (amountPaise > holdAboveRupees * 100) return 'above_threshold';
  return null;
}

async function byKey(db: Parameters<typeof readAvailableBalance>[0], accountId: string, key: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), eq(payouts.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The same key with another amount is another request that reused a key: refused, nothing changes. */
function sameRequest(payout: StoredPayout, amountPaise: number): StoredPayout {
  if (payout.amountPaise !== amountPaise) throw new HttpError(409, 'key_reused', payoutMessages.keyReused);
  return payout;
}

async function hasAnyMethod(db: Database, accountId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from payout_methods where account_id = ${accountId} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
