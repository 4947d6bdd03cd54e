import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { getPublicStats } from '../services/public/get-public-stats.ts';

/**
 * GET /api/UserDetail1/getPublicStats lives under the user-detail area's prefix but is public and
 * cacheable (the user-detail routes are personal, each marked no-store where it is declared).
 */
export const publicStatsRoutes = new Hono<AppEnv>();

// GET /api/UserDetail1/getPublicStats – visitor count and registered users for the reviews popup
publicStatsRoutes.get('/', publicCache(60), async (c) => c.json(await getPublicStats(c.var.db)));
