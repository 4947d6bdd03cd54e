import { and, eq } from 'drizzle-orm';
import { PRODUCT_FIELDS, productMessages, type MerchantProduct } from '../../contract/merchant-products.ts';
import { withScheme } from '../../contract/rules.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { merchantProducts } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { storeMedia, type StoredMedia } from '../store-media.ts';
import { discardMedia, readMyProduct, type ProductInput } from './add-merchant-product.ts';

type Deps = { db: Database; blobs: BlobStore };

/** The product when it is this merchant's (locked for the change); another merchant's is a 404. */
async function lockMine(tx: DbOrTx, merchantId: string, id: string) {
  const [row] = await tx
    .select({ imageId: merchantProducts.imageId })
    .from(merchantProducts)
    .where(and(eq(merchantProducts.id, id), eq(merchantProducts.merchantId, merchantId)))
    .for('update');
  if (!row) throw HttpError.notFound(productMessages.notFound);
  return row;
}

/**
 * A merchant edits one of their products: what is given changes, a new image replaces the old one
 * (released once nothing uses it), and the product goes back to pending for the administrator (not
 * approved, not reviewed, no reason or advice), so nothing unreviewed shows on the site.
 */
export async function updateMyProduct(
  deps: Deps,
  merchantId: string,
  id: string,
  input: Partial<ProductInput> & { image?: Uint8Array | undefined },
): Promise<MerchantProduct> {
  // Ownership first, so another merchant's id stores no file either.
  await lockMine(deps.db, merchantId, id);
  const media: StoredMedia | null = input.image
    ? await storeMedia(deps, input.image, 'product', PRODUCT_FIELDS.image)
    : null;
  let released;
  try {
    released = await deps.db.transaction(async (tx) => {
      const current = await lockMine(tx, merchantId, id);
      await tx
        .update(merchantProducts)
        .set({
          ...(input.productName === undefined ? {} : { productName: input.productName }),
          ...(input.pricePaise === undefined ? {} : { pricePaise: input.pricePaise }),
          ...(input.merchantUrl === undefined ? {} : { merchantUrl: withScheme(input.merchantUrl) }),
          ...(media ? { imageId: media.id } : {}),
          isApproved: false,
          reviewedAt: null,
          rejectionReason: null,
          advisedChanges: null,
        })
        .where(and(eq(merchantProducts.id, id), eq(merchantProducts.merchantId, merchantId)));
      return media ? await releaseMediaIfUnused(tx, current.imageId) : null;
    });
  } catch (error) {
    if (media) await discardMedia(deps, media);
    throw error;
  }
  await deleteReleasedBlobs(deps.blobs, [released]);
  return readMyProduct(deps.db, merchantId, id);
}

/** A merchant deletes one of their products; its image goes once nothing else uses it. */
export async function deleteMyProduct(deps: Deps, merchantId: string, id: string): Promise<void> {
  const released = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(merchantProducts)
      .where(and(eq(merchantProducts.id, id), eq(merchantProducts.merchantId, merchantId)))
      .returning({ imageId: merchantProducts.imageId });
    if (!row) throw HttpError.notFound(productMessages.notFound);
    return releaseMediaIfUnused(tx, row.imageId);
  });
  await deleteReleasedBlobs(deps.blobs, [released]);
}
