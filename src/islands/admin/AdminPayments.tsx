import { useEffect, useState } from 'react';
import {
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentAdminMessages,
  type AdminPaymentRow,
  type PremiumSlotPrice,
  type RefundAnswer,
} from '../../../functions/contract/payment-admin.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';
import { formatPaise, parseRupees } from '../../../functions/contract/money.ts';
import { parseSlotId } from '../../../functions/contract/rules.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import { RefundPayment } from './RefundPayment.tsx';
import './admin.css';
import './admin-payments.css';

/** The payments' column headings, which each cell repeats as its label on a phone. */
const COLUMNS = {
  status: 'Status',
  purpose: 'Purpose',
  description: 'For',
  charged: 'Charged',
  paid: 'Paid',
  payer: 'Payer',
  dates: 'Dates',
  action: 'Action',
} as const;

/**
 * The admin's Payments tab (issue 12 items 5 and 6): every payment and every payment link nobody has
 * paid yet, newest first and paged, with status, purpose, payer, mobile and amounts; and the premium
 * slot prices with a form to change one (audit-logged). A paid payment has a Refund action (decision 0045).
 */
export default function AdminPayments() {
  const list = usePagedList<AdminPaymentRow>('/api/admin/payments', {
    failureLog: 'Failed to load the payments:',
    keyOf: (row) => `${row.kind}-${row.id}`,
  });
  const rows = list.items;

  return (
    <div className="admin-tab">
      <section className="admin-section" aria-labelledby="payments-heading">
        <h3 id="payments-heading" className="admin-section__heading">
          Payments and payment links
        </h3>
        {rows === null ? (
          list.status === 'error' ? (
            <LoadFailed
              className="admin-muted"
              text="The payments could not be loaded."
              onRetry={list.reload}
            />
          ) : (
            <p className="admin-muted">Loading…</p>
          )
        ) : rows.length === 0 ? (
          <p className="admin-empty">{paymentAdminMessages.noPayments}</p>
        ) : (
          <DataTable caption="Payments" columns={Object.values(COLUMNS)}>
            {rows.map((row) => (
              <PaymentItem
                key={`${row.kind}-${row.id}`}
                row={row}
                onRefunded={(answer) =>
                  list.updateItem(`payment-${answer.paymentId}`, (item) => refundedRow(item, answer))
                }
              />
            ))}
          </DataTable>
        )}
        <LoadMore list={list} />
      </section>
      <SlotPrices />
    </div>
  );
}

/** The row as the refund's answer leaves it. */
function refundedRow(row: AdminPaymentRow, answer: RefundAnswer): AdminPaymentRow {
  if (row.kind !== 'payment' || row.id !== answer.paymentId) return row;
  return {
    ...row,
    status: answer.status,
    refundedPaise: answer.refundedPaise,
    paidPaise: row.amountPaise - answer.refundedPaise,
    refundedAt: new Date().toISOString(),
  };
}

function PaymentItem({
  row,
  onRefunded,
}: {
  row: AdminPaymentRow;
  onRefunded: (answer: RefundAnswer) => void;
}) {
  const payer = row.payerName ? `${row.payerName}${row.payerEmail ? ` (${row.payerEmail})` : ''}` : 'Visitor';
  return (
    <tr>
      <td data-label={COLUMNS.status}>
        <span className="admin-payments__status">{PAYMENT_STATUS_LABELS[row.status]}</span>
      </td>
      <td data-label={COLUMNS.purpose}>{PAYMENT_PURPOSE_LABELS[row.purpose]}</td>
      <td data-label={COLUMNS.description} className="data-table__wide">
        {row.description}
      </td>
      <td data-label={COLUMNS.charged}>{formatPaise(row.amountPaise)}</td>
      <td data-label={COLUMNS.paid}>
        {formatPaise(row.paidPaise)}
        {row.refundedPaise > 0 && ` (refunded ${formatPaise(row.refundedPaise)})`}
      </td>
      <td data-label={COLUMNS.payer} className="data-table__wide">
        {row.kind === 'request' ? 'Anyone with the link' : payer}
        {row.mobile && ` · +91 ${row.mobile}`}
      </td>
      <td data-label={COLUMNS.dates} className="data-table__wide">
        Created {formatIndiaDateTime(row.createdAt)}
        {row.paidAt && ` · paid ${formatIndiaDateTime(row.paidAt)}`}
        {row.refundedAt && ` · refunded ${formatIndiaDateTime(row.refundedAt)}`}
      </td>
      <td className="data-table__actions">
        {row.kind === 'payment' && row.status === 'paid' && (
          <RefundPayment row={row} onRefunded={onRefunded} />
        )}
      </td>
    </tr>
  );
}

type PriceValues = { slotId: string; price: string };

function SlotPrices() {
  const hydrated = useHydrated();
  const [prices, setPrices] = useState<PremiumSlotPrice[] | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => {
    getJson<PremiumSlotPrice[]>('/api/admin/premium-slot-prices', { fresh: true }).then(setPrices, () =>
      setPrices([]),
    );
  }, [refreshKey]);

  const form = useForm<PriceValues, { slotId: number; price: string }, { message: string }>({
    schema: ruleSchema(
      (values: PriceValues) => ({
        slotId:
          parseSlotId(values.slotId) === null
            ? `Choose a slot from ${AD_SLOT_MIN} to ${AD_SLOT_MAX}.`
            : undefined,
        price: (parseRupees(values.price) ?? 0) >= 100 ? undefined : paymentAdminMessages.slotPriceInvalid,
      }),
      (values) => ({ slotId: parseSlotId(values.slotId) ?? 0, price: values.price.trim() }),
    ),
    initial: { slotId: '', price: '' },
    submit: (data) => sendJson('PUT', `/api/admin/premium-slot-prices/${data.slotId}`, { price: data.price }),
    successText: (answer) => answer.message,
    failureText: (failure) =>
      failure?.fields.price ?? failure?.message ?? paymentAdminMessages.slotPriceInvalid,
    resetOnSuccess: true,
    onSuccess: () => setRefreshKey((key) => key + 1),
  });

  return (
    <section className="admin-section admin-slot-prices" aria-labelledby="slot-prices-heading">
      <h3 id="slot-prices-heading" className="admin-section__heading">
        Premium slot prices
      </h3>
      <p className="admin-muted">
        A merchant who asks for a premium slot pays its price before the coupon reaches Pending Coupons.
      </p>
      {prices === null ? (
        <p className="admin-muted">Loading…</p>
      ) : (
        <ul className="admin-slot-prices__list" aria-label="Premium slot prices">
          {prices.map((slot) => (
            <li key={slot.slotId}>
              Slot {slot.slotId}: {formatPaise(slot.pricePaise)}
              {!slot.stored && ' (default)'}
            </li>
          ))}
        </ul>
      )}
      <form className="admin-form" noValidate onSubmit={form.onSubmit} aria-label="Set a slot price">
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField label="Slot" inputMode="numeric" required maxLength={2} {...form.field('slotId')} />
          <TextField label="Price (₹)" inputMode="decimal" required maxLength={12} {...form.field('price')} />
          <SubmitButton busy={form.pending}>{form.pending ? 'Saving…' : 'Save price'}</SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}
