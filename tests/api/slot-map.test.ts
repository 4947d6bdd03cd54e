import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PendingCoupon } from '../../functions/contract/admin.ts';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { slotMapMessages, type SlotMapEntry } from '../../functions/contract/slots.ts';
import { auditLog, coupons, premiumSlotPrices } from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { smallPng } from '../fixtures/images.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 24 items 1-3 (decision 0072): the slot map merchants and admins click, a free request placed
 * in its requested slot or the first free one (never refused while a slot is free), and a pending list
 * that shows what is being approved; a rejection's reason reaches My Offers.
 */

let t: TestApp;
let admin: string;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let merchantId: string;
let otherId: string;
beforeEach(async () => {
  t = await createTestApp({ PREMIUM_SLOT_PRICE_RUPEES: '499' });
  admin = (await signedIn(t, 'admin')).cookie;
  merchant = await signedIn(t, 'merchant');
  merchantId = merchant.merchant?.id ?? '';
  otherId = (await createMerchant(t.db, { merchantName: 'Other Pvt Ltd', brandName: 'Kaveri Sarees' })).id;
});
afterEach(() => t.close());

const read = async <T>(path: string, cookie: string) => {
  const response = await t.app.request(path, { headers: { Cookie: cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};
const slotMapAs = (cookie: string) => read<SlotMapEntry[]>('/api/coupons/slot-map', cookie);
const approve = (couponId: string, assignedSlotId?: number) =>
  postJson(t, '/api/Admin/ApproveCoupon', { couponId, assignedSlotId }, admin);
const rowOf = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

/** Fills every slot but `except` with a live coupon of the other merchant. */
async function holdAllBut(...except: number[]) {
  for (let slot = 1; slot <= 24; slot += 1)
    if (!except.includes(slot))
      await createCoupon(t.db, { merchantId: otherId, status: 'approved', assignedSlotId: slot });
}

describe('GET /api/coupons/slot-map', () => {
  it('shows merchants and admins each slot free, held (title, store, until) or reserved, with its premium price, and nothing private', async () => {
    await t.db.insert(premiumSlotPrices).values({ slotId: 3, pricePaise: 99_900 });
    const until = isoDateInDays(12);
    const held = await createCoupon(t.db, {
      merchantId: otherId,
      status: 'approved',
      assignedSlotId: 3,
      title: 'Silk sarees 20% off',
      couponCode: 'SECRETSILK',
      expiryDate: until,
    });
    const reserved = await createCoupon(t.db, {
      merchantId: otherId,
      status: 'pending',
      slotKind: 'premium',
      requestedSlotId: 8,
      reservedSlotId: 8,
      title: 'Paid and waiting',
    });
    // An expired holder holds nothing.
    await createCoupon(t.db, {
      merchantId: otherId,
      status: 'approved',
      assignedSlotId: 9,
      expiresAt: new Date(Date.now() - 60_000),
    });

    const asMerchant = await slotMapAs(merchant.cookie);
    expect(asMerchant.map((slot) => slot.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(asMerchant[2]).toEqual({
      position: 3,
      pricePaise: 99_900,
      status: 'held',
      heldBy: { couponId: held.id, title: 'Silk sarees 20% off', storeName: 'Kaveri Sarees', own: false },
      heldUntil: until,
      available: false,
    });
    // Another merchant's paid request is not named to a merchant; it is to an admin.
    expect(asMerchant[7]).toMatchObject({ status: 'reserved', heldBy: null });
    expect(asMerchant[8]).toEqual({
      position: 9,
      pricePaise: 49_900,
      status: 'free',
      heldBy: null,
      heldUntil: null,
      available: true,
    });
    const text = JSON.stringify(asMerchant);
    expect(text).not.toContain('SECRETSILK');
    expect(text).not.toContain(otherId);
    expect(text).not.toContain('Other Pvt Ltd');

    const asAdmin = await slotMapAs(admin);
    expect(asAdmin[7]).toMatchObject({
      status: 'reserved',
      heldBy: { couponId: reserved.id, title: 'Paid and waiting', storeName: 'Kaveri Sarees', own: false },
    });
    expect(asAdmin[2]?.heldBy).toMatchObject({ title: 'Silk sarees 20% off', own: false });
  });

  it('marks the merchant’s own coupon as its own', async () => {
    await createCoupon(t.db, { merchantId, status: 'approved', assignedSlotId: 4, title: 'Mine' });
    const slots = await slotMapAs(merchant.cookie);
    expect(slots[3]?.heldBy).toMatchObject({ title: 'Mine', own: true });
  });

  it('is for merchants and admins only', async () => {
    const user = await signedIn(t, 'user');
    expect((await t.app.request('/api/coupons/slot-map')).status).toBe(401);
    const refused = await t.app.request('/api/coupons/slot-map', { headers: { Cookie: user.cookie } });
    expect(refused.status).toBe(403);
  });
});

describe('a free request is placed, never refused while a slot is free', () => {
  it('goes into its requested slot when that slot is free', async () => {
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 5 });
    const [listed] = await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin);
    expect(listed).toMatchObject({ requestedSlotId: 5, placedSlotId: 5, slotKind: 'free' });
    const response = await approve(pending.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assignedSlotId: 5 });
    expect(await rowOf(pending.id)).toMatchObject({ status: 'approved', assignedSlotId: 5 });
  });

  it('goes into the first free slot when its requested slot is taken; the admin sees requested and placed', async () => {
    await holdAllBut(13, 14, 15, 16);
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 5 });
    const [listed] = await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin);
    expect(listed).toMatchObject({ requestedSlotId: 5, placedSlotId: 13 });

    const response = await approve(pending.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assignedSlotId: 13 });
    expect(await rowOf(pending.id)).toMatchObject({ status: 'approved', assignedSlotId: 13 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(entry?.details).toEqual({ assignedSlotId: 13, requestedSlotId: 5 });

    // The next one asking for the same taken slot goes to the next free one.
    const second = await createCoupon(t.db, { merchantId, requestedSlotId: 5 });
    expect(await (await approve(second.id)).json()).toMatchObject({ assignedSlotId: 14 });
  });

  it('skips a slot a paid premium request reserves', async () => {
    await holdAllBut(2, 6);
    await createCoupon(t.db, {
      merchantId: otherId,
      slotKind: 'premium',
      requestedSlotId: 2,
      reservedSlotId: 2,
    });
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 1 });
    const [listed] = (await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin)).filter(
      (row) => row.id === pending.id,
    );
    expect(listed?.placedSlotId).toBe(6);
    expect(await (await approve(pending.id)).json()).toMatchObject({ assignedSlotId: 6 });
  });

  it('is refused only when no slot is free, and then changes nothing', async () => {
    await holdAllBut();
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 5 });
    const [listed] = await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin);
    expect(listed?.placedSlotId).toBeNull();

    const response = await approve(pending.id);
    expect(response.status).toBe(409);
    const message = slotMapMessages.noFreeSlot(5);
    expect(await response.json()).toEqual({
      error: { code: 'no_free_slot', message, fields: { assignedSlotId: message } },
    });
    expect(await rowOf(pending.id)).toMatchObject({ status: 'pending', assignedSlotId: null });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it('lets the admin choose another slot than the placement, and refuses a held one with its holder named', async () => {
    await holdAllBut(13, 14, 15, 16);
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 5 });
    const held = await approve(pending.id, 5);
    expect(held.status).toBe(409);
    expect(((await held.json()) as { error: { code: string } }).error.code).toBe('slot_held');

    const response = await approve(pending.id, 15);
    expect(response.status).toBe(200);
    expect(await rowOf(pending.id)).toMatchObject({ status: 'approved', assignedSlotId: 15 });
    const slots = await slotMapAs(admin);
    expect(slots[14]).toMatchObject({ status: 'held', heldBy: { couponId: pending.id } });
  });

  it('places two parallel approvals asking for one slot in two different slots', async () => {
    const first = await createCoupon(t.db, { merchantId, requestedSlotId: 4 });
    const second = await createCoupon(t.db, { merchantId, requestedSlotId: 4 });
    const responses = await Promise.all([approve(first.id), approve(second.id)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const slots = [(await rowOf(first.id))?.assignedSlotId, (await rowOf(second.id))?.assignedSlotId];
    expect(slots.sort()).toEqual([1, 4]);
  });
});

describe('the pending list shows what is approved', () => {
  it('lists the ad image, code, title, description, terms, expiry, store, requested slot and kind', async () => {
    const expiryDate = isoDateInDays(20);
    const pending = await createCoupon(t.db, {
      merchantId: otherId,
      couponName: 'Pongal silk',
      couponCode: 'PONGAL20',
      title: '20% off silk sarees',
      description: 'On every Kanchi silk saree.',
      termsAndConditions: 'Once per account; not with other offers.',
      requestedSlotId: 7,
      slotKind: 'premium',
      reservedSlotId: 7,
      expiryDate,
    });
    const [listed] = await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin);
    expect(listed).toMatchObject({
      id: pending.id,
      couponName: 'Pongal silk',
      couponCode: 'PONGAL20',
      title: '20% off silk sarees',
      description: 'On every Kanchi silk saree.',
      termsAndConditions: 'Once per account; not with other offers.',
      expiryDate,
      storeName: 'Kaveri Sarees',
      merchantName: 'Other Pvt Ltd',
      requestedSlotId: 7,
      placedSlotId: 7,
      slotKind: 'premium',
      imageUrl: null,
    });
  });

  it('carries the uploaded ad image', async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      couponName: 'Diwali lamps',
      couponCode: 'DIYA10',
      expiryDate: isoDateInDays(10),
      termsAndConditions: 'Once per account.',
      title: 'Diwali lamps 10% off',
      description: 'Clay lamps.',
      percentage: '10',
      discountValue: '0',
      requestedSlotId: '6',
      slotKind: 'free',
      category: 'Fashion',
      language: 'en',
      merchantURL: 'https://shop.example.in',
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('adPost', new File([new Uint8Array(await smallPng())], 'ad.png', { type: 'image/png' }));
    const upload = await t.app.request(
      '/api/MerchantDetails/coupons/upload',
      sameOrigin({ method: 'POST', body: form, headers: { Cookie: merchant.cookie } }),
    );
    expect(upload.status, await upload.clone().text()).toBe(201);
    const [listed] = await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin);
    expect(listed).toMatchObject({ couponCode: 'DIYA10', requestedSlotId: 6, placedSlotId: 6 });
    expect(listed?.imageUrl).toMatch(/^\/media\/.+\.webp$/);
  });
});

describe('a rejection', () => {
  it('reaches the merchant’s My Offers with its reason, and frees nothing it did not hold', async () => {
    const pending = await createCoupon(t.db, { merchantId, couponName: 'Too good', requestedSlotId: 3 });
    const reason = 'The store does not offer 90% off.';
    const response = await postJson(t, `/api/admin/coupons/${pending.id}/reject`, { reason }, admin);
    expect(response.status).toBe(200);
    const mine = await read<MerchantCoupon[]>('/api/merchant/coupons', merchant.cookie);
    expect(mine.find((row) => row.id === pending.id)).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
    });
    expect(await read<PendingCoupon[]>('/api/Admin/PendingCoupons', admin)).toEqual([]);
  });
});
