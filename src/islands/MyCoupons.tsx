import { useEffect, useState } from 'react';
import { couponStanding, type MerchantCoupon } from '../../functions/contract/merchant.ts';
import { suspensionMessages as S } from '../../functions/contract/coupon-suspension.ts';
import { couponMessages, OFFER_LANGUAGES, SLOT_KINDS } from '../../functions/contract/merchant-coupons.ts';
import { formatIndiaDate } from '../../functions/contract/india-time.ts';
import { formatPaise, paiseToRupeesText } from '../../functions/contract/money.ts';
import { sendJson } from '../lib/api.ts';
import { SlotPayNote } from './merchant/SlotPicker.tsx';
import { FormStatus } from './forms/fields.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { usePagedList } from './forms/use-paged-list.ts';
import { useRowAction } from './forms/use-row-action.ts';
import { LoadFailed, LoadMore } from './load-more.tsx';
import { CouponForm } from './merchant/CouponForm.tsx';
import { CouponEditStatus } from './merchant/CouponEditStatus.tsx';
import { COUPON_SAVED_EVENT } from './merchant/coupon-saved.ts';
import './merchant/coupon-form.css';
import './my-coupons.css';

/**
 * My Offers: a merchant's own coupons and how each stands (status, slot and the kind of slot asked
 * for, reveals and click-outs, an administrator's reason for a rejection), each with an edit form (an
 * edited coupon goes back to the administrator; a live one stays live until its edit is approved) and a delete that asks first (the FAQ's promise).
 */
export default function MyCoupons() {
  const hydrated = useHydrated();
  const list = usePagedList<MerchantCoupon>('/api/merchant/coupons', {
    failureLog: 'Failed to load your coupons:',
  });
  const coupons = list.items;
  const { reload } = list;
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const action = useRowAction();
  const deleting = action.busy !== null;

  // A coupon saved by the Create Coupon form (elsewhere on the page) shows here too.
  useEffect(() => {
    window.addEventListener(COUPON_SAVED_EVENT, reload);
    return () => window.removeEventListener(COUPON_SAVED_EVENT, reload);
  }, [reload]);

  const remove = async (coupon: MerchantCoupon) => {
    await action.run(coupon.id, () => sendJson('DELETE', `/api/merchant/coupons/${coupon.id}`), {
      successText: couponMessages.deleted,
      failureText: couponMessages.deleteFailed,
      onSuccess: () => list.removeItem(coupon.id),
    });
    setConfirming(null);
  };

  // Issue 23: the merchant says the code still works; a suspended coupon is listed again at once.
  const reconfirm = async (coupon: MerchantCoupon) => {
    await action.run(
      coupon.id,
      () => sendJson<{ reconfirmedAt: string }>('POST', `/api/merchant/coupons/${coupon.id}/reconfirm`, {}),
      {
        successText: S.reconfirmed,
        failureText: S.reconfirmFailed,
        onSuccess: (data) =>
          list.updateItem(coupon.id, (row) => ({
            ...row,
            suspendedAt: null,
            reconfirmedAt: data.reconfirmedAt,
          })),
      },
    );
  };

  if (list.status === 'error')
    return <LoadFailed alert text="Your coupons could not be loaded. Please try again." onRetry={reload} />;
  if (!coupons) return <p role="status">Loading your coupons…</p>;
  return (
    <>
      <FormStatus status={action.status} />
      {coupons.length === 0 ? (
        <p>No Coupon available</p>
      ) : (
        <ul className="my-coupons" aria-label="My Offers">
          {coupons.map((coupon) => (
            <li
              key={coupon.id}
              className={`my-coupons__item my-coupons__item--${coupon.suspendedAt ? 'suspended' : coupon.status}`}
            >
              <h4 className="my-coupons__name">{coupon.couponName}</h4>
              <p>
                <span className="my-coupons__standing">{couponStanding(coupon)}</span> · code{' '}
                {coupon.couponCode} · expires {coupon.expiryDate}
              </p>
              <p className="my-coupons__stats">
                Requested slot {coupon.requestedSlotId}, {SLOT_KINDS[coupon.slotKind]} · {coupon.category} ·{' '}
                {OFFER_LANGUAGES[coupon.language]}
              </p>
              <p className="my-coupons__stats">
                {coupon.revealCount} code reveals · {coupon.clickOutCount} visits to your store
              </p>
              <CouponVotes coupon={coupon} />
              <PremiumPayment coupon={coupon} />
              <CouponEditStatus coupon={coupon} />
              {coupon.status === 'rejected' && coupon.rejectReason && (
                <p className="my-coupons__reason">Reason: {coupon.rejectReason}</p>
              )}
              <div className="my-coupons__actions">
                {coupon.status === 'approved' && !coupon.expired && (
                  <button
                    type="button"
                    className={coupon.suspendedAt ? 'button button--primary' : 'button'}
                    disabled={!hydrated || deleting}
                    onClick={() => void reconfirm(coupon)}
                  >
                    {S.reconfirm}
                    <span className="visually-hidden"> {coupon.couponName}</span>
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  disabled={!hydrated}
                  aria-expanded={editing === coupon.id}
                  onClick={() => setEditing(editing === coupon.id ? null : coupon.id)}
                >
                  {editing === coupon.id ? 'Close edit' : 'Edit'}
                  <span className="visually-hidden"> {coupon.couponName}</span>
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={!hydrated || deleting}
                  onClick={() => setConfirming(coupon.id)}
                >
                  Delete<span className="visually-hidden"> {coupon.couponName}</span>
                </button>
              </div>
              {confirming === coupon.id && (
                <div className="my-coupons__confirm" role="group" aria-label={`Delete ${coupon.couponName}?`}>
                  <p>Delete “{coupon.couponName}”? It leaves the site at once and cannot be brought back.</p>
                  <button
                    type="button"
                    className="button my-coupons__delete"
                    disabled={deleting}
                    onClick={() => void remove(coupon)}
                  >
                    Yes, delete
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    Keep it
                  </button>
                </div>
              )}
              {editing === coupon.id && (
                <div className="my-coupons__edit">
                  <CouponForm
                    coupon={coupon}
                    label={`Edit ${coupon.couponName}`}
                    hydrated={hydrated}
                    onSaved={reload}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}

/**
 * The last 30 days' votes (issue 23 item 8): success rate, votes and the No reasons with their counts;
 * a suspended coupon says so, with what to do.
 */
function CouponVotes({ coupon }: { coupon: MerchantCoupon }) {
  const { trust } = coupon;
  const reasons = S.reasonsSummary(trust.reasons);
  return (
    <>
      {coupon.suspendedAt && (
        <p className="my-coupons__reason" role="note">
          <strong>{S.suspendedState}</strong> · {S.reconfirmHint}
        </p>
      )}
      <p className="my-coupons__stats">
        {S.trustHeading}: {trust.votes === 0 ? S.noVotes : S.successRate(trust.successRate, trust.votes)}
        {reasons && <> · {S.noReasons(reasons)}</>}
      </p>
    </>
  );
}

/**
 * A premium slot request's payment (issue 12 item 6): awaiting, with the slot's price and a Pay now
 * link to the payment page for this coupon (the server charges the slot's price); or paid, and when.
 */
function PremiumPayment({ coupon }: { coupon: MerchantCoupon }) {
  const payment = coupon.premiumPayment;
  if (!payment) return null;
  if (payment.state === 'paid')
    return (
      <p className="my-coupons__payment">
        Premium slot paid {formatPaise(payment.amountPaise)} on{' '}
        {formatIndiaDate(payment.paidAt, { year: false })}
      </p>
    );
  return (
    <p className="my-coupons__payment">
      <strong>Awaiting payment — {formatPaise(payment.pricePaise)}</strong>{' '}
      <SlotPayNote couponId={coupon.id} position={coupon.requestedSlotId}>
        <a
          className="button"
          href={`/payment/${paiseToRupeesText(payment.pricePaise)}?coupon=${encodeURIComponent(coupon.id)}`}
        >
          Pay now<span className="visually-hidden"> for {coupon.couponName}</span>
        </a>
      </SlotPayNote>{' '}
      <span className="my-coupons__stats">It goes to the administrator for approval once paid.</span>
    </p>
  );
}
