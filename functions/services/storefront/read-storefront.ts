import { catalogueProductShown } from './catalogue-shown.ts';
import { bpToPercent, storeCashbackRateBp } from '../stores/store-cashback.ts';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LOW_STOCK_SHOWN,
  type SizedImage,
  type Storefront,
  type StorefrontCategory,
  type StorefrontProduct,
} from '../../contract/storefront.ts';
import type { Database } from '../../db/database.ts';
import {
  catalogueProducts,
  mediaFiles,
  merchantCategories,
  merchantProducts,
  storeFollows,
  stores,
} from '../../db/schema/index.ts';
import { visibleStoreOf } from './read-store.ts';
import { paiseToRupees } from '../../contract/money.ts';

/**
 * The storefront's own reads (/merchantproductsite/{merchantid}), straight from the tables: the store,
 * its active categories, its catalogue products and its approved "Pick Your Products" items, none of
 * them hidden by an administrator, and the follower count. The visible-store rule is read-store.ts's.
 */

/** The most cards of each kind the page renders (decision 0019: every public list is bounded). */
export const STOREFRONT_PRODUCTS_MAX = 100;

/** Whether /merchantproductsite/{merchantId} shows a store (else it is a 404). */
export async function isStoreVisible(db: Database, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(visibleStoreOf(merchantId)).limit(1);
  return row !== undefined;
}

export async function countFollowers(db: Database, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storeFollows)
    .where(eq(storeFollows.merchantId, merchantId));
  return row?.n ?? 0;
}

const logo = alias(mediaFiles, 'logo');
const heroBanner = alias(mediaFiles, 'hero_banner');
const landingBanner = alias(mediaFiles, 'landing_banner');

/** The storefront of a merchant, or null when there is none the public may see. */
export async function readStorefront(
  db: Database,
  merchantId: string,
  defaultRateBp: number,
): Promise<Storefront | null> {
  const [store] = await db
    .select({
      storeName: stores.storeName,
      tagline: stores.tagline,
      aboutDescription: stores.aboutDescription,
      storeAddress: stores.storeAddress,
      logoUrl: logo.url,
      logoWidth: logo.width,
      logoHeight: logo.height,
      heroUrl: heroBanner.url,
      heroWidth: heroBanner.width,
      heroHeight: heroBanner.height,
      landingUrl: landingBanner.url,
      landingWidth: landingBanner.width,
      landingHeight: landingBanner.height,
    })
    .from(stores)
    .leftJoin(logo, eq(logo.id, stores.logoId))
    .leftJoin(heroBanner, eq(heroBanner.id, stores.heroBannerId))
    .leftJoin(landingBanner, eq(landingBanner.id, stores.landingBannerId))
    .where(visibleStoreOf(merchantId))
    .limit(1);
  if (!store) return null;

  const [categories, catalogue, picks, followerCount, rateBp] = await Promise.all([
    readCategories(db, merchantId),
    readCatalogueProducts(db, merchantId),
    readPickProducts(db, merchantId),
    countFollowers(db, merchantId),
    storeCashbackRateBp(db, merchantId, defaultRateBp),
  ]);
  return {
    merchantId,
    storeName: store.storeName,
    tagline: store.tagline,
    aboutDescription: store.aboutDescription,
    storeAddress: store.storeAddress,
    logo: sized(store.logoUrl, store.logoWidth, store.logoHeight),
    heroBanner: sized(store.heroUrl, store.heroWidth, store.heroHeight),
    landingBanner: sized(store.landingUrl, store.landingWidth, store.landingHeight),
    categories,
    products: [...catalogue, ...picks],
    followerCount,
    cashbackPercent: bpToPercent(rateBp),
  };
}

function sized(url: string | null, width: number | null, height: number | null): SizedImage | null {
  return url ? { url, width, height } : null;
}

/** Active categories in the order the merchant added them (merchant_categories_active_idx). */
function readCategories(db: Database, merchantId: string): Promise<StorefrontCategory[]> {
  return db
    .select({
      id: merchantCategories.id,
      categoryName: merchantCategories.categoryName,
      description: merchantCategories.description,
    })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), eq(merchantCategories.isActive, true)))
    .orderBy(asc(merchantCategories.createdAt), asc(merchantCategories.categoryName))
    .limit(STOREFRONT_PRODUCTS_MAX);
}

/**
 * Catalogue products in active categories, newest first (those added together by name), unless hidden. They show as soon as the
 * merchant adds them: the administrator moderates afterwards by hiding (docs/decisions, storefront).
 * The medium image is the grid's; a product uploaded with only another size falls back to it.
 */
async function readCatalogueProducts(db: Database, merchantId: string): Promise<StorefrontProduct[]> {
  const rows = await db
    .select({
      id: catalogueProducts.id,
      productName: catalogueProducts.productName,
      brand: catalogueProducts.brand,
      pricePaise: catalogueProducts.pricePaise,
      mrpPaise: catalogueProducts.mrpPaise,
      stockCount: catalogueProducts.stockCount,
      categoryId: catalogueProducts.categoryId,
      imageIds: {
        medium: catalogueProducts.imageMediumId,
        small: catalogueProducts.imageSmallId,
        large: catalogueProducts.imageLargeId,
      },
    })
    .from(catalogueProducts)
    .innerJoin(merchantCategories, eq(merchantCategories.id, catalogueProducts.categoryId))
    .where(
      and(
        eq(catalogueProducts.merchantId, merchantId),
        catalogueProductShown,
        eq(merchantCategories.isActive, true),
      ),
    )
    .orderBy(desc(catalogueProducts.createdAt), asc(catalogueProducts.productName), asc(catalogueProducts.id))
    .limit(STOREFRONT_PRODUCTS_MAX);
  const imageIdOf = (row: (typeof rows)[number]) =>
    row.imageIds.medium ?? row.imageIds.small ?? row.imageIds.large;
  const imageIds = rows.map(imageIdOf).filter((id): id is string => id !== null);
  const images = imageIds.length
    ? await db
        .select({
          id: mediaFiles.id,
          url: mediaFiles.url,
          width: mediaFiles.width,
          height: mediaFiles.height,
        })
        .from(mediaFiles)
        .where(inArray(mediaFiles.id, [...new Set(imageIds)]))
    : [];
  const imageById = new Map(images.map(({ id, ...image }) => [id, image]));
  return rows.map((row) => {
    const imageId = imageIdOf(row);
    return {
      id: row.id,
      source: 'catalogue',
      productName: row.productName,
      brand: row.brand,
      price: paiseToRupees(row.pricePaise),
      mrp: mrpOf(row),
      inStock: row.stockCount !== 0,
      stockLeft: stockLeftOf(row.stockCount),
      categoryId: row.categoryId,
      image: (imageId && imageById.get(imageId)) || null,
    };
  });
}

/** How many are left when few are (1..LOW_STOCK_SHOWN), for "Only N left"; null otherwise. */
const stockLeftOf = (count: number | null) =>
  count !== null && count > 0 && count <= LOW_STOCK_SHOWN ? count : null;

/** The MRP in rupees when it is above the price (else there is nothing to strike through). */
const mrpOf = (row: { pricePaise: number; mrpPaise: number | null }) =>
  row.mrpPaise !== null && row.mrpPaise > row.pricePaise ? paiseToRupees(row.mrpPaise) : null;

/** Approved "Pick Your Products" items, newest first, unless hidden (merchant_products_merchant_idx). */
async function readPickProducts(db: Database, merchantId: string): Promise<StorefrontProduct[]> {
  const rows = await db
    .select({
      id: merchantProducts.id,
      productName: merchantProducts.productName,
      pricePaise: merchantProducts.pricePaise,
      mrpPaise: merchantProducts.mrpPaise,
      stockCount: merchantProducts.stockCount,
      url: mediaFiles.url,
      width: mediaFiles.width,
      height: mediaFiles.height,
    })
    .from(merchantProducts)
    .innerJoin(mediaFiles, eq(mediaFiles.id, merchantProducts.imageId))
    .where(
      and(
        eq(merchantProducts.merchantId, merchantId),
        eq(merchantProducts.isApproved, true),
        isNull(merchantProducts.hiddenAt),
      ),
    )
    .orderBy(desc(merchantProducts.uploadedAt), asc(merchantProducts.productName), asc(merchantProducts.id))
    .limit(STOREFRONT_PRODUCTS_MAX);
  return rows.map((row) => ({
    id: row.id,
    source: 'pick',
    productName: row.productName,
    brand: null,
    price: paiseToRupees(row.pricePaise),
    mrp: mrpOf(row),
    inStock: row.stockCount !== 0,
    stockLeft: stockLeftOf(row.stockCount),
    categoryId: null,
    image: { url: row.url, width: row.width, height: row.height },
  }));
}
