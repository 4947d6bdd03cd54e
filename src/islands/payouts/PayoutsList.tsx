import {
  payoutMessages,
  testPayoutPath,
  type PayoutRow,
  type PayoutStatus,
} from '../../../functions/contract/payouts.ts';
import {
  PAYOUT_COLUMNS as COLUMNS,
  withdrawTexts as texts,
} from '../../../functions/contract/payout-screens.ts';
import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import type { PagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';

/** A payout's status as a chip: its label, coloured by how it ended (payouts.css). */
export function PayoutStatusChip({ status, label }: { status: PayoutStatus; label: string }) {
  return <span className={`payout-status payout-status--${status}`}>{label}</span>;
}

/**
 * The shopper's payouts, newest first (GET /api/payouts, paged), as a table that becomes cards on a
 * phone. Without RazorpayX keys (`testMode`) a processing payout links to the test page that settles it.
 */
export function PayoutsList({ list, testMode }: { list: PagedList<PayoutRow>; testMode: boolean }) {
  const payouts = list.items;
  if (payouts === null)
    return list.status === 'error' ? (
      <LoadFailed text={texts.loadFailed} onRetry={list.reload} alert />
    ) : (
      <p className="payouts__muted">Loading…</p>
    );
  if (payouts.length === 0) return <p className="payouts__muted">{payoutMessages.noPayouts}</p>;
  const settleColumn = testMode && payouts.some((payout) => payout.status === 'processing');
  return (
    <>
      <DataTable
        caption={texts.listCaption}
        columns={[...Object.values(COLUMNS), ...(settleColumn ? ['Test mode'] : [])]}
      >
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-label={COLUMNS.date}>{formatIndiaDateTime(payout.createdAt)}</td>
            <td data-label={COLUMNS.amount}>
              <strong>{formatPaise(payout.amountPaise)}</strong>
            </td>
            <td data-label={COLUMNS.upiId} className="payouts__upi">
              {payout.upiId}
            </td>
            <td data-label={COLUMNS.status} className="data-table__wide">
              <PayoutStatusChip status={payout.status} label={payout.statusLabel} />
              {payout.failureReason && <span className="payouts__reason"> {payout.failureReason}</span>}
            </td>
            {settleColumn && (
              <td className="data-table__actions">
                {payout.status === 'processing' && (
                  <a className="button" href={testPayoutPath(payout.id)}>
                    {texts.settleTest}
                    <span className="visually-hidden">: {formatPaise(payout.amountPaise)}</span>
                  </a>
                )}
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      <LoadMore list={list} />
    </>
  );
}
