import { Hono } from 'hono';
import { categoriesQuerySchema } from '../contract/site-creation-schemas.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listCategories } from '../services/storefront/list-categories.ts';

/** The public read of /api/MerchantCategories; adding one is in merchant-categories.ts. */
export const merchantCategoryPublicRoutes = new Hono<AppEnv>();

// GET /api/MerchantCategories?merchantId=&onlyActive=true&limit=1..200 – a merchant's storefront categories, oldest first
merchantCategoryPublicRoutes.get('/', publicCache(60), async (c) => {
  const query = categoriesQuerySchema.parse(c.req.query());
  return c.json(await listCategories(c.var.db, query.merchantId, query));
});
