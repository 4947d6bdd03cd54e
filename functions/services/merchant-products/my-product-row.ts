import { eq, type SQL } from 'drizzle-orm';
import type { MerchantProduct } from '../../contract/merchant-products.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, merchantProducts } from '../../db/schema/index.ts';
import { pageKeyOf } from '../paging.ts';
import { paiseToRupees } from '../../contract/money.ts';

/** The columns of a merchant's own product, as the merchant reads it. */
const columns = {
  id: merchantProducts.id,
  productName: merchantProducts.productName,
  pricePaise: merchantProducts.pricePaise,
  merchantURL: merchantProducts.merchantUrl,
  imageUrl: mediaFiles.url,
  isApproved: merchantProducts.isApproved,
  reviewedAt: merchantProducts.reviewedAt,
  rejectionReason: merchantProducts.rejectionReason,
  advisedChanges: merchantProducts.advisedChanges,
  hiddenAt: merchantProducts.hiddenAt,
  uploadedAt: merchantProducts.uploadedAt,
  pageKey: pageKeyOf(merchantProducts.uploadedAt),
};

/** The merchant's products that `where` selects, with their images. */
export function selectMyProducts(db: Database, where: SQL | undefined) {
  return db
    .select(columns)
    .from(merchantProducts)
    .innerJoin(mediaFiles, eq(mediaFiles.id, merchantProducts.imageId))
    .where(where);
}

type Row = Omit<Awaited<ReturnType<typeof selectMyProducts>>[number], 'pageKey'>;

/**
 * Pending until an administrator looks at it; approved; or rejected (reviewed and not approved, with
 * the reason). An edit sends it back to pending (reviewedAt cleared).
 */
export function toMerchantProduct(row: Row): MerchantProduct {
  const { pricePaise, isApproved, reviewedAt, hiddenAt, uploadedAt, ...rest } = row;
  return {
    ...rest,
    price: paiseToRupees(pricePaise),
    status: isApproved ? 'approved' : reviewedAt ? 'rejected' : 'pending',
    hidden: hiddenAt !== null,
    uploadedAt: uploadedAt.toISOString(),
  };
}
