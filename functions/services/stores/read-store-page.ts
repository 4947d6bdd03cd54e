import { and, desc, eq, sql } from 'drizzle-orm';
import { PUBLIC_COUPON_LIST_LIMIT } from '../../contract/public.ts';
import { STORE_PAGE_REVIEWS, type StorePage } from '../../contract/stores.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants, stores } from '../../db/schema/index.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';
import { readStoreRating } from '../public/list-merchant-ratings.ts';
import { storefrontOpen } from './list-stores.ts';
import { logoOfStorefront, storeLogo, storeName, storefrontOfMerchant } from './store-identity.ts';
import { findStoreBySlug } from './store-slug.ts';
import { bpToPercent, joinStoreRateTables, rateInForceBpSql } from './store-cashback.ts';

/** What /stores/{slug} answers: the page, a 301 to the store's current slug, or nothing (404). */
export type StoreLookup = { page: StorePage } | { redirectTo: string } | null;

/**
 * The store page for a slug (issue 21 item 1): the store using it, or a 301 when the slug is one the
 * store gave up (findStoreBySlug). A store the public may not see (no live coupon and no open
 * storefront) is null whatever the slug, so an old link to it is a 404 too.
 */
export async function lookUpStore(db: Database, slug: string, defaultRateBp: number): Promise<StoreLookup> {
  const found = await findStoreBySlug(db, slug);
  if (!found) return null;
  const page = await readStorePage(db, found.merchantId, defaultRateBp);
  if (!page) return null;
  return found.redirected || page.storeSlug !== slug ? { redirectTo: page.storeSlug } : { page };
}

/**
 * One store as the public sees it: brand name, storefront logo and tagline (not when an administrator
 * hid the storefront), its live coupons newest first, its rating and newest shown reviews. Null when
 * it has no live coupon and no storefront the public may see.
 */
export async function readStorePage(
  db: Database,
  merchantId: string,
  defaultRateBp: number,
): Promise<StorePage | null> {
  const [[store], couponRows, rating] = await Promise.all([
    joinStoreRateTables(
      db
        .select({
          storeName,
          storeSlug: merchants.storeSlug,
          logoUrl: storeLogo.url,
          logoWidth: storeLogo.width,
          logoHeight: storeLogo.height,
          tagline: stores.tagline,
          storefrontOpen: sql<boolean>`coalesce(${storefrontOpen}, false)`.mapWith(Boolean),
          cashbackRateBp: rateInForceBpSql(defaultRateBp),
        })
        .from(merchants)
        .leftJoin(stores, storefrontOfMerchant)
        .leftJoin(storeLogo, logoOfStorefront)
        .$dynamic(),
    )
      .where(eq(merchants.id, merchantId))
      .limit(1),
    joinPublicCouponTables(
      db
        .select({ ...publicCouponSelection(defaultRateBp), title: coupons.title })
        .from(coupons)
        .$dynamic(),
    )
      .where(and(liveCoupon, eq(coupons.merchantId, merchantId)))
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(PUBLIC_COUPON_LIST_LIMIT),
    readStoreRating(db, merchantId, STORE_PAGE_REVIEWS),
  ]);
  if (!store || (couponRows.length === 0 && !store.storefrontOpen)) return null;
  return {
    merchantId,
    storeName: store.storeName,
    storeSlug: store.storeSlug,
    logo: store.logoUrl ? { url: store.logoUrl, width: store.logoWidth, height: store.logoHeight } : null,
    tagline: store.storefrontOpen ? store.tagline?.trim() || null : null,
    cashbackPercent: bpToPercent(store.cashbackRateBp),
    storefrontUrl: store.storefrontOpen ? `/merchantproductsite/${merchantId}` : null,
    coupons: couponRows.map((row) => ({ ...toPublicCoupon(row), title: row.title })),
    ...rating,
  };
}
