import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { catalogueMessages, type MyCatalogueProduct, type MyCategory } from '../../contract/catalogue.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import { paiseToRupees } from '../../contract/money.ts';
import { siteCreationMessages } from '../../contract/site-creation.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { catalogueProducts, mediaFiles, merchantCategories, payments } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { discardUploads, storeUploads } from './store-uploads.ts';

type Deps = { db: Database; blobs: BlobStore };

/**
 * The merchant's own catalogue in Site creation (issue 24 item 7; decision 0075). Every id is looked up
 * with the session's merchant: another merchant's product or category answers 404 like an unknown one.
 * Catalogue products are published on upload (decision 0029), so an edit is live at once.
 */

const notFound = () => HttpError.notFound(catalogueMessages.productNotFound);
const categoryNotFound = () => HttpError.notFound(catalogueMessages.categoryNotFound);

/** A product of this merchant that is not deleted. */
const mine = (merchantId: string, id: string) =>
  and(
    eq(catalogueProducts.id, id),
    eq(catalogueProducts.merchantId, merchantId),
    isNull(catalogueProducts.deletedAt),
  );

/** A category of this merchant that is not deleted. */
const myCategory = (merchantId: string, id: string) =>
  and(
    eq(merchantCategories.id, id),
    eq(merchantCategories.merchantId, merchantId),
    isNull(merchantCategories.deletedAt),
  );

function selectMine(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: catalogueProducts.id,
      productName: catalogueProducts.productName,
      brand: catalogueProducts.brand,
      description: catalogueProducts.description,
      pricePaise: catalogueProducts.pricePaise,
      mrpPaise: catalogueProducts.mrpPaise,
      stockCount: catalogueProducts.stockCount,
      categoryId: catalogueProducts.categoryId,
      categoryName: merchantCategories.categoryName,
      hiddenAt: catalogueProducts.hiddenAt,
      merchantHiddenAt: catalogueProducts.merchantHiddenAt,
      imageUrl: mediaFiles.url,
      imageWidth: mediaFiles.width,
      imageHeight: mediaFiles.height,
      imageType: mediaFiles.contentType,
      createdAt: catalogueProducts.createdAt,
      pageKey: pageKeyOf(catalogueProducts.createdAt),
    })
    .from(catalogueProducts)
    .innerJoin(merchantCategories, eq(merchantCategories.id, catalogueProducts.categoryId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, catalogueProducts.imageSmallId))
    .where(where);
}

type MineRow = Omit<Awaited<ReturnType<typeof selectMine>>[number], 'pageKey'>;

function toMyProduct(row: MineRow): MyCatalogueProduct {
  return {
    id: row.id,
    productName: row.productName,
    brand: row.brand,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    stockCount: row.stockCount,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    status: row.hiddenAt ? 'adminHidden' : row.merchantHiddenAt ? 'hidden' : 'live',
    image: row.imageUrl
      ? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, contentType: row.imageType! }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** My products (not deleted), newest first, a page at a time; hidden ones too, with who hid them. */
export async function listMyCatalogue(
  db: Database,
  merchantId: string,
  query: PageQuery & { categoryId?: string | undefined },
): Promise<Page<MyCatalogueProduct>> {
  const rows = await selectMine(
    db,
    and(
      eq(catalogueProducts.merchantId, merchantId),
      isNull(catalogueProducts.deletedAt),
      query.categoryId ? eq(catalogueProducts.categoryId, query.categoryId) : undefined,
      afterCursor(catalogueProducts.createdAt, catalogueProducts.id, query, 'desc'),
    ),
  )
    .orderBy(desc(catalogueProducts.createdAt), desc(catalogueProducts.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, toMyProduct);
}

/** One of my products (not deleted); 404 otherwise. */
export async function readMyCatalogueProduct(db: Database, merchantId: string, id: string) {
  const [row] = await selectMine(db, mine(merchantId, id));
  if (!row) throw notFound();
  return toMyProduct(row);
}

export interface CatalogueEdit {
  productName: string;
  brand: string;
  pricePaise: number;
  mrpPaise: number | null;
  /** Null: not counted; undefined: kept as it is (a caller that does not send it). */
  stockCount?: number | null | undefined;
  categoryId: string;
  description: string;
}

/**
 * Edits one of my products: every text, the price, MRP and stock count, the category (one of mine), and a new photo
 * replacing the old three sizes (released once nothing uses them). Live at once (decision 0029); a
 * product an administrator hid stays hidden.
 */
export async function updateMyCatalogueProduct(
  deps: Deps,
  merchantId: string,
  id: string,
  edit: CatalogueEdit,
  image: Uint8Array | undefined,
): Promise<MyCatalogueProduct> {
  const [current] = await deps.db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(mine(merchantId, id));
  if (!current) throw notFound();
  const [category] = await deps.db
    .select({ id: merchantCategories.id })
    .from(merchantCategories)
    .where(myCategory(merchantId, edit.categoryId));
  if (!category) {
    const message = siteCreationMessages.categoryNotFound;
    throw new HttpError(404, 'not_found', message, { CategoryId: message });
  }
  if (edit.mrpPaise !== null && edit.mrpPaise < edit.pricePaise)
    throw HttpError.badInput(catalogueMessages.mrpBelowPrice, { Mrp: catalogueMessages.mrpBelowPrice });

  const media = image
    ? await storeUploads(
        deps,
        (['catalogueSmall', 'catalogueMedium', 'catalogueLarge'] as const).map((kind) => ({
          bytes: image,
          kind,
          field: 'ImageSmall',
        })),
      )
    : null;
  let released;
  try {
    released = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          small: catalogueProducts.imageSmallId,
          medium: catalogueProducts.imageMediumId,
          large: catalogueProducts.imageLargeId,
        })
        .from(catalogueProducts)
        .where(mine(merchantId, id))
        .for('update');
      if (!before) throw notFound();
      await tx
        .update(catalogueProducts)
        .set({
          productName: edit.productName,
          brand: edit.brand,
          pricePaise: edit.pricePaise,
          mrpPaise: edit.mrpPaise,
          ...(edit.stockCount === undefined ? {} : { stockCount: edit.stockCount }),
          categoryId: edit.categoryId,
          description: edit.description,
          // A renamed product no longer answers for the name an import gave it (decision 0075).
          importKey: null,
          ...(media
            ? { imageSmallId: media[0]!.id, imageMediumId: media[1]!.id, imageLargeId: media[2]!.id }
            : {}),
        })
        .where(mine(merchantId, id));
      return media ? releaseAll(tx, [before.small, before.medium, before.large]) : [];
    });
  } catch (error) {
    if (media) await discardUploads(deps, media);
    throw error;
  }
  await deleteReleasedBlobs(deps.blobs, released);
  return readMyCatalogueProduct(deps.db, merchantId, id);
}

async function releaseAll(tx: DbOrTx, ids: (string | null)[]) {
  const released = [];
  for (const mediaId of ids) if (mediaId) released.push(await releaseMediaIfUnused(tx, mediaId));
  return released;
}

/** Hides one of my products from the storefront, or shows it again (an administrator's hiding stays). */
export async function setMyCatalogueProductHidden(
  db: Database,
  merchantId: string,
  id: string,
  hidden: boolean,
): Promise<MyCatalogueProduct> {
  const [row] = await db
    .update(catalogueProducts)
    .set({ merchantHiddenAt: hidden ? sql`coalesce(${catalogueProducts.merchantHiddenAt}, now())` : null })
    .where(mine(merchantId, id))
    .returning({ id: catalogueProducts.id });
  if (!row) throw notFound();
  return readMyCatalogueProduct(db, merchantId, id);
}

/**
 * Deletes one of my products. One that payments name stays as a deleted row (their history keeps its
 * link, name and price) and is gone everywhere else; any other is deleted with its images.
 */
export async function deleteMyCatalogueProduct(
  deps: Deps,
  merchantId: string,
  id: string,
): Promise<{ kept: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        small: catalogueProducts.imageSmallId,
        medium: catalogueProducts.imageMediumId,
        large: catalogueProducts.imageLargeId,
      })
      .from(catalogueProducts)
      .where(mine(merchantId, id))
      .for('update');
    if (!row) throw notFound();
    const sold = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.catalogueProductId, id))
      .limit(1);
    if (sold.length > 0) {
      await tx
        .update(catalogueProducts)
        .set({ deletedAt: sql`now()`, importKey: null })
        .where(mine(merchantId, id));
      return { kept: true, released: [] };
    }
    await tx.delete(catalogueProducts).where(mine(merchantId, id));
    return { kept: false, released: await releaseAll(tx, [row.small, row.medium, row.large]) };
  });
  await deleteReleasedBlobs(deps.blobs, result.released);
  return { kept: result.kept };
}

/** My categories (not deleted) in the order they were made, hidden ones too, with how many products each holds. */
export async function listMyCategories(db: Database, merchantId: string): Promise<MyCategory[]> {
  return db
    .select({
      id: merchantCategories.id,
      categoryName: merchantCategories.categoryName,
      description: merchantCategories.description,
      isActive: merchantCategories.isActive,
      productCount: sql<number>`(select count(*)::int from catalogue_products p where p.category_id = "merchant_categories"."id" and p.deleted_at is null)`,
    })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), isNull(merchantCategories.deletedAt)))
    .orderBy(asc(merchantCategories.createdAt), asc(merchantCategories.id));
}

/** Renames, describes, hides or shows one of my categories (a hidden one's products leave the storefront). */
export async function updateMyCategory(
  db: Database,
  merchantId: string,
  id: string,
  change: {
    categoryName?: string | undefined;
    description?: string | null | undefined;
    isActive?: boolean | undefined;
  },
): Promise<MyCategory> {
  try {
    const [row] = await db
      .update(merchantCategories)
      .set({
        ...(change.categoryName === undefined ? {} : { categoryName: change.categoryName }),
        ...(change.description === undefined ? {} : { description: change.description }),
        ...(change.isActive === undefined ? {} : { isActive: change.isActive }),
      })
      .where(myCategory(merchantId, id))
      .returning({ id: merchantCategories.id });
    if (!row) throw categoryNotFound();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = siteCreationMessages.categoryTaken;
    throw new HttpError(409, 'conflict', message, { categoryName: message });
  }
  const [category] = (await listMyCategories(db, merchantId)).filter((item) => item.id === id);
  if (!category) throw categoryNotFound();
  return category;
}

/**
 * Deletes one of my categories. Refused (409) while it holds products that are not deleted; one that
 * holds only deleted products kept for their payments is marked deleted (its name is free again).
 */
export async function deleteMyCategory(db: Database, merchantId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: merchantCategories.id })
      .from(merchantCategories)
      .where(myCategory(merchantId, id))
      .for('update');
    if (!row) throw categoryNotFound();
    const [live] = await tx
      .select({ n: count() })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.categoryId, id), isNull(catalogueProducts.deletedAt)));
    if ((live?.n ?? 0) > 0)
      throw new HttpError(409, 'conflict', catalogueMessages.categoryHasProducts(live!.n));
    const [kept] = await tx
      .select({ n: count() })
      .from(catalogueProducts)
      .where(eq(catalogueProducts.categoryId, id));
    if ((kept?.n ?? 0) > 0)
      await tx
        .update(merchantCategories)
        .set({ deletedAt: sql`now()`, isActive: false })
        .where(eq(merchantCategories.id, id));
    else await tx.delete(merchantCategories).where(eq(merchantCategories.id, id));
  });
}
