import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { paymentMessages, type PaymentStatusAnswer } from '../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { payments, shopOrders } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { markPaid } from './move-payment.ts';
import { paymentProvider } from './provider.ts';
import { paymentSignaturePayload, signatureMatches } from './signature.ts';

/**
 * POST /api/payments/verify: Checkout's handler hands back the order id, the payment id and the
 * signature. The stored order is looked up, the signature checked in constant time against
 * `${storedOrderId}|${paymentId}`, and only then is the payment marked paid, once (move-payment.ts).
 * A forged signature is a 400 and changes nothing; a replay answers the same success.
 */
export async function verifyPayment(
  deps: { db: Database; config: Config },
  input: { orderId: string; paymentId: string; signature: string },
): Promise<PaymentStatusAnswer> {
  const [stored] = await deps.db
    .select({ orderId: payments.providerOrderId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.providerOrderId, input.orderId));
  if (!stored) throw HttpError.notFound(paymentMessages.orderNotFound);
  const provider = paymentProvider(deps.config);
  const signed = signatureMatches(
    provider.paymentSecret,
    paymentSignaturePayload(stored.orderId, input.paymentId),
    input.signature,
  );
  // An order of the other provider (the keys changed since) cannot be verified with this secret.
  if (stored.provider !== provider.name || !signed) {
    throw new HttpError(400, 'bad_signature', paymentMessages.badSignature);
  }
  const outcome = await deps.db.transaction((tx) =>
    markPaid(tx, deps.config, stored.orderId, input.paymentId),
  );
  const [order] = await deps.db
    .select({ number: shopOrders.number })
    .from(shopOrders)
    .where(eq(shopOrders.paymentId, outcome.payment.id));
  return {
    orderId: outcome.payment.providerOrderId,
    status: outcome.payment.status,
    amount: outcome.payment.amountPaise,
    message: paymentMessages.paymentSuccessful,
    ...(order ? { orderNumber: order.number } : {}),
  };
}

/** GET /api/payments/orders/{orderId}/status: what the payer's page (and the e2e test) reads back. */
export async function readPaymentStatus(db: Database, orderId: string): Promise<PaymentStatusAnswer> {
  const [row] = await db
    .select({ orderId: payments.providerOrderId, status: payments.status, amount: payments.amountPaise })
    .from(payments)
    .where(eq(payments.providerOrderId, orderId));
  if (!row) throw HttpError.notFound(paymentMessages.orderNotFound);
  return row;
}
