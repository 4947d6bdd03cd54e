import { useId, useState } from 'react';
import type {
  CouponEditChange,
  CouponEditField,
  PendingCouponEdit,
} from '../../../functions/contract/coupon-edits.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { CouponEditsTexts } from '../../lib/admin-review-texts.ts';
import { TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { FormStatus } from '../forms/fields.tsx';
import { TextAreaField } from '../forms/more-fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';
import './pending-coupon-edits.css';

/** The changed fields' labels, in the order the admin reads them (COUPON_EDIT_FIELDS in English). */
const FIELD_KEYS = {
  couponName: 'adminReview.edits.fieldCouponName',
  title: 'adminReview.edits.fieldTitle',
  couponCode: 'adminReview.edits.fieldCouponCode',
  description: 'adminReview.edits.fieldDescription',
  termsAndConditions: 'adminReview.edits.fieldTerms',
  discount: 'adminReview.edits.fieldDiscount',
  expiryDate: 'adminReview.edits.fieldExpiryDate',
  category: 'adminReview.edits.fieldCategory',
  language: 'adminReview.edits.fieldLanguage',
  merchantUrl: 'adminReview.edits.fieldMerchantUrl',
  adImage: 'adminReview.edits.fieldAdImage',
} as const satisfies Record<CouponEditField, keyof CouponEditsTexts>;

/** What the server said went wrong: the reason's own message first. */
const failureText = (fallback: string) => (failure: ApiFailure | null) =>
  failure?.fields.reason ?? failure?.message ?? fallback;

/**
 * Edits of live coupons (issue 24 item 4, decision 0073), in the admin's Pending Coupons below the new
 * coupons: each marked "Edit of a live coupon", with what changed (live value beside the proposed one).
 * Approve puts the edit live on the coupon, its slot kept; Reject keeps the live version and sends the
 * merchant the reason. A decided edit leaves the list.
 */
export default function PendingCouponEdits({ texts: T }: { texts: CouponEditsTexts }) {
  const hydrated = useHydrated();
  const headingId = useId();
  const list = usePagedList<PendingCouponEdit>('/api/admin/coupon-edits', {
    failureLog: 'Failed to load the edits of live coupons:',
  });
  const edits = list.items;
  const action = useRowAction();

  return (
    <section className="admin-tab coupon-edits" aria-labelledby={headingId}>
      <h3 id={headingId} className="coupon-edits__heading">
        {T['adminReview.edits.heading']}
      </h3>
      <FormStatus status={action.status} />
      {edits === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={T}
            className="admin-muted"
            text={T['adminReview.edits.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{T['adminReview.loading']}</p>
        )
      ) : edits.length === 0 ? (
        <p className="admin-empty">{T['adminReview.edits.none']}</p>
      ) : (
        <ul className="admin-cards" aria-label={T['adminReview.edits.heading']}>
          {edits.map((edit) => (
            <EditItem
              key={edit.id}
              edit={edit}
              texts={T}
              disabled={!hydrated || action.busy !== null}
              approve={() =>
                action.run(edit.id, () => postJson(`/api/admin/coupon-edits/${edit.id}/approve`), {
                  successText: T['adminReview.edits.approved'],
                  failureText: failureText(T['adminReview.edits.approveFailed']),
                  onSuccess: () => list.removeItem(edit.id),
                })
              }
              reject={(reason) =>
                action.run(edit.id, () => postJson(`/api/admin/coupon-edits/${edit.id}/reject`, { reason }), {
                  successText: T['adminReview.edits.rejected'],
                  failureText: failureText(T['adminReview.edits.approveFailed']),
                  onSuccess: () => list.removeItem(edit.id),
                })
              }
            />
          ))}
        </ul>
      )}
      <LoadMore texts={T} list={list} label={T['adminReview.loadMore']} />
    </section>
  );
}

function EditItem({
  edit,
  texts: T,
  disabled,
  approve,
  reject,
}: {
  edit: PendingCouponEdit;
  texts: CouponEditsTexts;
  disabled: boolean;
  approve: () => Promise<boolean>;
  reject: (reason: string) => Promise<boolean>;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const slotKind =
    edit.slotKind === 'premium' ? T['adminReview.slotKindPremium'] : T['adminReview.slotKindFree'];
  return (
    <li className="admin-card coupon-edits__item">
      <p className="coupon-edits__badges">
        <span className="admin-badge coupon-edits__badge">{T['adminReview.edits.badge']}</span>
        {edit.suspended && <span className="admin-badge">{T['adminReview.edits.suspended']}</span>}
      </p>
      <h4 className="admin-card__title">{edit.couponName}</h4>
      <dl className="admin-facts">
        <div>
          <dt>{T['adminReview.merchant']}</dt>
          <dd>{edit.merchantName}</dd>
        </div>
        <div>
          <dt>{T['adminReview.edits.slotKept']}</dt>
          <dd>
            {edit.assignedSlotId ?? '—'} ({slotKind})
          </dd>
        </div>
        <div>
          <dt>{T['adminReview.edits.sent']}</dt>
          <dd>{formatDateIn(T.locale, edit.submittedAt, { year: false })}</dd>
        </div>
      </dl>
      {edit.changes.length === 0 ? (
        <p className="admin-muted">{T['adminReview.edits.unchanged']}</p>
      ) : (
        <table className="coupon-edits__changes" role="table">
          <caption className="visually-hidden">
            {fill(T['adminReview.edits.changesCaption'], { name: edit.couponName })}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {T['adminReview.edits.field']}
              </th>
              <th scope="col" role="columnheader">
                {T['adminReview.edits.liveNow']}
              </th>
              <th scope="col" role="columnheader">
                {T['adminReview.edits.proposed']}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {edit.changes.map((change) => (
              <tr key={change.field} role="row">
                <th scope="row" role="rowheader">
                  {T[FIELD_KEYS[change.field]] ?? change.label}
                </th>
                <td role="cell" data-label={T['adminReview.edits.liveNow']}>
                  <ChangeValue change={change} side="before" texts={T} />
                </td>
                <td role="cell" data-label={T['adminReview.edits.proposed']}>
                  <ChangeValue change={change} side="after" texts={T} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={() => void approve()}
        >
          {T['adminReview.edits.approveEdit']}
          <span className="visually-hidden">
            {fill(T['adminReview.edits.ofCoupon'], { name: edit.couponName })}
          </span>
        </button>
        {!rejecting && (
          <button type="button" className="button" disabled={disabled} onClick={() => setRejecting(true)}>
            {T['adminReview.edits.rejectEdit']}
            <span className="visually-hidden">
              {fill(T['adminReview.edits.ofCoupon'], { name: edit.couponName })}
            </span>
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="admin-reject"
          noValidate
          aria-label={fill(T['adminReview.edits.rejectLabel'], { name: edit.couponName })}
          onSubmit={(event) => {
            event.preventDefault();
            void reject(reason.trim());
          }}
        >
          <fieldset className="admin-card__fields" disabled={disabled}>
            <TextAreaField
              label={T['adminReview.rejectReason']}
              name="reason"
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint={T['adminReview.edits.rejectHint']}
              value={reason}
              onChange={setReason}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                {T['adminReview.sendRejection']}
              </button>
              <button type="button" className="button" onClick={() => setRejecting(false)}>
                {T['adminReview.cancel']}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </li>
  );
}

/** A changed value: the ad image as a picture, any other field as text. */
function ChangeValue({
  change,
  side,
  texts: T,
}: {
  change: CouponEditChange;
  side: 'before' | 'after';
  texts: CouponEditsTexts;
}) {
  const value = change[side];
  if (change.field === 'adImage')
    return value.startsWith('/') ? (
      <img
        className="coupon-edits__image"
        src={value}
        alt={side === 'before' ? T['adminReview.edits.liveImage'] : T['adminReview.edits.newImage']}
      />
    ) : (
      <>{value}</>
    );
  return <span className="coupon-edits__value">{value}</span>;
}
