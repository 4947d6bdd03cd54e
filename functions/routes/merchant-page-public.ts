import { Hono } from 'hono';
import { recordIdSchema } from '../contract/ids.ts';
import { catalogueQuerySchema } from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { listCatalogueProducts } from '../services/storefront/list-catalogue-products.ts';
import { readStore } from '../services/storefront/read-store.ts';

/** The public storefront reads under /api/MerchantPage; the merchant's save is in merchant-page.ts. */
export const merchantPagePublicRoutes = new Hono<AppEnv>();

// GET /api/MerchantPage/GetMerchantStore/{merchantId} – a storefront's details and image URLs; 404 unless active and shown
merchantPagePublicRoutes.get('/GetMerchantStore/:merchantId', publicCache(60), async (c) => {
  const merchantId = recordIdSchema.safeParse(c.req.param('merchantId'));
  const store = merchantId.success ? await readStore(c.var.db, merchantId.data) : null;
  if (!store) throw HttpError.notFound(siteCreationMessages.storeNotFound);
  return c.json(store);
});

/** The public catalogue read under /api/merchantpage (the spec's lower-case prefix). */
export const catalogueProductPublicRoutes = new Hono<AppEnv>();

// GET /api/merchantpage/efq/products?merchantId=&categoryId=&approvedOnly=&includeImages=&limit=1..200 – a storefront's products, newest first
// (approved and shown ones only, whatever approvedOnly says: decision 0029)
catalogueProductPublicRoutes.get('/efq/products', publicCache(60), async (c) => {
  const query = catalogueQuerySchema.parse(c.req.query());
  return c.json(await listCatalogueProducts(c.var.db, query));
});
