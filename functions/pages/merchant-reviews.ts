import type { MyReviews } from '../contract/merchant-reviews.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { readMyReviews } from '../services/public/list-merchant-ratings.ts';

/**
 * The merchant dashboard's Review tab, read on the server while the page renders (no JavaScript
 * needed to read it). The merchant id is the signed-in profile's, which the page took from the
 * session. A failed read is logged and gives `undefined`: the tab says so instead of failing the page.
 */
export async function myReviewsForPage(merchantId: string): Promise<MyReviews | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await readMyReviews(runtime.database.db, merchantId);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('merchant reviews: could not read', describeError(error));
    return undefined;
  }
}
