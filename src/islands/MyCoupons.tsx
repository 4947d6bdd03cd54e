import { useEffect, useState } from 'react';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { NO_REASONS, type NoReason } from '../../functions/contract/coupon-suspension.ts';
import { formatDateIn } from '../../functions/contract/i18n/format.ts';
import { localePath } from '../../functions/contract/i18n/locales.ts';
import { fill } from '../../functions/contract/i18n/fill.ts';
import type { MyOffersTexts } from '../lib/merchant-texts.ts';
import type { VotesTexts } from '../lib/merchant-sales-texts.ts';
import { formatPaise, paiseToRupeesText } from '../../functions/contract/money.ts';
import { sendJson } from '../lib/api.ts';
import { SlotPayNote } from './merchant/SlotPicker.tsx';
import { FormStatus } from './forms/fields.tsx';
import { useHydrated } from './forms/use-hydrated.ts';
import { usePagedList } from './forms/use-paged-list.ts';
import { useRowAction } from './forms/use-row-action.ts';
import { LoadFailed, LoadMore } from './load-more.tsx';
import { categoryLabels, CouponForm, languageLabels, slotKindLabels } from './merchant/CouponForm.tsx';
import { CouponEditStatus } from './merchant/CouponEditStatus.tsx';
import { COUPON_SAVED_EVENT } from './merchant/coupon-saved.ts';
import './merchant/coupon-form.css';
import './my-coupons.css';

/**
 * My Offers: a merchant's own coupons and how each stands (status, slot and the kind of slot asked
 * for, reveals and click-outs, an administrator's reason for a rejection), each with an edit form (an
 * edited coupon goes back to the administrator; a live one stays live until its edit is approved) and a delete that asks first (the FAQ's promise).
 */
/** A coupon's standing in the page's language (as couponStanding in merchant.ts says it in English). */
function standingOf(coupon: MerchantCoupon, T: MyOffersTexts): string {
  if (coupon.status === 'pending')
    return fill(T['merchant.offers.pending'], { slot: coupon.requestedSlotId });
  if (coupon.status === 'awaiting_payment') return T['merchant.offers.awaitingPayment'];
  if (coupon.status === 'rejected') return T['merchant.offers.rejected'];
  if (coupon.expired) return T['merchant.offers.expired'];
  if (coupon.suspendedAt) return T['merchant.offers.suspended'];
  return coupon.assignedSlotId === null
    ? T['merchant.offers.live']
    : fill(T['merchant.offers.liveInSlot'], { slot: coupon.assignedSlotId });
}

export default function MyCoupons({ texts: T }: { texts: MyOffersTexts }) {
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
      successText: T['merchant.msg.deleted'],
      failureText: T['merchant.msg.deleteFailed'],
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
        successText: T.votes['merchantSales.votes.reconfirmed'],
        failureText: T.votes['merchantSales.votes.reconfirmFailed'],
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
    return <LoadFailed texts={T} alert text={T['merchant.offers.loadFailed']} onRetry={reload} />;
  if (!coupons) return <p role="status">{T['merchant.offers.loading']}</p>;
  const categories = categoryLabels(T.form);
  const languages = languageLabels(T.form);
  const slotKinds = slotKindLabels(T.form);
  return (
    <>
      <FormStatus status={action.status} />
      {coupons.length === 0 ? (
        <p>{T['merchant.offers.none']}</p>
      ) : (
        <ul className="my-coupons" aria-label={T['merchant.coupons.myOffers']}>
          {coupons.map((coupon) => (
            <li
              key={coupon.id}
              className={`my-coupons__item my-coupons__item--${coupon.suspendedAt ? 'suspended' : coupon.status}`}
            >
              <h4 className="my-coupons__name">{coupon.couponName}</h4>
              <p>
                <span className="my-coupons__standing">{standingOf(coupon, T)}</span> ·{' '}
                {fill(T['merchant.offers.codeExpires'], { code: coupon.couponCode, date: coupon.expiryDate })}
              </p>
              <p className="my-coupons__stats">
                {fill(T['merchant.offers.slotLine'], {
                  slot: coupon.requestedSlotId,
                  kind: slotKinds[coupon.slotKind],
                  category: categories[coupon.category as keyof typeof categories] ?? coupon.category,
                  language: languages[coupon.language],
                })}
              </p>
              <p className="my-coupons__stats">
                {fill(T['merchant.offers.statsLine'], {
                  reveals: coupon.revealCount,
                  visits: coupon.clickOutCount,
                })}
              </p>
              <CouponVotes coupon={coupon} V={T.votes} />
              <PremiumPayment coupon={coupon} T={T} />
              <CouponEditStatus coupon={coupon} T={T} />
              {coupon.status === 'rejected' && coupon.rejectReason && (
                <p className="my-coupons__reason">
                  {fill(T['merchant.offers.reason'], { reason: coupon.rejectReason })}
                </p>
              )}
              <div className="my-coupons__actions">
                {coupon.status === 'approved' && !coupon.expired && (
                  <button
                    type="button"
                    className={coupon.suspendedAt ? 'button button--primary' : 'button'}
                    disabled={!hydrated || deleting}
                    onClick={() => void reconfirm(coupon)}
                  >
                    {T.votes['merchantSales.votes.reconfirm']}
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
                  {editing === coupon.id ? T['merchant.offers.closeEdit'] : T['merchant.offers.edit']}
                  <span className="visually-hidden"> {coupon.couponName}</span>
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={!hydrated || deleting}
                  onClick={() => setConfirming(coupon.id)}
                >
                  {T['merchant.offers.delete']}
                  <span className="visually-hidden"> {coupon.couponName}</span>
                </button>
              </div>
              {confirming === coupon.id && (
                <div
                  className="my-coupons__confirm"
                  role="group"
                  aria-label={fill(T['merchant.offers.deleteLabel'], { name: coupon.couponName })}
                >
                  <p>{fill(T['merchant.offers.deleteConfirm'], { name: coupon.couponName })}</p>
                  <button
                    type="button"
                    className="button my-coupons__delete"
                    disabled={deleting}
                    onClick={() => void remove(coupon)}
                  >
                    {T['merchant.offers.yesDelete']}
                  </button>
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    {T['merchant.offers.keep']}
                  </button>
                </div>
              )}
              {editing === coupon.id && (
                <div className="my-coupons__edit">
                  <CouponForm
                    coupon={coupon}
                    label={fill(T['merchant.offers.editLabel'], { name: coupon.couponName })}
                    hydrated={hydrated}
                    onSaved={reload}
                    texts={T.form}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={T} list={list} />
    </>
  );
}

/**
 * The last 30 days' votes (issue 23 item 8): success rate, votes and the No reasons with their counts;
 * a suspended coupon says so, with what to do.
 */
function CouponVotes({ coupon, V }: { coupon: MerchantCoupon; V: VotesTexts }) {
  const { trust } = coupon;
  const reasonLabels: Record<NoReason, string> = {
    expired: V['merchantSales.votes.expired'],
    minimum_order: V['merchantSales.votes.minimumOrder'],
    not_accepted: V['merchantSales.votes.notAccepted'],
    other: V['merchantSales.votes.other'],
  };
  // As suspensionMessages.reasonsSummary says it in English: "Expired: 2 · Other: 1".
  const reasons = NO_REASONS.filter((reason) => trust.reasons[reason] > 0)
    .map((reason) => `${reasonLabels[reason]}: ${trust.reasons[reason]}`)
    .join(' · ');
  const one = trust.votes === 1;
  const rate =
    trust.votes === 0
      ? V['merchantSales.votes.none']
      : trust.successRate === null
        ? fill(V[one ? 'merchantSales.votes.countOne' : 'merchantSales.votes.countOther'], {
            votes: trust.votes,
          })
        : fill(V[one ? 'merchantSales.votes.workedOne' : 'merchantSales.votes.workedOther'], {
            rate: Math.round(trust.successRate * 100),
            votes: trust.votes,
          });
  return (
    <>
      {coupon.suspendedAt && (
        <p className="my-coupons__reason" role="note">
          <strong>{V['merchantSales.votes.suspended']}</strong> · {V['merchantSales.votes.reconfirmHint']}
        </p>
      )}
      <p className="my-coupons__stats">
        {V['merchantSales.votes.heading']}: {rate}
        {reasons && <> · {fill(V['merchantSales.votes.why'], { summary: reasons })}</>}
      </p>
    </>
  );
}

/**
 * A premium slot request's payment (issue 12 item 6): awaiting, with the slot's price and a Pay now
 * link to the payment page for this coupon (the server charges the slot's price); or paid, and when.
 */
function PremiumPayment({ coupon, T }: { coupon: MerchantCoupon; T: MyOffersTexts }) {
  const payment = coupon.premiumPayment;
  if (!payment) return null;
  if (payment.state === 'paid')
    return (
      <p className="my-coupons__payment">
        {fill(T['merchant.offers.paid'], {
          amount: formatPaise(payment.amountPaise),
          date: formatDateIn(T.locale, payment.paidAt, { year: false }),
        })}
      </p>
    );
  return (
    <p className="my-coupons__payment">
      <strong>
        {fill(T['merchant.offers.awaitingAmount'], { amount: formatPaise(payment.pricePaise) })}
      </strong>{' '}
      <SlotPayNote couponId={coupon.id} position={coupon.requestedSlotId} T={T}>
        <a
          className="button"
          href={localePath(
            T.locale,
            `/payment/${paiseToRupeesText(payment.pricePaise)}?coupon=${encodeURIComponent(coupon.id)}`,
          )}
        >
          {T['merchant.offers.payNow']}
          <span className="visually-hidden">
            {' '}
            {fill(T['merchant.offers.payFor'], { name: coupon.couponName })}
          </span>
        </a>
      </SlotPayNote>{' '}
      <span className="my-coupons__stats">{T['merchant.offers.afterPayment']}</span>
    </p>
  );
}
