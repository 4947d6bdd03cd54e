import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutOptions,
  PaymentStatusAnswer,
  TestCheckoutAnswer,
} from '../../functions/contract/payments.ts';
import { paymentMessages } from '../../functions/contract/payments.ts';
import {
  earningsLedger,
  merchantSales,
  paymentEvents,
  payments,
  stores,
} from '../../functions/db/schema/index.ts';
import {
  createCatalogueProduct,
  createMerchant,
  createMerchantProduct,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { sendWebhook } from '../support/payment-webhook.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

/**
 * Payments on the built-in test provider (issue #12 items 1-4, 7): the server decides every amount,
 * a payment is marked paid only after a signature check and only once, the webhook is signed over the
 * raw body and each event id counts once, and a signed-in shopper's Buy Now earns pending cashback
 * that a refund reverses once.
 */
const SECRET = 'payments-test-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
});
afterAll(() => t.close());

async function storeWithProducts(merchantId?: string) {
  const merchant = merchantId ? { id: merchantId } : await createMerchant(t.db);
  await createStore(t, { merchantId: merchant.id });
  const catalogue = await createCatalogueProduct(t, { merchantId: merchant.id, pricePaise: 249_900 });
  const pick = await createMerchantProduct(t, {
    merchantId: merchant.id,
    pricePaise: 69_950,
    isApproved: true,
  });
  return { merchant, catalogue, pick };
}

async function order(body: unknown, cookie?: string) {
  return postJson(t, '/api/payments/orders', body, cookie);
}

async function created(body: unknown, cookie?: string): Promise<CheckoutOptions> {
  const response = await order(body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CheckoutOptions;
}

async function stored(orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!row) throw new Error(`no payment for ${orderId}`);
  return row;
}

const sign = (orderId: string, paymentId: string) => hmacHex(SECRET, `${orderId}|${paymentId}`);

function verify(orderId: string, paymentId: string, signature = sign(orderId, paymentId)) {
  return postJson(t, '/api/payments/verify', { orderId, paymentId, signature });
}

// As Razorpay sends it: server to server, no Origin, no Sec-Fetch-Site, no cookie.
const webhook = (event: unknown, eventId: string, signature?: string) =>
  sendWebhook(t.app, SECRET, event, eventId, signature);

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
  },
});

const refunded = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'refund.processed',
  payload: {
    refund: { entity: { id: `rfnd_${paymentId}`, payment_id: paymentId, amount, currency: 'INR' } },
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'refunded' } },
  },
});

describe('POST /api/payments/orders', () => {
  it('stores an open-amount order before answering Checkout its options', async () => {
    const options = await created({ purpose: 'open_amount', amount: '499', mobile: '+91 98765 43210' });
    expect(options).toMatchObject({
      provider: 'test',
      key: 'test',
      amount: 49_900,
      currency: 'INR',
      name: 'DealSphere',
      prefill: { name: '', email: '', contact: '' },
      theme: { color: '#d6336c' },
    });
    expect(options.orderId).toMatch(/^order_test_/);
    const row = await stored(options.orderId);
    expect(row).toMatchObject({
      status: 'created',
      provider: 'test',
      purpose: 'open_amount',
      amountPaise: 49_900,
      mobile: '9876543210',
      accountId: null,
    });
    expect(row.receipt.length).toBeLessThanOrEqual(40);
  });

  it('reads paise and refuses amounts out of bounds or malformed, storing nothing', async () => {
    expect((await created({ purpose: 'open_amount', amount: '1299.5' })).amount).toBe(129_950);
    const before = (await t.db.select({ id: payments.id }).from(payments)).length;
    for (const amount of ['0.99', '0', '500000.01', '-5', '12.345', 'abc', '1e3', '']) {
      const response = await order({ purpose: 'open_amount', amount });
      expect(response.status, amount).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        paymentMessages.badAmount,
      );
    }
    const badMobile = await order({ purpose: 'open_amount', amount: '10', mobile: '12345' });
    expect(badMobile.status).toBe(400);
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before);
  });

  it("charges a product's stored price; an amount in the request is refused", async () => {
    const { merchant, catalogue, pick } = await storeWithProducts();
    const { cookie } = await signedIn(t, 'user');
    const options = await created(
      { purpose: 'product', kind: 'catalogue', productId: catalogue.id, delivery: TEST_DELIVERY },
      cookie,
    );
    expect(options.amount).toBe(249_900);
    expect(await stored(options.orderId)).toMatchObject({
      purpose: 'product',
      amountPaise: 249_900,
      merchantId: merchant.id,
      catalogueProductId: catalogue.id,
      merchantProductId: null,
    });
    expect(
      (
        await created(
          { purpose: 'product', kind: 'pick', productId: pick.id, delivery: TEST_DELIVERY },
          cookie,
        )
      ).amount,
    ).toBe(69_950);

    const tampered = await order(
      {
        purpose: 'product',
        kind: 'catalogue',
        productId: catalogue.id,
        delivery: TEST_DELIVERY,
        amount: 1,
      },
      cookie,
    );
    expect(tampered.status).toBe(400);
    const wrongKind = await order(
      { purpose: 'product', kind: 'pick', productId: catalogue.id, delivery: TEST_DELIVERY },
      cookie,
    );
    expect(wrongKind.status).toBe(404);
    expect(((await wrongKind.json()) as { error: { message: string } }).error.message).toBe(
      paymentMessages.productNotFound,
    );
  });

  it('refuses products the storefront does not show: unapproved picks, hidden products, hidden stores', async () => {
    const { merchant, catalogue } = await storeWithProducts();
    const { cookie } = await signedIn(t, 'user');
    const waiting = await createMerchantProduct(t, { merchantId: merchant.id });
    expect(
      (
        await order(
          { purpose: 'product', kind: 'pick', productId: waiting.id, delivery: TEST_DELIVERY },
          cookie,
        )
      ).status,
    ).toBe(404);
    await t.db.update(stores).set({ hiddenAt: new Date() }).where(eq(stores.merchantId, merchant.id));
    expect(
      (
        await order(
          { purpose: 'product', kind: 'catalogue', productId: catalogue.id, delivery: TEST_DELIVERY },
          cookie,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await order(
          { purpose: 'product', kind: 'catalogue', productId: 'not-an-id', delivery: TEST_DELIVERY },
          cookie,
        )
      ).status,
    ).toBe(400);
  });

  it('prefills the signed-in payer from the session', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const options = await created({ purpose: 'open_amount', amount: '10' }, cookie);
    expect(options.prefill.name).toBe(account.displayName);
    expect((await stored(options.orderId)).accountId).toBe(account.id);
  });
});

describe('POST /api/payments/verify', () => {
  it('refuses a forged signature and changes nothing', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '499' });
    const forged = await verify(orderId, 'pay_forged', hmacHex('another-secret', `${orderId}|pay_forged`));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      paymentMessages.badSignature,
    );
    // A signature for another order's id does not carry over.
    const other = await created({ purpose: 'open_amount', amount: '499' });
    expect((await verify(orderId, 'pay_x', sign(other.orderId, 'pay_x'))).status).toBe(400);
    expect(await stored(orderId)).toMatchObject({ status: 'created', providerPaymentId: null, paidAt: null });
  });

  it('marks the order paid once; a replay answers the same; another payment id is refused', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '499' });
    const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' });
    expect(checkout.status).toBe(200);
    const signed = (await checkout.json()) as TestCheckoutAnswer;
    expect(await stored(orderId)).toMatchObject({ status: 'created' });

    const first = await verify(orderId, signed.razorpay_payment_id, signed.razorpay_signature);
    expect(first.status).toBe(200);
    expect((await first.json()) as PaymentStatusAnswer).toMatchObject({
      orderId,
      status: 'paid',
      amount: 49_900,
      message: 'Payment Successful!',
    });
    const paid = await stored(orderId);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: signed.razorpay_payment_id });

    const replay = await verify(orderId, signed.razorpay_payment_id, signed.razorpay_signature);
    expect(replay.status).toBe(200);
    expect((await stored(orderId)).paidAt).toEqual(paid.paidAt);

    const second = await verify(orderId, 'pay_second');
    expect(second.status).toBe(409);
    expect((await stored(orderId)).providerPaymentId).toBe(signed.razorpay_payment_id);

    const status = await t.app.request(`/api/payments/orders/${orderId}/status`);
    expect(await status.json()).toEqual({ orderId, status: 'paid', amount: 49_900 });
  });

  it('records a failure from the test checkout; an unknown order is 404', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '25' });
    const failed = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'failed' });
    expect(failed.status).toBe(200);
    expect(await stored(orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Declined in the test checkout',
    });
    expect((await verify('order_test_nothing', 'pay_1')).status).toBe(404);
    expect((await t.app.request('/api/payments/orders/order_test_nothing/status')).status).toBe(404);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '499' });
    const response = await webhook(captured(orderId, 'pay_badsig', 49_900), 'evt_badsig', 'f'.repeat(64));
    expect(response.status).toBe(400);
    expect(await stored(orderId)).toMatchObject({ status: 'created' });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_badsig'))).toEqual(
      [],
    );
  });

  it('marks an abandoned checkout paid; a replayed event id changes nothing', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '499' });
    const response = await webhook(captured(orderId, 'pay_closed_tab', 49_900), 'evt_closed_tab');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'handled' });
    const paid = await stored(orderId);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: 'pay_closed_tab' });

    const replay = await webhook(captured(orderId, 'pay_closed_tab', 49_900), 'evt_closed_tab');
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    expect(await stored(orderId)).toEqual(paid);
  });

  it('records nothing for an amount that is not the stored one, and marks failures', async () => {
    const { orderId } = await created({ purpose: 'open_amount', amount: '499' });
    const wrong = await webhook(captured(orderId, 'pay_wrong_amount', 100), 'evt_wrong_amount');
    expect(await wrong.json()).toEqual({ status: 'ignored' });
    expect(await stored(orderId)).toMatchObject({ status: 'created' });
    expect(
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_wrong_amount')),
    ).toEqual([]);

    const failed = await webhook(
      {
        event: 'payment.failed',
        payload: {
          payment: {
            entity: { id: 'pay_f', order_id: orderId, amount: 49_900, error_description: 'Card declined' },
          },
        },
      },
      'evt_failed',
    );
    expect(failed.status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
  });

  it('acknowledges events it does not handle', async () => {
    const response = await webhook({ event: 'settlement.processed', payload: {} }, 'evt_settlement');
    expect(response.status).toBe(200);
  });
});

describe('Buy Now', () => {
  it("adds the signed-in shopper's pending cashback, and a refund reverses it once", async () => {
    const seller = await signedIn(t, 'merchant');
    const { merchant, catalogue } = await storeWithProducts(seller.merchant?.id);
    const { account, cookie } = await signedIn(t, 'user');
    const { orderId } = await created(
      { purpose: 'product', kind: 'catalogue', productId: catalogue.id, delivery: TEST_DELIVERY },
      cookie,
    );
    expect((await verify(orderId, 'pay_buy_now')).status).toBe(200);
    // The webhook for the same payment arrives too: nothing more is credited.
    await webhook(captured(orderId, 'pay_buy_now', 249_900), 'evt_buy_now_captured');

    const paid = await stored(orderId);
    const sales = await t.db.select().from(merchantSales).where(eq(merchantSales.accountId, account.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      id: paid.saleId,
      merchantId: merchant.id,
      saleAmountPaise: 249_900,
      couponId: null,
      idempotencyKey: 'payment:pay_buy_now',
    });
    const ledger = () =>
      t.db
        .select({ kind: earningsLedger.kind, amountPaise: earningsLedger.amountPaise })
        .from(earningsLedger)
        .where(eq(earningsLedger.accountId, account.id));
    expect(await ledger()).toEqual([{ kind: 'credit_pending', amountPaise: 12_495 }]);
    // Issue 22 item 6: the shopper is mailed "cashback pending" once (verify and webhook both ran).
    const mailSubjects = async () =>
      (await t.outbox()).filter((mail) => mail.to === account.email).map((mail) => mail.subject);
    expect(
      (await mailSubjects()).filter((subject) => subject.startsWith('Cashback pending: ₹124.95')),
    ).toHaveLength(1);
    // The merchant sees the order among the Review tab's sales, marked Buy Now.
    const listed = await t.app.request('/api/merchant/sales', { headers: { Cookie: seller.cookie } });
    expect(await listed.json()).toMatchObject([
      { id: paid.saleId, buyNow: true, saleAmount: 2499, status: 'pending' },
    ]);

    expect((await webhook(refunded(orderId, 'pay_buy_now', 249_900), 'evt_refund_1')).status).toBe(200);
    expect((await webhook(refunded(orderId, 'pay_buy_now', 249_900), 'evt_refund_1')).status).toBe(200);
    expect((await webhook(refunded(orderId, 'pay_buy_now', 249_900), 'evt_refund_2')).status).toBe(200);
    expect(await stored(orderId)).toMatchObject({ status: 'refunded', refundedPaise: 249_900 });
    expect(await ledger()).toEqual([
      { kind: 'credit_pending', amountPaise: 12_495 },
      { kind: 'credit_reversed', amountPaise: 12_495 },
    ]);
    // The full refund's reversal is mailed once, whichever refund event came twice.
    expect(
      (await mailSubjects()).filter((subject) => subject.startsWith('Cashback reversed: ₹124.95')),
    ).toHaveLength(1);
  });

  it('records no sale for a visitor or a merchant', async () => {
    const { catalogue } = await storeWithProducts();
    // A visitor cannot buy at all: an order is kept in an account (issue 24 item 6).
    const visitor = await order({
      purpose: 'product',
      kind: 'catalogue',
      productId: catalogue.id,
      delivery: TEST_DELIVERY,
    });
    expect(visitor.status).toBe(401);
    const merchant = await signedIn(t, 'merchant');
    const own = await created(
      { purpose: 'product', kind: 'catalogue', productId: catalogue.id, delivery: TEST_DELIVERY },
      merchant.cookie,
    );
    expect((await verify(own.orderId, 'pay_merchant')).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.providerOrderId, own.orderId), eq(payments.status, 'paid')));
    expect(row?.saleId).toBeNull();
  });
});
