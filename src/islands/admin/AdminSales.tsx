import { useState } from 'react';
import {
  REVERSAL_NOTE_MAX,
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
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';
import './admin-sales.css';

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
      <ul className="admin-sales" aria-label="Merchant sales">
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} onReversed={list.reload} />
        ))}
      </ul>
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
    <li className="admin-sales__item">
      <p>
        <strong>{sale.merchantName}</strong> · {sale.couponName ?? 'Sale'} · {sale.shopperName} ·{' '}
        {formatPaise(rupeesToPaise(sale.saleAmount))} on {formatCalendarDate(sale.saleDate)}
      </p>
      <p>
        Cashback {formatTokens(sale.cashbackTokens)} tokens · {SALE_STATUS_LABELS[sale.status]}
        {sale.reversalReason && ` – ${sale.reversalReason}`}
      </p>
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
    </li>
  );
}

/** Only a cashback that stands can be reversed: not a reversed one, not a sale without cashback. */
function canReverse(sale: { status: string }): boolean {
  return sale.status === 'pending' || sale.status === 'confirmed';
}
