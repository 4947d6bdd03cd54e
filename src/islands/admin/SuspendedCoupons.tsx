import {
  suspensionMessages as S,
  type SuspendedCoupon,
} from '../../../functions/contract/coupon-suspension.ts';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import { FormStatus } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

/**
 * Suspended coupons (issue 23 item 3, decision 0069): coupons shoppers' "No" votes hid from every public
 * list, newest suspension first, with their votes and reasons. Keep listed overrides the votes: the
 * coupon is listed again and auto-hide leaves it alone; the server writes it to the audit log.
 */
export default function SuspendedCoupons() {
  const hydrated = useHydrated();
  const list = usePagedList<SuspendedCoupon>('/api/admin/coupons/suspended', {
    failureLog: 'Failed to load the suspended coupons:',
  });
  const coupons = list.items;
  const action = useRowAction();

  const keep = (coupon: SuspendedCoupon) =>
    action.run(coupon.id, () => postJson(`/api/admin/coupons/${coupon.id}/keep-listed`), {
      successText: S.keptListed,
      failureText: S.keepListedFailed,
      onSuccess: () => list.removeItem(coupon.id),
    });

  return (
    <div className="admin-tab">
      <p className="admin-muted">{S.adminIntro}</p>
      <FormStatus status={action.status} />
      {coupons === null ? (
        list.status === 'error' ? (
          <LoadFailed
            className="admin-empty"
            text="The suspended coupons could not be loaded."
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : coupons.length === 0 ? (
        <p className="admin-empty">{S.adminEmpty}</p>
      ) : (
        <ul className="admin-cards" aria-label={S.adminHeading}>
          {coupons.map((coupon) => (
            <li key={coupon.id} className="admin-card">
              <div className="admin-card__main">
                <h3 className="admin-card__title">{coupon.couponName}</h3>
                <dl className="admin-facts">
                  <div>
                    <dt>Merchant</dt>
                    <dd>{coupon.merchantName}</dd>
                  </div>
                  <div>
                    <dt>Suspended</dt>
                    <dd>
                      <time dateTime={coupon.suspendedAt}>{formatIndiaDate(coupon.suspendedAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>Votes (30 days)</dt>
                    <dd>{S.successRate(coupon.successRate, coupon.votes)}</dd>
                  </div>
                  <div>
                    <dt>Why it did not work</dt>
                    <dd>{S.reasonsSummary(coupon.reasons) || '–'}</dd>
                  </div>
                  <div>
                    <dt>Expires</dt>
                    <dd>{formatIndiaDate(coupon.expiryDate)}</dd>
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
                    {S.keepListed}
                    <span className="visually-hidden"> {coupon.couponName}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}
