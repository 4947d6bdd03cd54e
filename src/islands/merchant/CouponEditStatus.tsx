import { couponEditMessages } from '../../../functions/contract/coupon-edits.ts';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import type { MerchantCoupon } from '../../../functions/contract/merchant.ts';
import './coupon-fields.css';

/**
 * My Offers (issue 24 item 4): the edit of a live coupon waiting for the administrator, or refused
 * with the administrator's reason; the live version stays on the site either way.
 */
export function CouponEditStatus({ coupon }: { coupon: MerchantCoupon }) {
  const edit = coupon.pendingEdit;
  if (!edit) return null;
  if (edit.status === 'pending')
    return (
      <p className="coupon-edit-status" role="note">
        <strong>{couponEditMessages.editPending}</strong>{' '}
        {couponEditMessages.sentOn(formatIndiaDate(edit.submittedAt, { year: false }))}
      </p>
    );
  return (
    <p className="coupon-edit-status coupon-edit-status--rejected" role="note">
      <strong>{couponEditMessages.editRejected}</strong>
      {edit.rejectReason && <> {couponEditMessages.reason(edit.rejectReason)}</>}
    </p>
  );
}
