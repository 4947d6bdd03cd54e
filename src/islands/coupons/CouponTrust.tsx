import { trustMessages as m } from '../../../functions/contract/coupon-trust.ts';
import type { CouponView } from './coupon-model.ts';

/**
 * The card's trust line (issue 23 item 2): "Worked for 92% · 25 votes" once there is a success rate,
 * "Used 14 times today" when anyone revealed it today, and the Verified badge.
 */
export default function CouponTrust({ coupon }: { coupon: CouponView }) {
  const { successRate, votes, usedToday, verified } = coupon;
  if (successRate === null && usedToday === 0 && !verified) return null;
  return (
    <p className="coupon-trust" data-testid="coupon-trust">
      {verified && (
        <span className="coupon-trust__verified" title={m.verifiedHint}>
          {m.verified}
        </span>
      )}
      {successRate !== null && <span className="coupon-trust__rate">{m.workedFor(successRate, votes)}</span>}
      {usedToday > 0 && <span className="coupon-trust__used">{m.usedToday(usedToday)}</span>}
    </p>
  );
}
