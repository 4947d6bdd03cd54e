import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import {
  orderMessages,
  type MerchantOrderRow,
  type OrderMoveAnswer,
  type OrderReceipt,
  type OrderRow,
} from '../../functions/contract/orders.ts';
import {
  catalogueProducts,
  earningsLedger,
  paymentRefunds,
  payments,
  shopOrderEvents,
  shopOrders,
} from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createStore } from '../../functions/seed/factories/index.ts';
import { readStorefront } from '../../functions/services/storefront/read-storefront.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';
import { sendWebhook } from '../support/payment-webhook.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Orders from Buy Now (issue 24 item 6, decision 0074) on the built-in test provider: the address is
 * checked before paying, a paid Buy Now makes one order however often it is verified, the receipt is its
 * shopper's only, the merchant moves their own orders forward only, and a cancel refunds through the
 * provider and reverses the order's cashback with a new ledger entry. Stock goes down once per order.
 */
const SECRET = 'orders-test-secret-0123456789abc';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
});
afterAll(() => t.close());

const DELIVERY = TEST_DELIVERY;

async function shop(product: Partial<typeof catalogueProducts.$inferInsert> = {}) {
  const seller = await signedIn(t, 'merchant');
  const merchantId = seller.merchant!.id;
  await createStore(t, { merchantId });
  const item = await createCatalogueProduct(t, { merchantId, pricePaise: 249_900, ...product });
  return { seller, item };
}

const buy = (productId: string, cookie?: string, delivery: unknown = DELIVERY) =>
  postJson(t, '/api/payments/orders', { purpose: 'product', kind: 'catalogue', productId, delivery }, cookie);

const verify = (orderId: string, paymentId: string, cookie?: string) =>
  postJson(
    t,
    '/api/payments/verify',
    { orderId, paymentId, signature: hmacHex(SECRET, `${orderId}|${paymentId}`) },
    cookie,
  );

let paymentCount = 0;
/** A paid Buy Now: its provider order id and our order row. */
async function paidOrder(productId: string, cookie: string) {
  const response = await buy(productId, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  const { orderId } = (await response.json()) as CheckoutOptions;
  expect((await verify(orderId, `pay_order_${++paymentCount}`, cookie)).status).toBe(200);
  const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  const [order] = await t.db.select().from(shopOrders).where(eq(shopOrders.paymentId, payment!.id));
  return { orderId, payment: payment!, order: order! };
}

const get = (path: string, cookie?: string) =>
  t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const move = (id: string, body: unknown, cookie: string) =>
  postJson(t, `/api/merchant/orders/${id}/status`, body, cookie);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe('Buy Now asks where the parcel goes', () => {
  it('refuses a missing or bad address with each field’s message, storing nothing', async () => {
    const { item } = await shop();
    const { cookie } = await signedIn(t, 'user');
    const before = (await t.db.select({ id: payments.id }).from(payments)).length;
    const missing = await postJson(
      t,
      '/api/payments/orders',
      { purpose: 'product', kind: 'catalogue', productId: item.id },
      cookie,
    );
    expect(missing.status).toBe(400);
    const bad = await buy(item.id, cookie, {
      name: 'A',
      phone: '12345',
      address: 'short',
      city: '',
      pin: '012345',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      'delivery.name': orderMessages.badName,
      'delivery.phone': orderMessages.badPhone,
      'delivery.address': orderMessages.badAddress,
      'delivery.city': orderMessages.badCity,
      'delivery.pin': orderMessages.badPin,
    });
    for (const pin of ['50001', '5000123', '000001', 'ABCDEF']) {
      const response = await buy(item.id, cookie, { ...DELIVERY, pin });
      expect((await errorOf(response)).fields, pin).toEqual({ 'delivery.pin': orderMessages.badPin });
    }
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before);
  });

  it('needs a sign-in: the order and its receipt are kept in an account', async () => {
    const { item } = await shop();
    const response = await buy(item.id);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe(orderMessages.signInToBuy);
  });
});

describe('a paid Buy Now makes one order', () => {
  it('once, however often verify and the webhook repeat; the shopper is mailed a receipt', async () => {
    const { seller, item } = await shop({ mrpPaise: 299_900 });
    const { account, cookie } = await signedIn(t, 'user');
    const { orderId, payment, order } = await paidOrder(item.id, cookie);
    expect(order).toMatchObject({
      accountId: account.id,
      merchantId: seller.merchant!.id,
      catalogueProductId: item.id,
      productName: item.productName,
      pricePaise: 249_900,
      mrpPaise: 299_900,
      deliveryName: 'Lakshmi Devi',
      deliveryPhone: '9876543210',
      deliveryPin: '500012',
      deliveryCity: 'Hyderabad',
      status: 'placed',
    });
    expect(order.number).toMatch(/^DS[0-9A-Z]{10}$/);
    // Again: verify, and Razorpay's webhook for the same payment.
    expect((await verify(orderId, payment.providerPaymentId!, cookie)).status).toBe(200);
    const hook = await sendWebhook(
      t.app,
      SECRET,
      {
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: payment.providerPaymentId, order_id: orderId, amount: 249_900 } },
        },
      },
      `evt_again_${order.number}`,
    );
    expect(hook.status).toBe(200);
    expect(await t.db.select().from(shopOrders).where(eq(shopOrders.paymentId, payment.id))).toHaveLength(1);
    expect(
      await t.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, order.id)),
    ).toMatchObject([{ fromStatus: null, toStatus: 'placed' }]);
    const receipts = (await t.outbox()).filter(
      (mail) => mail.to === account.email && mail.subject.startsWith(`Your order ${order.number} is placed`),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Begum Bazaar');
    expect(receipts[0]!.links.some((link) => link.endsWith(`/orders/${order.number}`))).toBe(true);
  });

  it('shows the receipt to its shopper only; anyone else gets 404', async () => {
    const { item } = await shop();
    const shopper = await signedIn(t, 'user');
    const { order } = await paidOrder(item.id, shopper.cookie);
    const mine = await get(`/api/orders/${order.number}`, shopper.cookie);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({
      number: order.number,
      status: 'placed',
      pricePaise: 249_900,
      delivery: { name: 'Lakshmi Devi', phone: '9876543210', pin: '500012' },
      events: [{ status: 'placed' }],
      cashback: { amountPaise: 12_495, state: 'pending', reversedPaise: 0 },
    });
    const list = (await (await get('/api/orders', shopper.cookie)).json()) as OrderRow[];
    expect(list.map((row) => row.number)).toEqual([order.number]);

    const other = await signedIn(t, 'user');
    expect((await get(`/api/orders/${order.number}`, other.cookie)).status).toBe(404);
    expect(await (await get('/api/orders', other.cookie)).json()).toEqual([]);
    expect((await get(`/api/orders/DSAAAAAAAAAA`, shopper.cookie)).status).toBe(404);
    expect((await get(`/api/orders/${order.number}`)).status).toBe(401);
  });
});

describe('the merchant moves an order', () => {
  it('forward only: placed → shipped → delivered, each kept as an event; never backwards', async () => {
    const { seller, item } = await shop();
    const shopper = await signedIn(t, 'user');
    const { order } = await paidOrder(item.id, shopper.cookie);

    const listed = (await (await get('/api/merchant/orders', seller.cookie)).json()) as MerchantOrderRow[];
    expect(listed).toMatchObject([{ id: order.id, status: 'placed', next: ['shipped', 'cancelled'] }]);

    const skip = await move(order.id, { status: 'delivered' }, seller.cookie);
    expect(skip.status).toBe(409);
    expect((await errorOf(skip)).message).toBe(orderMessages.badTransition('placed', 'delivered'));

    const shipped = await move(order.id, { status: 'shipped', note: 'DTDC 123' }, seller.cookie);
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    expect(((await shipped.json()) as OrderMoveAnswer).order).toMatchObject({ status: 'shipped' });
    const back = await move(order.id, { status: 'placed' }, seller.cookie);
    expect(back.status).toBe(409);
    expect((await errorOf(back)).message).toBe(orderMessages.badTransition('shipped', 'placed'));
    expect((await move(order.id, { status: 'delivered' }, seller.cookie)).status).toBe(200);
    expect((await move(order.id, { status: 'cancelled', note: 'too late' }, seller.cookie)).status).toBe(409);

    const events = await t.db
      .select({
        from: shopOrderEvents.fromStatus,
        to: shopOrderEvents.toStatus,
        actor: shopOrderEvents.actorAccountId,
      })
      .from(shopOrderEvents)
      .where(eq(shopOrderEvents.orderId, order.id))
      .orderBy(shopOrderEvents.createdAt);
    expect(events).toEqual([
      { from: null, to: 'placed', actor: null },
      { from: 'placed', to: 'shipped', actor: seller.account.id },
      { from: 'shipped', to: 'delivered', actor: seller.account.id },
    ]);
    const receipt = (await (await get(`/api/orders/${order.number}`, shopper.cookie)).json()) as OrderReceipt;
    expect(receipt.status).toBe('delivered');
    const subjects = (await t.outbox()).filter((m) => m.to === shopper.account.email).map((m) => m.subject);
    expect(subjects).toContain(`Your order ${order.number} is shipped | DealSphere`);
  });

  it('refuses another merchant (404), shoppers (403) and visitors (401), changing nothing', async () => {
    const { item } = await shop();
    const shopper = await signedIn(t, 'user');
    const { order } = await paidOrder(item.id, shopper.cookie);
    const other = await signedIn(t, 'merchant');
    const refused = await move(order.id, { status: 'shipped' }, other.cookie);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(orderMessages.orderNotFound);
    expect(await (await get('/api/merchant/orders', other.cookie)).json()).toEqual([]);
    expect((await move(order.id, { status: 'shipped' }, shopper.cookie)).status).toBe(403);
    expect((await postJson(t, `/api/merchant/orders/${order.id}/status`, { status: 'shipped' })).status).toBe(
      401,
    );
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row!.status).toBe('placed');
  });

  it('cancel refunds through the provider and reverses the cashback with a new ledger entry', async () => {
    const { seller, item } = await shop();
    const shopper = await signedIn(t, 'user');
    const { order, payment } = await paidOrder(item.id, shopper.cookie);
    expect((await move(order.id, { status: 'shipped' }, seller.cookie)).status).toBe(200);
    const noReason = await move(order.id, { status: 'cancelled' }, seller.cookie);
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields).toEqual({ note: orderMessages.cancelReasonNeeded });

    const cancelled = await move(order.id, { status: 'cancelled', note: 'Courier lost it' }, seller.cookie);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(((await cancelled.json()) as OrderMoveAnswer).message).toBe(
      orderMessages.cancelled(order.number, '₹2,499'),
    );
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(refunds).toMatchObject([
      { amountPaise: 249_900, reason: 'Courier lost it', actorAccountId: seller.account.id },
    ]);
    expect(refunds[0]!.providerRefundId).toMatch(/^rfnd_test_/);
    const ledger = await t.db
      .select({ kind: earningsLedger.kind, amountPaise: earningsLedger.amountPaise })
      .from(earningsLedger)
      .where(eq(earningsLedger.accountId, shopper.account.id))
      .orderBy(earningsLedger.createdAt);
    expect(ledger).toEqual([
      { kind: 'credit_pending', amountPaise: 12_495 },
      { kind: 'credit_reversed', amountPaise: 12_495 },
    ]);
    const receipt = (await (await get(`/api/orders/${order.number}`, shopper.cookie)).json()) as OrderReceipt;
    expect(receipt).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Courier lost it',
      refundedPaise: 249_900,
      cashback: { amountPaise: 12_495, state: 'reversed', reversedPaise: 12_495 },
    });
    // Once: a second cancel is refused and refunds nothing more.
    expect((await move(order.id, { status: 'cancelled', note: 'again' }, seller.cookie)).status).toBe(409);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(1);
    const subjects = (await t.outbox()).filter((m) => m.to === shopper.account.email).map((m) => m.subject);
    expect(subjects).toContain(`Your order ${order.number} is cancelled | DealSphere`);
  });
});

describe('stock', () => {
  it('the storefront shows the MRP above the price and a product with none left as out of stock', async () => {
    const { seller, item } = await shop({ mrpPaise: 299_900, stockCount: 0 });
    const plain = await createCatalogueProduct(t, {
      merchantId: seller.merchant!.id,
      pricePaise: 50_000,
      mrpPaise: 40_000,
    });
    const store = await readStorefront(t.db, seller.merchant!.id, 500);
    const byId = new Map(store!.products.map((product) => [product.id, product]));
    expect(byId.get(item.id)).toMatchObject({ price: 2499, mrp: 2999, inStock: false });
    // An MRP below the price is nothing to strike through; an uncounted stock is in stock.
    expect(byId.get(plain.id)).toMatchObject({ price: 500, mrp: null, inStock: true });
  });

  it('a paid order takes one; none left refuses Buy Now; a cancel before shipping puts it back', async () => {
    const { seller, item } = await shop({ stockCount: 1 });
    const first = await signedIn(t, 'user');
    const { order } = await paidOrder(item.id, first.cookie);
    const stock = async () =>
      (await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, item.id)))[0]!.stockCount;
    expect(await stock()).toBe(0);
    const second = await signedIn(t, 'user');
    const refused = await buy(item.id, second.cookie);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(orderMessages.outOfStock);

    expect(
      (await move(order.id, { status: 'cancelled', note: 'Changed my mind' }, seller.cookie)).status,
    ).toBe(200);
    expect(await stock()).toBe(1);
    expect((await buy(item.id, second.cookie)).status).toBe(201);
  });

  it('two payments for the last one: both orders stand, the late one marked stock short, never below 0', async () => {
    const { seller, item } = await shop({ stockCount: 1 });
    const a = await signedIn(t, 'user');
    const b = await signedIn(t, 'user');
    const startA = (await (await buy(item.id, a.cookie)).json()) as CheckoutOptions;
    const startB = (await (await buy(item.id, b.cookie)).json()) as CheckoutOptions;
    await Promise.all([
      verify(startA.orderId, 'pay_race_a', a.cookie),
      verify(startB.orderId, 'pay_race_b', b.cookie),
    ]);
    const rows = await t.db.select().from(shopOrders).where(eq(shopOrders.merchantId, seller.merchant!.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.stockShort)).toHaveLength(1);
    const [product] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, item.id));
    expect(product!.stockCount).toBe(0);
  });
});

describe('cancel with Razorpay keys: the refund goes through the SDK to (fake) Razorpay', () => {
  const KEY_ID = 'rzp_test_orders000000001';
  const KEY_SECRET = 'orders-fake-razorpay-key-secret';
  it('refunds the captured payment in full at Razorpay and reverses the cashback; a refusal changes nothing', async () => {
    const razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    const r = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'orders-fake-webhook-secret',
      RAZORPAY_API_URL: razorpay.apiUrl,
      TEST_PAYMENTS_SECRET: SECRET,
    });
    try {
      const seller = await signedIn(r, 'merchant');
      await createStore(r, { merchantId: seller.merchant!.id });
      const item = await createCatalogueProduct(r, { merchantId: seller.merchant!.id, pricePaise: 100_000 });
      const shopper = await signedIn(r, 'user');
      const started = await postJson(
        r,
        '/api/payments/orders',
        { purpose: 'product', kind: 'catalogue', productId: item.id, delivery: DELIVERY },
        shopper.cookie,
      );
      const { orderId, amount } = (await started.json()) as CheckoutOptions;
      const signature = hmacHex(KEY_SECRET, `${orderId}|pay_rzp_order`);
      expect(
        (
          await postJson(
            r,
            '/api/payments/verify',
            { orderId, paymentId: 'pay_rzp_order', signature },
            shopper.cookie,
          )
        ).status,
      ).toBe(200);
      razorpay.capture('pay_rzp_order', amount);
      const [order] = await r.db
        .select()
        .from(shopOrders)
        .where(eq(shopOrders.accountId, shopper.account.id));

      razorpay.failNextRefund();
      const refused = await postJson(
        r,
        `/api/merchant/orders/${order!.id}/status`,
        { status: 'cancelled', note: 'Out of stock' },
        seller.cookie,
      );
      expect(refused.status).toBe(502);
      const [still] = await r.db.select().from(shopOrders).where(eq(shopOrders.id, order!.id));
      expect(still!.status).toBe('placed');

      const cancelled = await postJson(
        r,
        `/api/merchant/orders/${order!.id}/status`,
        { status: 'cancelled', note: 'Out of stock' },
        seller.cookie,
      );
      expect(cancelled.status, await cancelled.clone().text()).toBe(200);
      expect(razorpay.refunds).toMatchObject([
        { payment_id: 'pay_rzp_order', amount: 100_000, notes: { reason: 'Out of stock' } },
      ]);
      const ledger = await r.db
        .select({ kind: earningsLedger.kind, amountPaise: earningsLedger.amountPaise })
        .from(earningsLedger)
        .where(eq(earningsLedger.accountId, shopper.account.id))
        .orderBy(earningsLedger.createdAt);
      expect(ledger).toEqual([
        { kind: 'credit_pending', amountPaise: 5_000 },
        { kind: 'credit_reversed', amountPaise: 5_000 },
      ]);
    } finally {
      await r.close();
      await razorpay.close();
    }
  });
});
