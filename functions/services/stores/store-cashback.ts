import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/database.ts';
import { cashbackRateBounds, storeCashbackTerms } from '../../db/schema/index.ts';

/** The bounds a merchant's own rate must keep, in basis points (issue 22 item 1; default 1%–30%). */
export interface RateBounds {
  minRateBp: number;
  maxRateBp: number;
}

export const DEFAULT_RATE_BOUNDS: RateBounds = { minRateBp: 100, maxRateBp: 3000 };

/** The administrator's bounds (one row), or the defaults when none were set. */
export async function readRateBounds(db: DbOrTx): Promise<RateBounds> {
  const [row] = await db
    .select({ minRateBp: cashbackRateBounds.minRateBp, maxRateBp: cashbackRateBounds.maxRateBp })
    .from(cashbackRateBounds)
    .where(eq(cashbackRateBounds.id, 'default'));
  return row ?? DEFAULT_RATE_BOUNDS;
}

/**
 * The rate in force from a store's terms: an administrator's override wins; else the merchant's rate,
 * kept within today's bounds (an administrator may narrow them after the merchant chose); else the
 * site's default (CASHBACK_RATE_PERCENT). Basis points: 6% is 600.
 */
export function rateInForceBp(
  terms: { merchantRateBp: number | null; overrideRateBp: number | null } | undefined,
  bounds: RateBounds,
  defaultRateBp: number,
): number {
  if (terms?.overrideRateBp != null) return terms.overrideRateBp;
  if (terms?.merchantRateBp != null) {
    return Math.min(bounds.maxRateBp, Math.max(bounds.minRateBp, terms.merchantRateBp));
  }
  return defaultRateBp;
}

/** A store's cashback rate in force now, in basis points; what a sale records and earns. */
export async function storeCashbackRateBp(
  db: DbOrTx,
  merchantId: string,
  defaultRateBp: number,
): Promise<number> {
  const [terms] = await db
    .select({
      merchantRateBp: storeCashbackTerms.merchantRateBp,
      overrideRateBp: storeCashbackTerms.overrideRateBp,
    })
    .from(storeCashbackTerms)
    .where(eq(storeCashbackTerms.merchantId, merchantId));
  if (terms?.overrideRateBp == null && terms?.merchantRateBp == null) return defaultRateBp;
  return rateInForceBp(terms, await readRateBounds(db), defaultRateBp);
}

/** The query parameter a store's click id travels in (`dsclick` unless the store named its own). */
export async function storeClickParam(db: DbOrTx, merchantId: string): Promise<string> {
  const [terms] = await db
    .select({ clickParam: storeCashbackTerms.clickParam })
    .from(storeCashbackTerms)
    .where(eq(storeCashbackTerms.merchantId, merchantId));
  return terms?.clickParam ?? 'dsclick';
}

/**
 * The cashback rate a store page advertises ("Up to N% cashback") when no store is at hand: the site's
 * default rate. Pages of one store use storeCashbackRateBp instead (issue 22 item 1).
 */
export function storeCashbackPercent(config: Pick<Config, 'CASHBACK_RATE_PERCENT'>): number {
  return config.CASHBACK_RATE_PERCENT;
}
