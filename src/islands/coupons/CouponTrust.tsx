import type { CouponTexts } from '../../lib/public-texts.ts';
import { usedTodayIn, workedForIn, type CouponView } from './coupon-model.ts';

/**
 * The card's trust line (issue 23 item 2): "Worked for 92% · 25 votes" once there is a success rate,
 * "Used 14 times today" when anyone revealed it today, and the Verified badge; in the page's language.
 */
export default function CouponTrust({ coupon, texts }: { coupon: CouponView; texts: CouponTexts }) {
  const { successRate, votes, usedToday, verified } = coupon;
  if (successRate === null && usedToday === 0 && !verified) return null;
  return (
    <p className="coupon-trust" data-testid="coupon-trust">
      {verified && (
        <span className="coupon-trust__verified" title={texts['cards.verifiedHint']}>
          {texts['cards.verified']}
        </span>
      )}
      {successRate !== null && (
        <span className="coupon-trust__rate">{workedForIn(texts, successRate, votes)}</span>
      )}
      {usedToday > 0 && <span className="coupon-trust__used">{usedTodayIn(texts, usedToday)}</span>}
    </p>
  );
}
