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

/**
 * A local stand-in for Razorpay's Orders API at its network boundary: the real `razorpay` SDK talks to
 * it through RAZORPAY_API_URL. It checks Basic auth with the key pair and the fields Razorpay checks
 * (amount in paise of at least 100, INR, receipt of at most 40 characters), keeps every order, and
 * answers like Razorpay. `failNext` makes the next order a 500.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders: FakeRazorpayOrder[] = [];
  let failNext = false;
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
    return reply(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    orders,
    failNextOrder() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
