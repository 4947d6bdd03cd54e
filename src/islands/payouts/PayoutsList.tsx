import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { testPayoutPath, type PayoutRow, type PayoutStatus } from '../../../functions/contract/payouts.ts';
import { formatDateTimeIn as dateTimeIn } from '../../../functions/contract/i18n/format.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import type { PagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LIST_KEYS, LoadFailed, LoadMore } from '../load-more.tsx';

/** A payout's status as a chip: its label, coloured by how it ended (payouts.css). */
export function PayoutStatusChip({ status, label }: { status: PayoutStatus; label: string }) {
  return <span className={`payout-status payout-status--${status}`}>{label}</span>;
}

/** The list's texts, picked by the page (issue 26). */
export const PAYOUTS_LIST_KEYS = [
  ...LIST_KEYS,
  'payouts.list.loading',
  'payouts.list.loadFailed',
  'payouts.list.none',
  'payouts.list.requested',
  'payouts.list.amount',
  'payouts.list.upiId',
  'payouts.list.status',
  'payouts.list.testMode',
  'payouts.list.settleTest',
  'payouts.listHeading',
  'payouts.status.held',
  'payouts.status.processing',
  'payouts.status.processed',
  'payouts.status.failed',
  'payouts.status.reversed',
  'payouts.status.rejected',
] as const;
export type PayoutsListTexts = Record<(typeof PAYOUTS_LIST_KEYS)[number], string> & {
  /** The reasons the site writes on a payout, English → the page's language (messagesIn; empty in English). */
  messages?: Readonly<Record<string, string>>;
};

/**
 * The shopper's payouts, newest first (GET /api/payouts, paged), as a table that becomes cards on a
 * phone. Without RazorpayX keys (`testMode`) a processing payout links to the test page that settles it.
 */
export function PayoutsList({
  list,
  testMode,
  locale,
  texts,
}: {
  list: PagedList<PayoutRow>;
  testMode: boolean;
  locale: Locale;
  texts: PayoutsListTexts;
}) {
  const payouts = list.items;
  /** The site's own reasons (payoutReasonKey) in the page's language; a bank's or an admin's words as written. */
  const reasonText = (reason: string) => inLanguage(texts, reason);
  const COLUMNS = {
    date: texts['payouts.list.requested'],
    amount: texts['payouts.list.amount'],
    upiId: texts['payouts.list.upiId'],
    status: texts['payouts.list.status'],
  };
  const STATUS: Record<PayoutStatus, string> = {
    held: texts['payouts.status.held'],
    processing: texts['payouts.status.processing'],
    processed: texts['payouts.status.processed'],
    failed: texts['payouts.status.failed'],
    reversed: texts['payouts.status.reversed'],
    rejected: texts['payouts.status.rejected'],
  };
  if (payouts === null)
    return list.status === 'error' ? (
      <LoadFailed texts={texts} text={texts['payouts.list.loadFailed']} onRetry={list.reload} alert />
    ) : (
      <p className="payouts__muted">{texts['payouts.list.loading']}</p>
    );
  if (payouts.length === 0) return <p className="payouts__muted">{texts['payouts.list.none']}</p>;
  const settleColumn = testMode && payouts.some((payout) => payout.status === 'processing');
  return (
    <>
      <DataTable
        caption={texts['payouts.listHeading']}
        texts={texts}
        columns={[...Object.values(COLUMNS), ...(settleColumn ? [texts['payouts.list.testMode']] : [])]}
      >
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td data-label={COLUMNS.date}>{dateTimeIn(locale, payout.createdAt)}</td>
            <td data-label={COLUMNS.amount}>
              <strong>{formatPaise(payout.amountPaise)}</strong>
            </td>
            <td data-label={COLUMNS.upiId} className="payouts__upi">
              {payout.upiId}
            </td>
            <td data-label={COLUMNS.status} className="data-table__wide">
              <PayoutStatusChip status={payout.status} label={STATUS[payout.status] ?? payout.statusLabel} />
              {payout.failureReason && (
                <span className="payouts__reason"> {reasonText(payout.failureReason)}</span>
              )}
            </td>
            {settleColumn && (
              <td className="data-table__actions">
                {payout.status === 'processing' && (
                  <a className="button" href={testPayoutPath(payout.id)}>
                    {texts['payouts.list.settleTest']}
                    <span className="visually-hidden">: {formatPaise(payout.amountPaise)}</span>
                  </a>
                )}
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      <LoadMore texts={texts} list={list} />
    </>
  );
}
