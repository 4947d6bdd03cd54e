import { hmacHex } from '../../functions/services/payments/signature.ts';

/** The app's request function (Hono's app.request), so a test sends through the whole middleware. */
interface RequestsApp {
  request: (path: string, init: RequestInit) => Response | Promise<Response>;
}

/**
 * POST /api/payments/webhook as Razorpay sends it: server to server, no Origin, no cookie, the raw body
 * signed with the webhook secret (HMAC-SHA256, hex) unless a `signature` is given, and an event id.
 */
export function sendWebhook(
  app: RequestsApp,
  secret: string,
  event: unknown,
  eventId: string,
  signature?: string,
): Promise<Response> {
  const raw = JSON.stringify(event);
  return Promise.resolve(
    app.request('/api/payments/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': signature ?? hmacHex(secret, raw),
        'X-Razorpay-Event-Id': eventId,
      },
      body: raw,
    }),
  );
}

/** Razorpay's `refund.processed` event for a refund of `amount` paise of a payment. */
export const refundEvent = (paymentId: string, refundId: string, amount: number) => ({
  entity: 'event',
  event: 'refund.processed',
  payload: { refund: { entity: { id: refundId, payment_id: paymentId, amount, currency: 'INR' } } },
});
