import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoupon, createMerchant, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { auditLog, coupons } from '../../functions/db/schema/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let merchantId: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
  merchantId = (await createMerchant(t.db)).id;
});
afterEach(() => t.close());

const approve = (couponId: string, assignedSlotId?: number) =>
  postJson(t, '/api/Admin/ApproveCoupon', { couponId, assignedSlotId }, admin);
const rowOf = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

describe('one ad slot, one live coupon (decision 0017)', () => {
  it('refuses to approve into a given slot a live coupon holds with a 409 that names it, and changes nothing', async () => {
    const expiryDate = isoDateInDays(40);
    const holder = await createCoupon(t.db, {
      merchantId,
      couponName: 'Flat 20% off shoes',
      status: 'approved',
      assignedSlotId: 7,
      expiryDate,
    });
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 7 });

    // The administrator asks for the held slot (a free request without a slot is placed in the first
    // free one instead: decision 0072, tests/api/slot-map.test.ts).
    const response = await approve(pending.id, 7);
    expect(response.status).toBe(409);
    const message = `Slot 7 is held by "Flat 20% off shoes" until ${expiryDate}.`;
    expect(await response.json()).toEqual({
      error: { code: 'slot_held', message, fields: { assignedSlotId: message } },
    });
    // A premium request (its slot itself) without a slot is refused the same way.
    await t.db.update(coupons).set({ slotKind: 'premium' }).where(eq(coupons.id, pending.id));
    expect((await approve(pending.id)).status).toBe(409);

    expect(await rowOf(pending.id)).toMatchObject({ status: 'pending', assignedSlotId: null });
    expect(await rowOf(holder.id)).toMatchObject({ status: 'approved', assignedSlotId: 7 });
    expect(await t.db.select().from(auditLog)).toEqual([]);

    // Another slot is free.
    expect((await approve(pending.id, 8)).status).toBe(200);
  });

  it('lets exactly one of two parallel approvals into one given free slot through', async () => {
    const first = await createCoupon(t.db, { merchantId, couponName: 'First', requestedSlotId: 4 });
    const second = await createCoupon(t.db, { merchantId, couponName: 'Second', requestedSlotId: 4 });

    const responses = await Promise.all([approve(first.id, 4), approve(second.id, 4)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const approved = await t.db.select().from(coupons).where(eq(coupons.assignedSlotId, 4));
    expect(approved).toHaveLength(1);
    const loser = responses.find((r) => r.status === 409);
    expect(((await loser?.json()) as { error: { message: string } }).error.message).toMatch(
      `Slot 4 is held by "${approved[0]?.couponName}"`,
    );
  });

  it('does not let an expired coupon block its slot: the approval releases it', async () => {
    const expired = await createCoupon(t.db, {
      merchantId,
      couponName: 'Last month',
      status: 'approved',
      assignedSlotId: 9,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const pending = await createCoupon(t.db, { merchantId, requestedSlotId: 9 });

    const response = await approve(pending.id);
    expect(response.status).toBe(200);
    expect(await rowOf(pending.id)).toMatchObject({ status: 'approved', assignedSlotId: 9 });
    expect(await rowOf(expired.id)).toMatchObject({ status: 'approved', assignedSlotId: null });
  });

  it('is enforced by the database for any writer, not only by the approval call', async () => {
    await createCoupon(t.db, { merchantId, status: 'approved', assignedSlotId: 12 });
    await expect(
      createCoupon(t.db, { merchantId, status: 'approved', assignedSlotId: 12 }),
    ).rejects.toThrow();
    // Pending and rejected coupons hold no slot.
    await createCoupon(t.db, { merchantId, status: 'pending', assignedSlotId: 12 });
    await createCoupon(t.db, { merchantId, status: 'rejected', assignedSlotId: 12 });
  });
});
