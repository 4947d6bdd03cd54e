import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import { parseConfig } from '../../functions/config.ts';
import type { RefundAnswer } from '../../functions/contract/payment-admin.ts';
import { coupons, earningsLedger, paymentRefunds, payments } from '../../functions/db/schema/index.ts';
import {
  createCatalogueProduct,
  createCoupon,
  createMerchant,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { sendWebhook } from '../support/payment-webhook.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

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

const webhook = (event: unknown, eventId: string, secret = WEBHOOK_SECRET) =>
  sendWebhook(t.app, secret, event, eventId);

describe('Razorpay orders through the SDK', () => {
  it("creates the order at Razorpay with the product's price, INR and our receipt, and stores it", async () => {
    const merchant = await createMerchant(t.db);
    await createStore(t, { merchantId: merchant.id });
    const product = await createCatalogueProduct(t, { merchantId: merchant.id, pricePaise: 149_900 });
    const response = await postJson(
      t,
      '/api/payments/orders',
      {
        purpose: 'product',
        kind: 'catalogue',
        productId: product.id,
        delivery: TEST_DELIVERY,
      },
      (await signedIn(t, 'user')).cookie,
    );
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

describe('refunds through Razorpay’s refund API (decision 0045)', () => {
  let paymentCount = 0;
  /** An order paid through Checkout (signed with the key secret) and captured at Razorpay. */
  async function paidOrder(body: unknown, cookie?: string) {
    const response = await postJson(t, '/api/payments/orders', body, cookie);
    expect(response.status, await response.clone().text()).toBe(201);
    const { orderId, amount } = (await response.json()) as CheckoutOptions;
    const paymentId = `pay_refund_${++paymentCount}`;
    const signature = hmacHex(KEY_SECRET, `${orderId}|${paymentId}`);
    expect(
      (await postJson(t, '/api/payments/verify', { orderId, paymentId, signature }, cookie)).status,
    ).toBe(200);
    razorpay.capture(paymentId, amount);
    return (await stored(orderId))!;
  }
  const refund = (paymentId: string, body: unknown, cookie: string) =>
    postJson(t, `/api/admin/payments/${paymentId}/refund`, body, cookie);

  it('a payment link in part then in full, at Razorpay; its webhooks change nothing more', async () => {
    const admin = await signedIn(t, 'admin');
    const link = await postJson(
      t,
      '/api/admin/payment-requests',
      { source: 'top_banner', amount: '2000', mobile: '9876543210' },
      admin.cookie,
    );
    const { id: requestId } = (await link.json()) as { id: string };
    const payment = await paidOrder({ purpose: 'link', requestId });

    const partial = await refund(
      payment.id,
      { reason: 'Shown one week less', amountPaise: 50_000 },
      admin.cookie,
    );
    expect(partial.status, await partial.clone().text()).toBe(200);
    const first = (await partial.json()) as RefundAnswer;
    const atRazorpay = razorpay.refunds.find((made) => made.id === first.refundId);
    expect(atRazorpay).toMatchObject({
      payment_id: payment.providerPaymentId,
      amount: 50_000,
      notes: { paymentId: payment.id, reason: 'Shown one week less' },
    });
    expect(await stored(payment.providerOrderId)).toMatchObject({ status: 'paid', refundedPaise: 50_000 });

    // Razorpay's webhooks for that refund (created, then processed) record nothing more.
    for (const [event, eventId] of [
      ['refund.created', 'evt_rf_created'],
      ['refund.processed', 'evt_rf_processed'],
    ] as const) {
      const hook = await webhook(
        {
          entity: 'event',
          event,
          payload: {
            refund: { entity: { id: first.refundId, payment_id: payment.providerPaymentId, amount: 50_000 } },
          },
        },
        eventId,
      );
      expect(hook.status).toBe(200);
    }
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
    expect(await stored(payment.providerOrderId)).toMatchObject({ refundedPaise: 50_000 });

    const rest = await refund(payment.id, { reason: 'Campaign stopped' }, admin.cookie);
    expect(await rest.json()).toMatchObject({
      amountPaise: 150_000,
      refundedPaise: 200_000,
      status: 'refunded',
    });
    expect(razorpay.refunds.filter((made) => made.payment_id === payment.providerPaymentId)).toHaveLength(2);
  });

  it('a premium slot in full: the coupon awaits payment again', async () => {
    const admin = await signedIn(t, 'admin');
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.merchant!.id,
      requestedSlotId: 15,
      slotKind: 'premium',
      status: 'awaiting_payment',
    });
    const payment = await paidOrder({ purpose: 'premium_slot', couponId: coupon.id }, merchant.cookie);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]).toMatchObject({
      status: 'pending',
      reservedSlotId: 15,
    });
    const response = await refund(payment.id, { reason: 'Slot no longer wanted' }, admin.cookie);
    expect(await response.json()).toMatchObject({ amountPaise: payment.amountPaise, status: 'refunded' });
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]).toMatchObject({
      status: 'awaiting_payment',
      reservedSlotId: null,
    });
  });

  it('a Buy Now in part takes back that share of the cashback; a refusal at Razorpay records nothing', async () => {
    const admin = await signedIn(t, 'admin');
    const seller = await createMerchant(t.db);
    await createStore(t, { merchantId: seller.id });
    const product = await createCatalogueProduct(t, { merchantId: seller.id, pricePaise: 100_000 });
    const shopper = await signedIn(t, 'user');
    const payment = await paidOrder(
      { purpose: 'product', kind: 'catalogue', productId: product.id, delivery: TEST_DELIVERY },
      shopper.cookie,
    );
    const reversals = () =>
      t.db
        .select({ amountPaise: earningsLedger.amountPaise })
        .from(earningsLedger)
        .where(
          and(eq(earningsLedger.accountId, shopper.account.id), eq(earningsLedger.kind, 'credit_reversed')),
        );

    razorpay.failNextRefund();
    const refused = await refund(payment.id, { reason: 'Damaged', amountPaise: 25_000 }, admin.cookie);
    expect(refused.status).toBe(502);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(0);
    expect(await reversals()).toEqual([]);

    const response = await refund(payment.id, { reason: 'Damaged', amountPaise: 25_000 }, admin.cookie);
    expect(response.status).toBe(200);
    // 5% of ₹1,000 is 5,000 paise; a quarter refunded takes back 1,250.
    expect(await reversals()).toEqual([{ amountPaise: 1_250 }]);
    // Razorpay refuses more than is left; so does the site, before asking it.
    expect((await refund(payment.id, { reason: 'x', amountPaise: 75_001 }, admin.cookie)).status).toBe(400);
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
