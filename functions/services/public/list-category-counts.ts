import { sql } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import type { CategoryCount, PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';

/**
 * Each category of live coupons with its number of live coupons (the Categories page's tiles), in
 * alphabetical order (case ignored). Spellings that differ only in case count as one category, as the
 * grids' category filter ignores case; the tile takes the first spelling in the database's order.
 * At most PUBLIC_LIST_MAX categories, or the first `limit`.
 */
export async function listCategoryCounts(
  db: Database,
  { language, limit = PUBLIC_LIST_MAX }: PublicListQuery = {},
): Promise<CategoryCount[]> {
  const folded = sql`lower(${coupons.category})`;
  const rows = await db
    .select({
      category: sql<string>`min(${coupons.category})`,
      count: sql<number>`count(*)::int`,
    })
    .from(coupons)
    .where(liveCouponIn(language))
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
