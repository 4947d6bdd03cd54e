import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** The public read under /api/SeasonalOffer_Images; the admin's upload is in seasonal-offers.ts. */
export const seasonalOfferPublicRoutes = new Hono<AppEnv>();

// GET /api/SeasonalOffer_Images/get-SeasonalOffers-images – the seasonal offers slider
seasonalOfferPublicRoutes.get('/get-SeasonalOffers-images', publicCache(60), async (c) => {
  return c.json(await listSiteImageItems(c.var.db, 'seasonal'));
});
