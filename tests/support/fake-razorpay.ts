import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created';
  notes: Record<string, string>;
  attempts: number;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  status: 'processed';
  speed_requested: string;
  created_at: number;
}

/**
 * A local stand-in for Razorpay's Orders and Refunds APIs at its network boundary: the real `razorpay` SDK talks to
 * it through RAZORPAY_API_URL. It checks Basic auth with the key pair and the fields Razorpay checks
 * (amount in paise of at least 100, INR, receipt of at most 40 characters), keeps every order, and
 * answers like Razorpay. `failNext` makes the next order a 500. Refunds (POST
 * /v1/payments/{id}/refund) are made against payments a test declared captured (`capture`, as Checkout
 * would have), at most what is left of the captured amount, whole by default; `failNextRefund` makes
 * the next refund a 400 as Razorpay answers one it refuses.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders: FakeRazorpayOrder[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  const captured = new Map<string, number>();
  let failNext = false;
  let failNextRefund = false;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const badRequest = (description: string) =>
      reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'business',
          reason: 'input_validation_failed',
        },
      });
    if (req.headers.authorization !== expectedAuth) {
      return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    if (req.method === 'POST' && req.url === '/v1/orders') {
      if (failNext) {
        failNext = false;
        return reply(500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      const { amount, currency, receipt, notes } = body;
      if (!Number.isInteger(amount) || (amount as number) < 100) {
        return badRequest('The amount must be atleast INR 1.00');
      }
      if (currency !== 'INR') return badRequest('The currency is not supported');
      if (typeof receipt !== 'string' || receipt.length > 40) {
        return badRequest('receipt: the length must be no more than 40.');
      }
      const order: FakeRazorpayOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        amount_due: amount as number,
        currency,
        receipt,
        status: 'created',
        notes: (notes as Record<string, string>) ?? {},
        attempts: 0,
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.push(order);
      return reply(200, order);
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refundPath) {
      const paymentId = decodeURIComponent(refundPath[1]!);
      const capturedAmount = captured.get(paymentId);
      if (capturedAmount === undefined) return badRequest('The id provided does not exist');
      if (failNextRefund) {
        failNextRefund = false;
        return badRequest('The refund could not be processed. Please try again.');
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      const left =
        capturedAmount -
        refunds.filter((refund) => refund.payment_id === paymentId).reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount === undefined ? left : body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100) {
        return badRequest('The amount must be atleast INR 1.00');
      }
      if ((amount as number) > left) {
        return badRequest('The refund amount provided is greater than amount captured');
      }
      const refund: FakeRazorpayRefund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount: amount as number,
        currency: 'INR',
        payment_id: paymentId,
        notes: (body.notes as Record<string, string>) ?? {},
        receipt: null,
        status: 'processed',
        speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      return reply(200, refund);
    }
    return reply(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    failNextOrder() {
      failNext = true;
    },
    /** A payment Checkout captured for this amount (Razorpay refunds only captured payments). */
    capture(paymentId: string, amount: number) {
      captured.set(paymentId, amount);
    },
    failNextRefund() {
      failNextRefund = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
