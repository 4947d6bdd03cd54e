import { eq, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { paymentMessages } from '../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { paymentEvents, payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { markFailed, markPaid, recordRefund } from './move-payment.ts';
import type { PaymentRow, Tx } from './payment-subject.ts';
import { paymentProvider, type PaymentLog } from './provider.ts';
import { signatureMatches } from './signature.ts';
import { messages } from '../../contract/messages.ts';

/**
 * POST /api/payments/webhook (Razorpay → us, no session): the signature is HMAC-SHA256 of the RAW
 * body with the webhook secret, checked in constant time before anything is parsed. Each event id is
 * handled once: its payment_events row is written in the same transaction as its effect, and a repeat
 * is acknowledged and changes nothing. So a shopper who closes the tab after paying is still credited.
 */
export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

interface Entity {
  id?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  amount_refunded?: unknown;
  error_description?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: Entity };
    order?: { entity?: Entity };
    refund?: { entity?: Entity };
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null);
const paise = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;

export async function handleWebhook(
  deps: { db: Database; config: Config; log: PaymentLog },
  request: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  const secret = paymentProvider(deps.config).webhookSecret;
  if (!secret || !request.signature || !signatureMatches(secret, request.rawBody, request.signature)) {
    throw new HttpError(400, 'bad_signature', paymentMessages.badWebhookSignature);
  }
  const eventId = text(request.eventId);
  if (!eventId) throw HttpError.badInput('The x-razorpay-event-id header is missing.');
  let body: WebhookBody;
  try {
    body = JSON.parse(request.rawBody) as WebhookBody;
  } catch {
    throw HttpError.badInput(messages.bodyNotJson);
  }
  const event = text(body.event) ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const refund = body.payload?.refund?.entity;
  const order = body.payload?.order?.entity;

  const paymentId = text(payment?.id) ?? text(refund?.payment_id);
  const orderId = text(payment?.order_id) ?? text(order?.id);
  const stored = await findPayment(deps.db, orderId, paymentId);
  const log = (message: string, fields: Record<string, unknown> = {}) =>
    deps.log.warn(message, { eventId, event, orderId, paymentId, ...fields });

  const once = (effect: (tx: Tx) => Promise<void>) =>
    deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ eventId, eventType: event, paymentId: stored?.id ?? null })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return 'duplicate';
      await effect(tx);
      return 'handled';
    });

  if (!stored) {
    if (
      [
        'payment.captured',
        'order.paid',
        'payment.failed',
        'refund.processed',
        'refund.created',
        'payment.refunded',
      ].includes(event)
    ) {
      log('payment webhook for an order we do not have');
    }
    return once(async () => {});
  }

  switch (event) {
    case 'payment.captured':
    case 'order.paid': {
      const amount = paise(payment?.amount) ?? paise(order?.amount);
      if (!paymentId || amount !== stored.amountPaise || (orderId && orderId !== stored.providerOrderId)) {
        log('payment webhook does not match the stored order; nothing recorded', {
          amount,
          storedAmount: stored.amountPaise,
        });
        return 'ignored';
      }
      try {
        return await once(async (tx) => {
          await markPaid(tx, deps.config, stored.providerOrderId, paymentId);
        });
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          log('payment webhook names another payment for a paid order; nothing recorded');
          return 'ignored';
        }
        throw error;
      }
    }
    case 'payment.failed': {
      const reason = text(payment?.error_description) ?? 'The payment failed.';
      return once(async (tx) => {
        await markFailed(tx, stored.providerOrderId, reason);
      });
    }
    case 'refund.processed':
    case 'refund.created':
    case 'payment.refunded': {
      if (!stored.providerPaymentId || (paymentId && paymentId !== stored.providerPaymentId)) {
        log('refund webhook for a payment not recorded as paid; nothing recorded');
        return 'ignored';
      }
      // One refund, by Razorpay's refund id: the administrator's refund made here, or a refund made
      // in Razorpay's dashboard. Without a refund entity, what Razorpay refunded beyond our record.
      const refundId = text(refund?.id);
      const amount = refundId
        ? paise(refund?.amount)
        : (paise(payment?.amount_refunded) ?? stored.amountPaise);
      if (amount === null || amount <= 0) return once(async () => {});
      return once(async (tx) => {
        await recordRefund(tx, deps.config, {
          paymentId: stored.id,
          providerRefundId: refundId ?? `rfnd_webhook_${eventId}`,
          amountPaise: amount,
          cumulative: !refundId,
          reason: null,
          actorAccountId: null,
        });
      });
    }
    default:
      return once(async () => {});
  }
}

async function findPayment(db: Database, orderId: string | null, paymentId: string | null) {
  if (!orderId && !paymentId) return undefined;
  const conditions = [
    ...(orderId ? [eq(payments.providerOrderId, orderId)] : []),
    ...(paymentId ? [eq(payments.providerPaymentId, paymentId)] : []),
  ];
  const [row]: PaymentRow[] = await db
    .select()
    .from(payments)
    .where(or(...conditions))
    .limit(1);
  return row;
}
