import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FOLLOWED_STORE_COUPONS, type FollowedCoupon, type FollowedStore } from '../../contract/following.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchants, storeFollows, stores } from '../../db/schema/index.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { liveCouponCounts } from '../stores/list-stores.ts';
import { logoOfStorefront, storeLogo, storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/** A live coupon the public sees: live, and not suspended by shoppers' votes (issue 23 item 3). */
const publicLive = and(liveCoupon, isNull(coupons.suspendedAt));

/**
 * The stores an account follows, newest follow first, a page at a time (store_follows_account_idx),
 * each with its live coupon count and its newest live coupons: two queries per page.
 */
export async function listFollowing(
  db: Database,
  accountId: string,
  query: PageQuery = {},
): Promise<Page<FollowedStore>> {
  const live = liveCouponCounts(db);
  const rows = await db
    .select({
      id: storeFollows.merchantId,
      storeName,
      storeSlug: merchants.storeSlug,
      logoUrl: storeLogo.url,
      liveCoupons: sql<number>`coalesce(${live.n}, 0)`.mapWith(Number),
      createdAt: storeFollows.createdAt,
      pageKey: pageKeyOf(storeFollows.createdAt),
    })
    .from(storeFollows)
    .innerJoin(merchants, eq(merchants.id, storeFollows.merchantId))
    .leftJoin(stores, storefrontOfMerchant)
    .leftJoin(storeLogo, logoOfStorefront)
    .leftJoin(live, eq(live.merchantId, merchants.id))
    .where(
      and(
        eq(storeFollows.accountId, accountId),
        afterCursor(storeFollows.createdAt, storeFollows.merchantId, query, 'desc'),
      ),
    )
    .orderBy(desc(storeFollows.createdAt), desc(storeFollows.merchantId))
    .limit(rowsToFetch(query));
  const newest = await newestLiveCoupons(
    db,
    rows.map((row) => row.id),
  );
  return toPage(rows, query, (row) => ({
    merchantId: row.id,
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    logoUrl: row.logoUrl,
    liveCoupons: row.liveCoupons,
    newestCoupons: newest.get(row.id) ?? [],
    followedAt: row.createdAt.toISOString(),
  }));
}

/** Each store's newest live coupons (by approval), at most FOLLOWED_STORE_COUPONS each, in one query. */
async function newestLiveCoupons(
  db: Database,
  merchantIds: string[],
): Promise<Map<string, FollowedCoupon[]>> {
  if (merchantIds.length === 0) return new Map();
  const ranked = db
    .select({
      id: coupons.id,
      merchantId: coupons.merchantId,
      title: coupons.title,
      expiryDate: coupons.expiryDate,
      rank: sql<number>`row_number() over (partition by ${coupons.merchantId} order by ${coupons.approvedAt} desc nulls last, ${coupons.id} desc)`.as(
        'rank',
      ),
    })
    .from(coupons)
    .where(and(publicLive, inArray(coupons.merchantId, merchantIds)))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${FOLLOWED_STORE_COUPONS}`)
    .orderBy(ranked.merchantId, ranked.rank);
  const byStore = new Map<string, FollowedCoupon[]>();
  for (const row of rows) {
    const list = byStore.get(row.merchantId) ?? [];
    list.push({ id: row.id, title: row.title, expiryDate: row.expiryDate });
    byStore.set(row.merchantId, list);
  }
  return byStore;
}
