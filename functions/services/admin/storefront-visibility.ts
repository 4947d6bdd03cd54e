import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page, PageQuery } from '../../contract/paging.ts';
import {
  storefrontMessages,
  type AdminCatalogueProduct,
  type AdminStorefront,
} from '../../contract/storefront.ts';
import type { Database } from '../../db/database.ts';
import { catalogueProducts, merchantCategories, merchants, stores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { recordAudit } from './record-audit.ts';
import { paiseToRupees } from '../../contract/money.ts';

/**
 * The administrator's Storefronts tab: every store, newest first, a page at a time, and one store's
 * catalogue products; hiding or showing either is written to the audit log. A hidden store's page is a
 * 404 and a hidden product leaves its grid (services/storefront/read-storefront.ts).
 */

export async function listStorefrontsForAdmin(
  db: Database,
  query: PageQuery = {},
): Promise<Page<AdminStorefront>> {
  const rows = await db
    .select({
      id: stores.id,
      merchantId: stores.merchantId,
      storeName: stores.storeName,
      merchantName: merchants.merchantName,
      isActive: stores.isActive,
      hidden: sql<boolean>`${stores.hiddenAt} is not null`,
      pageKey: pageKeyOf(stores.createdAt),
    })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(afterCursor(stores.createdAt, stores.id, query, 'desc'))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, ({ id: _id, ...row }) => row);
}

/** One store's catalogue products, newest first, paged; 404 for a merchant without a store. */
export async function listStoreCatalogueForAdmin(
  db: Database,
  merchantId: string,
  query: PageQuery = {},
): Promise<Page<AdminCatalogueProduct>> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  if (!store) throw HttpError.notFound(storefrontMessages.storeNotFound);
  const rows = await db
    .select({
      id: catalogueProducts.id,
      productName: catalogueProducts.productName,
      brand: catalogueProducts.brand,
      categoryName: merchantCategories.categoryName,
      pricePaise: catalogueProducts.pricePaise,
      hidden: sql<boolean>`${catalogueProducts.hiddenAt} is not null`,
      pageKey: pageKeyOf(catalogueProducts.createdAt),
    })
    .from(catalogueProducts)
    .innerJoin(merchantCategories, eq(merchantCategories.id, catalogueProducts.categoryId))
    .where(
      and(
        eq(catalogueProducts.merchantId, merchantId),
        isNull(catalogueProducts.deletedAt),
        afterCursor(catalogueProducts.createdAt, catalogueProducts.id, query, 'desc'),
      ),
    )
    .orderBy(desc(catalogueProducts.createdAt), desc(catalogueProducts.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, ({ pricePaise, ...row }) => ({ ...row, price: paiseToRupees(pricePaise) }));
}

/**
 * Hides or shows a store. Idempotent: hiding a hidden store keeps its first hiding time, and only a
 * real change is audit-logged.
 */
export async function setStoreHidden(db: Database, adminId: string, merchantId: string, hidden: boolean) {
  await db.transaction(async (tx) => {
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.merchantId, merchantId))
      .limit(1);
    if (!store) throw HttpError.notFound(storefrontMessages.storeNotFound);
    const [changed] = await tx
      .update(stores)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(and(eq(stores.id, store.id), hidden ? isNull(stores.hiddenAt) : isNotNull(stores.hiddenAt)))
      .returning({ id: stores.id });
    if (!changed) return;
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: hidden ? 'hide' : 'show',
      entity: 'store',
      entityId: merchantId,
    });
  });
}

/** Hides or shows a catalogue product; idempotent, a real change audit-logged. */
export async function setCatalogueProductHidden(
  db: Database,
  adminId: string,
  productId: string,
  hidden: boolean,
) {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: catalogueProducts.id, merchantId: catalogueProducts.merchantId })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.id, productId))
      .limit(1);
    if (!product) throw HttpError.notFound(storefrontMessages.productNotFound);
    const [changed] = await tx
      .update(catalogueProducts)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(
        and(
          eq(catalogueProducts.id, productId),
          hidden ? isNull(catalogueProducts.hiddenAt) : isNotNull(catalogueProducts.hiddenAt),
        ),
      )
      .returning({ id: catalogueProducts.id });
    if (!changed) return;
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: hidden ? 'hide' : 'show',
      entity: 'catalogue_product',
      entityId: productId,
      details: { merchantId: product.merchantId },
    });
  });
}
