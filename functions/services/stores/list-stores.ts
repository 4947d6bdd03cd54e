import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { STORE_DIRECTORY_MAX, type StoreSummary } from '../../contract/stores.ts';
import type { DbOrTx } from '../../db/database.ts';
import { couponMerchantCounts, merchants, stores } from '../../db/schema/index.ts';
import { bpToPercent, joinStoreRateTables, rateInForceBpSql } from './store-cashback.ts';
import { logoOfStorefront, storeLogo, storeName, storefrontOfMerchant } from './store-identity.ts';

/** A storefront the public may see (read-store.ts's rule, as a condition on the joined `stores` row). */
export const storefrontOpen = and(eq(stores.isActive, true), isNull(stores.hiddenAt));

/**
 * Each merchant's number of live coupons, to join to the merchant: the rows of coupon_merchant_counts
 * (kept by a trigger on coupons, decision 0087) whose expiry is still ahead, a narrow row per merchant
 * and expiry instant instead of each live coupon's row.
 */
export function liveCouponCounts(db: DbOrTx) {
  return db
    .select({
      merchantId: couponMerchantCounts.merchantId,
      n: sql<number>`sum(${couponMerchantCounts.coupons})::int`.as('live_coupons'),
    })
    .from(couponMerchantCounts)
    .where(and(gt(couponMerchantCounts.expiresAt, sql`now()`), gt(couponMerchantCounts.coupons, 0)))
    .groupBy(couponMerchantCounts.merchantId)
    .as('live');
}

/**
 * The store directory (/stores, GET /api/stores, sitemap.xml): every merchant with a live coupon or a
 * storefront the public may see, by brand name (the storeName rule), with its logo (not when an
 * administrator hid the storefront) and its number of live coupons. One query; at most
 * STORE_DIRECTORY_MAX stores.
 */
export async function listStores(
  db: DbOrTx,
  defaultRateBp: number,
  limit = STORE_DIRECTORY_MAX,
): Promise<StoreSummary[]> {
  const live = liveCouponCounts(db);
  const query = db
    .select({
      storeName,
      storeSlug: merchants.storeSlug,
      logoUrl: storeLogo.url,
      liveCoupons: sql<number>`coalesce(${live.n}, 0)`.mapWith(Number),
      hasStorefront: sql<boolean>`coalesce(${storefrontOpen}, false)`.mapWith(Boolean),
      cashbackRateBp: rateInForceBpSql(defaultRateBp),
    })
    .from(merchants)
    .leftJoin(live, eq(live.merchantId, merchants.id))
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(storeLogo, logoOfStorefront)
    .$dynamic();
  const rows = await joinStoreRateTables(query)
    .where(or(isNotNull(live.merchantId), storefrontOpen))
    .orderBy(sql`lower(${storeName})`, merchants.storeSlug)
    .limit(limit);
  return rows.map(({ cashbackRateBp, ...row }) => ({ ...row, cashbackPercent: bpToPercent(cashbackRateBp) }));
}

/** How long CDNs keep the directory (GET /api/stores and /stores), before the copy's age is taken off. */
export const STORE_DIRECTORY_CDN_SECONDS = 300;

/** The directory as one process last read it, and when (Date.now() as the read began). */
interface DirectoryCopy {
  readAt: number;
  stores: Promise<readonly StoreSummary[]>;
}

/** Per database handle, per default rate: the last read of the directory (decision 0103). */
const directoryCopies = new WeakMap<object, Map<number, DirectoryCopy>>();

/**
 * listStores, read at most once per `memoSeconds` per process (decision 0103): the same answer for
 * every visitor, which the CDN keeps 300 seconds anyway; readers arriving while a read is under way
 * share it. `ageSeconds` (whole seconds since the read began) is what the caller takes off its CDN
 * max-age, so no visitor sees the directory older than the CDN alone would show it. memoSeconds 0:
 * every call reads (development and tests). The stores are shared between callers: read-only.
 */
export async function storeDirectory(
  db: DbOrTx,
  defaultRateBp: number,
  memoSeconds: number,
  now: () => number = Date.now,
): Promise<{ stores: readonly StoreSummary[]; ageSeconds: number }> {
  if (memoSeconds <= 0) return { stores: await listStores(db, defaultRateBp), ageSeconds: 0 };
  let byRate = directoryCopies.get(db);
  if (!byRate) directoryCopies.set(db, (byRate = new Map()));
  const at = now();
  let copy = byRate.get(defaultRateBp);
  if (!copy || at - copy.readAt >= memoSeconds * 1000) {
    const fresh: DirectoryCopy = { readAt: at, stores: listStores(db, defaultRateBp) };
    byRate.set(defaultRateBp, fresh);
    // A failed read is not kept: the next caller reads again.
    fresh.stores.catch(() => byRate.get(defaultRateBp) === fresh && byRate.delete(defaultRateBp));
    copy = fresh;
  }
  const stores = await copy.stores;
  return { stores, ageSeconds: Math.max(0, Math.floor((at - copy.readAt) / 1000)) };
}
