import type { ClaimableCoupon, MyClaim } from '../contract/cashback-claims.ts';
import { createLogger, describeError } from '../http/logger.ts';
import { getRuntime, type Runtime } from '../runtime.ts';
import { listClaimableCoupons } from '../services/claims/list-claimable-coupons.ts';
import { listMyClaims } from '../services/claims/list-my-claims.ts';

export interface MissingCashbackView {
  coupons: ClaimableCoupon[];
  claims: MyClaim[];
}

/**
 * The /missing-cashback page's first view, read on the server for the signed-in user (the account id
 * is the page session's): the coupons the form offers and the user's claims. A failed read is logged
 * and gives `undefined`; the page says so instead of failing.
 */
export async function missingCashbackForPage(accountId: string): Promise<MissingCashbackView | undefined> {
  let runtime: Runtime | undefined;
  try {
    runtime = await getRuntime();
    const db = runtime.database.db;
    const [coupons, claims] = await Promise.all([
      listClaimableCoupons(db, accountId),
      listMyClaims(db, accountId),
    ]);
    return { coupons, claims };
  } catch (error) {
    (runtime?.log ?? createLogger('error')).error('missing cashback: could not read', describeError(error));
    return undefined;
  }
}
