import { and, eq } from 'drizzle-orm';
import { couponMessages, type CouponInput } from '../../contract/merchant-coupons.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { storeMedia } from '../store-media.ts';
import { couponColumns, discardMedia } from './create-merchant-coupon.ts';
import type { Config } from '../../config.ts';
import { slotPriceSettings } from '../payments/slot-prices.ts';
import { cancelOpenSlotOrders } from '../payments/cancel-slot-orders.ts';
import { submittedCouponStatus } from './premium-status.ts';
import { reserveSlot } from './slot-map.ts';
import { dropCouponEdit, holdsItsSlot, proposeCouponEdit } from './coupon-edits.ts';

/**
 * A merchant edits one of their own coupons (the FAQ's "edit under My Offers"): the same checks as a new
 * one. A live coupon (approved, unexpired, suspended or not) is not touched: the edit waits aside for
 * the administrator (coupon-edits.ts, issue 24 item 4). Any other coupon is edited in place and goes back to the administrator: pending, no assigned slot, no approval,
 * no rejection reason (a premium request not yet paid, or moved to a dearer slot, awaits payment first;
 * a paid one keeps its reservation, moved with it: decision 0045). Changing the slot cancels the
 * coupon's open premium orders. A new ad image replaces the old one, whose file goes once nothing uses it.
 * Another merchant's coupon, or none, is a 404 and nothing changes (a new image stored first goes again).
 */
export async function updateMerchantCoupon(
  deps: { db: Database; blobs: BlobStore; config: Config },
  merchantId: string,
  couponId: string,
  input: CouponInput,
  image: { bytes: Uint8Array; field: string } | null,
) {
  const media = image ? await storeMedia(deps, image.bytes, 'couponAd', image.field) : null;
  let outcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          adImageId: coupons.adImageId,
          requestedSlotId: coupons.requestedSlotId,
          slotKind: coupons.slotKind,
          live: holdsItsSlot,
        })
        .from(coupons)
        .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, merchantId)))
        .for('update');
      if (!current) throw HttpError.notFound(couponMessages.notFound);
      // A live coupon stays as it is, in its slot, until the admin approves the edit (issue 24 item 4).
      if (current.live) {
        const released = await proposeCouponEdit(tx, { id: couponId, ...current }, input, media?.id ?? null);
        return { released, dropped: null, status: 'approved' as const, editPending: true };
      }
      const status = await submittedCouponStatus(tx, couponId, input, slotPriceSettings(deps.config));
      await tx
        .update(coupons)
        .set({
          ...couponColumns(input),
          ...(media ? { adImageId: media.id } : {}),
          status,
          assignedSlotId: null,
          reservedSlotId: null,
          approvedAt: null,
          approvedBy: null,
          rejectReason: null,
          // An edited code goes back to the admin; once approved it is listed again (issue 23 item 3).
          suspendedAt: null,
        })
        .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, merchantId)));
      // A paid request keeps (or moves) its reservation; a slot taken by another is a 409 and the
      // edit is undone (decision 0045).
      if (status === 'pending' && input.slotKind === 'premium') {
        await reserveSlot(tx, couponId, input.requestedSlotId);
      }
      // An order is for one slot at one price: a new slot cancels the coupon's open orders.
      if (current.requestedSlotId !== input.requestedSlotId || current.slotKind !== input.slotKind) {
        await cancelOpenSlotOrders(tx, couponId);
      }
      const replaced = media && current.adImageId ? current.adImageId : null;
      const released = replaced ? await releaseMediaIfUnused(tx, replaced) : null;
      return { released, dropped: await dropCouponEdit(tx, couponId), status, editPending: false };
    });
  } catch (error) {
    if (media) await discardMedia(deps, media);
    throw error;
  }
  await deleteReleasedBlobs(deps.blobs, [outcome.released, outcome.dropped]);
  return {
    id: couponId,
    imageUrl: media?.url ?? null,
    status: outcome.status,
    editPending: outcome.editPending,
  };
}

/** 404 unless the coupon is this merchant's: checked before a form is read, so another's id learns nothing. */
export async function requireOwnCoupon(db: Database, merchantId: string, couponId: string): Promise<void> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, merchantId)));
  if (!row) throw HttpError.notFound(couponMessages.notFound);
}
