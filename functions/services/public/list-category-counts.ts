import { and, eq, gt, sql } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import type { CategoryCount, PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { couponCategoryCounts } from '../../db/schema/index.ts';

/**
 * Each category of live coupons with its number of live coupons (the Categories page's tiles), in
 * alphabetical order (case ignored). Spellings that differ only in case count as one category, as the
 * grids' category filter ignores case; the tile takes the first spelling in the database's order.
 * At most PUBLIC_LIST_MAX categories, or the first `limit`.
 *
 * Read from coupon_category_counts (decision 0087): live coupons counted per expiry instant, category
 * and language by a trigger on coupons, so this adds up a few rows per category and expiry day still
 * ahead instead of reading every live coupon. The same figures as counting the live coupons
 * (liveCouponIn): a row counts approved, not suspended coupons, and only rows not yet expired are read.
 */
export async function listCategoryCounts(
  db: Database,
  { language, limit = PUBLIC_LIST_MAX }: PublicListQuery = {},
): Promise<CategoryCount[]> {
  const folded = sql`lower(${couponCategoryCounts.category})`;
  const rows = await db
    .select({
      category: sql<string>`min(${couponCategoryCounts.category})`,
      count: sql<number>`sum(${couponCategoryCounts.coupons})::int`,
    })
    .from(couponCategoryCounts)
    .where(
      and(
        gt(couponCategoryCounts.expiresAt, sql`now()`),
        gt(couponCategoryCounts.coupons, 0),
        language ? eq(couponCategoryCounts.language, language) : undefined,
      ),
    )
    .groupBy(folded)
    .orderBy(folded)
    .limit(PUBLIC_LIST_MAX);
  return rows
    .map((row) => ({ category: row.category, count: Number(row.count) }))
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category, 'en', { sensitivity: 'base' }) ||
        a.category.localeCompare(b.category),
    )
    .slice(0, limit);
}
