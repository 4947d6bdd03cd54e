import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponEditMessages, type PendingCouponEdit } from '../../functions/contract/coupon-edits.ts';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { auditLog, couponEdits, coupons, mediaFiles } from '../../functions/db/schema/index.ts';
import { createCoupon, createDemoMedia, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { couponFormFields, putCouponForm } from '../support/coupon-form.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 24 item 4 (decision 0073): editing a live coupon keeps the live version, in its slot, on the
 * site until the admin approves the edit; approving applies it (slot kept), rejecting keeps the live
 * version and tells the merchant why; a coupon never approved is edited in place. Item 5: a flat
 * discount is stored as such and shown as '₹150 OFF'.
 */

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let otherMerchant: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t, 'merchant');
  otherMerchant = await signedIn(t, 'merchant');
  admin = await signedIn(t, 'admin');
  user = await signedIn(t, 'user');
  png = await smallPng();
});
afterAll(() => t.close());

let nextSlot = 0;

async function liveCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  nextSlot += 1;
  const media = await createDemoMedia(t, { label: 'LIVE', kind: 'couponAd', width: 270, height: 255 });
  return createCoupon(t.db, {
    merchantId: merchant.merchant!.id,
    couponName: `Live offer ${nextSlot}`,
    title: `Live title ${nextSlot}`,
    status: 'approved',
    requestedSlotId: nextSlot,
    assignedSlotId: nextSlot,
    approvedAt: new Date(Date.now() - 60_000),
    approvedBy: admin.account.id,
    adImageId: media.id,
    percentage: 10,
    discountKind: 'percentage',
    ...overrides,
  });
}

/** The edit form's fields for a coupon, with changes. */
const fieldsOf = couponFormFields;

function edit(couponId: string, fields: Record<string, string>, image = false, cookie = merchant.cookie) {
  return putCouponForm(t, couponId, fields, cookie, image ? png : undefined);
}

async function get<T>(path: string, cookie?: string): Promise<T> {
  const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const newestTitles = async () =>
  (await get<{ id: string; title: string }[]>('/api/AToZ/newest')).map((coupon) => coupon.title);
const slotOf = async (slot: number) =>
  (await get<{ slotId: number; couponName: string }[]>('/api/AdSlot/get-all-ad-slots')).find(
    (row) => row.slotId === slot,
  );
const rowOf = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const pendingEdits = () => get<PendingCouponEdit[]>('/api/admin/coupon-edits?limit=100', admin.cookie);
const myCoupon = async (id: string) =>
  (await get<MerchantCoupon[]>('/api/merchant/coupons?limit=100', merchant.cookie)).find((c) => c.id === id);

describe('editing a live coupon (issue 24 item 4)', () => {
  it('keeps the live version public, in its slot, until the admin approves; approving applies it with the slot kept', async () => {
    const coupon = await liveCoupon();
    const slot = coupon.assignedSlotId!;
    const overview = () => get<{ pendingCoupons: number }>('/api/admin/overview', admin.cookie);
    const waitingBefore = (await overview()).pendingCoupons;
    const response = await edit(
      coupon.id,
      fieldsOf(coupon, { title: 'Brand new title', couponCode: 'NEW2026' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      message: couponEditMessages.sentForApproval,
      status: 'approved',
      editPending: true,
    });

    // Still live with the old text and the old code, in the same slot.
    expect(await rowOf(coupon.id)).toMatchObject({
      status: 'approved',
      title: coupon.title,
      couponCode: coupon.couponCode,
      assignedSlotId: slot,
    });
    expect(await newestTitles()).toContain(coupon.title);
    expect(await newestTitles()).not.toContain('Brand new title');
    expect(await slotOf(slot)).toMatchObject({ couponName: coupon.couponName });
    const revealed = await postJson(t, `/api/coupons/${coupon.id}/reveal`, {}, user.cookie);
    expect(revealed.status).toBe(200);
    expect(await revealed.text()).toContain(coupon.couponCode);

    // The Overview's Pending Coupons count includes it.
    expect((await overview()).pendingCoupons).toBe(waitingBefore + 1);
    // Not in the new-coupon queue; in the edits list, with what changed.
    const queue = await get<{ id: string }[]>('/api/Admin/PendingCoupons?limit=100', admin.cookie);
    expect(queue.map((row) => row.id)).not.toContain(coupon.id);
    const item = (await pendingEdits()).find((row) => row.id === coupon.id);
    expect(item).toMatchObject({ couponName: coupon.couponName, assignedSlotId: slot, newImageUrl: null });
    expect(item?.changes).toEqual([
      { field: 'title', label: 'Title', before: coupon.title, after: 'Brand new title' },
      { field: 'couponCode', label: 'Coupon code', before: coupon.couponCode, after: 'NEW2026' },
    ]);

    // The merchant sees the edit waiting, with its values (the edit form starts from them).
    expect((await myCoupon(coupon.id))?.pendingEdit).toMatchObject({
      status: 'pending',
      rejectReason: null,
      values: { title: 'Brand new title', couponCode: 'NEW2026' },
    });

    const approved = await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(approved.status).toBe(200);
    expect(await rowOf(coupon.id)).toMatchObject({
      status: 'approved',
      title: 'Brand new title',
      couponCode: 'NEW2026',
      assignedSlotId: slot,
      approvedBy: admin.account.id,
    });
    expect(await newestTitles()).toContain('Brand new title');
    expect(await newestTitles()).not.toContain(coupon.title);
    expect(await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id))).toEqual([]);
    expect((await myCoupon(coupon.id))?.pendingEdit).toBeNull();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id));
    expect(audit.map((row) => row.action)).toContain('approve_edit');

    // Decided: a second approval finds nothing.
    expect((await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie)).status).toBe(
      404,
    );
  });

  it('a paid premium coupon keeps its slot too; another slot in the edit is refused', async () => {
    const coupon = await liveCoupon({ slotKind: 'premium' });
    const moved = await edit(coupon.id, fieldsOf(coupon, { requestedSlotId: '24' }));
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      requestedSlotId: couponEditMessages.slotKept,
    });
    expect(await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id))).toEqual([]);

    const kept = await edit(coupon.id, fieldsOf(coupon, { title: 'Premium, edited' }));
    expect(kept.status).toBe(200);
    await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(await rowOf(coupon.id)).toMatchObject({
      title: 'Premium, edited',
      slotKind: 'premium',
      assignedSlotId: coupon.assignedSlotId,
    });
  });

  it('rejecting keeps the live version and tells the merchant the reason; a new edit replaces it', async () => {
    const coupon = await liveCoupon();
    await edit(coupon.id, fieldsOf(coupon, { title: 'Misleading title' }));
    const missing = await postJson(
      t,
      `/api/admin/coupon-edits/${coupon.id}/reject`,
      { reason: ' ' },
      admin.cookie,
    );
    expect(missing.status).toBe(400);
    const rejected = await postJson(
      t,
      `/api/admin/coupon-edits/${coupon.id}/reject`,
      { reason: 'The title promises more than the terms.' },
      admin.cookie,
    );
    expect(rejected.status).toBe(200);
    expect(await rowOf(coupon.id)).toMatchObject({ status: 'approved', title: coupon.title });
    expect(await newestTitles()).toContain(coupon.title);
    expect((await pendingEdits()).map((row) => row.id)).not.toContain(coupon.id);
    expect((await myCoupon(coupon.id))?.pendingEdit).toMatchObject({
      status: 'rejected',
      rejectReason: 'The title promises more than the terms.',
    });
    expect((await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie)).status).toBe(
      404,
    );

    // Trying again: pending once more, the reason gone.
    await edit(coupon.id, fieldsOf(coupon, { title: 'Honest title' }));
    expect((await myCoupon(coupon.id))?.pendingEdit).toMatchObject({ status: 'pending', rejectReason: null });
    expect((await pendingEdits()).map((row) => row.id)).toContain(coupon.id);
  });

  it('a new image waits with the edit; approving swaps it in and releases the old one', async () => {
    const coupon = await liveCoupon();
    const response = await edit(coupon.id, fieldsOf(coupon), true);
    expect(response.status).toBe(200);
    expect((await rowOf(coupon.id)).adImageId).toBe(coupon.adImageId);
    const item = (await pendingEdits()).find((row) => row.id === coupon.id);
    expect(item?.newImageUrl).toMatch(/^\/media\/couponAd\//);
    expect(item?.changes.map((change) => change.field)).toEqual(['adImage']);
    const [edited] = await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id));

    await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect((await rowOf(coupon.id)).adImageId).toBe(edited!.adImageId);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, coupon.adImageId!))).toEqual([]);
  });

  it('a suspended coupon stays hidden, in its slot, until the edit is approved; then it is listed again', async () => {
    const coupon = await liveCoupon({ suspendedAt: new Date() });
    await edit(coupon.id, fieldsOf(coupon, { couponCode: 'WORKS2026' }));
    expect(await rowOf(coupon.id)).toMatchObject({
      status: 'approved',
      assignedSlotId: coupon.assignedSlotId,
    });
    expect((await rowOf(coupon.id)).suspendedAt).not.toBeNull();
    expect((await pendingEdits()).find((row) => row.id === coupon.id)?.suspended).toBe(true);
    await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(await rowOf(coupon.id)).toMatchObject({ suspendedAt: null, couponCode: 'WORKS2026' });
    expect(await newestTitles()).toContain(coupon.title);
  });

  it('a coupon never approved is edited in place, as before', async () => {
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant!.id, status: 'pending' });
    const response = await edit(coupon.id, fieldsOf(coupon, { title: 'Fixed before approval' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: couponMessages.updated,
      status: 'pending',
      editPending: false,
    });
    expect(await rowOf(coupon.id)).toMatchObject({ title: 'Fixed before approval', status: 'pending' });
    expect(await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id))).toEqual([]);
  });

  it('an expired coupon is edited in place too: it holds no slot to keep; an edit left waiting is dropped', async () => {
    const coupon = await liveCoupon();
    await edit(coupon.id, fieldsOf(coupon, { title: 'Stale edit' }));
    await t.db
      .update(coupons)
      .set({ expiryDate: isoDateInDays(-2), expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(coupons.id, coupon.id));
    const response = await edit(
      coupon.id,
      fieldsOf(coupon, { expiryDate: isoDateInDays(30), title: 'Back again' }),
    );
    expect(response.status).toBe(200);
    expect(await rowOf(coupon.id)).toMatchObject({
      title: 'Back again',
      status: 'pending',
      assignedSlotId: null,
    });
    expect(await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id))).toEqual([]);
    expect((await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie)).status).toBe(
      404,
    );
  });

  it("another merchant cannot edit the coupon (404); the edits list and decisions are the admin's alone", async () => {
    const coupon = await liveCoupon();
    expect(
      (await edit(coupon.id, fieldsOf(coupon, { title: 'Hijack' }), false, otherMerchant.cookie)).status,
    ).toBe(404);
    expect(await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id))).toEqual([]);
    await edit(coupon.id, fieldsOf(coupon, { title: 'Mine' }));
    for (const cookie of [merchant.cookie, user.cookie]) {
      expect((await t.app.request('/api/admin/coupon-edits', { headers: { Cookie: cookie } })).status).toBe(
        403,
      );
      expect((await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, cookie)).status).toBe(
        403,
      );
      expect(
        (await postJson(t, `/api/admin/coupon-edits/${coupon.id}/reject`, { reason: 'x' }, cookie)).status,
      ).toBe(403);
    }
    expect((await t.app.request('/api/admin/coupon-edits')).status).toBe(401);
    expect((await rowOf(coupon.id)).title).toBe(coupon.title);
  });

  it('deleting a coupon with a pending edit removes the edit and its new image', async () => {
    const coupon = await liveCoupon();
    await edit(coupon.id, fieldsOf(coupon), true);
    const [edited] = await t.db.select().from(couponEdits).where(eq(couponEdits.couponId, coupon.id));
    const removed = await t.app.request(
      `/api/merchant/coupons/${coupon.id}`,
      sameOrigin({ method: 'DELETE', headers: { Cookie: merchant.cookie } }),
    );
    expect(removed.status).toBe(200);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, edited!.adImageId!))).toEqual([]);
  });
});

describe('a percentage or a flat amount (issue 24 item 5)', () => {
  it("stores a flat discount as flat, drops the percentage sent with it, and the card's data says ₹150", async () => {
    const coupon = await liveCoupon();
    const response = await edit(
      coupon.id,
      fieldsOf(coupon, { discountKind: 'flat', percentage: '25', discountValue: '150' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const item = (await pendingEdits()).find((row) => row.id === coupon.id);
    expect(item?.changes).toContainEqual({
      field: 'discount',
      label: 'Discount',
      before: '10% OFF',
      after: '₹150 OFF',
    });
    await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(await rowOf(coupon.id)).toMatchObject({
      discountKind: 'flat',
      percentage: null,
      discountValuePaise: 15_000,
    });
    const listed = (
      await get<{ id: string; percentage: number | null; discount: number | null; discountKind: string }[]>(
        '/api/AToZ/newest',
      )
    ).find((row) => row.id === coupon.id);
    expect(listed).toMatchObject({ percentage: null, discount: 150, discountKind: 'flat' });
  });

  it('a percentage with an empty cap is fine once the kind is given; a 0% percentage is not', async () => {
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant!.id, status: 'pending' });
    const ok = await edit(
      coupon.id,
      fieldsOf(coupon, { discountKind: 'percentage', percentage: '20', discountValue: '' }),
    );
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await rowOf(coupon.id)).toMatchObject({
      discountKind: 'percentage',
      percentage: 20,
      discountValuePaise: null,
    });
    const zero = await edit(coupon.id, fieldsOf(coupon, { discountKind: 'percentage', percentage: '0' }));
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      percentage: couponEditMessages.percentageRequired,
    });
  });

  it("the spec's payload without discountKind still works: the kind is read from the amounts", async () => {
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant!.id, status: 'pending' });
    const response = await edit(coupon.id, fieldsOf(coupon, { percentage: '0', discountValue: '300' }));
    expect(response.status).toBe(200);
    expect(await rowOf(coupon.id)).toMatchObject({
      discountKind: 'flat',
      percentage: null,
      discountValuePaise: 30_000,
    });
  });
});
