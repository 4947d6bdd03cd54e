import type { MyReferrals, MyReview, ReviewCouponOption } from '../contract/reviews.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { readUserOverview } from '../services/accounts/read-user-overview.ts';
import { listMyReferrals } from '../services/referrals/list-my-referrals.ts';
import { readMyReviewsTab } from '../services/reviews/my-reviews.ts';
import type { Database } from '../db/database.ts';

/**
 * The user dashboard's tabs, read on the server while the page renders, for the signed-in profile's
 * account (the page took it from the session). A failed read is logged and gives `undefined`: the
 * tab says so instead of failing the page.
 */
async function readForPage<T>(what: string, read: (db: Database) => Promise<T>): Promise<T | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    return await read(runtime.database.db);
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error(
      `user dashboard: could not read ${what}`,
      describeError(error),
    );
    return undefined;
  }
}

export function userOverviewForPage(accountId: string) {
  return readForPage('the overview', (db) => readUserOverview(db, accountId));
}

export function userReviewsForPage(
  accountId: string,
): Promise<{ coupons: ReviewCouponOption[]; reviews: MyReview[] } | undefined> {
  return readForPage('reviews', (db) => readMyReviewsTab(db, accountId));
}

export function userReferralsForPage(accountId: string): Promise<MyReferrals | undefined> {
  return readForPage('referrals', (db) => listMyReferrals(db, accountId));
}
