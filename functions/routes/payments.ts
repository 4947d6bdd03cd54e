import { Hono } from 'hono';
import { orderBodySchema, testCheckoutBodySchema, verifyBodySchema } from '../contract/payments-schemas.ts';
import { personal } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { createOrder } from '../services/payments/create-order.ts';
import {
  notifyPaymentSale,
  paymentIdsOfWebhook,
  withinMs,
} from '../services/notifications/cashback-notifications.ts';
import { notifyOrderUpdate } from '../services/orders/order-notifications.ts';
import { handleWebhook } from '../services/payments/handle-webhook.ts';
import { payerOf } from '../services/payments/payer.ts';
import { runTestCheckout } from '../services/payments/test-checkout.ts';
import { readPaymentStatus, verifyPayment } from '../services/payments/verify-payment.ts';

/**
 * /api/payments (issue #12): public, because visitors pay shared links and open amounts; the session,
 * when there is one, names the payer. The server decides every amount (services/payments/subjects).
 */
export const paymentRoutes = new Hono<AppEnv>();

// POST /api/payments/orders – { purpose, … } (no amount except an open amount): stores the order, answers Checkout's options
paymentRoutes.post('/orders', personal, rateLimit('payment-order'), async (c) => {
  const body = await readJson(c, orderBodySchema);
  return c.json(await createOrder(c.var, body, payerOf(c.var.account)), 201);
});

// GET /api/payments/orders/{orderId}/status – the stored status of an order (the payment page reads it back)
paymentRoutes.get('/orders/:orderId/status', personal, async (c) =>
  c.json(await readPaymentStatus(c.var.db, c.req.param('orderId').slice(0, 100))),
);

// POST /api/payments/verify – { orderId, paymentId, signature } from Checkout: 400 for a bad signature; paid once
paymentRoutes.post('/verify', personal, async (c) => {
  const body = await readJson(c, verifyBodySchema);
  const answer = await verifyPayment(c.var, body);
  // A Buy Now's sale: the shopper's "cashback pending" email, after the payment's transaction.
  await withinMs(notifyPaymentSale(c.var, { orderId: body.orderId }));
  // A Buy Now's order: the shopper's receipt email (once).
  await withinMs(notifyOrderUpdate(c.var, { orderId: body.orderId }));
  return c.json(answer);
});

// POST /api/payments/test-checkout – { orderId, outcome }: the test provider's checkout (404 with Razorpay keys)
paymentRoutes.post('/test-checkout', personal, async (c) => {
  const body = await readJson(c, testCheckoutBodySchema);
  const answer = await runTestCheckout(c.var, body);
  await withinMs(notifyPaymentSale(c.var, { orderId: body.orderId }));
  await withinMs(notifyOrderUpdate(c.var, { orderId: body.orderId }));
  return c.json(answer);
});

// POST /api/payments/webhook – Razorpay's events, signed over the raw body (X-Razorpay-Signature); no session, no CSRF check
paymentRoutes.post('/webhook', personal, async (c) => {
  const rawBody = await c.req.text();
  const outcome = await handleWebhook(c.var, {
    rawBody,
    signature: c.req.header('x-razorpay-signature'),
    eventId: c.req.header('x-razorpay-event-id'),
  });
  // A Buy Now paid or refunded: its sale's cashback email (pending or reversed), once.
  if (outcome === 'handled') {
    await withinMs(notifyPaymentSale(c.var, paymentIdsOfWebhook(rawBody)));
    // Its order: the receipt when placed, or the cancellation a full refund made.
    await withinMs(notifyOrderUpdate(c.var, paymentIdsOfWebhook(rawBody)));
  }
  return c.json({ status: outcome });
});
