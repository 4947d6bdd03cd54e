import type { AdminOverview } from '../contract/admin-overview.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { readAdminOverview } from '../services/admin/admin-overview.ts';

/**
 * The admin dashboard's Overview counts, read on the server while the page renders (the same data as
 * GET /api/admin/overview): the Overview tab and the menu's badges. Call it only for a signed-in admin.
 * A failed read is logged and gives `undefined`: no badges, the Overview says so, the tabs still work.
 */
export async function adminOverviewForPage(): Promise<AdminOverview | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await readAdminOverview(runtime.database.db);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('admin overview: could not read', describeError(error));
    return undefined;
  }
}
