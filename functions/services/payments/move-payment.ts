import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { paymentMessages } from '../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import type { PaymentRow, Tx } from './payment-subject.ts';
import { subjectOf } from './subjects/index.ts';

/**
 * The payment state machine (decision 0034), the only place a payment's status moves:
 * created → paid (verify or webhook), created → failed (webhook, test checkout), failed → paid (a
 * retry in the same Checkout succeeded after a failed attempt), paid → refunded (webhook). Every move
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

/** paid → refunded with the refunded amount, and the subject's onRefunded, once. */
export async function markRefunded(
  tx: Tx,
  config: Config,
  providerPaymentId: string,
  refundedPaise: number,
  now = new Date(),
): Promise<PaymentRow | undefined> {
  const [moved] = await tx
    .update(payments)
    .set({ status: 'refunded', refundedPaise, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'paid')))
    .returning();
  if (moved) await subjectOf(moved.purpose)?.onRefunded?.(tx, moved, { config });
  return moved;
}
