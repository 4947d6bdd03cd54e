import type { ClickOutAnswer } from '../../contract/clicks.ts';
import { toWebUrl } from '../../contract/rules.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../db/database.ts';
import { trackClick, type Clicker } from '../clicks/track-click.ts';
import { countCouponAction } from './count-coupon-action.ts';
import type { Visitor } from './visitor-key.ts';

/**
 * Answers where to send the browser for a live coupon (visitors too); the visit counts once per
 * account or visitor and India-time hour. A verified shopper's click is also recorded for cashback
 * (issue 22 item 2, trackClick): the address then carries the click id.
 */
export async function recordClickOut(
  db: Database,
  input: { couponId: string; visitor: Visitor; account?: Clicker | null },
): Promise<ClickOutAnswer> {
  const coupon = await countCouponAction(db, {
    couponId: input.couponId,
    visitor: input.visitor,
    action: 'click_out',
  });
  // A link stored before every URL was checked (issue 20 item 5) sends nobody anywhere.
  const merchantURL = toWebUrl(coupon.merchantUrl);
  if (merchantURL === null) throw HttpError.notFound();
  return trackClick(db, {
    account: input.account ?? null,
    merchantId: coupon.merchantId,
    couponId: input.couponId,
    merchantURL,
  });
}
