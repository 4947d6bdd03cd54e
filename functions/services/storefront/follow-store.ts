import { and, eq } from 'drizzle-orm';
import { storefrontMessages, type FollowState } from '../../contract/storefront.ts';
import type { Database } from '../../db/database.ts';
import { coupons, storeFollows } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { liveCoupon } from '../coupons/live-coupons.ts';
import { findStoreBySlug } from '../stores/store-slug.ts';
import { countFollowers, isStoreVisible } from './read-storefront.ts';

/**
 * The Follow badge. Following and unfollowing are idempotent: a second follow or unfollow changes
 * nothing and answers the same state. A store can be followed wherever the public can see it: an open
 * storefront, or a store page (issue 21: a merchant with a live coupon, decision 0071). Anything else
 * (unknown, no live coupon and no storefront, or a storefront an administrator hid) is a 404 as its page is.
 */

async function requireVisibleStore(db: Database, merchantId: string) {
  if (await isStoreVisible(db, merchantId)) return;
  const [live] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(liveCoupon, eq(coupons.merchantId, merchantId)))
    .limit(1);
  if (!live) throw HttpError.notFound(storefrontMessages.storeNotFound);
}

async function isFollowing(db: Database, merchantId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ merchantId: storeFollows.merchantId })
    .from(storeFollows)
    .where(and(eq(storeFollows.merchantId, merchantId), eq(storeFollows.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

/** The count for everyone; whether the caller follows, for a signed-in caller (else false). */
export async function readFollowState(
  db: Database,
  merchantId: string,
  accountId: string | null,
): Promise<FollowState> {
  await requireVisibleStore(db, merchantId);
  const [followerCount, following] = await Promise.all([
    countFollowers(db, merchantId),
    accountId ? isFollowing(db, merchantId, accountId) : Promise.resolve(false),
  ]);
  return { followerCount, following };
}

export async function followStore(db: Database, merchantId: string, accountId: string): Promise<FollowState> {
  await requireVisibleStore(db, merchantId);
  await db.insert(storeFollows).values({ merchantId, accountId }).onConflictDoNothing();
  return { followerCount: await countFollowers(db, merchantId), following: true };
}

export async function unfollowStore(
  db: Database,
  merchantId: string,
  accountId: string,
): Promise<FollowState> {
  await requireVisibleStore(db, merchantId);
  await db
    .delete(storeFollows)
    .where(and(eq(storeFollows.merchantId, merchantId), eq(storeFollows.accountId, accountId)));
  return { followerCount: await countFollowers(db, merchantId), following: false };
}

/** The store a slug names (an old slug too), for following it from a coupon card, which knows only the slug. */
export async function merchantOfStoreSlug(db: Database, slug: string): Promise<string> {
  const found = await findStoreBySlug(db, slug);
  if (!found) throw HttpError.notFound(storefrontMessages.storeNotFound);
  return found.merchantId;
}
