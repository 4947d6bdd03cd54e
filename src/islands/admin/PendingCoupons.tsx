import { useId, useState } from 'react';
import type { adminMessages, PendingCoupon } from '../../../functions/contract/admin.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import { SLOT_KINDS } from '../../../functions/contract/merchant-coupons.ts';
import { parseSlotId, TEXT_LIMITS } from '../../../functions/contract/rules.ts';
import { FormStatus, TextField } from '../forms/fields.tsx';
import { useHydrated } from '../forms/use-hydrated.ts';
import { ruleSchema, useForm, type Status } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { NetworkError, postJson } from '../../lib/api.ts';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type Messages = Pick<
  typeof adminMessages,
  | 'couponApproved'
  | 'couponApproveFailed'
  | 'couponRejected'
  | 'noPendingCoupons'
  | 'rejectReasonRequired'
  | 'slotRange'
>;

interface Props {
  messages: Messages;
  rejectFailedText: string;
}

type RejectValues = { reason: string };

function PendingItem({
  coupon,
  messages,
  rejectFailedText,
  hydrated,
  onDecided,
}: {
  coupon: PendingCoupon;
  messages: Messages;
  rejectFailedText: string;
  hydrated: boolean;
  onDecided: (status: Status, removed: boolean) => void;
}) {
  const headingId = useId();
  const [slot, setSlot] = useState(String(coupon.requestedSlotId));
  const [slotError, setSlotError] = useState<string | undefined>();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const rejectForm = useForm<RejectValues, RejectValues>({
    schema: ruleSchema(
      (values: RejectValues) => ({
        reason: values.reason.trim() ? undefined : messages.rejectReasonRequired,
      }),
      (values) => ({ reason: values.reason.trim() }),
    ),
    initial: { reason: '' },
    submit: (data) => postJson(`/api/admin/coupons/${coupon.id}/reject`, data),
    onSuccess: () => onDecided({ tone: 'success', text: messages.couponRejected }, true),
    // Someone else decided it already (409): it leaves the list all the same.
    onFailure: (failure) =>
      onDecided({ tone: 'error', text: failure?.message ?? rejectFailedText }, failure?.status === 409),
  });

  const approve = async () => {
    const value = parseSlotId(slot);
    if (value === null) {
      setSlotError(messages.slotRange);
      return;
    }
    setSlotError(undefined);
    setBusy(true);
    try {
      const result = await postJson('/api/Admin/ApproveCoupon', {
        couponId: coupon.id,
        assignedSlotId: value,
      });
      if (result.ok) {
        onDecided({ tone: 'success', text: messages.couponApproved }, true);
        return;
      }
      // A live coupon holds the slot: the server's message names it, and the coupon stays listed.
      const slotHeld = result.status === 409 ? result.fields.assignedSlotId : undefined;
      if (slotHeld) {
        setSlotError(slotHeld);
        onDecided({ tone: 'error', text: slotHeld }, false);
      } else {
        // Someone else decided it already: it leaves the list all the same.
        onDecided({ tone: 'error', text: messages.couponApproveFailed }, result.status === 409);
      }
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      onDecided({ tone: 'error', text: messages.couponApproveFailed }, false);
    }
    setBusy(false);
  };

  return (
    <li className="admin-card">
      <h3 id={headingId} className="admin-card__title">
        {coupon.couponName}
      </h3>
      <dl className="admin-facts">
        <div>
          <dt>Merchant</dt>
          <dd>{coupon.merchantName}</dd>
        </div>
        <div>
          <dt>Requested slot</dt>
          <dd>
            {coupon.requestedSlotId} ({SLOT_KINDS[coupon.slotKind]})
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={coupon.expiryDate}>{formatCalendarDate(coupon.expiryDate)}</time>
          </dd>
        </div>
      </dl>
      <fieldset className="admin-card__fields" disabled={!hydrated || busy || rejectForm.pending}>
        <TextField
          label="Assigned slot"
          name="assignedSlotId"
          value={slot}
          inputMode="numeric"
          maxLength={2}
          required
          hint={`A slot from ${AD_SLOT_MIN} to ${AD_SLOT_MAX}; the requested one by default.`}
          onChange={setSlot}
          error={slotError}
        />
        <div className="admin-actions">
          <button type="button" className="button button--primary" onClick={() => void approve()}>
            Approve
          </button>
          {!rejecting && (
            <button type="button" className="button" onClick={() => setRejecting(true)}>
              Reject
            </button>
          )}
        </div>
      </fieldset>
      {rejecting && (
        <form
          className="admin-reject"
          noValidate
          onSubmit={(event) => void rejectForm.onSubmit(event)}
          aria-label={`Reject ${coupon.couponName}`}
        >
          <fieldset className="admin-card__fields" disabled={!hydrated || busy || rejectForm.pending}>
            <TextAreaField
              label="Reject reason"
              required
              maxLength={TEXT_LIMITS.rejectReason}
              hint="The merchant will read this."
              {...rejectForm.field('reason')}
            />
            <div className="admin-actions">
              <button type="submit" className="button button--danger">
                Send rejection
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setRejecting(false);
                  rejectForm.clearErrors();
                }}
              >
                Cancel
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </li>
  );
}

/**
 * Pending coupons (spec sections 3, 4, 7 and 8): approve into the requested slot or another one, or
 * (beyond the spec) reject with a reason the merchant sees. A decided coupon leaves the list.
 */
export default function PendingCoupons({ messages, rejectFailedText }: Props) {
  const hydrated = useHydrated();
  const list = usePagedList<PendingCoupon>('/api/Admin/PendingCoupons', {
    failureLog: 'Failed to load the pending coupons:',
  });
  const coupons = list.items;
  const [status, setStatus] = useState<Status | null>(null);

  return (
    <div className="admin-tab">
      <FormStatus status={status} />
      {coupons === null ? (
        list.status === 'error' ? (
          <LoadFailed
            className="admin-muted"
            text="The pending coupons could not be loaded."
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : coupons.length === 0 ? (
        <p className="admin-empty">{messages.noPendingCoupons}</p>
      ) : (
        <ul className="admin-cards" aria-label="Pending coupons">
          {coupons.map((coupon) => (
            <PendingItem
              key={coupon.id}
              coupon={coupon}
              messages={messages}
              rejectFailedText={rejectFailedText}
              hydrated={hydrated}
              onDecided={(next, removed) => {
                setStatus(next);
                if (removed) list.removeItem(coupon.id);
              }}
            />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </div>
  );
}
