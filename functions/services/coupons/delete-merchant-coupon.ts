import { and, eq } from 'drizzle-orm';
import { couponMessages } from '../../contract/merchant-coupons.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { editImageOf } from './coupon-edits.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';

/**
 * A merchant deletes one of their own coupons (the FAQ's "delete under My Offers"): it leaves every
 * list at once, its counted reveals and reviews go with it (their foreign keys cascade), and its ad
 * image goes once nothing uses it. Another merchant's coupon, or none, is a 404 and nothing changes.
 */
export async function deleteMerchantCoupon(
  deps: { db: Database; blobs: BlobStore },
  merchantId: string,
  couponId: string,
) {
  const released = await deps.db.transaction(async (tx) => {
    // A pending edit's new image (issue 24) goes with the coupon's when nothing else uses it.
    const editImage = await editImageOf(tx, couponId);
    const [deleted] = await tx
      .delete(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, merchantId)))
      .returning({ adImageId: coupons.adImageId });
    if (!deleted) throw HttpError.notFound(couponMessages.notFound);
    const released = [];
    for (const mediaId of [deleted.adImageId, editImage])
      if (mediaId) released.push(await releaseMediaIfUnused(tx, mediaId));
    return released;
  });
  await deleteReleasedBlobs(deps.blobs, released);
}
