import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { paymentMessages } from '../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import type { PaymentRow, Tx } from './payment-subject.ts';
import { subjectOf } from './subjects/index.ts';

/**
 * The payment state machine (decision 0034), the only place a payment's status moves:
 * created → paid (verify or webhook), created → failed (webhook, test checkout), failed → paid (a
 * retry in the same Checkout succeeded after a failed attempt), paid → refunded (an administrator's refund or the webhook, once the refunds reach the amount). Every move
 * is one conditional UPDATE (… WHERE status IN the states it may leave), so of two racing requests
 * exactly one moves the row and runs the subject's effect; the other changes nothing.
 */

export type PaidOutcome = { kind: 'paid'; payment: PaymentRow } | { kind: 'already'; payment: PaymentRow };

/**
 * Marks the order paid with this provider payment id and runs its subject's onPaid, in `tx`. The same
 * payment id again answers 'already' and changes nothing; another payment id for a paid order is 409.
 */
export async function markPaid(
  tx: Tx,
  config: Config,
  providerOrderId: string,
  providerPaymentId: string,
  now = new Date(),
): Promise<PaidOutcome> {
  let moved: PaymentRow | undefined;
  try {
    [moved] = await tx
      .update(payments)
      .set({ status: 'paid', providerPaymentId, paidAt: now, failureReason: null, updatedAt: now })
      .where(
        and(eq(payments.providerOrderId, providerOrderId), inArray(payments.status, ['created', 'failed'])),
      )
      .returning();
  } catch (error) {
    // The payment id already credits another order: a payment credits one order only.
    if (isUniqueViolation(error)) throw HttpError.conflict(paymentMessages.otherPaymentId);
    throw error;
  }
  if (moved) {
    await subjectOf(moved.purpose)?.onPaid?.(tx, moved, { config });
    return { kind: 'paid', payment: moved };
  }
  const [row] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
  if (!row) throw HttpError.notFound(paymentMessages.orderNotFound);
  if (row.providerPaymentId !== providerPaymentId) throw HttpError.conflict(paymentMessages.otherPaymentId);
  return { kind: 'already', payment: row };
}

/** created → failed with the provider's reason; any other state is left as it is. */
export async function markFailed(
  tx: Tx | Database,
  providerOrderId: string,
  reason: string,
  now = new Date(),
): Promise<PaymentRow | undefined> {
  const [moved] = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 500), failedAt: now, updatedAt: now })
    .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')))
    .returning();
  return moved;
}

export type RefundOutcome =
  | { kind: 'refunded'; payment: PaymentRow; refund: typeof paymentRefunds.$inferSelect }
  | { kind: 'duplicate' | 'not_refundable'; payment: PaymentRow | undefined };

/**
 * Records one refund of a paid payment and runs its subject's onRefunded, once per provider refund id
 * (decision 0045), in `tx`: the administrator's refund and the webhook that reports it afterwards
 * meet on payment_refunds' unique provider_refund_id, so the second changes nothing. The payment's
 * refunded_paise is the sum of its refunds (never more than its amount); it is refunded once that
 * reaches the amount (paid → refunded), and stays paid while only part is refunded.
 */
export async function recordRefund(
  tx: Tx,
  config: Config,
  input: {
    paymentId: string;
    providerRefundId: string;
    /**
     * This refund's amount; or, with `cumulative`, all that the provider reports refunded so far (a
     * webhook without a refund entity), of which only what goes beyond our record is this refund.
     */
    amountPaise: number;
    cumulative?: boolean;
    reason: string | null;
    actorAccountId: string | null;
  },
  now = new Date(),
): Promise<RefundOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) {
    return { kind: 'not_refundable', payment };
  }
  const [known] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.providerRefundId, input.providerRefundId));
  if (known) return { kind: 'duplicate', payment };
  const before = payment.refundedPaise ?? 0;
  const amountPaise = Math.min(
    input.cumulative ? input.amountPaise - before : input.amountPaise,
    payment.amountPaise - before,
  );
  if (payment.status !== 'paid' || amountPaise <= 0) return { kind: 'not_refundable', payment };
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      providerRefundId: input.providerRefundId,
      amountPaise,
      reason: input.reason,
      actorAccountId: input.actorAccountId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!refund) return { kind: 'duplicate', payment };
  const total = before + amountPaise;
  const full = total >= payment.amountPaise;
  const [moved] = await tx
    .update(payments)
    .set({ refundedPaise: total, refundedAt: now, updatedAt: now, ...(full ? { status: 'refunded' } : {}) })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')))
    .returning();
  if (!moved) throw new Error('a locked paid payment did not move');
  await subjectOf(moved.purpose)?.onRefunded?.(
    tx,
    moved,
    { config },
    { refundId: refund.id, amountPaise, totalRefundedPaise: total, full },
  );
  return { kind: 'refunded', payment: moved, refund };
}
