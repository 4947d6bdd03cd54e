import { useState } from 'react';
import {
  REVERSAL_NOTE_MAX,
  SALE_COLUMNS,
  SALE_STATUS_LABELS,
  saleMessages,
  type AdminSaleRow,
} from '../../../functions/contract/earnings.ts';
import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { formatPaise, formatTokens, rupeesToPaise } from '../../../functions/contract/money.ts';
import { postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

/** The column headings, which each cell repeats as its label on a phone: the merchant's, and whose sale. */
const COLUMNS = { merchant: 'Merchant', ...SALE_COLUMNS } as const;

/**
 * Merchant sales for an administrator (issue 11; decision 0031): every merchant's newest sales with
 * their cashback status; a sale can be marked fraudulent, which reverses its cashback (audit-logged).
 */
export default function AdminSales() {
  const list = usePagedList<AdminSaleRow>('/api/admin/sales', { failureLog: 'Failed to load the sales:' });
  const sales = list.items;

  if (sales === null)
    return list.status === 'error' ? (
      <LoadFailed className="admin-muted" text="The sales could not be loaded." onRetry={list.reload} />
    ) : (
      <p className="admin-muted">Loading…</p>
    );
  if (sales.length === 0) return <p className="admin-empty">{saleMessages.noSales}</p>;

  return (
    <>
      <DataTable caption="Merchant sales" columns={Object.values(COLUMNS)}>
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} onReversed={list.reload} />
        ))}
      </DataTable>
      <LoadMore list={list} />
    </>
  );
}

type FraudValues = { note: string };

function SaleRow({ sale, onReversed }: { sale: AdminSaleRow; onReversed: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<FraudValues, FraudValues, { message: string }>({
    schema: ruleSchema((values: FraudValues) => ({
      note: values.note.trim() ? undefined : saleMessages.reasonRequired,
    })),
    initial: { note: '' },
    submit: (data) => postJson(`/api/admin/sales/${sale.id}/fraud`, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? saleMessages.failed,
    onSuccess: onReversed,
  });
  const label = `${sale.merchantName}: ${sale.couponName ?? 'sale'} for ${sale.shopperName} on ${sale.saleDate}`;
  return (
    <tr>
      <td data-label={COLUMNS.merchant}>
        <strong>{sale.merchantName}</strong>
      </td>
      <td data-label={COLUMNS.coupon}>{sale.couponName ?? 'Sale'}</td>
      <td data-label={COLUMNS.shopper}>{sale.shopperName}</td>
      <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(sale.saleAmount))}</td>
      <td data-label={COLUMNS.date}>{formatCalendarDate(sale.saleDate)}</td>
      <td data-label={COLUMNS.cashback}>{formatTokens(sale.cashbackTokens)}</td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        {SALE_STATUS_LABELS[sale.status]}
        {sale.reversalReason && ` – ${sale.reversalReason}`}
      </td>
      <td className="data-table__actions">
        {canReverse(sale) && !open && (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Mark fraudulent<span className="visually-hidden">: {label}</span>
          </button>
        )}
        {open && canReverse(sale) && (
          <form onSubmit={form.onSubmit} noValidate aria-label={`Mark fraudulent: ${label}`}>
            <TextField
              {...form.field('note')}
              label="Why (the shopper reads this)"
              maxLength={REVERSAL_NOTE_MAX}
              required
            />
            <SubmitButton busy={form.pending}>Reverse as fraud</SubmitButton>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <FormStatus status={form.status} />
          </form>
        )}
      </td>
    </tr>
  );
}

/** Only a cashback that stands can be reversed: not a reversed one, not a sale without cashback. */
function canReverse(sale: { status: string }): boolean {
  return sale.status === 'pending' || sale.status === 'confirmed';
}
