import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import { parseConfig } from '../../functions/config.ts';
import { payments } from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createMerchant, createStore } from '../../functions/seed/factories/index.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import { postJson } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The real SDK path (issue #12): with Razorpay keys the server creates orders through the `razorpay`
 * SDK, here pointed at a fake Razorpay API (tests/support/fake-razorpay.ts), verifies Checkout's
 * signature with the key secret and the webhook's with the webhook secret.
 */
const KEY_ID = 'rzp_test_fake0000000001';
const KEY_SECRET = 'fake-razorpay-key-secret';
const WEBHOOK_SECRET = 'fake-razorpay-webhook-secret';
const TEST_SECRET = 'a-test-payments-secret-set-here';
let t: TestApp;
let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  t = await createTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.apiUrl,
    TEST_PAYMENTS_SECRET: TEST_SECRET,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

const stored = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];

function webhook(event: unknown, eventId: string, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(event);
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmacHex(secret, raw),
      'X-Razorpay-Event-Id': eventId,
    },
    body: raw,
  });
}

describe('Razorpay orders through the SDK', () => {
  it("creates the order at Razorpay with the product's price, INR and our receipt, and stores it", async () => {
    const merchant = await createMerchant(t.db);
    await createStore(t, { merchantId: merchant.id });
    const product = await createCatalogueProduct(t, { merchantId: merchant.id, pricePaise: 149_900 });
    const response = await postJson(t, '/api/payments/orders', {
      purpose: 'product',
      kind: 'catalogue',
      productId: product.id,
    });
    expect(response.status).toBe(201);
    const options = (await response.json()) as CheckoutOptions;
    expect(options).toMatchObject({ provider: 'razorpay', key: KEY_ID, amount: 149_900, currency: 'INR' });

    const atRazorpay = razorpay.orders.find((order) => order.id === options.orderId);
    expect(atRazorpay).toMatchObject({ amount: 149_900, currency: 'INR', notes: { purpose: 'product' } });
    const row = await stored(options.orderId);
    expect(row).toMatchObject({ provider: 'razorpay', status: 'created', amountPaise: 149_900 });
    expect(row?.receipt).toBe(atRazorpay?.receipt);
  });

  it('stores nothing and answers 502 when Razorpay fails', async () => {
    const before = (await t.db.select({ id: payments.id }).from(payments)).length;
    razorpay.failNextOrder();
    const response = await postJson(t, '/api/payments/orders', { purpose: 'open_amount', amount: '499' });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('The payment could not be started. Please try again in a moment.');
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before);
  });

  it('verifies with the key secret; the test provider secret or checkout does not work here', async () => {
    const response = await postJson(t, '/api/payments/orders', { purpose: 'open_amount', amount: '499' });
    const { orderId } = (await response.json()) as CheckoutOptions;
    // Even a test secret someone set (TEST_PAYMENTS_SECRET) is not used once Razorpay's keys are.
    const testSigned = hmacHex(TEST_SECRET, `${orderId}|pay_1`);
    expect(
      (await postJson(t, '/api/payments/verify', { orderId, paymentId: 'pay_1', signature: testSigned }))
        .status,
    ).toBe(400);
    expect((await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' })).status).toBe(404);

    const signature = hmacHex(KEY_SECRET, `${orderId}|pay_1`);
    const verified = await postJson(t, '/api/payments/verify', { orderId, paymentId: 'pay_1', signature });
    expect(verified.status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_1' });
  });
});

describe('the Razorpay webhook', () => {
  it('is refused when signed with another secret, and marks an abandoned checkout paid when signed', async () => {
    const response = await postJson(t, '/api/payments/orders', { purpose: 'open_amount', amount: '250.50' });
    const { orderId } = (await response.json()) as CheckoutOptions;
    const event = {
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_hook_1', order_id: orderId, amount: 25_050, status: 'captured' } },
        order: { entity: { id: orderId, amount: 25_050, status: 'paid' } },
      },
    };
    expect((await webhook(event, 'evt_rzp_1', KEY_SECRET)).status).toBe(400);
    expect(await stored(orderId)).toMatchObject({ status: 'created' });

    expect((await webhook(event, 'evt_rzp_1')).status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_hook_1' });
    expect(await (await webhook(event, 'evt_rzp_1')).json()).toEqual({ status: 'duplicate' });
  });
});

describe('the settings', () => {
  it('refuse the test provider in production, and need the webhook secret with the keys', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', CRON_SECRET: 'a-long-enough-secret' })).toThrow(
      /RAZORPAY_KEY_ID/,
    );
    expect(() =>
      parseConfig({
        NODE_ENV: 'production',
        CRON_SECRET: 'a-long-enough-secret',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
      }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => parseConfig({ RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });
});
