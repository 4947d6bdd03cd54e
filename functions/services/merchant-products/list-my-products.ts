import { and, desc, eq } from 'drizzle-orm';
import type { MerchantProduct } from '../../contract/merchant-products.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { merchantProducts } from '../../db/schema/index.ts';
import { afterCursor, rowsToFetch, toPage } from '../paging.ts';
import { selectMyProducts, toMerchantProduct } from './my-product-row.ts';

/**
 * One merchant's "Pick Your Products" items with their status, newest first, a page at a time
 * (merchant_products_merchant_idx).
 */
export async function listMyProducts(
  db: Database,
  merchantId: string,
  query: PageQuery = {},
): Promise<Page<MerchantProduct>> {
  const rows = await selectMyProducts(
    db,
    and(
      eq(merchantProducts.merchantId, merchantId),
      afterCursor(merchantProducts.uploadedAt, merchantProducts.id, query, 'desc'),
    ),
  )
    .orderBy(desc(merchantProducts.uploadedAt), desc(merchantProducts.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, toMerchantProduct);
}
