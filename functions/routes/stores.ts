import { Hono } from 'hono';
import { storeMessages, type StoreDirectory } from '../contract/stores.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { listStores } from '../services/stores/list-stores.ts';
import { lookUpStore } from '../services/stores/read-store-page.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';

/**
 * The public store pages' data (issue 21 items 1 and 2, decision 0056): the same reads the pages
 * /stores and /stores/{slug} render, cacheable like the other public lists.
 */
export const storeRoutes = new Hono<AppEnv>();

// GET /api/stores – the directory: every store with a live coupon or an open storefront, by brand name
storeRoutes.get('/', publicCache(300), async (c) => {
  const directory: StoreDirectory = { stores: await listStores(c.var.db, defaultRateBp(c.var.config)) };
  return c.json(directory);
});

// GET /api/stores/{slug} – one store: brand, logo, cashback rate, live coupons, rating and reviews; an old slug is a 301 to the current one
storeRoutes.get('/:slug', publicCache(60), async (c) => {
  const found = await lookUpStore(c.var.db, c.req.param('slug'), defaultRateBp(c.var.config));
  if (!found) throw HttpError.notFound(storeMessages.storeNotFound);
  if ('redirectTo' in found) return c.redirect(`/api/stores/${encodeURIComponent(found.redirectTo)}`, 301);
  return c.json(found.page);
});
