import {
  DEFAULT_FIGURE_PERIOD,
  type FigurePeriod,
  type MerchantOverview,
} from '../contract/merchant-overview.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { getMerchantOverview } from '../services/merchant/get-merchant-overview.ts';

/**
 * The merchant dashboard's Account Information, read on the server while the page renders, the same
 * data as GET /api/merchant/overview. `merchantId` must come from the page's session (the profile of
 * Astro.locals), never from the request. A failed read is logged and gives `undefined`: the tab says
 * so and the rest of the dashboard still renders.
 */
export async function merchantOverviewForPage(
  merchantId: string,
  days: FigurePeriod = DEFAULT_FIGURE_PERIOD,
): Promise<MerchantOverview | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await getMerchantOverview(runtime.database.db, merchantId, new Date(), days);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('merchant overview: could not read', describeError(error));
    return undefined;
  }
}
