import { and, eq, sql } from 'drizzle-orm';
import {
  PARTIAL_REFUND_REVERSAL_NOTE,
  REFERRAL_BONUS_REVERSED_REASON,
  reversalText,
  saleMessages,
  type ReversalReason,
} from '../../contract/earnings.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';

/**
 * Reverses a sale's cashback with a reason (decision 0031): a new `credit_reversed` entry, nothing
 * edited or deleted. `merchantId` limits it to that merchant's sales (another merchant's sale is 404);
 * null is an administrator. It takes back what is left of the cashback (a partial refund's share may
 * already be out, decision 0045). A second reversal is refused with 409 (nothing left, or the
 * one-reversal-per-sale index) and writes nothing; a sale kept without cashback is a 409 too (nothing
 * to reverse). A reversal after confirmation takes the cashback back out of the balance, and when the
 * cashback had paid a referral bonus, the bonus is reversed with it, in the same transaction
 * (reverseReferralBonus; decision 0044).
 */
export async function reverseSale(
  db: DbOrTx,
  input: { saleId: string; merchantId: string | null; reason: ReversalReason; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Queued with a partial refund's reversal of the same sale (reverseRefundShare), so both see the other.
    await lockForTransaction(tx, 'sale-reversal', input.saleId);
    const [sale] = await tx
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
    // A sale kept without a cashback entry (decision 0044) has nothing to reverse.
    if (sale.amountPaise === null) throw HttpError.conflict(saleMessages.noCashback);
    // What partial refunds already took back (decision 0045) is not taken twice.
    const left = sale.amountPaise - (await reversedPaise(tx, sale.id));
    if (left <= 0) throw HttpError.conflict(saleMessages.alreadyReversed);
    const [written] = await tx
      .insert(earningsLedger)
      .values({
        accountId: sale.accountId,
        kind: 'credit_reversed',
        amountPaise: left,
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

/** The sum of a sale's reversals so far, in paise. */
async function reversedPaise(db: Database, saleId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${earningsLedger.amountPaise}), 0)::integer` })
    .from(earningsLedger)
    .where(and(eq(earningsLedger.saleId, saleId), eq(earningsLedger.kind, 'credit_reversed')));
  return Number(row?.total ?? 0);
}

/**
 * A partial refund of a Buy Now takes back that share of its cashback (decision 0045), append-only:
 * after refunds totalling R of a payment P, the reversals of a cashback C add up to floor(C × R / P),
 * so the shopper keeps the rounding and the reversals never exceed what was credited. One entry per
 * refund (earnings_ledger_one_reversal_per_refund): the same refund again writes nothing. A sale
 * already reversed whole, or whose share is already out, gets nothing more. Answers the paise reversed.
 */
export async function reverseRefundShare(
  db: Database,
  input: { saleId: string; paymentRefundId: string; refundedPaise: number; paymentPaise: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'sale-reversal', input.saleId);
    const [credit] = await tx
      .select({ accountId: earningsLedger.accountId, amountPaise: earningsLedger.amountPaise })
      .from(earningsLedger)
      .where(and(eq(earningsLedger.saleId, input.saleId), eq(earningsLedger.kind, 'credit_pending')));
    if (!credit || input.paymentPaise <= 0) return 0;
    const refunded = Math.min(input.refundedPaise, input.paymentPaise);
    const target = Number((BigInt(credit.amountPaise) * BigInt(refunded)) / BigInt(input.paymentPaise));
    const share = Math.min(target, credit.amountPaise) - (await reversedPaise(tx, input.saleId));
    if (share <= 0) return 0;
    const [written] = await tx
      .insert(earningsLedger)
      .values({
        accountId: credit.accountId,
        kind: 'credit_reversed',
        amountPaise: share,
        saleId: input.saleId,
        paymentRefundId: input.paymentRefundId,
        reason: reversalText('cancelled', PARTIAL_REFUND_REVERSAL_NOTE),
      })
      .onConflictDoNothing()
      .returning({ id: earningsLedger.id });
    // A share is never the whole cashback (refunds that reach the amount are a full refund, which
    // reverseSale takes back with the referral bonus), so the bonus stays (decision 0045).
    return written ? share : 0;
  });
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
