import { and, eq } from 'drizzle-orm';
import { storefrontMessages, type FollowState } from '../../contract/storefront.ts';
import type { Database } from '../../db/database.ts';
import { storeFollows } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { countFollowers, isStoreVisible } from './read-storefront.ts';

/**
 * The Follow badge. Following and unfollowing are idempotent: a second follow or unfollow changes
 * nothing and answers the same state. A store the public cannot see (unknown, inactive or hidden) is a
 * 404 here as its page is.
 */

async function requireVisibleStore(db: Database, merchantId: string) {
  if (!(await isStoreVisible(db, merchantId))) throw HttpError.notFound(storefrontMessages.storeNotFound);
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
