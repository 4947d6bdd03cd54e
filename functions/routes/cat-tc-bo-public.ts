import { Hono } from 'hono';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { categoryFrameSchema } from '../contract/site-content.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** The public read under /api/Cat_TC_BO; the admin's upload is in cat-tc-bo.ts. */
export const catTcBoPublicRoutes = new Hono<AppEnv>();

// GET /api/Cat_TC_BO/get-Cat_TC_BO?position=Cat|TC|BO&limit=1..200 – the footer banner of Categories, Top Coupons or Best Offers
catTcBoPublicRoutes.get('/get-Cat_TC_BO', publicCache(60), async (c) => {
  const frame = categoryFrameSchema.safeParse(c.req.query('position'));
  if (!frame.success)
    throw HttpError.badInput('position must be Cat, TC or BO', {
      position: 'position must be Cat, TC or BO',
    });
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'category_banner', frame.data, limit));
});
