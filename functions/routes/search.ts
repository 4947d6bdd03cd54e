import { Hono } from 'hono';
import { searchQuerySchema } from '../contract/search-schemas.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { search } from '../services/search/search.ts';

/** One search over stores, live coupons and categories (issue 21 item 5, decision 0058). */
export const searchRoutes = new Hono<AppEnv>();

// GET /api/search?q=…&category=…&language=en|hi|te&limit=1..48 – public, cached like the lists;
// q under 2 characters finds nothing, over 100 is a 400 with a message.
searchRoutes.get('/', publicCache(60), async (c) => {
  return c.json(await search(c.var.db, searchQuerySchema.parse(c.req.query()), defaultRateBp(c.var.config)));
});
