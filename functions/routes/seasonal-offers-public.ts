import { Hono } from 'hono';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** The public read under /api/SeasonalOffer_Images; the admin's upload is in seasonal-offers.ts. */
export const seasonalOfferPublicRoutes = new Hono<AppEnv>();

// GET /api/SeasonalOffer_Images/get-SeasonalOffers-images?limit=1..200 – the seasonal offers slider
seasonalOfferPublicRoutes.get('/get-SeasonalOffers-images', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'seasonal', null, limit));
});
