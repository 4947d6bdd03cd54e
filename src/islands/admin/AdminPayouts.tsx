import { useId, useState } from 'react';
import {
  PAYOUT_REJECT_REASON_MAX,
  PAYOUT_STATUSES,
  payoutMessages,
  testPayoutPath,
  type AdminPayoutRow,
  type PayoutActionAnswer,
  type PayoutHoldReason,
  type PayoutStatus,
} from '../../../functions/contract/payouts.ts';
import { adminPayoutTexts } from '../../../functions/contract/payout-screens.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
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
import type { AdminPayoutsTexts } from '../../lib/admin-money-texts.ts';
import { formatDateTimeIn as dateTimeIn } from '../../../functions/contract/i18n/format.ts';
import './admin.css';

type Texts = AdminPayoutsTexts;

const statusLabels = (texts: Texts): Record<PayoutStatus, string> => ({
  held: texts['adminMoney.payouts.status.held'],
  processing: texts['adminMoney.payouts.status.processing'],
  processed: texts['adminMoney.payouts.status.processed'],
  failed: texts['adminMoney.payouts.status.failed'],
  reversed: texts['adminMoney.payouts.status.reversed'],
  rejected: texts['adminMoney.payouts.status.rejected'],
});

/** The API's English answers, in the page's language. */
const say = (texts: Texts, message: string) =>
  ({
    [payoutMessages.released]: texts['adminMoney.payouts.released'],
    [payoutMessages.rejected]: texts['adminMoney.payouts.rejected'],
    [payoutMessages.rejectReasonRequired]: texts['adminMoney.payouts.rejectReasonRequired'],
    [adminPayoutTexts.failed]: texts['adminMoney.payouts.failed'],
  })[message] ?? message;

/**
 * The administrator's Payouts tab (issue 22 item 4; decision 0066): payouts by status, those on hold
 * first, with the shopper, amount, UPI ID, the account's age and how much it withdrew in the last 7 and
 * 30 days; a held payout is released (sent) or rejected with a reason (the tokens go back), each asked
 * once more before it is sent. The server audit-logs both.
 */
export default function AdminPayouts({ texts, locale }: { texts: Texts; locale: Locale }) {
  const filterId = useId();
  const STATUS = statusLabels(texts);
  /** The filter's choices: payouts on hold first (they wait for an administrator), then each status, then all. */
  const FILTERS: Array<{ value: PayoutStatus | ''; label: string }> = [
    ...PAYOUT_STATUSES.map((value) => ({ value, label: STATUS[value] })),
    { value: '', label: texts['adminMoney.payouts.all'] },
  ];
  const failureText = (failure: ApiFailure | null) =>
    failure === null
      ? texts['adminMoney.payouts.noConnection']
      : say(texts, failure.message ?? adminPayoutTexts.failed);
  const successText = (answer: PayoutActionAnswer) => say(texts, answer.message);
  const COLUMNS = columnsOf(texts);
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
        <label htmlFor={filterId}>{texts['adminMoney.payouts.filterLabel']}</label>
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
          <LoadFailed
            texts={texts}
            className="admin-muted"
            text={texts['adminMoney.payouts.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{texts['adminMoney.loading']}</p>
        )
      ) : payouts.length === 0 ? (
        <p className="admin-empty">{texts['adminMoney.payouts.empty']}</p>
      ) : (
        <DataTable
          caption={texts['adminMoney.payouts.caption']}
          texts={texts}
          columns={Object.values(COLUMNS)}
        >
          {payouts.map((payout) => (
            <PayoutItem
              key={payout.id}
              payout={payout}
              texts={texts}
              locale={locale}
              busy={action.busy === payout.id}
              onRelease={() =>
                action.run(
                  payout.id,
                  () => postJson<PayoutActionAnswer>(`/api/admin/payouts/${payout.id}/release`),
                  { successText, failureText, onSuccess: settled },
                )
              }
              onReject={(reason) =>
                action.run(
                  payout.id,
                  () => postJson<PayoutActionAnswer>(`/api/admin/payouts/${payout.id}/reject`, { reason }),
                  { successText, failureText, onSuccess: settled },
                )
              }
            />
          ))}
        </DataTable>
      )}
      <LoadMore texts={texts} list={list} />
    </div>
  );
}

/** The admin table's columns. */
const columnsOf = (texts: Texts) => ({
  shopper: texts['adminMoney.payouts.col.shopper'],
  amount: texts['adminMoney.payouts.col.amount'],
  upiId: texts['adminMoney.payouts.col.upiId'],
  status: texts['adminMoney.payouts.col.status'],
  created: texts['adminMoney.payouts.col.created'],
  velocity: texts['adminMoney.payouts.col.velocity'],
});

/** How old the shopper's account is: 'Account made today', 'Account 1 day old', 'Account 40 days old'. */
function accountAgeText(texts: Texts, days: number): string {
  if (days <= 0) return texts['adminMoney.payouts.ageToday'];
  return days === 1
    ? texts['adminMoney.payouts.ageOneDay']
    : fill(texts['adminMoney.payouts.ageDays'], { days });
}

/** A window's velocity: '7 days: 2 payouts, ₹700'. */
function velocityText(texts: Texts, days: number, count: number, totalPaise: number): string {
  return fill(texts[count === 1 ? 'adminMoney.payouts.velocityOne' : 'adminMoney.payouts.velocityMany'], {
    days,
    count,
    amount: formatPaise(totalPaise),
  });
}

function PayoutItem({
  payout,
  texts,
  locale,
  busy,
  onRelease,
  onReject,
}: {
  payout: AdminPayoutRow;
  texts: Texts;
  locale: Locale;
  busy: boolean;
  onRelease: () => Promise<boolean>;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState<'release' | 'reject' | null>(null);
  const label = fill(texts['adminMoney.payouts.label'], {
    amount: formatPaise(payout.amountPaise),
    upiId: payout.upiId,
    name: payout.accountName,
  });
  const { last7Days, last30Days } = payout.velocity;
  const COLUMNS = columnsOf(texts);
  const HOLD: Record<PayoutHoldReason, string> = {
    first_payout: texts['adminMoney.payouts.hold.firstPayout'],
    above_threshold: texts['adminMoney.payouts.hold.aboveThreshold'],
  };
  const holdReason = payout.holdReason ? HOLD[payout.holdReason] : payout.holdReasonLabel;
  return (
    <tr>
      <td data-label={COLUMNS.shopper} className="data-table__wide">
        <strong>{payout.accountName}</strong>
        {payout.accountEmail && <span className="admin-payouts__email"> {payout.accountEmail}</span>}
        <span className="admin-payouts__age"> {accountAgeText(texts, payout.accountAgeDays)}</span>
      </td>
      <td data-label={COLUMNS.amount}>
        <strong>{formatPaise(payout.amountPaise)}</strong>
      </td>
      <td data-label={COLUMNS.upiId} className="payouts__upi">
        {payout.upiId}
      </td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        <PayoutStatusChip
          status={payout.status}
          label={statusLabels(texts)[payout.status] ?? payout.statusLabel}
        />
        {payout.status === 'held' && holdReason && <span className="payouts__reason"> {holdReason}</span>}
        {payout.failureReason && <span className="payouts__reason"> {payout.failureReason}</span>}
      </td>
      <td data-label={COLUMNS.created}>{dateTimeIn(locale, payout.createdAt)}</td>
      <td data-label={COLUMNS.velocity} className="data-table__wide">
        {velocityText(texts, 7, last7Days.count, last7Days.totalPaise)}
        <br />
        {velocityText(texts, 30, last30Days.count, last30Days.totalPaise)}
      </td>
      <td className="data-table__actions">
        {payout.status === 'processing' && payout.provider === 'test' && (
          <a className="button" href={testPayoutPath(payout.id)}>
            {texts['adminMoney.payouts.settleTest']}
            <span className="visually-hidden">: {label}</span>
          </a>
        )}
        {payout.status === 'held' && asking === null && (
          <div className="admin-payouts__actions">
            <button type="button" className="button button--primary" onClick={() => setAsking('release')}>
              {texts['adminMoney.payouts.release']}
              <span className="visually-hidden">: {label}</span>
            </button>
            <button type="button" className="button" onClick={() => setAsking('reject')}>
              {texts['adminMoney.payouts.reject']}
              <span className="visually-hidden">: {label}</span>
            </button>
          </div>
        )}
        {payout.status === 'held' && asking === 'release' && (
          <div
            className="admin-payouts__confirm"
            role="group"
            aria-label={`${texts['adminMoney.payouts.release']}: ${label}`}
          >
            <p>
              {fill(texts['adminMoney.payouts.releaseQuestion'], {
                amount: formatPaise(payout.amountPaise),
                upiId: payout.upiId,
              })}
            </p>
            <div className="admin-payouts__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                aria-busy={busy}
                onClick={() => void onRelease().then((ok) => ok && setAsking(null))}
              >
                {texts['adminMoney.payouts.confirmRelease']}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => setAsking(null)}>
                {texts['adminMoney.cancel']}
              </button>
            </div>
          </div>
        )}
        {payout.status === 'held' && asking === 'reject' && (
          <RejectForm
            label={label}
            texts={texts}
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
  texts,
  busy,
  onReject,
  onCancel,
}: {
  label: string;
  texts: Texts;
  busy: boolean;
  onReject: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<RejectValues, RejectValues>({
    schema: ruleSchema((values: RejectValues) => ({
      reason: values.reason.trim() ? undefined : texts['adminMoney.payouts.rejectReasonRequired'],
    })),
    initial: { reason: '' },
    onValid: (data) => void onReject(data.reason.trim()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={`${texts['adminMoney.payouts.reject']}: ${label}`}>
      <TextField
        {...form.field('reason')}
        label={texts['adminMoney.payouts.reasonLabel']}
        maxLength={PAYOUT_REJECT_REASON_MAX}
        required
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {texts['adminMoney.payouts.confirmReject']}
      </button>
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        {texts['adminMoney.cancel']}
      </button>
    </form>
  );
}
