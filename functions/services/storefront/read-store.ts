import { and, eq, exists, isNull, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoreDetails } from '../../contract/site-creation.ts';
import type { Database } from '../../db/database.ts';
import { stores } from '../../db/schema/index.ts';
import { readImageRefs } from './image-refs.ts';

/** The public may see a store that is active and that no administrator has hidden: the one rule. */
const storeShown = () => and(eq(stores.isActive, true), isNull(stores.hiddenAt));

/**
 * This merchant's store, if the public may see it (the storefront page, follows, GetMerchantStore);
 * given a column, the join condition to the store of that row's merchant (Buy Now's product check).
 */
export function visibleStoreOf(merchantId: string | AnyPgColumn) {
  return and(eq(stores.merchantId, merchantId), storeShown());
}

/**
 * A merchant's storefront details with its images as URLs, or null when it has none. The public sees
 * only an active store an administrator has not hidden (`visibleOnly`, the default); its merchant
 * sees their own whatever its state.
 */
export async function readStore(
  db: Database,
  merchantId: string,
  options: { visibleOnly?: boolean } = {},
): Promise<StoreDetails | null> {
  const visibleOnly = options.visibleOnly ?? true;
  const [store] = await db
    .select()
    .from(stores)
    .where(visibleOnly ? visibleStoreOf(merchantId) : eq(stores.merchantId, merchantId));
  if (!store) return null;
  const image = await readImageRefs(db, [store.logoId, store.landingBannerId, store.heroBannerId]);
  return {
    merchantId: store.merchantId,
    storeName: store.storeName,
    storeAddress: store.storeAddress,
    tagline: store.tagline,
    aboutDescription: store.aboutDescription,
    merchantLogo: image(store.logoId),
    landingBanner: image(store.landingBannerId),
    heroBannerImage: image(store.heroBannerId),
    updatedAt: store.updatedAt.toISOString(),
  };
}

/**
 * True when the public may not see this merchant's storefront: an administrator hid the store, or it
 * is inactive. Use `not(storeWithdrawn(...))` in a public read; a merchant without a store row may
 * still show categories and products.
 */
export function storeWithdrawn(db: Database, merchantId: string): SQL {
  return exists(
    db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.merchantId, merchantId), not(storeShown() as SQL))),
  );
}
