import { useCallback, useEffect, useState } from 'react';
import { couponStanding, type MerchantCoupon } from '../../functions/contract/merchant.ts';
import { couponMessages, OFFER_LANGUAGES, SLOT_KINDS } from '../../functions/contract/merchant-coupons.ts';
import { rupeesLabel } from '../../functions/contract/payment-admin.ts';
import { paiseToRupeesText } from '../../functions/contract/rules.ts';
import { type FetchedPage, getPage, NetworkError, sendJson } from '../lib/api.ts';
import { SlotPayNote } from './merchant/SlotPicker.tsx';
import { FormStatus } from './forms/fields.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import type { Status } from './forms/use-form.ts';
import { LoadMore } from './load-more.tsx';
import { CouponForm } from './merchant/CouponForm.tsx';
import { COUPON_SAVED_EVENT } from './merchant/coupon-saved.ts';
import './merchant/coupon-form.css';
import './my-coupons.css';

/**
 * My Offers: a merchant's own coupons and how each stands (status, slot and the kind of slot asked
 * for, reveals and click-outs, an administrator's reason for a rejection), each with an edit form (an
 * edited coupon goes back to the administrator) and a delete that asks first (the FAQ's promise).
 */
export default function MyCoupons() {
  const hydrated = useHydrated();
  const [coupons, setCoupons] = useState<MerchantCoupon[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  const load = useCallback(() => {
    getPage<MerchantCoupon>('/api/merchant/coupons')
      .then((page) => {
        setCoupons(page.items);
        setNext(page.next);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    load();
    window.addEventListener(COUPON_SAVED_EVENT, load);
    return () => window.removeEventListener(COUPON_SAVED_EVENT, load);
  }, [load]);

  const addPage = (page: FetchedPage<MerchantCoupon>) => {
    setCoupons((current) => [...(current ?? []), ...page.items]);
    setNext(page.next);
  };

  const remove = async (coupon: MerchantCoupon) => {
    setDeleting(true);
    setStatus(null);
    try {
      const result = await sendJson('DELETE', `/api/merchant/coupons/${coupon.id}`);
      if (result.ok) {
        setCoupons((current) => (current ?? []).filter((item) => item.id !== coupon.id));
        setStatus({ tone: 'success', text: couponMessages.deleted });
      } else {
        setStatus({ tone: 'error', text: couponMessages.deleteFailed });
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      setStatus({ tone: 'error', text: couponMessages.deleteFailed });
    }
    setConfirming(null);
    setDeleting(false);
  };

  if (failed) return <p role="alert">Your coupons could not be loaded. Please try again.</p>;
  if (!coupons) return <p role="status">Loading your coupons…</p>;
  return (
    <>
      <FormStatus status={status} />
      {coupons.length === 0 ? (
        <p>No Coupon available</p>
      ) : (
        <ul className="my-coupons" aria-label="My Offers">
          {coupons.map((coupon) => (
            <li key={coupon.id} className={`my-coupons__item my-coupons__item--${coupon.status}`}>
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
              <PremiumPayment coupon={coupon} />
              {coupon.status === 'rejected' && coupon.rejectReason && (
                <p className="my-coupons__reason">Reason: {coupon.rejectReason}</p>
              )}
              <div className="my-coupons__actions">
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
                  <p className="my-coupons__stats">
                    An edited coupon waits for approval again and gives up its slot.
                  </p>
                  <CouponForm
                    coupon={coupon}
                    label={`Edit ${coupon.couponName}`}
                    hydrated={hydrated}
                    onSaved={load}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore next={next} onPage={addPage} />
    </>
  );
}

const paidOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

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
        Premium slot paid {rupeesLabel(payment.amountPaise)} on {paidOn.format(new Date(payment.paidAt))}
      </p>
    );
  return (
    <p className="my-coupons__payment">
      <strong>Awaiting payment — {rupeesLabel(payment.pricePaise)}</strong>{' '}
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
