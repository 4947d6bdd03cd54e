import { and, eq } from 'drizzle-orm';
import { suspensionMessages } from '../../contract/coupon-suspension.ts';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * "Re-confirm code" (issue 23 item 3, decision 0069): the merchant says their code still works. Sets
 * reconfirmed_at (the Verified badge for 7 days) and clears a suspension, so the coupon is listed again
 * at once; only votes cast after this count towards auto-hide again. Another merchant's coupon, or
 * none, is a 404 and nothing changes.
 */
export async function reconfirmCoupon(
  db: Database,
  merchantId: string,
  couponId: string,
  now: Date = new Date(),
): Promise<{ id: string; reconfirmedAt: string; suspendedAt: null }> {
  const [row] = await db
    .update(coupons)
    .set({ reconfirmedAt: now, suspendedAt: null })
    .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, merchantId)))
    .returning({ id: coupons.id });
  if (!row) throw HttpError.notFound(suspensionMessages.couponNotFound);
  return { id: row.id, reconfirmedAt: now.toISOString(), suspendedAt: null };
}
