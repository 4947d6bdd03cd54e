import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickTooOldMessage, saleMessages } from '../../functions/contract/earnings.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { postbackMessages } from '../../functions/contract/postback.ts';
import {
  cashbackClicks,
  earningsLedger,
  merchantPostbackSecrets,
  merchantSales,
} from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

async function click(accountId: string, merchantId: string, couponId: string | null = null, daysAgo = 0) {
  const [row] = await t.db
    .insert(cashbackClicks)
    .values({ accountId, merchantId, couponId, createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .returning();
  return row!.id;
}

/** A signed-in merchant with a postback secret made through the dashboard's API, a shopper and their click. */
async function setUp() {
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant!.id;
  const made = await postJson(t, '/api/merchant/postback-secret', {}, merchant.cookie);
  expect(made.status).toBe(201);
  const { secret } = (await made.json()) as { secret: string };
  const shopper = await createAccount(t.db, { role: 'user' });
  const coupon = await createCoupon(t.db, { merchantId, status: 'approved' });
  const clickId = await click(shopper.id, merchantId, coupon.id);
  return { merchant, merchantId, secret, shopper, coupon, clickId };
}

interface PostbackOptions {
  merchantId: string;
  secret: string;
  timestamp?: number;
  signature?: string;
  omit?: ('merchant' | 'timestamp' | 'signature')[];
}

/** POSTs like a merchant's server: no cookie, no Origin, the raw body signed. */
async function postback(body: unknown, options: PostbackOptions): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const omit = options.omit ?? [];
  if (!omit.includes('merchant')) headers['X-DealSphere-Merchant'] = options.merchantId;
  if (!omit.includes('timestamp'))
    headers['X-DealSphere-Timestamp'] = String(options.timestamp ?? nowSeconds());
  if (!omit.includes('signature'))
    headers['X-DealSphere-Signature'] = options.signature ?? sign(options.secret, raw);
  return t.app.request('/api/merchant/postback', { method: 'POST', body: raw, headers });
}

const salesOf = (merchantId: string) =>
  t.db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchantId));
const ledgerOf = (accountId: string) =>
  t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, accountId));

describe('POST /api/merchant/postback (issue 22 item 3)', () => {
  it('records a signed sale by click id (201), and the same order again answers it (200) with one ledger entry', async () => {
    const { merchantId, secret, shopper, coupon, clickId } = await setUp();
    const body = { clickId, orderReference: 'ORD-5001', amount: '1,999.50', timestamp: nowSeconds() };
    const first = await postback(body, { merchantId, secret, timestamp: body.timestamp });
    expect(first.status, await first.clone().text()).toBe(201);
    const sale = (await first.json()) as { saleId: string; status: string; cashbackTokens: number };
    expect(sale).toMatchObject({ status: 'pending', cashbackTokens: 99.97, message: saleMessages.recorded });
    expect(await salesOf(merchantId)).toMatchObject([
      {
        id: sale.saleId,
        accountId: shopper.id,
        couponId: coupon.id,
        clickId,
        orderReference: 'ORD-5001',
        source: 'postback',
        saleAmountPaise: 199_950,
        saleDate: todayInIndia(),
      },
    ]);

    // A `sha256=` prefix is accepted; the same order is answered, not credited again.
    const raw = JSON.stringify({ ...body, amount: 1999.5 });
    const again = await postback(raw, {
      merchantId,
      secret,
      timestamp: body.timestamp,
      signature: `sha256=${sign(secret, raw)}`,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ saleId: sale.saleId, message: saleMessages.alreadyRecorded });
    expect(await ledgerOf(shopper.id)).toHaveLength(1);
    // The shopper is mailed "Cashback pending" once (issue 22 item 6), not again for the repeat.
    const pending = (await t.outbox()).filter(
      (mail) => mail.to === shopper.email && mail.subject.startsWith('Cashback pending'),
    );
    expect(pending).toHaveLength(1);
  });

  it('credits ten identical postbacks sent at once exactly once', async () => {
    const { merchantId, secret, shopper, clickId } = await setUp();
    const body = { clickId, orderReference: 'ORD-PARALLEL', amount: 500, saleDate: todayInIndia() };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postback(body, { merchantId, secret })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as { saleId: string }).saleId)),
    );
    expect(ids.size).toBe(1);
    expect(await salesOf(merchantId)).toHaveLength(1);
    expect(await ledgerOf(shopper.id)).toHaveLength(1);
  });

  it('refuses forged, unsigned, stale, other merchants’ and re-timed postbacks with 401 and writes nothing', async () => {
    const { merchantId, secret, shopper, clickId } = await setUp();
    const other = await setUp();
    const body = { clickId, orderReference: 'ORD-FORGED', amount: 999 };
    const raw = JSON.stringify(body);
    const attempts: [string, Promise<Response>, string][] = [
      ['forged signature', postback(body, { merchantId, secret: 'guessed' }), postbackMessages.badSignature],
      [
        'signature of another body',
        postback(body, { merchantId, secret, signature: sign(secret, `${raw} `) }),
        postbackMessages.badSignature,
      ],
      [
        'short signature',
        postback(body, { merchantId, secret, signature: 'abc' }),
        postbackMessages.badSignature,
      ],
      [
        'another merchant’s secret',
        postback(body, { merchantId, secret: other.secret }),
        postbackMessages.badSignature,
      ],
      [
        'as another merchant',
        postback(body, { merchantId: other.merchantId, secret }),
        postbackMessages.badSignature,
      ],
      [
        'unknown merchant',
        postback(body, { merchantId: '00000000-0000-4000-8000-000000000000', secret }),
        postbackMessages.badSignature,
      ],
      ['no merchant', postback(body, { merchantId, secret, omit: ['merchant'] }), postbackMessages.unsigned],
      [
        'no signature',
        postback(body, { merchantId, secret, omit: ['signature'] }),
        postbackMessages.unsigned,
      ],
      [
        'no timestamp',
        postback(body, { merchantId, secret, omit: ['timestamp'] }),
        postbackMessages.unsigned,
      ],
      [
        '6 minutes old',
        postback(body, { merchantId, secret, timestamp: nowSeconds() - 360 }),
        postbackMessages.staleTimestamp,
      ],
      [
        '6 minutes ahead',
        postback(body, { merchantId, secret, timestamp: nowSeconds() + 360 }),
        postbackMessages.staleTimestamp,
      ],
      [
        'body timestamp other than the header',
        postback({ ...body, timestamp: nowSeconds() - 3600 }, { merchantId, secret }),
        postbackMessages.timestampMismatch,
      ],
    ];
    for (const [name, attempt, message] of attempts) {
      const response = await attempt;
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toEqual({ error: { code: 'bad_signature', message } });
    }
    expect(await salesOf(merchantId)).toEqual([]);
    expect(await salesOf(other.merchantId)).toEqual([]);
    expect(await ledgerOf(shopper.id)).toEqual([]);
  });

  it('names the field of a signed but invalid body (400), and refuses a click that is not the store’s', async () => {
    const { merchantId, secret, shopper } = await setUp();
    const cases: [unknown, string][] = [
      [{ orderReference: 'A1', amount: 10 }, 'clickId'],
      [{ clickId: shopper.id, amount: 10 }, 'orderReference'],
      [{ clickId: shopper.id, orderReference: 'A 1', amount: 10 }, 'orderReference'],
      [{ clickId: shopper.id, orderReference: 'A1', amount: 'lots' }, 'amount'],
      [{ clickId: shopper.id, orderReference: 'A1', amount: 10, saleDate: '2999-01-01' }, 'saleDate'],
      [{ clickId: shopper.id, orderReference: 'A1', amount: 10, couponId: 'x' }, 'couponId'],
    ];
    for (const [body, field] of cases) {
      const response = await postback(body, { merchantId, secret });
      expect(response.status, field).toBe(400);
      const { error } = (await response.json()) as {
        error: { message: string; fields: Record<string, string> };
      };
      expect(error.message, field).toContain(`${field}:`);
      expect(Object.keys(error.fields), field).toContain(field);
    }
    const notJson = await postback('orderReference=A1', { merchantId, secret });
    expect(notJson.status).toBe(400);

    const elsewhere = await click(shopper.id, (await createMerchant(t.db)).id);
    const old = await click(shopper.id, merchantId, null, 31);
    for (const [clickId, message] of [
      [elsewhere, saleMessages.clickNotFound],
      [old, clickTooOldMessage(30)],
    ] as const) {
      const response = await postback(
        { clickId, orderReference: `R-${clickId}`, amount: 10 },
        { merchantId, secret },
      );
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.clickId,
      ).toBe(message);
    }
    expect(await salesOf(merchantId)).toEqual([]);
  });
});

describe('/api/merchant/postback-secret', () => {
  it('shows the secret once, never in a read, and a rotation stops the old one at once', async () => {
    const merchant = await signedIn(t, 'merchant');
    const merchantId = merchant.merchant!.id;
    const read = async () =>
      (await t.app.request('/api/merchant/postback-secret', { headers: { Cookie: merchant.cookie } })).json();
    expect(await read()).toEqual({ exists: false, createdAt: null, merchantId });

    const first = (await (
      await postJson(t, '/api/merchant/postback-secret', {}, merchant.cookie)
    ).json()) as {
      secret: string;
      createdAt: string;
    };
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await read();
    expect(status).toEqual({ exists: true, createdAt: first.createdAt, merchantId });
    expect(JSON.stringify(status)).not.toContain(first.secret);

    const shopper = await createAccount(t.db, { role: 'user' });
    const clickId = await click(shopper.id, merchantId);
    const body = { clickId, orderReference: 'ROT-1', amount: 100 };
    const rotated = (await (
      await postJson(t, '/api/merchant/postback-secret', {}, merchant.cookie)
    ).json()) as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(first.secret);
    expect(
      await t.db
        .select()
        .from(merchantPostbackSecrets)
        .where(eq(merchantPostbackSecrets.merchantId, merchantId)),
    ).toHaveLength(1);
    expect((await postback(body, { merchantId, secret: first.secret })).status).toBe(401);
    expect(await salesOf(merchantId)).toEqual([]);
    expect((await postback(body, { merchantId, secret: rotated.secret })).status).toBe(201);
  });

  it('is the merchant dashboard’s: a postback secret cannot be made from another site', async () => {
    const merchant = await signedIn(t, 'merchant');
    const response = await t.app.request('/api/merchant/postback-secret', {
      method: 'POST',
      headers: {
        Cookie: merchant.cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});
