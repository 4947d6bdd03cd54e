import type { OfferLanguage } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { liveCouponIn } from '../coupons/live-coupons.ts';

/** The categories that have at least one live coupon, in alphabetical order (case ignored). */
export async function listAvailableCategories(db: Database, language?: OfferLanguage): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: coupons.category })
    .from(coupons)
    .where(liveCouponIn(language));
  return rows
    .map((row) => row.category)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}
