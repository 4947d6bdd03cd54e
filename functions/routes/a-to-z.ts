import { Hono } from 'hono';
import {
  newsletterSchema,
  newestListQuerySchema,
  publicListQuerySchema,
  publicMessages,
} from '../contract/public.ts';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { rateLimit } from './rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { listAvailableCategories } from '../services/public/list-available-categories.ts';
import { listCategoryCounts } from '../services/public/list-category-counts.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { listBestOffers } from '../services/public/list-best-offers.ts';
import { listMerchantRatings } from '../services/public/list-merchant-ratings.ts';
import { listNewestCoupons } from '../services/public/list-newest-coupons.ts';
import { listPopularCoupons } from '../services/public/list-popular-coupons.ts';
import { listReviews } from '../services/public/list-reviews.ts';
import { subscribeNewsletter } from '../services/public/subscribe-newsletter.ts';

/** The spec's public /api/AToZ calls. Lists hold live coupons only and never a coupon code. */
export const aToZRoutes = new Hono<AppEnv>();

// GET /api/AToZ/newest – live coupons, newest first (?language=en|hi|te&limit=1..200&sort=reliable: most reliable first)
aToZRoutes.get('/newest', publicCache(60), async (c) => {
  return c.json(
    await listNewestCoupons(
      c.var.db,
      newestListQuerySchema.parse(c.req.query()),
      defaultRateBp(c.var.config),
    ),
  );
});

// GET /api/AToZ/popular – live coupons, most revealed first (?language=en|hi|te&limit=1..200)
aToZRoutes.get('/popular', publicCache(60), async (c) => {
  return c.json(
    await listPopularCoupons(
      c.var.db,
      publicListQuerySchema.parse(c.req.query()),
      defaultRateBp(c.var.config),
    ),
  );
});

// GET /api/AToZ/BestOffers – live coupons, highest percentage then largest discount (?language=en|hi|te&limit=1..200)
aToZRoutes.get('/BestOffers', publicCache(60), async (c) => {
  return c.json(
    await listBestOffers(c.var.db, publicListQuerySchema.parse(c.req.query()), defaultRateBp(c.var.config)),
  );
});

// GET /api/AToZ/available-categories – categories that have live coupons, A-Z (?language=en|hi|te&limit=1..200)
aToZRoutes.get('/available-categories', publicCache(300), async (c) => {
  return c.json(await listAvailableCategories(c.var.db, publicListQuerySchema.parse(c.req.query())));
});

// GET /api/AToZ/category-counts – each category of live coupons with its number of live coupons, A-Z
// (?language=en|hi|te&limit=1..200); the Categories page's tiles
aToZRoutes.get('/category-counts', publicCache(60), async (c) => {
  return c.json(await listCategoryCounts(c.var.db, publicListQuerySchema.parse(c.req.query())));
});

// GET /api/AToZ/get-all-reviews?limit=1..200 – the newest reviews of live coupons (50 unless asked)
aToZRoutes.get('/get-all-reviews', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listReviews(c.var.db, limit));
});

// GET /api/AToZ/get-merchant-ratings?limit=1..200 – each merchant's average rating and named reviews, best first
aToZRoutes.get('/get-merchant-ratings', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listMerchantRatings(c.var.db, limit));
});

// POST /api/AToZ/NewsLetter-Post – subscribe an address once; a second sign-up is not an error
aToZRoutes.post('/NewsLetter-Post', rateLimit('newsletter'), async (c) => {
  const { emailAddress } = await readJson(c, newsletterSchema);
  const { alreadySubscribed } = await subscribeNewsletter(c.var.db, emailAddress);
  if (alreadySubscribed) return c.json({ message: publicMessages.newsletterAlreadySubscribed }, 200);
  return c.json({ message: publicMessages.newsletterSubscribed }, 201);
});
