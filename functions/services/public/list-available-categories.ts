import { asc } from 'drizzle-orm';
import { PUBLIC_LIST_MAX } from '../../contract/paging.ts';
import type { PublicListQuery } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';

/**
 * The categories that have at least one live coupon, in alphabetical order (case ignored): at most
 * PUBLIC_LIST_MAX of them (the first by the database's order), or the first `limit`.
 */
export async function listAvailableCategories(
  db: Database,
  { language, limit = PUBLIC_LIST_MAX }: PublicListQuery = {},
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: coupons.category })
    .from(coupons)
    .where(liveCouponIn(language))
    .orderBy(asc(coupons.category))
    .limit(PUBLIC_LIST_MAX);
  return rows
    .map((row) => row.category)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b))
    .slice(0, limit);
}
