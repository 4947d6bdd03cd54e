import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listHeroSlides } from '../services/list-site-images.ts';

export const adminContentRoutes = new Hono<AppEnv>();

// GET /api/AdminContent/get-hero-images – the home page's hero slides, as image URLs
adminContentRoutes.get('/get-hero-images', publicCache(60), async (c) => {
  return c.json(await listHeroSlides(c.var.db));
});
