import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { publicMessages } from '../../contract/public.ts';
import type { Page, PageQuery } from '../../contract/paging.ts';
import {
  MY_CODES_DAYS,
  savedCouponMessages,
  type MyCode,
  type SaveAnswer,
  type SavedCoupon,
} from '../../contract/saved-coupons.ts';
import type { Database } from '../../db/database.ts';
import { codeReveals, coupons, merchants, savedCoupons, stores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { joinPublicCouponTables, publicCouponSelection, toPublicCoupon } from '../coupons/public-coupon.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';
import { merchantOfCoupon, storeIdentityColumns, storefrontOfMerchant } from '../stores/store-identity.ts';

/**
 * Saved coupons and My codes (issue 23 items 4 and 6, decision 0070). Saving needs a live coupon (404
 * otherwise); saving again, or removing one that is not saved, answers 200 all the same.
 */
export async function saveCoupon(db: Database, accountId: string, couponId: string): Promise<SaveAnswer> {
  const [live] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), liveCoupon));
  if (!live) throw HttpError.notFound(publicMessages.couponNotFound);
  await db.insert(savedCoupons).values({ accountId, couponId }).onConflictDoNothing();
  return { saved: true, message: savedCouponMessages.savedStatus };
}

export async function unsaveCoupon(db: Database, accountId: string, couponId: string): Promise<SaveAnswer> {
  await db
    .delete(savedCoupons)
    .where(and(eq(savedCoupons.accountId, accountId), eq(savedCoupons.couponId, couponId)));
  return { saved: false, message: savedCouponMessages.removedStatus };
}

/** GET /api/account/saved-coupons: newest saved first, live and ended ones alike (marked), paged. */
export async function listSavedCoupons(
  db: Database,
  accountId: string,
  query: PageQuery,
  defaultRateBp: number,
): Promise<Page<SavedCoupon>> {
  const rows = await joinPublicCouponTables(
    db
      .select({
        ...publicCouponSelection(defaultRateBp),
        title: coupons.title,
        savedAt: savedCoupons.createdAt,
        live: sql<boolean>`coalesce(${liveCoupon}, false)`,
        expired: sql<boolean>`${coupons.expiresAt} <= now()`,
        pageKey: pageKeyOf(savedCoupons.createdAt),
      })
      .from(savedCoupons)
      .innerJoin(coupons, eq(coupons.id, savedCoupons.couponId))
      .$dynamic(),
  )
    .where(
      and(
        eq(savedCoupons.accountId, accountId),
        afterCursor(savedCoupons.createdAt, savedCoupons.couponId, query, 'desc'),
      ),
    )
    .orderBy(desc(savedCoupons.createdAt), desc(savedCoupons.couponId))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({
    ...toPublicCoupon(row),
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    live: row.live,
    expired: row.expired,
  }));
}

/**
 * GET /api/account/my-codes: the coupons this account revealed in the last 30 days (code_reveals, the
 * latest reveal per coupon, decision 0082), newest first, paged. The code is included: the shopper
 * revealed it.
 */
export async function listMyCodes(
  db: Database,
  accountId: string,
  query: PageQuery,
  now: Date = new Date(),
): Promise<Page<MyCode>> {
  const since = new Date(now.getTime() - MY_CODES_DAYS * 24 * 60 * 60 * 1000);
  const mine = db
    .select({
      couponId: codeReveals.couponId,
      revealedAt: sql<Date>`${codeReveals.revealedAt}`.as('revealed_at'),
    })
    .from(codeReveals)
    .where(and(eq(codeReveals.accountId, accountId), gte(codeReveals.revealedAt, since)))
    .as('mine');
  // Qualified by hand: the page key's cast would otherwise share the column's name in ORDER BY.
  const revealedAt = sql<Date>`"mine"."revealed_at"`;
  const cursor = query.cursor;
  const after: SQL | undefined = cursor
    ? and(
        lte(revealedAt, sql`${cursor.at}::timestamptz`),
        or(lt(revealedAt, sql`${cursor.at}::timestamptz`), lt(mine.couponId, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({
      id: mine.couponId,
      pageKey: sql<string>`${revealedAt}::text`,
      revealedAt: sql<string>`${revealedAt}`,
      couponCode: coupons.couponCode,
      couponName: coupons.couponName,
      expiryDate: coupons.expiryDate,
      expired: sql<boolean>`${coupons.expiresAt} <= now()`,
      storeName: storeIdentityColumns.storeName,
      storeSlug: storeIdentityColumns.storeSlug,
    })
    .from(mine)
    .innerJoin(coupons, eq(coupons.id, mine.couponId))
    .innerJoin(merchants, merchantOfCoupon)
    .leftJoin(stores, storefrontOfMerchant)
    .where(after)
    .orderBy(desc(revealedAt), desc(mine.couponId))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => ({
    couponId: row.id,
    couponCode: row.couponCode.toUpperCase(),
    couponName: row.couponName,
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    revealedAt: new Date(row.revealedAt).toISOString(),
    expiryDate: row.expiryDate,
    expired: row.expired,
  }));
}
