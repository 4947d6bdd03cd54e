import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import { payments, shopOrders } from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createStore } from '../../functions/seed/factories/index.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * "Download my data" (decision 0037) holds the shopper's orders from Buy Now (issue 24 item 6): the
 * product, price, address and status history, not who moved it; another shopper's export has none of
 * them, and the merchant's export lists the orders received without the shopper or the address.
 */
const SECRET = 'export-orders-secret-0123456789ab';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
});
afterAll(() => t.close());

async function exportOf(cookie: string) {
  const response = await t.app.request('/api/account/export', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return { text: await response.clone().text(), data: (await response.json()) as Record<string, unknown> };
}

describe('orders in the data export', () => {
  it('the shopper’s export lists their orders with the status history; others see none of it', async () => {
    const seller = await signedIn(t, 'merchant');
    await createStore(t, { merchantId: seller.merchant!.id });
    const item = await createCatalogueProduct(t, {
      merchantId: seller.merchant!.id,
      productName: 'Silk saree',
      pricePaise: 249_900,
    });
    const shopper = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');

    const created = await postJson(
      t,
      '/api/payments/orders',
      { purpose: 'product', kind: 'catalogue', productId: item.id, delivery: TEST_DELIVERY },
      shopper.cookie,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { orderId } = (await created.json()) as CheckoutOptions;
    const verified = await postJson(
      t,
      '/api/payments/verify',
      { orderId, paymentId: 'pay_export_1', signature: hmacHex(SECRET, `${orderId}|pay_export_1`) },
      shopper.cookie,
    );
    expect(verified.status).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    const [order] = await t.db.select().from(shopOrders).where(eq(shopOrders.paymentId, payment!.id));
    expect(order).toBeDefined();

    const mine = (await exportOf(shopper.cookie)).data as {
      orders: (Record<string, unknown> & { events: Record<string, unknown>[] })[];
    };
    expect(mine.orders).toHaveLength(1);
    expect(mine.orders[0]).toMatchObject({
      number: order!.number,
      productName: 'Silk saree',
      pricePaise: 249_900,
      deliveryName: 'Lakshmi Devi',
      deliveryPin: '500012',
      status: 'placed',
    });
    expect(mine.orders[0]).not.toHaveProperty('accountId');
    expect(mine.orders[0]!.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'placed'],
    ]);
    expect(mine.orders[0]!.events[0]).not.toHaveProperty('actorAccountId');

    const others = await exportOf(other.cookie);
    expect((others.data as { orders: unknown[] }).orders).toEqual([]);
    expect(others.text).not.toContain(order!.number);

    const store = await exportOf(seller.cookie);
    const business = (store.data as { business: { ordersReceived: Record<string, unknown>[] } }).business;
    expect(business.ordersReceived).toEqual([
      expect.objectContaining({ number: order!.number, status: 'placed', pricePaise: 249_900 }),
    ]);
    expect(store.text).not.toContain('Lakshmi Devi');
    expect(store.text).not.toContain('Begum Bazaar');
  });
});
