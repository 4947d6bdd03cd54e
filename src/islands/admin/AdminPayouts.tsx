import { useId, useState } from 'react';
import {
  PAYOUT_REJECT_REASON_MAX,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  payoutMessages,
  testPayoutPath,
  type AdminPayoutRow,
  type PayoutActionAnswer,
  type PayoutStatus,
} from '../../../functions/contract/payouts.ts';
import {
  ADMIN_PAYOUT_COLUMNS as COLUMNS,
  accountAgeText,
  adminPayoutTexts as texts,
  releaseQuestion,
  velocityText,
} from '../../../functions/contract/payout-screens.ts';
import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { postJson, type ApiFailure } from '../../lib/api.ts';
import { FormStatus, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { useRowAction } from '../forms/use-row-action.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import { PayoutStatusChip } from '../payouts/PayoutsList.tsx';
import '../payouts/payouts.css';
import './admin.css';

/** The filter's choices: payouts on hold first (they wait for an administrator), then each status, then all. */
const FILTERS: Array<{ value: PayoutStatus | ''; label: string }> = [
  ...PAYOUT_STATUSES.map((status) => ({ value: status, label: PAYOUT_STATUS_LABELS[status] })),
  { value: '', label: texts.allStatuses },
];

const failureText = (failure: ApiFailure | null) =>
  failure === null ? texts.noConnection : (failure.message ?? texts.failed);

/**
 * The administrator's Payouts tab (issue 22 item 4; decision 0066): payouts by status, those on hold
 * first, with the shopper, amount, UPI ID, the account's age and how much it withdrew in the last 7 and
 * 30 days; a held payout is released (sent) or rejected with a reason (the tokens go back), each asked
 * once more before it is sent. The server audit-logs both.
 */
export default function AdminPayouts() {
  const filterId = useId();
  const [status, setStatus] = useState<PayoutStatus | ''>('held');
  const path = status ? `/api/admin/payouts?status=${status}` : '/api/admin/payouts';
  const list = usePagedList<AdminPayoutRow>(path, { failureLog: 'Failed to load the payouts:' });
  const action = useRowAction();
  const payouts = list.items;

  const settled = (answer: PayoutActionAnswer) =>
    list.updateItem(answer.payout.id, (row) => ({ ...row, ...answer.payout }));

  return (
    <div className="admin-tab admin-payouts">
      <p className="admin-payouts__filter">
        <label htmlFor={filterId}>{texts.filterLabel}</label>
        <select
          id={filterId}
          className="input"
          value={status}
          onChange={(event) => {
            action.setStatus(null);
            setStatus(event.target.value as PayoutStatus | '');
          }}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </p>
      <FormStatus status={action.status} />
      {payouts === null ? (
        list.status === 'error' ? (
          <LoadFailed className="admin-muted" text={texts.loadFailed} onRetry={list.reload} />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : payouts.length === 0 ? (
        <p className="admin-empty">{texts.empty}</p>
      ) : (
        <DataTable caption={texts.caption} columns={Object.values(COLUMNS)}>
          {payouts.map((payout) => (
            <PayoutItem
              key={payout.id}
              payout={payout}
              busy={action.busy === payout.id}
              onRelease={() =>
                action.run(
                  payout.id,
                  () => postJson<PayoutActionAnswer>(`/api/admin/payouts/${payout.id}/release`),
                  {
                    successText: (answer) => answer.message,
                    failureText,
                    onSuccess: settled,
                  },
                )
              }
              onReject={(reason) =>
                action.run(
                  payout.id,
                  () => postJson<PayoutActionAnswer>(`/api/admin/payouts/${payout.id}/reject`, { reason }),
                  { successText: (answer) => answer.message, failureText, onSuccess: settled },
                )
              }
            />
          ))}
        </DataTable>
      )}
      <LoadMore list={list} />
    </div>
  );
}

function PayoutItem({
  payout,
  busy,
  onRelease,
  onReject,
}: {
  payout: AdminPayoutRow;
  busy: boolean;
  onRelease: () => Promise<boolean>;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState<'release' | 'reject' | null>(null);
  const label = `${formatPaise(payout.amountPaise)} to ${payout.upiId} for ${payout.accountName}`;
  const { last7Days, last30Days } = payout.velocity;
  return (
    <tr>
      <td data-label={COLUMNS.shopper} className="data-table__wide">
        <strong>{payout.accountName}</strong>
        {payout.accountEmail && <span className="admin-payouts__email"> {payout.accountEmail}</span>}
        <span className="admin-payouts__age"> {accountAgeText(payout.accountAgeDays)}</span>
      </td>
      <td data-label={COLUMNS.amount}>
        <strong>{formatPaise(payout.amountPaise)}</strong>
      </td>
      <td data-label={COLUMNS.upiId} className="payouts__upi">
        {payout.upiId}
      </td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        <PayoutStatusChip status={payout.status} label={payout.statusLabel} />
        {payout.status === 'held' && payout.holdReasonLabel && (
          <span className="payouts__reason"> {payout.holdReasonLabel}</span>
        )}
        {payout.failureReason && <span className="payouts__reason"> {payout.failureReason}</span>}
      </td>
      <td data-label={COLUMNS.created}>{formatIndiaDateTime(payout.createdAt)}</td>
      <td data-label={COLUMNS.velocity} className="data-table__wide">
        {velocityText(7, last7Days.count, last7Days.totalPaise)}
        <br />
        {velocityText(30, last30Days.count, last30Days.totalPaise)}
      </td>
      <td className="data-table__actions">
        {payout.status === 'processing' && payout.provider === 'test' && (
          <a className="button" href={testPayoutPath(payout.id)}>
            {texts.settleTest}
            <span className="visually-hidden">: {label}</span>
          </a>
        )}
        {payout.status === 'held' && asking === null && (
          <div className="admin-payouts__actions">
            <button type="button" className="button button--primary" onClick={() => setAsking('release')}>
              {texts.release}
              <span className="visually-hidden">: {label}</span>
            </button>
            <button type="button" className="button" onClick={() => setAsking('reject')}>
              {texts.reject}
              <span className="visually-hidden">: {label}</span>
            </button>
          </div>
        )}
        {payout.status === 'held' && asking === 'release' && (
          <div className="admin-payouts__confirm" role="group" aria-label={`${texts.release}: ${label}`}>
            <p>{releaseQuestion(payout.amountPaise, payout.upiId)}</p>
            <div className="admin-payouts__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void onRelease().then((ok) => ok && setAsking(null))}
              >
                {texts.confirmRelease}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => setAsking(null)}>
                {texts.cancel}
              </button>
            </div>
          </div>
        )}
        {payout.status === 'held' && asking === 'reject' && (
          <RejectForm
            label={label}
            busy={busy}
            onReject={(reason) => onReject(reason).then((ok) => ok && setAsking(null))}
            onCancel={() => setAsking(null)}
          />
        )}
      </td>
    </tr>
  );
}

type RejectValues = { reason: string };

function RejectForm({
  label,
  busy,
  onReject,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onReject: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<RejectValues, RejectValues>({
    schema: ruleSchema((values: RejectValues) => ({
      reason: values.reason.trim() ? undefined : payoutMessages.rejectReasonRequired,
    })),
    initial: { reason: '' },
    onValid: (data) => void onReject(data.reason.trim()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={`${texts.reject}: ${label}`}>
      <TextField
        {...form.field('reason')}
        label={texts.reasonLabel}
        maxLength={PAYOUT_REJECT_REASON_MAX}
        required
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {texts.confirmReject}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {texts.cancel}
      </button>
    </form>
  );
}
