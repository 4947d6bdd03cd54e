import { Hono } from 'hono';
import { publicListQuerySchema } from '../contract/public.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { defaultRateBp } from '../services/earnings/cashback-settings.ts';
import { listAdSlots } from '../services/public/list-ad-slots.ts';

/** The spec's /api/AdSlot calls: public, cached briefly by the CDN, never carrying a coupon code. */
export const adSlotRoutes = new Hono<AppEnv>();

// GET /api/AdSlot/get-all-ad-slots – the live coupon in each ad slot 1-24 (?language=en|hi|te&limit=1..200)
adSlotRoutes.get('/get-all-ad-slots', publicCache(60), async (c) =>
  c.json(
    await listAdSlots(c.var.db, publicListQuerySchema.parse(c.req.query()), defaultRateBp(c.var.config)),
  ),
);
