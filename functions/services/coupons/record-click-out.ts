import { and, eq, sql } from 'drizzle-orm';
import { withScheme } from '../../contract/merchant-url.ts';
import { publicMessages } from '../../contract/public.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { liveCoupon } from './live-coupons.ts';

/** Counts a visit to a live coupon's merchant (visitors too) and answers where to send the browser. */
export async function recordClickOut(db: Database, couponId: string): Promise<{ merchantURL: string }> {
  const [row] = await db
    .update(coupons)
    .set({ clickOutCount: sql`${coupons.clickOutCount} + 1`, updatedAt: sql`${coupons.updatedAt}` })
    .where(and(eq(coupons.id, couponId), liveCoupon))
    .returning({ merchantUrl: coupons.merchantUrl });
  if (!row) throw HttpError.notFound(publicMessages.couponNotFound);
  return { merchantURL: withScheme(row.merchantUrl) };
}
