import { and, eq } from 'drizzle-orm';
import { PRODUCT_FIELDS, type MerchantProduct } from '../../contract/merchant-products.ts';
import { withScheme } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, merchantProducts } from '../../db/schema/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { storeMedia, type StoredMedia } from '../store-media.ts';
import { selectMyProducts, toMerchantProduct } from './my-product-row.ts';

export interface ProductInput {
  productName: string;
  pricePaise: number;
  merchantUrl: string;
}

/**
 * A merchant's "Pick Your Products" upload: the image is checked and stored (upload rules 'product'),
 * the product waits for the admin's Products Approval, with no reason or advice yet (the spec's '0's
 * mean none). If the row cannot be written, the stored image goes again.
 */
export async function addMerchantProduct(
  deps: { db: Database; blobs: BlobStore },
  merchantId: string,
  input: ProductInput & { image: Uint8Array },
): Promise<MerchantProduct> {
  const media = await storeMedia(deps, input.image, 'product', PRODUCT_FIELDS.image);
  try {
    const [row] = await deps.db
      .insert(merchantProducts)
      .values({
        merchantId,
        productName: input.productName,
        pricePaise: input.pricePaise,
        merchantUrl: withScheme(input.merchantUrl),
        imageId: media.id,
        isApproved: false,
        rejectionReason: null,
        advisedChanges: null,
      })
      .returning({ id: merchantProducts.id });
    if (!row) throw new Error('merchant product insert returned no row');
    return await readMyProduct(deps.db, merchantId, row.id);
  } catch (error) {
    await discardMedia(deps, media);
    throw error;
  }
}

/** One of the merchant's products as the merchant reads it (after a write that just found it). */
export async function readMyProduct(db: Database, merchantId: string, id: string): Promise<MerchantProduct> {
  const [row] = await selectMyProducts(
    db,
    and(eq(merchantProducts.id, id), eq(merchantProducts.merchantId, merchantId)),
  );
  if (!row) throw new Error(`merchant product ${id} vanished`);
  return toMerchantProduct(row);
}

/** Removes a just-stored image whose row was never written (or rolled back). */
export async function discardMedia(deps: { db: Database; blobs: BlobStore }, media: StoredMedia) {
  await deps.db
    .delete(mediaFiles)
    .where(eq(mediaFiles.id, media.id))
    .catch(() => {});
  await deps.blobs.delete({ key: media.blobKey, url: media.url }).catch(() => {});
}
