import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantOverview } from '../../functions/contract/merchant-overview.ts';
import { payments, shopOrders } from '../../functions/db/schema/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Orders in the merchant's figures (issue 24 items 6 and 8): orders by status for the chosen period,
 * counted only for the merchant's own orders and only those placed in the period; and orders placed
 * and cancelled in the recent activity.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let sequence = 0;

/** An order of this merchant, placed `daysAgo` days ago, in `status` (a paid payment under it). */
async function order(
  merchantId: string,
  status: 'placed' | 'shipped' | 'delivered' | 'cancelled',
  daysAgo: number,
  extra: Partial<typeof shopOrders.$inferInsert> = {},
) {
  const n = ++sequence;
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const [payment] = await t.db
    .insert(payments)
    .values({
      purpose: 'product',
      provider: 'test',
      providerOrderId: `order_ovw_${n}`,
      providerPaymentId: `pay_ovw_${n}`,
      receipt: `rcpt_ovw_${n}`,
      amountPaise: 49_900,
      status: 'paid',
      description: 'Cotton kurta',
      merchantId,
    })
    .returning();
  const [row] = await t.db
    .insert(shopOrders)
    .values({
      number: `DSOVW${String(n).padStart(7, '0')}`,
      paymentId: payment!.id,
      merchantId,
      productName: `Kurta ${n}`,
      storeName: 'Kaveri Silks',
      pricePaise: 49_900,
      deliveryName: 'Asha Rao',
      deliveryPhone: '9876543210',
      deliveryAddress: '12 MG Road, Indiranagar',
      deliveryCity: 'Bengaluru',
      deliveryPin: '560038',
      status,
      placedAt: at,
      createdAt: at,
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelReason: 'Out of this size' } : {}),
      ...extra,
    })
    .returning();
  return row!;
}

async function overview(cookie: string, days = 30): Promise<MerchantOverview> {
  const response = await t.app.request(`/api/merchant/overview?days=${days}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as MerchantOverview;
}

const counts = (body: MerchantOverview) =>
  Object.fromEntries((body.ordersByStatus ?? []).map((entry) => [entry.status, entry.count]));

describe('orders in the merchant overview', () => {
  it('an account without orders gets no orders-by-status entries', async () => {
    const merchant = await signedIn(t, 'merchant');
    expect((await overview(merchant.cookie)).ordersByStatus).toEqual([]);
  });

  it('counts the period’s orders by status, never another merchant’s', async () => {
    const a = await signedIn(t, 'merchant');
    const b = await signedIn(t, 'merchant');
    const id = a.merchant!.id;
    await order(id, 'placed', 0);
    await order(id, 'placed', 2);
    await order(id, 'shipped', 3);
    await order(id, 'delivered', 10);
    await order(id, 'cancelled', 1);
    await order(id, 'delivered', 60);
    await order(id, 'placed', 120); // older than every period
    // Another merchant's orders, in every period: never counted for A.
    await order(b.merchant!.id, 'placed', 0);
    await order(b.merchant!.id, 'delivered', 5);

    const week = await overview(a.cookie, 7);
    expect(week.ordersByStatus).toEqual([
      { status: 'placed', label: 'Placed', count: 2 },
      { status: 'shipped', label: 'Shipped', count: 1 },
      { status: 'delivered', label: 'Delivered', count: 0 },
      { status: 'cancelled', label: 'Cancelled', count: 1 },
    ]);
    expect(counts(await overview(a.cookie, 30))).toEqual({
      placed: 2,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
    expect(counts(await overview(a.cookie, 90))).toEqual({
      placed: 2,
      shipped: 1,
      delivered: 2,
      cancelled: 1,
    });
    expect(counts(await overview(b.cookie, 90))).toEqual({
      placed: 1,
      shipped: 0,
      delivered: 1,
      cancelled: 0,
    });
  });

  it('recent activity names orders placed and cancelled (with the reason), and only the merchant’s', async () => {
    const a = await signedIn(t, 'merchant');
    const b = await signedIn(t, 'merchant');
    const placed = await order(a.merchant!.id, 'placed', 0.01);
    const cancelled = await order(a.merchant!.id, 'cancelled', 2);
    const other = await order(b.merchant!.id, 'placed', 0);

    const { recentActivity } = await overview(a.cookie);
    expect(recentActivity.slice(0, 3)).toEqual([
      {
        kind: 'order_cancelled',
        subject: cancelled.productName,
        detail: `₹499, order ${cancelled.number}. Out of this size`,
        at: cancelled.cancelledAt!.toISOString(),
      },
      {
        kind: 'order_placed',
        subject: placed.productName,
        detail: `₹499, order ${placed.number}`,
        at: placed.createdAt.toISOString(),
      },
      {
        kind: 'order_placed',
        subject: cancelled.productName,
        detail: `₹499, order ${cancelled.number}`,
        at: cancelled.createdAt.toISOString(),
      },
    ]);
    expect(recentActivity.some((entry) => entry.subject === other.productName)).toBe(false);
  });
});
