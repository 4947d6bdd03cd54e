import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { getPublicStats } from '../services/public/get-public-stats.ts';

/**
 * GET /api/UserDetail1/getPublicStats lives under the user-detail area's prefix but is public and
 * cacheable, so it is its own module, mounted at its full path before /api/UserDetail1 (whose
 * routes are personal and must not mark this response no-store).
 */
export const publicStatsRoutes = new Hono<AppEnv>();

// GET /api/UserDetail1/getPublicStats – visitor count and registered users for the reviews popup
publicStatsRoutes.get('/', publicCache(60), async (c) => c.json(await getPublicStats(c.var.db)));
