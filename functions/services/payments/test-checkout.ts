import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import {
  paymentMessages,
  type PaymentSubjectParts,
  type TestCheckoutAnswer,
} from '../../contract/payments.ts';
import type { Database } from '../../db/database.ts';
import { coupons, paymentRequests, payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { markFailed } from './move-payment.ts';
import { paymentProvider } from './provider.ts';
import { hmacHex, paymentSignaturePayload } from './signature.ts';
import { testPaymentId } from './test-provider.ts';

/**
 * The test provider's checkout (/payment/test-checkout): Pay (test) answers what Razorpay's Checkout
 * hands its handler, a payment id and its signature made with the local secret, which the payment
 * page then sends to the very same /api/payments/verify; nothing is marked paid here. Fail (test)
 * records the failure as the webhook would. Only in test-provider mode (404 with Razorpay keys).
 */
export async function runTestCheckout(
  deps: { db: Database; config: Config },
  input: { orderId: string; outcome: 'paid' | 'failed' },
): Promise<TestCheckoutAnswer | { status: 'failed' }> {
  const provider = paymentProvider(deps.config);
  if (provider.name !== 'test') throw HttpError.notFound(paymentMessages.testCheckoutOnly);
  const [order] = await deps.db
    .select({ orderId: payments.providerOrderId, status: payments.status })
    .from(payments)
    .where(eq(payments.providerOrderId, input.orderId));
  if (!order || !order.orderId.startsWith('order_test_'))
    throw HttpError.notFound(paymentMessages.orderNotFound);
  if (order.status !== 'created' && order.status !== 'failed')
    throw HttpError.conflict(paymentMessages.notPayable);
  if (input.outcome === 'failed') {
    await markFailed(deps.db, order.orderId, 'Declined in the test checkout');
    return { status: 'failed' };
  }
  const paymentId = testPaymentId();
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(provider.paymentSecret, paymentSignaturePayload(order.orderId, paymentId)),
  };
}

/** What the test checkout page shows: the order's amount and description, or null. */
export async function readTestOrder(db: Database, orderId: string) {
  const [row] = await db
    .select({
      orderId: payments.providerOrderId,
      status: payments.status,
      amountPaise: payments.amountPaise,
      description: payments.description,
      purpose: payments.purpose,
      slotId: payments.slotId,
      couponName: coupons.couponName,
      source: paymentRequests.source,
      position: payments.position,
    })
    .from(payments)
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .leftJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
    .where(eq(payments.providerOrderId, orderId));
  if (!row || !row.orderId.startsWith('order_test_')) return null;
  const { purpose, slotId, couponName, source, position, ...order } = row;
  // The description's parts (decision 0095), for a Hindi or Telugu page to say it in its own words.
  const subject: PaymentSubjectParts | null =
    purpose === 'premium_slot' && slotId !== null && couponName !== null
      ? { purpose, slotId, couponName }
      : purpose === 'link' && source !== null
        ? { purpose, source, position }
        : null;
  return { ...order, subject };
}
