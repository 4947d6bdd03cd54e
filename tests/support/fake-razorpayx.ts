import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayXRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

export interface FakeRazorpayXPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  status: string;
  mode: string;
  purpose: string;
  reference_id: string | null;
  failure_reason: string | null;
  status_details: { description: string | null } | null;
}

/**
 * A local stand-in for RazorpayX's Contacts, Fund Accounts and Payouts APIs at the network boundary
 * (node:http): our provider talks to it through RAZORPAYX_API_URL. It checks Basic auth, keeps every
 * request (for the tests to check their shape), makes a payout once per X-Payout-Idempotency key, and
 * answers `processing`; `setStatus` moves a payout as RazorpayX would (the stuck job reads it back);
 * `failNext` makes the next request a 500.
 */
export async function startFakeRazorpayX(keyId: string, keySecret: string) {
  const requests: FakeRazorpayXRequest[] = [];
  const payouts = new Map<string, FakeRazorpayXPayout>();
  const byIdempotency = new Map<string, string>();
  let failNext = false;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const path = (req.url ?? '').replace(/^\/v1/, '');
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const bad = (description: string) =>
      reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description,
          source: 'business',
          reason: 'input_validation_failed',
        },
      });
    if (req.headers.authorization !== expectedAuth)
      return reply(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      });
    if (failNext) {
      failNext = false;
      return reply(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
    }
    if (req.method === 'POST' && path === '/contacts') {
      if (typeof body?.name !== 'string' || !body.name) return bad('The name field is required.');
      return reply(201, { id: id('cont'), entity: 'contact', ...body, active: true });
    }
    if (req.method === 'POST' && path === '/fund_accounts') {
      const vpa = body?.vpa as { address?: unknown } | undefined;
      if (
        body?.account_type !== 'vpa' ||
        typeof vpa?.address !== 'string' ||
        !String(body.contact_id).startsWith('cont_')
      )
        return bad('The vpa address is invalid.');
      return reply(201, {
        id: id('fa'),
        entity: 'fund_account',
        contact_id: body.contact_id,
        account_type: 'vpa',
        vpa: { address: vpa.address },
        active: true,
      });
    }
    if (req.method === 'POST' && path === '/payouts') {
      const key = req.headers['x-payout-idempotency'];
      if (typeof key !== 'string' || !key) return bad('X-Payout-Idempotency header is required.');
      const earlier = byIdempotency.get(key);
      if (earlier) return reply(200, payouts.get(earlier));
      if (
        body?.mode !== 'UPI' ||
        body.currency !== 'INR' ||
        typeof body.amount !== 'number' ||
        body.amount < 100
      )
        return bad('The payout is invalid.');
      if (!String(body.fund_account_id).startsWith('fa_') || typeof body.account_number !== 'string')
        return bad('The fund account or account number is invalid.');
      const payout: FakeRazorpayXPayout = {
        id: id('pout'),
        entity: 'payout',
        fund_account_id: String(body.fund_account_id),
        amount: body.amount,
        currency: 'INR',
        status: 'processing',
        mode: 'UPI',
        purpose: String(body.purpose),
        reference_id: typeof body.reference_id === 'string' ? body.reference_id : null,
        failure_reason: null,
        status_details: null,
      };
      payouts.set(payout.id, payout);
      byIdempotency.set(key, payout.id);
      return reply(200, payout);
    }
    const match = /^\/payouts\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const payout = payouts.get(match[1] ?? '');
      return payout
        ? reply(200, payout)
        : reply(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    return reply(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    payouts,
    failNext() {
      failNext = true;
    },
    setStatus(payoutId: string, status: string, failureReason: string | null = null) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no fake payout ${payoutId}`);
      payout.status = status;
      payout.failure_reason = failureReason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
