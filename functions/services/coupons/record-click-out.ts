import { toWebUrl } from '../../contract/rules.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../db/database.ts';
import { countCouponAction } from './count-coupon-action.ts';
import type { Visitor } from './visitor-key.ts';

/**
 * Answers where to send the browser for a live coupon (visitors too); the visit counts once per
 * account or visitor and India-time hour.
 */
export async function recordClickOut(
  db: Database,
  input: { couponId: string; visitor: Visitor },
): Promise<{ merchantURL: string }> {
  const coupon = await countCouponAction(db, { ...input, action: 'click_out' });
  // A link stored before every URL was checked (issue 20 item 5) sends nobody anywhere.
  const merchantURL = toWebUrl(coupon.merchantUrl);
  if (merchantURL === null) throw HttpError.notFound();
  return { merchantURL };
}
