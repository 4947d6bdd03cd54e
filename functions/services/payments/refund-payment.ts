import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import {
  paymentAdminMessages,
  refundAmountMessage,
  refundMadeMessage,
  REFUND_MIN_PAISE,
  type RefundAnswer,
} from '../../contract/payment-admin.ts';
import type { Database } from '../../db/database.ts';
import { payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { recordRefund } from './move-payment.ts';
import { paymentProvider, type PaymentLog } from './provider.ts';

/**
 * An administrator refunds a paid payment, in full (no amount) or in part, with a reason (decision
 * 0045): through Razorpay's refund API, or the test provider. The payment row is locked for the whole
 * of it, so two refunds of one payment queue and the second sees the first. The refund is recorded
 * under the provider's refund id (move-payment.ts recordRefund), so the webhook that reports it later
 * changes nothing; its effect runs once (a premium slot's coupon awaits payment again, a Buy Now's
 * cashback or its share is reversed); an audit line names the admin, amount and reason. A provider
 * that refuses is a 502 and nothing is recorded.
 */
export async function refundPayment(
  deps: { db: Database; config: Config; log: PaymentLog },
  input: { paymentId: string; amountPaise?: number | undefined; reason: string; actorAccountId: string },
): Promise<RefundAnswer> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!payment) throw HttpError.notFound(paymentAdminMessages.paymentNotFound);
    if (payment.status === 'refunded') throw HttpError.conflict(paymentAdminMessages.refundedInFull);
    if (payment.status !== 'paid' || !payment.providerPaymentId)
      throw HttpError.conflict(paymentAdminMessages.refundNotPaid);
    const provider = paymentProvider(deps.config);
    if (payment.provider !== provider.name)
      throw HttpError.conflict(paymentAdminMessages.refundOtherProvider);
    const left = payment.amountPaise - (payment.refundedPaise ?? 0);
    const amountPaise = input.amountPaise ?? left;
    if (
      !Number.isSafeInteger(amountPaise) ||
      amountPaise > left ||
      (amountPaise < REFUND_MIN_PAISE && amountPaise !== left)
    ) {
      const message = refundAmountMessage(left);
      throw HttpError.badInput(message, { amountPaise: message });
    }
    let made: { refundId: string; amountPaise: number };
    try {
      made = await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        amountPaise,
        notes: { paymentId: payment.id, reason: input.reason.slice(0, 256) },
      });
    } catch (error) {
      deps.log.error('refund failed at the provider', {
        provider: provider.name,
        paymentId: payment.id,
        error: error instanceof Error ? error.message : JSON.stringify(error),
      });
      throw new HttpError(502, 'provider_failed', paymentAdminMessages.refundFailed);
    }
    const outcome = await recordRefund(tx, deps.config, {
      paymentId: payment.id,
      providerRefundId: made.refundId,
      amountPaise: made.amountPaise,
      reason: input.reason,
      actorAccountId: input.actorAccountId,
    });
    if (outcome.kind !== 'refunded') throw new Error(`a refund made at the provider was ${outcome.kind}`);
    await recordAudit(tx, {
      actorAccountId: input.actorAccountId,
      action: 'refund',
      entity: 'payment',
      entityId: payment.id,
      details: {
        purpose: payment.purpose,
        amountPaise: outcome.refund.amountPaise,
        refundedPaise: outcome.payment.refundedPaise,
        full: outcome.payment.status === 'refunded',
        providerRefundId: made.refundId,
        reason: input.reason,
      },
    });
    return {
      message: refundMadeMessage(outcome.refund.amountPaise),
      paymentId: payment.id,
      refundId: made.refundId,
      amountPaise: outcome.refund.amountPaise,
      refundedPaise: outcome.payment.refundedPaise ?? outcome.refund.amountPaise,
      status: outcome.payment.status === 'refunded' ? 'refunded' : 'paid',
    };
  });
}
