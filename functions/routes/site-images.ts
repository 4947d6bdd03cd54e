import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** /api/site-images (beyond the spec): public reads of the Card Images tab's pictures. */
export const siteImageRoutes = new Hono<AppEnv>();

// GET /api/site-images/popup-ad – the popup ad on a coupon card's back, or null
siteImageRoutes.get('/popup-ad', publicCache(60), async (c) => {
  const [popupAd] = await listSiteImageItems(c.var.db, 'popup_ad');
  return c.json({ popupAd: popupAd ?? null });
});

// GET /api/site-images/cards – the coupon-card images
siteImageRoutes.get('/cards', publicCache(60), async (c) =>
  c.json(await listSiteImageItems(c.var.db, 'card')),
);
