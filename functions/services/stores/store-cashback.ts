import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { cashbackRateBounds, merchants, storeCashbackTerms } from '../../db/schema/index.ts';

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

/**
 * rateInForceBp as SQL, for lists (public coupons, the store directory, search, the administrator's
 * table): one query whatever the number of stores. Needs the joins of joinStoreRateTables (a query
 * that has `merchants`). `least`/`greatest` skip nulls in SQL, so the merchant's rate is clamped only
 * when there is one: a terms row without a rate (a store that only named its click parameter) keeps the
 * default, as rateInForceBp does.
 */
export function rateInForceBpSql(defaultRateBp: number): SQL<number> {
  return sql<number>`coalesce(
    ${storeCashbackTerms.overrideRateBp},
    case when ${storeCashbackTerms.merchantRateBp} is null then null else least(
      greatest(${storeCashbackTerms.merchantRateBp}, coalesce(${cashbackRateBounds.minRateBp}, ${DEFAULT_RATE_BOUNDS.minRateBp})),
      coalesce(${cashbackRateBounds.maxRateBp}, ${DEFAULT_RATE_BOUNDS.maxRateBp})
    ) end,
    ${defaultRateBp}::integer
  )`.mapWith(Number);
}

/** The left joins rateInForceBpSql reads: the merchant's terms and the bounds row (either may be missing). */
export function joinStoreRateTables<T extends PgSelect>(query: T) {
  return query
    .leftJoin(storeCashbackTerms, eq(storeCashbackTerms.merchantId, merchants.id))
    .leftJoin(cashbackRateBounds, eq(cashbackRateBounds.id, 'default'));
}

/** Basis points as the percent people read: 600 is 6, 650 is 6.5, 1234 is 12.34. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** The query parameter a store's click id travels in (`dsclick` unless the store named its own). */
export async function storeClickParam(db: DbOrTx, merchantId: string): Promise<string> {
  const [terms] = await db
    .select({ clickParam: storeCashbackTerms.clickParam })
    .from(storeCashbackTerms)
    .where(eq(storeCashbackTerms.merchantId, merchantId));
  return terms?.clickParam ?? 'dsclick';
}
