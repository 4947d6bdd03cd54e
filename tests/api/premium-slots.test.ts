import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import type { PremiumSlotPrice } from '../../functions/contract/payment-admin.ts';
import { auditLog, coupons, payments, premiumSlotPrices } from '../../functions/db/schema/index.ts';
import { isoDateInDays } from '../../functions/seed/factories/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Premium slots (issue 12 item 6, decision 0035): a premium request waits for its slot's price
 * (premium_slot_prices, else PREMIUM_SLOT_PRICE_RUPEES) before it reaches the admin's queue; only its
 * own merchant may pay, the price is the table's, and a paid coupon is not charged again when edited.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let merchantA: Awaited<ReturnType<typeof signedIn>>;
let merchantB: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ PREMIUM_SLOT_PRICE_RUPEES: '599' });
  admin = await signedIn(t, 'admin');
  merchantA = await signedIn(t, 'merchant');
  merchantB = await signedIn(t, 'merchant');
  user = await signedIn(t, 'user');
  png = await smallPng();
});
afterAll(() => t.close());

const couponFields = (overrides: Record<string, string> = {}) => ({
  couponName: 'Premium Diwali',
  couponCode: 'PREM40',
  expiryDate: isoDateInDays(40),
  termsAndConditions: 'Once per account.',
  title: 'Flat 40% off',
  description: 'Festive offer.',
  percentage: '40',
  discountValue: '150',
  requestedSlotId: '3',
  slotKind: 'premium',
  category: 'Fashion',
  language: 'en',
  merchantURL: 'shop.example.in',
  ...overrides,
});

function couponForm(values: Record<string, string>, withImage = true) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (withImage) body.set('adPost', new File([new Uint8Array(png)], 'ad.png', { type: 'image/png' }));
  return body;
}

async function upload(values: Record<string, string>, cookie = merchantA.cookie) {
  const response = await t.app.request(
    '/api/MerchantDetails/coupons/upload',
    sameOrigin({ method: 'POST', body: couponForm(values), headers: { Cookie: cookie } }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

const get = async <T>(path: string, cookie: string) =>
  (await (await t.app.request(path, { headers: { Cookie: cookie } })).json()) as T;
const pendingIds = async () =>
  (await get<{ id: string }[]>('/api/Admin/PendingCoupons', admin.cookie)).map((row) => row.id);
const myCoupon = async (id: string, cookie = merchantA.cookie) =>
  (await get<MerchantCoupon[]>('/api/merchant/coupons', cookie)).find((row) => row.id === id);
const statusOf = async (id: string) =>
  (await t.db.select({ status: coupons.status }).from(coupons).where(eq(coupons.id, id)))[0]?.status;
const paymentCount = async () => (await t.db.select().from(payments)).length;

async function setPrice(slotId: number | string, price: unknown, cookie = admin.cookie) {
  return t.app.request(
    `/api/admin/premium-slot-prices/${slotId}`,
    sameOrigin({
      method: 'PUT',
      body: JSON.stringify({ price }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    }),
  );
}

async function pay(orderId: string, cookie: string) {
  const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' }, cookie);
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await postJson(
    t,
    '/api/payments/verify',
    { orderId, paymentId: signed.razorpay_payment_id, signature: signed.razorpay_signature },
    cookie,
  );
  expect(verified.status).toBe(200);
}

describe('premium slot prices', () => {
  it('lists all 24 slots, the configured default where the table has no row', async () => {
    const prices = await get<PremiumSlotPrice[]>('/api/admin/premium-slot-prices', admin.cookie);
    expect(prices).toHaveLength(24);
    expect(prices[0]).toEqual({ slotId: 1, pricePaise: 59_900, stored: false });
  });

  it('an admin sets a slot’s price (audit-logged); bad prices and slots change nothing', async () => {
    const saved = await setPrice(3, '1,250');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      slotId: 3,
      pricePaise: 125_000,
      message: 'Slot price saved.',
    });
    const [row] = await t.db.select().from(premiumSlotPrices).where(eq(premiumSlotPrices.slotId, 3));
    expect(row?.pricePaise).toBe(125_000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'premium_slot'));
    expect(audit.at(-1)).toMatchObject({ entityId: '3', action: 'set_price' });

    expect((await setPrice(3, '0')).status).toBe(400);
    expect((await setPrice(3, 'abc')).status).toBe(400);
    expect((await setPrice(25, '100')).status).toBe(404);
    expect((await setPrice(3, '100', merchantA.cookie)).status).toBe(403);
    const [after] = await t.db.select().from(premiumSlotPrices).where(eq(premiumSlotPrices.slotId, 3));
    expect(after?.pricePaise).toBe(125_000);
  });
});

describe('a premium coupon', () => {
  it('a free request goes straight to the admin’s queue', async () => {
    const free = await upload(couponFields({ slotKind: 'free', couponName: 'Free one' }));
    expect(free.status).toBe('pending');
    expect(await pendingIds()).toContain(free.id);
    expect((await myCoupon(free.id))?.premiumPayment).toBeNull();
  });

  it('waits for payment out of the admin’s queue, is paid at the table’s price by its merchant only, then joins the queue', async () => {
    const created = await upload(couponFields());
    expect(created.status).toBe('awaiting_payment');
    expect(await statusOf(created.id)).toBe('awaiting_payment');
    expect(await pendingIds()).not.toContain(created.id);
    for (const path of ['/api/AdSlot/get-all-ad-slots', '/api/AToZ/newest', '/api/AToZ/BestOffers']) {
      expect(await (await t.app.request(path)).text()).not.toContain('Premium Diwali');
    }
    expect((await myCoupon(created.id))?.premiumPayment).toEqual({ state: 'awaiting', pricePaise: 125_000 });
    expect((await myCoupon(created.id))?.status).toBe('awaiting_payment');

    // Nobody else can pay for it or learn it exists; an amount in the body is refused.
    const before = await paymentCount();
    const body = { purpose: 'premium_slot', couponId: created.id };
    expect((await postJson(t, '/api/payments/orders', body, merchantB.cookie)).status).toBe(404);
    expect((await postJson(t, '/api/payments/orders', body, user.cookie)).status).toBe(404);
    expect((await postJson(t, '/api/payments/orders', body, admin.cookie)).status).toBe(404);
    expect((await postJson(t, '/api/payments/orders', body)).status).toBe(404);
    expect(
      (await postJson(t, '/api/payments/orders', { ...body, amount: '1' }, merchantA.cookie)).status,
    ).toBe(400);
    expect(await paymentCount()).toBe(before);
    expect(await myCoupon(created.id, merchantB.cookie)).toBeUndefined();

    const order = await postJson(t, '/api/payments/orders', body, merchantA.cookie);
    expect(order.status).toBe(201);
    const options = (await order.json()) as { orderId: string; amount: number; description: string };
    expect(options.amount).toBe(125_000);
    expect(options.description).toBe('Premium slot 3 for "Premium Diwali"');
    expect(await pendingIds()).not.toContain(created.id);

    await pay(options.orderId, merchantA.cookie);
    expect(await statusOf(created.id)).toBe('pending');
    expect(await pendingIds()).toContain(created.id);
    const paid = (await myCoupon(created.id))?.premiumPayment;
    expect(paid).toMatchObject({ state: 'paid', amountPaise: 125_000 });

    // Paid: a second order is refused.
    expect((await postJson(t, '/api/payments/orders', body, merchantA.cookie)).status).toBe(409);

    // Editing it keeps the payment: no new charge, back to the queue.
    const edit = (values: Record<string, string>) =>
      t.app.request(
        `/api/merchant/coupons/${created.id}`,
        sameOrigin({ method: 'PUT', body: couponForm(values, false), headers: { Cookie: merchantA.cookie } }),
      );
    const edited = await edit(couponFields({ title: 'Flat 45% off' }));
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { status: string }).status).toBe('pending');
    expect(await pendingIds()).toContain(created.id);

    // Moving to a dearer slot asks for its price.
    await setPrice(9, '2000');
    const moved = await edit(couponFields({ requestedSlotId: '9' }));
    expect(((await moved.json()) as { status: string }).status).toBe('awaiting_payment');
    expect(await pendingIds()).not.toContain(created.id);
    expect((await myCoupon(created.id))?.premiumPayment).toEqual({ state: 'awaiting', pricePaise: 200_000 });
  });

  it('a slot with no price row costs PREMIUM_SLOT_PRICE_RUPEES', async () => {
    const created = await upload(couponFields({ requestedSlotId: '20', couponName: 'Default priced' }));
    const order = await postJson(
      t,
      '/api/payments/orders',
      { purpose: 'premium_slot', couponId: created.id },
      merchantA.cookie,
    );
    expect(((await order.json()) as { amount: number }).amount).toBe(59_900);
  });
});
