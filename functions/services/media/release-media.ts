import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  catalogueProducts,
  couponEdits,
  coupons,
  flashTexts,
  mediaFiles,
  merchantProducts,
  siteImages,
  stores,
} from '../../db/schema/index.ts';
import type { BlobStore, StoredBlob } from '../../storage/blob-store.ts';

/**
 * Deletes a media row once nothing active uses it (decision 0018) and answers the blob to delete after
 * the transaction commits (`deleteReleasedBlobs`), or null when something still uses it. "Active" is
 * an active site image or flash text, or any coupon, product, catalogue product or store that names it.
 * Inactive site images that name it are deleted with it (the audit log keeps what was placed, and
 * where); inactive flash texts lose it by their foreign key. Every column that references
 * media_files must be checked here.
 */
export async function releaseMediaIfUnused(tx: DbOrTx, mediaId: string): Promise<StoredBlob | null> {
  const [row] = await tx
    .select({ blobKey: mediaFiles.blobKey, url: mediaFiles.url, inUse: stillUsed(tx, mediaId) })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId))
    .for('update');
  if (!row || row.inUse) return null;
  await tx.delete(siteImages).where(and(eq(siteImages.mediaId, mediaId), eq(siteImages.isActive, false)));
  await tx.delete(mediaFiles).where(eq(mediaFiles.id, mediaId));
  return { key: row.blobKey, url: row.url };
}

function stillUsed(tx: DbOrTx, mediaId: string): SQL<boolean> {
  const any = (query: Parameters<typeof exists>[0]) => exists(query);
  return sql<boolean>`${or(
    any(
      tx
        .select({ id: siteImages.id })
        .from(siteImages)
        .where(and(eq(siteImages.mediaId, mediaId), eq(siteImages.isActive, true))),
    ),
    any(
      tx
        .select({ id: flashTexts.id })
        .from(flashTexts)
        .where(and(eq(flashTexts.mediaId, mediaId), eq(flashTexts.isActive, true))),
    ),
    any(tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.adImageId, mediaId))),
    any(tx.select({ id: couponEdits.couponId }).from(couponEdits).where(eq(couponEdits.adImageId, mediaId))),
    any(
      tx
        .select({ id: merchantProducts.id })
        .from(merchantProducts)
        .where(eq(merchantProducts.imageId, mediaId)),
    ),
    any(
      tx
        .select({ id: catalogueProducts.id })
        .from(catalogueProducts)
        .where(
          or(
            eq(catalogueProducts.imageSmallId, mediaId),
            eq(catalogueProducts.imageMediumId, mediaId),
            eq(catalogueProducts.imageLargeId, mediaId),
          ),
        ),
    ),
    any(
      tx
        .select({ id: stores.id })
        .from(stores)
        .where(
          or(
            eq(stores.logoId, mediaId),
            eq(stores.landingBannerId, mediaId),
            eq(stores.heroBannerId, mediaId),
          ),
        ),
    ),
  )}`;
}

/**
 * Deletes the blobs of released media, after their rows' transaction committed (a rollback must not
 * lose a file still in use). A failed delete leaves an unreferenced file behind, never a broken image.
 */
export async function deleteReleasedBlobs(blobs: BlobStore, released: (StoredBlob | null)[]): Promise<void> {
  await Promise.all(released.map((blob) => (blob ? blobs.delete(blob).catch(() => undefined) : undefined)));
}
