import { Hono } from 'hono';
import { storeMessages, type StoreDirectory, type StoreSummary } from '../contract/stores.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { publicCacheHeaders } from '../http/public-cache-headers.ts';
import { storeDirectoryMemoSeconds } from '../config.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import { trackStoreClick } from '../services/clicks/track-click.ts';
import { rateLimit } from './rate-limit.ts';
import { STORE_DIRECTORY_CDN_SECONDS, storeDirectory } from '../services/stores/list-stores.ts';
import { lookUpStore } from '../services/stores/read-store-page.ts';
import {
  followStore,
  merchantOfStoreSlug,
  readFollowState,
  unfollowStore,
} from '../services/storefront/follow-store.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';

/**
 * The public store pages' data (issue 21 items 1 and 2, decision 0056): the same reads the pages
 * /stores and /stores/{slug} render, cacheable like the other public lists.
 */
export const storeRoutes = new Hono<AppEnv>();

// GET /api/stores – the directory: every store with a live coupon or an open storefront, by brand name
// (read at most once per STORE_DIRECTORY_MEMO_SECONDS per process; the CDN's max-age shortened by the copy's age, decision 0103)
storeRoutes.get('/', async (c) => {
  const { stores, ageSeconds } = await storeDirectory(
    c.var.db,
    defaultRateBp(c.var.config),
    storeDirectoryMemoSeconds(c.var.config),
  );
  for (const [name, value] of Object.entries(publicCacheHeaders(STORE_DIRECTORY_CDN_SECONDS - ageSeconds))) {
    c.header(name, value);
  }
  return c.body(directoryBody(stores), 200, { 'Content-Type': 'application/json' });
});

/** The directory's JSON per read copy (decision 0109), keyed by the copy's own array. */
const directoryBodies = new WeakMap<readonly StoreSummary[], string>();

/**
 * The answer's JSON, written once per copy of the directory (decision 0109): a process serving the
 * same copy for 30 s (decision 0103) wrote the same 0.7 MB of JSON (5,000 stores) for every request, the
 * only part of a hit that grew with the number of stores. Without the memo (development, tests) each
 * read is a new array, so each answer is written fresh as before.
 */
function directoryBody(stores: readonly StoreSummary[]): string {
  let body = directoryBodies.get(stores);
  if (body === undefined) {
    const directory: StoreDirectory = { stores: [...stores] };
    body = JSON.stringify(directory);
    directoryBodies.set(stores, body);
  }
  return body;
}

// GET /api/stores/{slug} – one store: brand, logo, cashback rate, live coupons, rating and reviews; an old slug is a 301 to the current one
storeRoutes.get('/:slug', publicCache(60), async (c) => {
  const found = await lookUpStore(c.var.db, c.req.param('slug'), defaultRateBp(c.var.config));
  if (!found) throw HttpError.notFound(storeMessages.storeNotFound);
  if ('redirectTo' in found) return c.redirect(`/api/stores/${encodeURIComponent(found.redirectTo)}`, 301);
  return c.json(found.page);
});

// POST /api/stores/{slug}/click-out – anyone leaving for the store's own site (its "Visit store" button); a
// verified shopper's click is recorded for cashback, as a coupon's click-out; 404 for a store without a site
storeRoutes.post('/:slug/click-out', rateLimit('click-out'), personal, async (c) =>
  c.json(await trackStoreClick(c.var.db, { slug: c.req.param('slug'), account: c.var.account })),
);

// GET /api/stores/{slug}/follow – as GET /api/storefront/{merchantId}/follow: the follower count, and whether a signed-in caller follows (decision 0080)
storeRoutes.get('/:slug/follow', personal, async (c) => {
  const merchantId = await merchantOfStoreSlug(c.var.db, c.req.param('slug'));
  return c.json(await readFollowState(c.var.db, merchantId, c.var.account?.id ?? null));
});

// POST /api/stores/{slug}/follow – a shopper follows the store (idempotent); users only, as the storefront's follow
storeRoutes.post('/:slug/follow', requireRole('user'), async (c) => {
  const merchantId = await merchantOfStoreSlug(c.var.db, c.req.param('slug'));
  return c.json(await followStore(c.var.db, merchantId, signedInAccountId(c)));
});

// DELETE /api/stores/{slug}/follow – stop following (idempotent)
storeRoutes.delete('/:slug/follow', requireRole('user'), async (c) => {
  const merchantId = await merchantOfStoreSlug(c.var.db, c.req.param('slug'));
  return c.json(await unfollowStore(c.var.db, merchantId, signedInAccountId(c)));
});
