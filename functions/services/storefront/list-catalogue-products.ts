import { and, desc, eq, getTableColumns, not } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import { storefrontPath, type CatalogueProduct } from '../../contract/site-creation.ts';
import type { Database } from '../../db/database.ts';
import { catalogueProducts, merchantCategories } from '../../db/schema/index.ts';
import { catalogueProductShown } from './catalogue-shown.ts';
import { readImageRefs } from './image-refs.ts';
import { storeWithdrawn } from './read-store.ts';
import { paiseToRupees } from '../../contract/money.ts';

export interface CatalogueQuery {
  merchantId: string;
  categoryId?: string | undefined;
  includeImages?: boolean;
  limit?: number | undefined;
}

/**
 * A merchant's catalogue products as the public sees them, newest first, at most `limit`: approved
 * ones only (products are approved on upload, decision 0029), never one an administrator hid, and
 * none while the merchant's store is hidden. Prices in rupees; images as URLs.
 */
export async function listCatalogueProducts(
  db: Database,
  query: CatalogueQuery,
): Promise<CatalogueProduct[]> {
  const rows = await db
    .select(getTableColumns(catalogueProducts))
    .from(catalogueProducts)
    .innerJoin(merchantCategories, eq(merchantCategories.id, catalogueProducts.categoryId))
    .where(
      and(
        eq(catalogueProducts.merchantId, query.merchantId),
        query.categoryId ? eq(catalogueProducts.categoryId, query.categoryId) : undefined,
        eq(catalogueProducts.isApproved, true),
        catalogueProductShown,
        eq(merchantCategories.isActive, true),
        not(storeWithdrawn(db, query.merchantId)),
      ),
    )
    .orderBy(desc(catalogueProducts.createdAt), desc(catalogueProducts.id))
    .limit(query.limit ?? PUBLIC_LIST_MAX);
  const includeImages = query.includeImages ?? true;
  const image = await readImageRefs(
    db,
    includeImages ? rows.flatMap((row) => [row.imageSmallId, row.imageMediumId, row.imageLargeId]) : [],
  );
  return rows.map((row) => {
    const medium = image(row.imageMediumId);
    return {
      id: row.id,
      productName: row.productName,
      brand: row.brand,
      description: row.description,
      price: paiseToRupees(row.pricePaise),
      categoryId: row.categoryId,
      merchantId: row.merchantId,
      merchantURL: storefrontPath(row.merchantId),
      imageUrl: includeImages ? (medium?.url ?? null) : null,
      imageData: includeImages
        ? { small: image(row.imageSmallId), medium, large: image(row.imageLargeId) }
        : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
