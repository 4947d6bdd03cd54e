import { and, eq, isNull } from 'drizzle-orm';
import { catalogueMessages } from '../../contract/catalogue.ts';
import type { CatalogueForm } from '../../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../../contract/site-creation.ts';
import type { UploadKind } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { catalogueProducts, merchantCategories } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { discardUploads, storeUploads } from './store-uploads.ts';

/** The spec's three image fields; one photo may serve all three (decision 0029). */
export interface CatalogueImages {
  ImageSmall?: Uint8Array | undefined;
  ImageMedium?: Uint8Array | undefined;
  ImageLarge?: Uint8Array | undefined;
}

const SIZES: { field: keyof CatalogueImages; kind: UploadKind }[] = [
  { field: 'ImageSmall', kind: 'catalogueSmall' },
  { field: 'ImageMedium', kind: 'catalogueMedium' },
  { field: 'ImageLarge', kind: 'catalogueLarge' },
];

/**
 * Adds a catalogue product to the signed-in merchant's storefront (POST
 * /api/merchantpage/products/UploadFile). The category must be one of this merchant's: another
 * merchant's answers 404 as an unknown one does, and nothing is stored. Each size is re-encoded to its
 * width (rules.ts UPLOAD_RULES, catalogue*); a size not sent is made with sharp from the largest one
 * sent. The product is published at once (is_approved true): an administrator can hide it, there is no
 * approval queue (decision 0029).
 */
export async function uploadCatalogueProduct(
  deps: { db: Database; blobs: BlobStore },
  merchantId: string,
  form: CatalogueForm,
  images: CatalogueImages,
) {
  if (form.Mrp !== null && form.Mrp < form.Price)
    throw HttpError.badInput(catalogueMessages.mrpBelowPrice, { Mrp: catalogueMessages.mrpBelowPrice });
  const source = images.ImageLarge ?? images.ImageMedium ?? images.ImageSmall;
  if (!source) {
    const message = siteCreationMessages.imageRequired;
    throw HttpError.badInput(message, { ImageSmall: message });
  }
  // Another merchant's category answers as an unknown one: its existence is not told.
  const [category] = await deps.db
    .select({ id: merchantCategories.id })
    .from(merchantCategories)
    .where(
      and(
        eq(merchantCategories.id, form.CategoryId),
        eq(merchantCategories.merchantId, merchantId),
        isNull(merchantCategories.deletedAt),
      ),
    );
  if (!category) {
    const message = siteCreationMessages.categoryNotFound;
    throw new HttpError(404, 'not_found', message, { CategoryId: message });
  }

  const [small, medium, large] = await storeUploads(
    deps,
    SIZES.map(({ field, kind }) => ({ bytes: images[field] ?? source, kind, field })),
  );
  try {
    const [row] = await deps.db
      .insert(catalogueProducts)
      .values({
        merchantId,
        categoryId: form.CategoryId,
        brand: form.Brand,
        productName: form.ProductName,
        description: form.Description,
        pricePaise: form.Price,
        mrpPaise: form.Mrp,
        stockCount: form.Stock ?? null,
        imageSmallId: small!.id,
        imageMediumId: medium!.id,
        imageLargeId: large!.id,
        isApproved: true,
      })
      .returning();
    if (!row) throw new Error('catalogue product insert returned no row');
    return { product: row, images: { small: small!, medium: medium!, large: large! } };
  } catch (error) {
    await discardUploads(deps, [small!, medium!, large!]);
    throw error;
  }
}
