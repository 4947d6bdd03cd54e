import { and, eq } from 'drizzle-orm';
import {
  REFERRAL_BONUS_REVERSED_REASON,
  REVERSAL_REASON_LABELS,
  saleMessages,
  type ReversalReason,
} from '../../contract/earnings.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database } from '../../db/database.ts';
import { earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';

/** The words the shopper reads: 'Returned: the parcel came back unopened'. */
export function reversalText(reason: ReversalReason, note: string): string {
  return `${REVERSAL_REASON_LABELS[reason]}: ${note.trim()}`;
}

/**
 * Reverses a sale's cashback with a reason (decision 0031): a new `credit_reversed` entry, nothing
 * edited or deleted. `merchantId` limits it to that merchant's sales (another merchant's sale is 404);
 * null is an administrator. A second reversal is refused with 409 by the one-reversal-per-sale index
 * and writes nothing; a sale kept without cashback is a 409 too (nothing to reverse). A reversal after
 * confirmation takes the cashback back out of the balance, and when the cashback had paid a referral
 * bonus, the bonus is reversed with it, in the same transaction (reverseReferralBonus; decision 0044).
 */
export async function reverseSale(
  db: Database,
  input: { saleId: string; merchantId: string | null; reason: ReversalReason; note: string },
): Promise<void> {
  const [sale] = await db
    .select({
      id: merchantSales.id,
      accountId: merchantSales.accountId,
      amountPaise: earningsLedger.amountPaise,
    })
    .from(merchantSales)
    .leftJoin(
      earningsLedger,
      and(eq(earningsLedger.saleId, merchantSales.id), eq(earningsLedger.kind, 'credit_pending')),
    )
    .where(
      input.merchantId === null
        ? eq(merchantSales.id, input.saleId)
        : and(eq(merchantSales.id, input.saleId), eq(merchantSales.merchantId, input.merchantId)),
    );
  if (!sale) throw HttpError.notFound(saleMessages.saleNotFound);
  const { amountPaise } = sale;
  if (amountPaise === null) throw HttpError.conflict(saleMessages.noCashback);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [written] = await tx
      .insert(earningsLedger)
      .values({
        accountId: sale.accountId,
        kind: 'credit_reversed',
        amountPaise,
        saleId: sale.id,
        reason: reversalText(input.reason, input.note),
      })
      .onConflictDoNothing()
      .returning({ id: earningsLedger.id });
    if (!written) throw HttpError.conflict(saleMessages.alreadyReversed);
    await reverseReferralBonus(tx, sale.id);
  });
}

/**
 * Takes back the referral bonus a sale's cashback paid (decision 0044), when that cashback has been
 * reversed: a new `referral_bonus_reversed` entry for the referrer, of the bonus's amount, naming the
 * bonus (`reversed_entry_id`). Append-only and idempotent: the unique index on `reversed_entry_id`
 * makes a second call write nothing. Answers whether an entry was written (false: no bonus was paid
 * on this sale, or it was reversed already). Any path that reverses a friend's cashback (a merchant's
 * return, fraud, a Buy Now refund) calls it in the transaction that wrote the cashback's reversal.
 * It holds the confirmation job's lock, so a bonus the job is paying at this moment is seen and
 * reversed, and a job that runs next sees the reversal and pays no bonus on this cashback.
 */
export async function reverseReferralBonus(db: Database, saleId: string): Promise<boolean> {
  await lockForTransaction(db, 'confirm-cashback', 0);
  const [bonus] = await db
    .select({
      id: earningsLedger.id,
      accountId: earningsLedger.accountId,
      amountPaise: earningsLedger.amountPaise,
      referredAccountId: earningsLedger.referredAccountId,
    })
    .from(earningsLedger)
    .where(and(eq(earningsLedger.saleId, saleId), eq(earningsLedger.kind, 'referral_bonus')));
  if (!bonus) return false;
  const [written] = await db
    .insert(earningsLedger)
    .values({
      accountId: bonus.accountId,
      kind: 'referral_bonus_reversed',
      amountPaise: bonus.amountPaise,
      saleId,
      referredAccountId: bonus.referredAccountId,
      reversedEntryId: bonus.id,
      reason: REFERRAL_BONUS_REVERSED_REASON,
    })
    .onConflictDoNothing()
    .returning({ id: earningsLedger.id });
  return written !== undefined;
}

/** An administrator marks a sale fraudulent: the reversal and its audit line, together. */
export async function markSaleFraudulent(
  db: Database,
  input: { saleId: string; actorAccountId: string; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await reverseSale(tx, { saleId: input.saleId, merchantId: null, reason: 'fraud', note: input.note });
    await recordAudit(tx, {
      actorAccountId: input.actorAccountId,
      action: 'sale.mark-fraudulent',
      entity: 'merchant_sale',
      entityId: input.saleId,
      details: { note: input.note.trim() },
    });
  });
}
