import { Hono } from 'hono';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** /api/site-images (beyond the spec): public reads of the Card Images tab's pictures. */
export const siteImageRoutes = new Hono<AppEnv>();

// GET /api/site-images/popup-ad – the popup ad on a coupon card's back, or null
siteImageRoutes.get('/popup-ad', publicCache(60), async (c) => {
  const [popupAd] = await listSiteImageItems(c.var.db, 'popup_ad', null, 1);
  return c.json({ popupAd: popupAd ?? null });
});

// GET /api/site-images/cards?limit=1..200 – the coupon-card images
siteImageRoutes.get('/cards', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'card', null, limit));
});
