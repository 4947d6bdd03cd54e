import { eq } from 'drizzle-orm';
import { couponCategoryFor, type CouponCategory } from '../../contract/merchant-coupons.ts';
import type { Database } from '../../db/database.ts';
import { merchants } from '../../db/schema/index.ts';

/**
 * The category of a coupon sent without one (the spec's multipart Coupon has none; issue 20 item 8):
 * the merchant's own category when it names one of the coupon categories, else 'Other'.
 */
export async function defaultCouponCategory(db: Database, merchantId: string): Promise<CouponCategory> {
  const [merchant] = await db
    .select({ category: merchants.category })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return couponCategoryFor(merchant?.category ?? '');
}
