import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { earningsLedger, payouts } from '../../db/schema/index.ts';
import type { Mailer } from '../email/mailer.ts';
import { payoutFailureReasons } from '../../contract/payouts.ts';
import type { StoredPayout } from './payout-row.ts';
import { notifyPayoutSettled } from '../notifications/cashback-notifications.ts';

/** What settling needs: the database, and (for what follows a settlement, e.g. emails) the rest. */
export interface PayoutDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: {
    info(message: string, fields?: Record<string, unknown>): void;
    warn(message: string, fields?: Record<string, unknown>): void;
    error(message: string, fields?: Record<string, unknown>): void;
  };
}

export type SettleOutcome = 'processed' | 'failed' | 'reversed';

/** What may become what: a processing payout settles; a paid one may still come back reversed. */
const SETTLES_FROM: Record<SettleOutcome, StoredPayout['status'][]> = {
  processed: ['processing'],
  failed: ['processing'],
  reversed: ['processing', 'processed'],
};

const DEFAULT_REASONS: Record<'failed' | 'reversed', string> = payoutFailureReasons;

/**
 * THE way a payout is settled (decision 0065): the webhook, the test page and the stuck job all come
 * here. Inside the caller's transaction: the payout row is locked, moved once (a repeat, or a move the
 * state does not allow, changes nothing and answers null), and a failed or reversed payout gives its
 * tokens back with ONE `withdrawal_returned` entry (the unique index guards it too). After the caller
 * commits, it hands the answer to `afterPayoutSettled`.
 */
export async function settlePayoutIn(
  tx: DbOrTx,
  input: { payoutId: string; outcome: SettleOutcome; reason?: string | null; now?: Date },
): Promise<StoredPayout | null> {
  const now = input.now ?? new Date();
  const [locked] = await tx.select().from(payouts).where(eq(payouts.id, input.payoutId)).for('update');
  if (!locked || !SETTLES_FROM[input.outcome].includes(locked.status)) return null;
  const failureReason =
    input.outcome === 'processed'
      ? null
      : input.reason?.trim().slice(0, 300) || DEFAULT_REASONS[input.outcome];
  const [settled] = await tx
    .update(payouts)
    .set({ status: input.outcome, settledAt: now, failureReason, updatedAt: now })
    .where(and(eq(payouts.id, locked.id), inArray(payouts.status, SETTLES_FROM[input.outcome])))
    .returning();
  if (!settled) return null;
  if (input.outcome !== 'processed') await returnTokens(tx, settled, failureReason ?? '');
  return settled;
}

/** One `withdrawal_returned` entry for the payout's whole amount (at most one per payout). */
export async function returnTokens(tx: DbOrTx, payout: StoredPayout, reason: string): Promise<void> {
  await tx
    .insert(earningsLedger)
    .values({
      accountId: payout.accountId,
      kind: 'withdrawal_returned',
      amountPaise: payout.amountPaise,
      payoutId: payout.id,
      reason,
    })
    .onConflictDoNothing();
}

/** settlePayoutIn in a transaction of its own, then afterPayoutSettled. */
export async function settlePayout(
  deps: PayoutDeps,
  input: { payoutId: string; outcome: SettleOutcome; reason?: string | null },
): Promise<StoredPayout | null> {
  const settled = await deps.db.transaction((tx) => settlePayoutIn(tx, input));
  if (settled) await afterPayoutSettled(deps, settled);
  return settled;
}

/**
 * Called once for every payout that reached processed, failed, reversed (settlePayout, the webhook,
 * the stuck job) or rejected (an administrator's reject), after its transaction committed. The hook
 * for what follows a settlement: the "payout paid / failed" email (issue 22 item 6). It
 * never throws: a failure is logged and the settlement stands.
 */
export async function afterPayoutSettled(deps: PayoutDeps, payout: StoredPayout): Promise<void> {
  try {
    deps.log.info('payout settled', { payoutId: payout.id, status: payout.status });
    // The "payout paid / failed" email (issue 22 item 6): sent once per payout, never throws.
    await notifyPayoutSettled(deps, payout.id);
  } catch (error) {
    deps.log.error('after a payout settled', { payoutId: payout.id, error: String(error) });
  }
}
