import { useId, useState } from 'react';
import {
  couponEditMessages as M,
  type CouponEditChange,
  type PendingCouponEdit,
} from '../../../functions/contract/coupon-edits.ts';
import { formatIndiaDate } from '../../../functions/contract/india-time.ts';
import { SLOT_KINDS } from '../../../functions/contract/merchant-coupons.ts';
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

/** What the server said went wrong: the reason's own message first. */
const failureText = (fallback: string) => (failure: ApiFailure | null) =>
  failure?.fields.reason ?? failure?.message ?? fallback;

/**
 * Edits of live coupons (issue 24 item 4, decision 0073), in the admin's Pending Coupons below the new
 * coupons: each marked "Edit of a live coupon", with what changed (live value beside the proposed one).
 * Approve puts the edit live on the coupon, its slot kept; Reject keeps the live version and sends the
 * merchant the reason. A decided edit leaves the list.
 */
export default function PendingCouponEdits() {
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
        {M.adminHeading}
      </h3>
      <FormStatus status={action.status} />
      {edits === null ? (
        list.status === 'error' ? (
          <LoadFailed className="admin-muted" text={M.loadFailed} onRetry={list.reload} />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : edits.length === 0 ? (
        <p className="admin-empty">{M.noEdits}</p>
      ) : (
        <ul className="admin-cards" aria-label={M.adminHeading}>
          {edits.map((edit) => (
            <EditItem
              key={edit.id}
              edit={edit}
              disabled={!hydrated || action.busy !== null}
              approve={() =>
                action.run(edit.id, () => postJson(`/api/admin/coupon-edits/${edit.id}/approve`), {
                  successText: M.approved,
                  failureText: failureText(M.approveFailed),
                  onSuccess: () => list.removeItem(edit.id),
                })
              }
              reject={(reason) =>
                action.run(edit.id, () => postJson(`/api/admin/coupon-edits/${edit.id}/reject`, { reason }), {
                  successText: M.rejected,
                  failureText: failureText(M.approveFailed),
                  onSuccess: () => list.removeItem(edit.id),
                })
              }
            />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}

function EditItem({
  edit,
  disabled,
  approve,
  reject,
}: {
  edit: PendingCouponEdit;
  disabled: boolean;
  approve: () => Promise<boolean>;
  reject: (reason: string) => Promise<boolean>;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <li className="admin-card coupon-edits__item">
      <p className="coupon-edits__badges">
        <span className="admin-badge coupon-edits__badge">{M.adminBadge}</span>
        {edit.suspended && <span className="admin-badge">Suspended</span>}
      </p>
      <h4 className="admin-card__title">{edit.couponName}</h4>
      <dl className="admin-facts">
        <div>
          <dt>Merchant</dt>
          <dd>{edit.merchantName}</dd>
        </div>
        <div>
          <dt>Slot (kept)</dt>
          <dd>
            {edit.assignedSlotId ?? '—'} ({SLOT_KINDS[edit.slotKind]})
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatIndiaDate(edit.submittedAt, { year: false })}</dd>
        </div>
      </dl>
      {edit.changes.length === 0 ? (
        <p className="admin-muted">{M.unchanged}</p>
      ) : (
        <table className="coupon-edits__changes" role="table">
          <caption className="visually-hidden">What changed in {edit.couponName}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Field
              </th>
              <th scope="col" role="columnheader">
                Live now
              </th>
              <th scope="col" role="columnheader">
                Proposed
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {edit.changes.map((change) => (
              <tr key={change.field} role="row">
                <th scope="row" role="rowheader">
                  {change.label}
                </th>
                <td role="cell" data-label="Live now">
                  <ChangeValue change={change} side="before" />
                </td>
                <td role="cell" data-label="Proposed">
                  <ChangeValue change={change} side="after" />
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
          Approve edit<span className="visually-hidden"> of {edit.couponName}</span>
        </button>
        {!rejecting && (
          <button type="button" className="button" disabled={disabled} onClick={() => setRejecting(true)}>
            Reject edit<span className="visually-hidden"> of {edit.couponName}</span>
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="admin-reject"
          noValidate
          aria-label={`Reject the edit of ${edit.couponName}`}
          onSubmit={(event) => {
            event.preventDefault();
            void reject(reason.trim());
          }}
        >
          <fieldset className="admin-card__fields" disabled={disabled}>
            <TextAreaField
              label="Reject reason"
              name="reason"
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint={M.rejectHint}
              value={reason}
              onChange={setReason}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                Send rejection
              </button>
              <button type="button" className="button" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </li>
  );
}

/** A changed value: the ad image as a picture, any other field as text. */
function ChangeValue({ change, side }: { change: CouponEditChange; side: 'before' | 'after' }) {
  const value = change[side];
  if (change.field === 'adImage')
    return value.startsWith('/') ? (
      <img
        className="coupon-edits__image"
        src={value}
        alt={side === 'before' ? 'Live ad image' : M.newImage}
      />
    ) : (
      <>{value}</>
    );
  return <span className="coupon-edits__value">{value}</span>;
}
