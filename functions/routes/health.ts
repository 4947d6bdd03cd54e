import { Hono } from 'hono';
import type { HealthReport } from '../contract/health.ts';
import type { AppEnv } from '../http/app-env.ts';
import { personal } from '../auth/guards.ts';
import { checkHealth } from '../services/health/check-health.ts';

/** The platform's check (docs/decisions/0039-reliability-real-postgres-faults-fuzz-load.md): public, never cached. */
export const healthRoutes = new Hono<AppEnv>();

// GET /api/health – 200 when the database answers and is migrated to the code's journal, else 503
healthRoutes.get('/', personal, async (c) => {
  const report = await checkHealth(c.var.db);
  return c.json<HealthReport>(report, report.status === 'ok' ? 200 : 503);
});
