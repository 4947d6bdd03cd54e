import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { MerchantCoupon } from '../../../functions/contract/merchant.ts';
import type { MyOffersTexts } from '../../lib/merchant-texts.ts';
import './coupon-fields.css';

/**
 * My Offers (issue 24 item 4): the edit of a live coupon waiting for the administrator, or refused
 * with the administrator's reason; the live version stays on the site either way.
 */
export function CouponEditStatus({ coupon, T }: { coupon: MerchantCoupon; T: MyOffersTexts }) {
  const edit = coupon.pendingEdit;
  if (!edit) return null;
  if (edit.status === 'pending')
    return (
      <p className="coupon-edit-status" role="note">
        <strong>{T['merchant.offers.editPending']}</strong>{' '}
        {fill(T['merchant.offers.sentOn'], {
          day: formatDateIn(T.locale, edit.submittedAt, { year: false }),
        })}
      </p>
    );
  return (
    <p className="coupon-edit-status coupon-edit-status--rejected" role="note">
      <strong>{T['merchant.offers.editRejected']}</strong>
      {edit.rejectReason && <> {fill(T['merchant.offers.reason'], { reason: edit.rejectReason })}</>}
    </p>
  );
}
