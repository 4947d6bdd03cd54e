import {
  NO_REASONS,
  type NoReason,
  type SuspendedCoupon,
} from '../../../functions/contract/coupon-suspension.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { SuspendedCouponsTexts } from '../../lib/admin-review-texts.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

const REASON_KEYS = {
  expired: 'adminReview.suspended.reasonExpired',
  minimum_order: 'adminReview.suspended.reasonMinimumOrder',
  not_accepted: 'adminReview.suspended.reasonNotAccepted',
  other: 'adminReview.suspended.reasonOther',
} as const satisfies Record<NoReason, keyof SuspendedCouponsTexts>;

/** 'Worked for 20% · 6 votes', or '3 votes (a rate shows from 5)' below 5 votes. */
function successRate(T: SuspendedCouponsTexts, rate: number | null, votes: number): string {
  if (rate === null)
    return votes === 1
      ? T['adminReview.suspended.votesNoRateOne']
      : fill(T['adminReview.suspended.votesNoRateOther'], { votes });
  const percent = Math.round(rate * 100);
  return votes === 1
    ? fill(T['adminReview.suspended.workedForOne'], { rate: percent })
    : fill(T['adminReview.suspended.workedForOther'], { rate: percent, votes });
}

/** 'Expired: 3 · Code not accepted: 2': the reasons given, in their fixed order. */
function reasonsSummary(T: SuspendedCouponsTexts, reasons: Record<NoReason, number>): string {
  return NO_REASONS.filter((reason) => reasons[reason] > 0)
    .map((reason) =>
      fill(T['adminReview.suspended.reasonCount'], {
        reason: T[REASON_KEYS[reason]],
        count: reasons[reason],
      }),
    )
    .join(' · ');
}

/**
 * Suspended coupons (issue 23 item 3, decision 0069): coupons shoppers' "No" votes hid from every public
 * list, newest suspension first, with their votes and reasons. Keep listed overrides the votes: the
 * coupon is listed again and auto-hide leaves it alone; the server writes it to the audit log.
 */
export default function SuspendedCoupons({ texts: T }: { texts: SuspendedCouponsTexts }) {
  const hydrated = useHydrated();
  const list = usePagedList<SuspendedCoupon>('/api/admin/coupons/suspended', {
    failureLog: 'Failed to load the suspended coupons:',
  });
  const coupons = list.items;
  const action = useRowAction();

  const keep = (coupon: SuspendedCoupon) =>
    action.run(coupon.id, () => postJson(`/api/admin/coupons/${coupon.id}/keep-listed`), {
      successText: T['adminReview.suspended.keptListed'],
      failureText: T['adminReview.suspended.keepListedFailed'],
      onSuccess: () => list.removeItem(coupon.id),
    });

  return (
    <div className="admin-tab">
      <p className="admin-muted">{T['adminReview.suspended.intro']}</p>
      <FormStatus status={action.status} />
      {coupons === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={T}
            className="admin-empty"
            text={T['adminReview.suspended.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{T['adminReview.loading']}</p>
        )
      ) : coupons.length === 0 ? (
        <p className="admin-empty">{T['adminReview.suspended.empty']}</p>
      ) : (
        <ul className="admin-cards" aria-label={T['adminReview.suspended.listLabel']}>
          {coupons.map((coupon) => (
            <li key={coupon.id} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{coupon.couponName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>{T['adminReview.merchant']}</dt>
                    <dd>{coupon.merchantName}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.suspended.suspended']}</dt>
                    <dd>
                      <time dateTime={coupon.suspendedAt}>{formatDateIn(T.locale, coupon.suspendedAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.suspended.votes']}</dt>
                    <dd>{successRate(T, coupon.successRate, coupon.votes)}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.suspended.whyNot']}</dt>
                    <dd>{reasonsSummary(T, coupon.reasons) || '–'}</dd>
                  </div>
                  <div>
                    <dt>{T['adminReview.expires']}</dt>
                    <dd>{formatDateIn(T.locale, coupon.expiryDate)}</dd>
                  </div>
                </dl>
                <p>{coupon.title}</p>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!hydrated || action.busy !== null}
                    onClick={() => void keep(coupon)}
                  >
                    {T['adminReview.suspended.keepListed']}
                    <span className="visually-hidden"> {coupon.couponName}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </div>
  );
}
