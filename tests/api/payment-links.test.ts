import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentAdminMessages,
  type AdminPaymentRow,
  type CreatedPaymentRequest,
} from '../../functions/contract/payment-admin.ts';
import { auditLog, paymentRequests, payments } from '../../functions/db/schema/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Payment links for administrators (issue 12 item 5): POST /api/admin/payment-requests stores the
 * amount, mobile and position of an image tab's payment entry form with the spec's messages; an order
 * for the link charges the stored amount whatever else the body says; GET /api/admin/payments lists
 * payments and unpaid links, newest first, paged.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let merchant: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  merchant = await signedIn(t, 'merchant');
});
afterAll(() => t.close());

const createLink = (body: unknown, cookie = admin.cookie) =>
  postJson(t, '/api/admin/payment-requests', body, cookie);

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
  return body.error;
}

async function requestCount() {
  return (await t.db.select().from(paymentRequests)).length;
}

/** Pays an order through the built-in test provider and the real verification. */
async function payOrder(orderId: string, cookie?: string) {
  const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' }, cookie);
  expect(checkout.status).toBe(200);
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await postJson(
    t,
    '/api/payments/verify',
    {
      orderId: signed.razorpay_order_id,
      paymentId: signed.razorpay_payment_id,
      signature: signed.razorpay_signature,
    },
    cookie,
  );
  expect(verified.status).toBe(200);
}

describe('POST /api/admin/payment-requests', () => {
  it('stores a link from the hero tab and answers its id and the payment page', async () => {
    const response = await createLink({ source: 'hero', amount: '499', mobile: '+91 98765 43210' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreatedPaymentRequest;
    expect(created).toMatchObject({ amountPaise: 49_900, mobile: '9876543210', position: 'Hero Images' });
    expect(created.paymentPath).toBe(`/payment/499/9876543210?request=${created.id}&position=Hero+Images`);
    const [row] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, created.id));
    expect(row).toMatchObject({
      amountPaise: 49_900,
      mobile: '9876543210',
      source: 'hero',
      createdByAccountId: admin.account.id,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toHaveLength(1);
  });

  it('refuses a missing amount or mobile with the tab’s wording, and stores nothing', async () => {
    const before = await requestCount();
    const cases: [unknown, string][] = [
      [{ source: 'hero', amount: '', mobile: '9876543210' }, paymentAdminMessages.amountAndMobile],
      [{ source: 'seasonal', amount: '499' }, paymentAdminMessages.amountAndMobile],
      [{ source: 'top_banner', amount: '499', mobile: '' }, paymentAdminMessages.topBanner],
      [
        { source: 'category_banner', amount: '499', mobile: '9876543210' },
        paymentAdminMessages.categoryBanner,
      ],
      [{ source: 'hero', amount: 'abc', mobile: '9876543210' }, paymentAdminMessages.amountRange],
      [{ source: 'hero', amount: '0.50', mobile: '9876543210' }, paymentAdminMessages.amountRange],
      [{ source: 'hero', amount: '500001', mobile: '9876543210' }, paymentAdminMessages.amountRange],
      [{ source: 'hero', amount: '499', mobile: '12345' }, paymentAdminMessages.mobileInvalid],
      [
        { source: 'category_banner', amount: '499', mobile: '9876543210', position: 'Nowhere' },
        paymentAdminMessages.positionInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await createLink(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).fields?._, JSON.stringify(body)).toBe(message);
    }
    expect(await requestCount()).toBe(before);
  });

  it('keeps the category banner’s chosen frame', async () => {
    const response = await createLink({
      source: 'category_banner',
      amount: 1200.5,
      mobile: '09876543210',
      position: 'TC',
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreatedPaymentRequest;
    expect(created).toMatchObject({ amountPaise: 120_050, mobile: '9876543210', position: 'TC' });
    expect(created.paymentPath).toBe(`/payment/1200.50/9876543210?request=${created.id}&position=TC`);
  });

  it('is for administrators only', async () => {
    const before = await requestCount();
    const body = { source: 'hero', amount: '499', mobile: '9876543210' };
    expect((await createLink(body, merchant.cookie)).status).toBe(403);
    expect((await postJson(t, '/api/admin/payment-requests', body)).status).toBe(401);
    expect(await requestCount()).toBe(before);
  });
});

describe('an order for a payment link', () => {
  it('charges the stored amount; an amount in the body is refused and stores nothing', async () => {
    const created = (await (
      await createLink({ source: 'top_banner', amount: '750', mobile: '9123456780' })
    ).json()) as CreatedPaymentRequest;
    const before = (await t.db.select().from(payments)).length;
    const tampered = await postJson(t, '/api/payments/orders', {
      purpose: 'link',
      requestId: created.id,
      amount: '1',
    });
    expect(tampered.status).toBe(400);
    expect((await t.db.select().from(payments)).length).toBe(before);

    const order = await postJson(t, '/api/payments/orders', { purpose: 'link', requestId: created.id });
    expect(order.status).toBe(201);
    const options = (await order.json()) as { orderId: string; amount: number; description: string };
    expect(options.amount).toBe(75_000);
    expect(options.description).toBe('Top Banner ad — Top Banner');
    const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, options.orderId));
    expect(row).toMatchObject({
      purpose: 'link',
      amountPaise: 75_000,
      paymentRequestId: created.id,
      mobile: '9123456780',
      position: 'Top Banner',
      accountId: null,
    });

    await payOrder(options.orderId);
    const again = await postJson(t, '/api/payments/orders', { purpose: 'link', requestId: created.id });
    expect(again.status).toBe(409);
  });

  it('is a 404 for a link that does not exist', async () => {
    const response = await postJson(t, '/api/payments/orders', {
      purpose: 'link',
      requestId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/admin/payments', () => {
  it('lists payments and unpaid links newest first, with payer and amounts, a page at a time', async () => {
    const fresh = await createTestApp();
    try {
      const freshAdmin = await signedIn(fresh, 'admin');
      const link = (body: unknown) => postJson(fresh, '/api/admin/payment-requests', body, freshAdmin.cookie);
      const unpaid = (await (
        await link({ source: 'hero', amount: '300', mobile: '9876543210' })
      ).json()) as CreatedPaymentRequest;
      const paid = (await (
        await link({ source: 'seasonal', amount: '450', mobile: '9876543211' })
      ).json()) as CreatedPaymentRequest;
      const order = await postJson(
        fresh,
        '/api/payments/orders',
        { purpose: 'link', requestId: paid.id },
        freshAdmin.cookie,
      );
      const { orderId } = (await order.json()) as { orderId: string };
      const checkout = await postJson(fresh, '/api/payments/test-checkout', { orderId, outcome: 'paid' });
      const signed = (await checkout.json()) as Record<string, string>;
      await postJson(fresh, '/api/payments/verify', {
        orderId,
        paymentId: signed.razorpay_payment_id,
        signature: signed.razorpay_signature,
      });

      const first = await fresh.app.request('/api/admin/payments?limit=1', {
        headers: { Cookie: freshAdmin.cookie },
      });
      expect(first.status).toBe(200);
      const firstRows = (await first.json()) as AdminPaymentRow[];
      expect(firstRows).toHaveLength(1);
      expect(firstRows[0]).toMatchObject({
        kind: 'payment',
        status: 'paid',
        purpose: 'link',
        description: 'Seasonal Offers ad — Seasonal Offers',
        payerName: freshAdmin.account.displayName,
        mobile: '9876543211',
        amountPaise: 45_000,
        paidPaise: 45_000,
        paymentRequestId: paid.id,
      });
      expect(firstRows[0]?.paidAt).not.toBeNull();
      const cursor = first.headers.get('X-Next-Cursor');
      expect(cursor).toBeTruthy();

      const second = await fresh.app.request(`/api/admin/payments?limit=1&cursor=${cursor}`, {
        headers: { Cookie: freshAdmin.cookie },
      });
      const secondRows = (await second.json()) as AdminPaymentRow[];
      expect(secondRows).toEqual([
        expect.objectContaining({
          id: unpaid.id,
          kind: 'request',
          status: 'not_paid',
          payerName: null,
          amountPaise: 30_000,
          paidPaise: 0,
        }),
      ]);
      expect(second.headers.get('X-Next-Cursor')).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
