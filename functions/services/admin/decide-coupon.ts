import { and, eq } from 'drizzle-orm';
import { adminMessages } from '../../contract/admin.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { claimAdSlot, placeAndClaimFreeSlot } from '../coupons/claim-ad-slot.ts';
import { recordAudit } from './record-audit.ts';

/**
 * Approves a pending coupon into an ad slot: it leaves the pending list and goes live until it expires.
 * Only a pending coupon can be decided, so two admins cannot both act. The slot is the one given, else
 * (premium) the requested one, else (a free request, decision 0072) the requested one when free and the
 * first free slot otherwise: a free request is never refused while a slot is free.
 * A slot holds one live coupon (decision 0017): approving into a given held slot is a 409 naming the holder,
 * and into a slot another coupon's paid premium request reserves, a 409 naming that (decision 0045).
 */
export async function approveCoupon(
  db: Database,
  adminId: string,
  input: { couponId: string; assignedSlotId?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
    if (!coupon) throw HttpError.notFound(adminMessages.couponNotFound);
    if (coupon.status !== 'pending') throw HttpError.conflict(adminMessages.couponNotPending);
    let assignedSlotId: number;
    if (input.assignedSlotId !== undefined || coupon.slotKind === 'premium') {
      assignedSlotId = input.assignedSlotId ?? coupon.requestedSlotId;
      await claimAdSlot(tx, assignedSlotId, coupon.id);
    } else {
      assignedSlotId = await placeAndClaimFreeSlot(tx, coupon.requestedSlotId, coupon.id);
    }
    const [updated] = await tx
      .update(coupons)
      .set({
        status: 'approved',
        assignedSlotId,
        // The reservation has done its work (decision 0045): the coupon holds its slot live now.
        reservedSlotId: null,
        approvedAt: new Date(),
        approvedBy: adminId,
        rejectReason: null,
      })
      .where(and(eq(coupons.id, coupon.id), eq(coupons.status, 'pending')))
      .returning();
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'approve',
      entity: 'coupon',
      entityId: coupon.id,
      details: { assignedSlotId, requestedSlotId: coupon.requestedSlotId },
    });
    return updated;
  });
}

/** Rejects a pending coupon with a reason the merchant can read; it never goes live. */
export async function rejectCoupon(
  db: Database,
  adminId: string,
  input: { couponId: string; reason: string },
) {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
    if (!coupon) throw HttpError.notFound(adminMessages.couponNotFound);
    if (coupon.status !== 'pending') throw HttpError.conflict(adminMessages.couponNotPending);
    await tx
      .update(coupons)
      .set({ status: 'rejected', rejectReason: input.reason, assignedSlotId: null, reservedSlotId: null })
      .where(eq(coupons.id, coupon.id));
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'reject',
      entity: 'coupon',
      entityId: coupon.id,
      details: { reason: input.reason },
    });
  });
}
