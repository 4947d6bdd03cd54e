import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { slotHeldMessage } from '../../contract/admin.ts';
import { placeFreeRequest, slotMapMessages, slotMessages } from '../../contract/slots.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { DbOrTx } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { slotHoldingCoupon } from './live-coupons.ts';
import { readFreeSlots } from './slot-map.ts';

/**
 * Makes an ad slot free for a coupon about to be approved into it, inside the approving transaction
 * (decision 0017). The slot's advisory lock queues concurrent approvals, so the check below cannot be
 * passed twice; the unique index coupons_one_approved_per_slot backs it up for any other writer.
 * An approved coupon that has expired no longer holds its slot: it is released here (its
 * assigned_slot_id cleared), because the index cannot tell expired from live. A live holder is a 409
 * that names it; so is a slot another coupon's paid premium request reserves (decision 0045).
 */
export async function claimAdSlot(tx: DbOrTx, slotId: number, couponId: string): Promise<void> {
  await lockForTransaction(tx, 'ad-slot', slotId);
  await tx
    .update(coupons)
    .set({ assignedSlotId: null })
    .where(
      and(
        eq(coupons.assignedSlotId, slotId),
        eq(coupons.status, 'approved'),
        lte(coupons.expiresAt, sql`now()`),
      ),
    );
  const [holder] = await tx
    .select({ couponName: coupons.couponName, expiryDate: coupons.expiryDate })
    .from(coupons)
    .where(and(eq(coupons.assignedSlotId, slotId), slotHoldingCoupon))
    .limit(1);
  if (!holder) {
    // A paid premium request reserves its slot until the admin decides it (decision 0045).
    const [reserver] = await tx
      .select({ couponName: coupons.couponName })
      .from(coupons)
      .where(and(eq(coupons.reservedSlotId, slotId), ne(coupons.id, couponId)))
      .limit(1);
    if (!reserver) return;
    const message = slotMessages.reservedForApproval(slotId, reserver.couponName);
    throw new HttpError(409, 'slot_reserved', message, { assignedSlotId: message });
  }
  // Its own code and the slot field, so a form can tell it from "no longer pending" and mark the field.
  const message = slotHeldMessage(slotId, holder);
  throw new HttpError(409, 'slot_held', message, { assignedSlotId: message });
}

/**
 * Places a free request (decision 0072) inside the approving transaction: its requested slot when it
 * is free, else the first free slot, claimed with claimAdSlot. Placements queue on one advisory lock,
 * so two of them never pick the same slot; an approval into a given slot that wins a slot first only
 * sends this one on to the next free slot. No free slot: 409 `no_free_slot` under `fields.assignedSlotId`.
 */
export async function placeAndClaimFreeSlot(
  tx: DbOrTx,
  requested: number,
  couponId: string,
): Promise<number> {
  await lockForTransaction(tx, 'ad-slot-placement', 0);
  const free = await readFreeSlots(tx);
  const first = placeFreeRequest(requested, free);
  const candidates = first === null ? [] : [first, ...free.filter((slot) => slot !== first)];
  for (const slot of candidates) {
    try {
      await claimAdSlot(tx, slot, couponId);
      return slot;
    } catch (error) {
      // Taken since it was read: the next free slot.
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
    }
  }
  const message = slotMapMessages.noFreeSlot(requested);
  throw new HttpError(409, 'no_free_slot', message, { assignedSlotId: message });
}
