import { useState } from 'react';
import {
  claimMessages,
  declineReasonMessage,
  type ClaimDecided,
  type MerchantClaim,
} from '../../../functions/contract/cashback-claims.ts';
import { CLAIM_DECLINE_REASON_MAX_LENGTH } from '../../../functions/contract/limits.ts';
import { postJson } from '../../lib/api.ts';
import { TextAreaField } from '../forms/more-fields.tsx';
import { formatCalendarDate, formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { formatPaise, rupeesToPaise } from '../../../functions/contract/money.ts';
import { FormStatus, SubmitButton } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './claims.css';

/** The open claims' column headings, which each cell repeats as its label on a phone. */
const COLUMNS = {
  order: 'Order',
  amount: 'Amount',
  shopper: 'Shopper',
  coupon: 'Coupon',
  bought: 'Bought on',
  filed: 'Filed',
  action: 'Action',
} as const;

type DeclineValues = { reason: string };

/** The decline form under one claim: a required reason, which the shopper reads on their claims page. */
function DeclineForm({
  claim,
  onDecided,
  onCancel,
}: {
  claim: MerchantClaim;
  onDecided: (claimId: string, text: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<DeclineValues, DeclineValues, ClaimDecided>({
    schema: ruleSchema<DeclineValues>((values) => ({ reason: declineReasonMessage(values.reason) })),
    initial: { reason: '' },
    submit: (values) => postJson<ClaimDecided>(`/api/merchant/cashback-claims/${claim.id}/decline`, values),
    failureText: (failure) =>
      failure ? (failure.message ?? claimMessages.declineFailed) : claimMessages.declineFailed,
    onSuccess: (reply) => onDecided(claim.id, reply.message),
  });
  return (
    <form
      className="claims__decline"
      aria-label={`Decline the claim for order ${claim.orderReference}`}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <TextAreaField
        label="Reason for the shopper"
        maxLength={CLAIM_DECLINE_REASON_MAX_LENGTH}
        hint="The shopper reads this on their Missing cashback page."
        required
        {...form.field('reason')}
      />
      <div className="claims__actions">
        <SubmitButton busy={form.pending}>Decline claim</SubmitButton>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormStatus status={form.status} />
    </form>
  );
}

/**
 * The merchant's Review screen: the open missing cashback claims against this merchant, oldest first,
 * each with Accept (it becomes a sale and the shopper's cashback is pending) and Decline (with a reason).
 * A decided claim leaves the list; the outcome shows in the list's status line.
 */
export default function MerchantClaims() {
  const hydrated = useHydrated();
  const list = usePagedList<MerchantClaim>('/api/merchant/cashback-claims', {
    failureLog: 'Failed to load the claims:',
  });
  const claims = list.items;
  const [declining, setDeclining] = useState<string | null>(null);
  const action = useRowAction();
  const busy = action.busy !== null;
  const status = action.status;

  const decided = (claimId: string, text: string) => {
    list.removeItem(claimId);
    setDeclining(null);
    action.setStatus({ tone: 'success', text });
  };

  const accept = (claim: MerchantClaim) =>
    action.run(claim.id, () => postJson<ClaimDecided>(`/api/merchant/cashback-claims/${claim.id}/accept`), {
      successText: (data) => data.message,
      failureText: (failure) => failure?.message ?? claimMessages.acceptFailed,
      onSuccess: (data) => decided(claim.id, data.message),
    });

  if (list.status === 'error')
    return <LoadFailed alert text={claimMessages.merchantLoadFailed} onRetry={list.reload} />;
  if (!claims) return <p role="status">Loading the claims…</p>;
  return (
    <div className="claims">
      <FormStatus status={status} />
      {claims.length === 0 ? (
        <div>
          <p>{claimMessages.noOpenClaims}</p>
          <p className="field__hint">{claimMessages.noOpenClaimsHint}</p>
        </div>
      ) : (
        <DataTable caption="Open claims" columns={Object.values(COLUMNS)}>
          {claims.map((claim) => (
            <tr key={claim.id}>
              <td data-label={COLUMNS.order}>
                <strong>{claim.orderReference}</strong>
              </td>
              <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(claim.amount))}</td>
              <td data-label={COLUMNS.shopper}>{claim.shopperName}</td>
              <td data-label={COLUMNS.coupon}>{claim.couponName ?? 'A coupon no longer listed'}</td>
              <td data-label={COLUMNS.bought}>{formatCalendarDate(claim.purchaseDate)}</td>
              <td data-label={COLUMNS.filed}>{formatIndiaDateTime(claim.createdAt)}</td>
              <td className="data-table__actions">
                <div className="claims__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!hydrated || busy}
                    onClick={() => void accept(claim)}
                  >
                    Accept<span className="visually-hidden"> the claim for order {claim.orderReference}</span>
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={!hydrated || busy}
                    aria-expanded={declining === claim.id}
                    onClick={() => setDeclining(declining === claim.id ? null : claim.id)}
                  >
                    Decline
                    <span className="visually-hidden"> the claim for order {claim.orderReference}</span>
                  </button>
                </div>
                {declining === claim.id && (
                  <DeclineForm claim={claim} onDecided={decided} onCancel={() => setDeclining(null)} />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore list={list} />
    </div>
  );
}
