import { Hono } from 'hono';
import { z } from 'zod';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { recordIdSchema } from '../contract/ids.ts';
import { FLASH_TEXT_POSITION } from '../contract/site-images.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listApprovedProducts } from '../services/site-images/list-approved-products.ts';
import { readFlashText } from '../services/site-images/read-flash-text.ts';
import { listHeroSlides } from '../services/list-site-images.ts';

/** The public reads under /api/AdminContent; the admin's uploads are in admin-content.ts. */
export const adminContentPublicRoutes = new Hono<AppEnv>();

// GET /api/AdminContent/get-hero-images?limit=1..200 – the home page's hero slides, as image URLs
adminContentPublicRoutes.get('/get-hero-images', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listHeroSlides(c.var.db, limit));
});

// GET /api/AdminContent/get-Flash-Text?position=FlashText – the scrolling flash text
adminContentPublicRoutes.get('/get-Flash-Text', publicCache(60), async (c) => {
  const position = z
    .string()
    .max(40)
    .catch(FLASH_TEXT_POSITION)
    .parse(c.req.query('position') ?? FLASH_TEXT_POSITION);
  return c.json({ flashText: await readFlashText(c.var.db, position) });
});

// GET /api/AdminContent/products/approved?merchantId=&limit=1..200 – approved "Pick Your Products" items (optionally one merchant's)
adminContentPublicRoutes.get('/products/approved', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  const merchantId = recordIdSchema.optional().catch(undefined).parse(c.req.query('merchantId'));
  return c.json(await listApprovedProducts(c.var.db, merchantId, limit));
});
