import { Hono } from 'hono';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { TOP_MIDDLE_POSITION } from '../contract/site-images.ts';
import { ttcPositionSchema } from '../contract/site-content.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** The public reads under /api/TopBanner; the admin's uploads are in top-banner.ts. */
export const topBannerPublicRoutes = new Hono<AppEnv>();

// GET /api/TopBanner/TTC_Images/{TTCoLeftMin|TTCoRightMin|TTCoMax|TopMiddle}?limit=1..200 – the image at a position
topBannerPublicRoutes.get('/TTC_Images/:position', publicCache(60), async (c) => {
  const position = ttcPositionSchema.safeParse(c.req.param('position'));
  if (!position.success) throw HttpError.notFound('There is no such position.');
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  const kind = position.data === TOP_MIDDLE_POSITION ? 'top_middle' : 'top_coupons';
  return c.json(await listSiteImageItems(c.var.db, kind, position.data, limit));
});

// GET /api/TopBanner/get-top-banners?limit=1..200 – the rotating top banners (images or videos)
topBannerPublicRoutes.get('/get-top-banners', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'top_banner', null, limit));
});
