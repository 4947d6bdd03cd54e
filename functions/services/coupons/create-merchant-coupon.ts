import { eq } from 'drizzle-orm';
import type { CouponInput } from '../../contract/merchant-coupons.ts';
import { endOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
import type { Database } from '../../db/database.ts';
import { coupons, mediaFiles } from '../../db/schema/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { storeMedia, type StoredMedia } from '../store-media.ts';
import type { Config } from '../../config.ts';
import { slotPriceSettings } from '../payments/slot-prices.ts';
import { submittedCouponStatus } from './premium-status.ts';

/** The coupon row's columns for the form's values: the expiry instant goes with the date. */
export function couponColumns(input: CouponInput) {
  return { ...input, expiresAt: endOfIndianDay(input.expiryDate) };
}

/**
 * A merchant's new coupon (spec section 4, coupon creation): pending (or, for a premium slot request,
 * awaiting_payment until its price is paid), not approved, no assigned slot,
 * issued today (India), for the signed-in merchant only. The ad image is stored through the upload
 * checks first; if the row cannot be written, the image goes again, so a failure leaves nothing.
 */
export async function createMerchantCoupon(
  deps: { db: Database; blobs: BlobStore; config: Config },
  merchantId: string,
  input: CouponInput,
  image: { bytes: Uint8Array; field: string },
) {
  const status = await submittedCouponStatus(deps.db, null, input, slotPriceSettings(deps.config));
  const media = await storeMedia(deps, image.bytes, 'couponAd', image.field);
  try {
    const [row] = await deps.db
      .insert(coupons)
      .values({
        ...couponColumns(input),
        merchantId,
        adImageId: media.id,
        status,
        assignedSlotId: null,
        issueDate: todayInIndia(),
      })
      .returning({ id: coupons.id });
    if (!row) throw new Error('coupon insert returned no row');
    return { id: row.id, imageUrl: media.url, status };
  } catch (error) {
    await discardMedia(deps, media);
    throw error;
  }
}

/** Removes a just-stored image that no row came to use. */
export async function discardMedia(deps: { db: Database; blobs: BlobStore }, media: StoredMedia) {
  await deps.db
    .delete(mediaFiles)
    .where(eq(mediaFiles.id, media.id))
    .catch(() => {});
  await deps.blobs.delete({ key: media.blobKey, url: media.url }).catch(() => {});
}
