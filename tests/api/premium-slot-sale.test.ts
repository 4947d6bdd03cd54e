import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotMessages, type SlotAvailability } from '../../functions/contract/slots.ts';
import { coupons, payments, premiumSlotPrices } from '../../functions/db/schema/index.ts';
import { createCoupon, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * A premium slot is sold once, at its price (issue 20 item 4, decision 0045): the merchant sees each
 * slot's price and holder before paying; no order for a slot held past today or reserved by another
 * paid request; paying reserves the slot until the admin decides, so no other coupon is approved into
 * it; an order is for one slot at one price.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let merchantA: Awaited<ReturnType<typeof signedIn>>;
let merchantB: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ PREMIUM_SLOT_PRICE_RUPEES: '499' });
  admin = await signedIn(t, 'admin');
  merchantA = await signedIn(t, 'merchant');
  merchantB = await signedIn(t, 'merchant');
  png = await smallPng();
  await t.db.insert(premiumSlotPrices).values([
    { slotId: 2, pricePaise: 99_900 },
    { slotId: 7, pricePaise: 100 },
    { slotId: 8, pricePaise: 499_900 },
  ]);
});
afterAll(() => t.close());

const idOf = (who: Awaited<ReturnType<typeof signedIn>>) => {
  if (!who.merchant) throw new Error('not a merchant');
  return who.merchant.id;
};

const slotMap = async (cookie: string) => {
  const response = await t.app.request('/api/merchant/slots', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as SlotAvailability[];
};

const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const paymentRow = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId)))[0];

/** A premium request waiting for its payment, as the coupon form stores it. */
const awaiting = (who: Awaited<ReturnType<typeof signedIn>>, slot: number, couponName = `Premium ${slot}`) =>
  createCoupon(t.db, {
    merchantId: idOf(who),
    couponName,
    requestedSlotId: slot,
    slotKind: 'premium',
    status: 'awaiting_payment',
  });

const orderFor = (couponId: string, cookie: string) =>
  postJson(t, '/api/payments/orders', { purpose: 'premium_slot', couponId }, cookie);

async function newOrder(couponId: string, cookie: string) {
  const response = await orderFor(couponId, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { orderId: string; amount: number };
}

async function pay(orderId: string, cookie: string) {
  const checkout = await postJson(t, '/api/payments/test-checkout', { orderId, outcome: 'paid' }, cookie);
  expect(checkout.status).toBe(200);
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await postJson(
    t,
    '/api/payments/verify',
    { orderId, paymentId: signed.razorpay_payment_id, signature: signed.razorpay_signature },
    cookie,
  );
  expect(verified.status).toBe(200);
}

const approve = (couponId: string, assignedSlotId?: number) =>
  postJson(t, '/api/Admin/ApproveCoupon', { couponId, assignedSlotId }, admin.cookie);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;

describe('GET /api/merchant/slots', () => {
  it('answers the 24 slots with price, free / held (by which coupon, until when) and availability', async () => {
    const heldLong = await createCoupon(t.db, {
      merchantId: idOf(merchantB),
      status: 'approved',
      assignedSlotId: 5,
      expiryDate: isoDateInDays(10),
      title: 'Held for ten days',
    });
    await createCoupon(t.db, {
      merchantId: idOf(merchantB),
      status: 'approved',
      assignedSlotId: 6,
      expiryDate: isoDateInDays(0),
    });
    // An expired holder holds nothing.
    await createCoupon(t.db, {
      merchantId: idOf(merchantB),
      status: 'approved',
      assignedSlotId: 9,
      expiryDate: isoDateInDays(-2),
    });

    const slots = await slotMap(merchantA.cookie);
    expect(slots.map((slot) => slot.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(slots[1]).toEqual({
      position: 2,
      pricePaise: 99_900,
      status: 'free',
      heldBy: null,
      heldUntil: null,
      available: true,
    });
    expect(slots[4]).toEqual({
      position: 5,
      pricePaise: 49_900,
      status: 'held',
      heldBy: { couponId: heldLong.id, title: 'Held for ten days', own: false },
      heldUntil: isoDateInDays(10),
      available: false,
    });
    // Held only until today: free tomorrow, so it can be paid for now.
    expect(slots[5]).toMatchObject({ status: 'held', heldUntil: isoDateInDays(0), available: true });
    expect(slots[8]).toMatchObject({ status: 'free', available: true });
  });

  it('is for merchants only', async () => {
    const user = await signedIn(t, 'user');
    expect((await t.app.request('/api/merchant/slots')).status).toBe(401);
    expect((await t.app.request('/api/merchant/slots', { headers: { Cookie: user.cookie } })).status).toBe(
      403,
    );
  });
});

describe('a premium order', () => {
  it('is refused for a slot held past today, with the holder’s last day; stores nothing', async () => {
    const coupon = await awaiting(merchantA, 5);
    const before = (await t.db.select({ id: payments.id }).from(payments)).length;
    const refused = await orderFor(coupon.id, merchantA.cookie);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.code).toBe('slot_held');
    expect(error.message).toBe(slotMessages.held(5, isoDateInDays(10)));
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before);

    // Held until today only: the order is made, for that slot at its price.
    const today = await awaiting(merchantA, 6);
    const order = await newOrder(today.id, merchantA.cookie);
    expect(order.amount).toBe(49_900);
    expect(await paymentRow(order.orderId)).toMatchObject({ slotId: 6, amountPaise: 49_900 });
  });

  it('paying reserves the slot: no other order into it, no other coupon approved into it, until the admin decides', async () => {
    const paid = await awaiting(merchantA, 2, 'Paid for slot two');
    const order = await newOrder(paid.id, merchantA.cookie);
    expect(order.amount).toBe(99_900);
    await pay(order.orderId, merchantA.cookie);
    expect(await couponRow(paid.id)).toMatchObject({ status: 'pending', reservedSlotId: 2 });

    // The slot map: reserved; its own merchant sees which coupon, another merchant does not.
    expect((await slotMap(merchantA.cookie))[1]).toMatchObject({
      status: 'reserved',
      heldBy: { couponId: paid.id, own: true },
      available: false,
    });
    expect((await slotMap(merchantB.cookie))[1]).toMatchObject({
      status: 'reserved',
      heldBy: null,
      heldUntil: null,
      available: false,
    });

    // Another merchant cannot buy it meanwhile.
    const rival = await awaiting(merchantB, 2, 'Rival for slot two');
    const refused = await orderFor(rival.id, merchantB.cookie);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(slotMessages.reserved(2));

    // Nor can a free request be approved into it: a clear 409, the coupon stays pending (without a
    // slot given it would be placed in the first free slot instead, decision 0072).
    const free = await createCoupon(t.db, { merchantId: idOf(merchantB), requestedSlotId: 2 });
    const approval = await approve(free.id, 2);
    expect(approval.status).toBe(409);
    const error = await errorOf(approval);
    expect(error.code).toBe('slot_reserved');
    expect(error.message).toBe(slotMessages.reservedForApproval(2, 'Paid for slot two'));
    expect(error.fields?.assignedSlotId).toBe(error.message);
    expect(await couponRow(free.id)).toMatchObject({ status: 'pending', assignedSlotId: null });

    // The paid coupon is approved into its slot: it holds it live, the reservation has done its work.
    expect((await approve(paid.id)).status).toBe(200);
    expect(await couponRow(paid.id)).toMatchObject({
      status: 'approved',
      assignedSlotId: 2,
      reservedSlotId: null,
    });
    expect((await slotMap(merchantB.cookie))[1]).toMatchObject({ status: 'held', available: false });
  });

  it('of two orders made while the slot was free, the first paid reserves it; the second is paid but moves nothing', async () => {
    const first = await awaiting(merchantA, 16, 'First to pay');
    const second = await awaiting(merchantB, 16, 'Second to pay');
    const firstOrder = await newOrder(first.id, merchantA.cookie);
    const secondOrder = await newOrder(second.id, merchantB.cookie);
    await pay(firstOrder.orderId, merchantA.cookie);
    await pay(secondOrder.orderId, merchantB.cookie);
    expect(await couponRow(first.id)).toMatchObject({ status: 'pending', reservedSlotId: 16 });
    expect(await couponRow(second.id)).toMatchObject({ status: 'awaiting_payment', reservedSlotId: null });
    // Recorded, for the administrator to refund.
    expect(await paymentRow(secondOrder.orderId)).toMatchObject({ status: 'paid', slotId: 16 });
  });

  it('a rejected paid request releases its reservation', async () => {
    const paid = await awaiting(merchantA, 11, 'Rejected later');
    const order = await newOrder(paid.id, merchantA.cookie);
    await pay(order.orderId, merchantA.cookie);
    expect((await couponRow(paid.id))?.reservedSlotId).toBe(11);
    const rejected = await postJson(
      t,
      `/api/admin/coupons/${paid.id}/reject`,
      { reason: 'Image unreadable' },
      admin.cookie,
    );
    expect(rejected.status).toBe(200);
    expect(await couponRow(paid.id)).toMatchObject({ status: 'rejected', reservedSlotId: null });
    expect((await slotMap(merchantB.cookie))[10]).toMatchObject({ status: 'free', available: true });
  });
});

describe('an order is for one slot at one price', () => {
  function couponForm(values: Record<string, string>, withImage: boolean) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, value);
    if (withImage) body.set('adPost', new File([new Uint8Array(png)], 'ad.png', { type: 'image/png' }));
    return body;
  }
  const fields = (requestedSlotId: string) => ({
    couponName: 'Moving coupon',
    couponCode: 'MOVE10',
    expiryDate: isoDateInDays(40),
    termsAndConditions: 'Once per account.',
    title: 'Flat 10% off',
    description: 'An offer that changes slot.',
    percentage: '10',
    discountValue: '100',
    requestedSlotId,
    slotKind: 'premium',
    category: 'Fashion',
    language: 'en',
    merchantURL: 'shop.example.in',
  });

  it('editing the slot cancels the open order; paying that old order then moves nothing', async () => {
    const uploaded = await t.app.request(
      '/api/MerchantDetails/coupons/upload',
      sameOrigin({
        method: 'POST',
        body: couponForm(fields('7'), true),
        headers: { Cookie: merchantA.cookie },
      }),
    );
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const cheap = await newOrder(id, merchantA.cookie);
    expect(cheap.amount).toBe(100);

    const edited = await t.app.request(
      `/api/merchant/coupons/${id}`,
      sameOrigin({
        method: 'PUT',
        body: couponForm(fields('8'), false),
        headers: { Cookie: merchantA.cookie },
      }),
    );
    expect(edited.status).toBe(200);
    expect(await paymentRow(cheap.orderId)).toMatchObject({
      status: 'failed',
      failureReason: slotMessages.orderCancelled,
    });

    // The ₹1 order is paid anyway (a Checkout left open): recorded as paid, but the coupon still
    // awaits the ₹4,999 of slot 8, reserves nothing and is not in the admin's queue.
    await pay(cheap.orderId, merchantA.cookie);
    expect(await paymentRow(cheap.orderId)).toMatchObject({ status: 'paid', amountPaise: 100, slotId: 7 });
    expect(await couponRow(id)).toMatchObject({ status: 'awaiting_payment', reservedSlotId: null });
    const queue = await t.app.request('/api/Admin/PendingCoupons', { headers: { Cookie: admin.cookie } });
    expect(((await queue.json()) as { id: string }[]).map((row) => row.id)).not.toContain(id);
  });

  it('a payment whose amount is no longer the slot’s price moves nothing; one at the price does', async () => {
    const coupon = await awaiting(merchantA, 12, 'Price changes');
    const old = await newOrder(coupon.id, merchantA.cookie);
    expect(old.amount).toBe(49_900);
    const priced = await t.app.request(
      '/api/admin/premium-slot-prices/12',
      sameOrigin({
        method: 'PUT',
        body: JSON.stringify({ price: '799' }),
        headers: { 'Content-Type': 'application/json', Cookie: admin.cookie },
      }),
    );
    expect(priced.status).toBe(200);
    await pay(old.orderId, merchantA.cookie);
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'awaiting_payment', reservedSlotId: null });

    const current = await newOrder(coupon.id, merchantA.cookie);
    expect(current.amount).toBe(79_900);
    await pay(current.orderId, merchantA.cookie);
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'pending', reservedSlotId: 12 });
  });
});
