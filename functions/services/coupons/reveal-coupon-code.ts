import { and, eq, sql } from 'drizzle-orm';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { liveCoupon } from './live-coupons.ts';

/**
 * Gives a signed-in account a live coupon's code, in upper case, and counts the reveal in the same
 * statement (reveal_count + 1 in SQL, so concurrent reveals are never lost). updated_at is kept: a
 * reveal is not an edit of the coupon.
 */
export async function revealCouponCode(db: Database, couponId: string): Promise<{ couponCode: string }> {
  const [row] = await db
    .update(coupons)
    .set({ revealCount: sql`${coupons.revealCount} + 1`, updatedAt: sql`${coupons.updatedAt}` })
    .where(and(eq(coupons.id, couponId), liveCoupon))
    .returning({ couponCode: coupons.couponCode });
  if (!row) throw HttpError.notFound(publicMessages.couponNotFound);
  return { couponCode: row.couponCode.toUpperCase() };
}
