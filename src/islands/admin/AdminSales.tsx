import { useEffect, useState } from 'react';
import { REVERSAL_NOTE_MAX, saleMessages, type AdminSaleRow } from '../../../functions/contract/earnings.ts';
import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { formatPaise, formatTokens, rupeesToPaise } from '../../../functions/contract/money.ts';
import { type FetchedPage, getPage, postJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { LoadMore } from '../load-more.tsx';
import './admin.css';
import './admin-sales.css';

const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', reversed: 'Reversed' } as const;

/**
 * Merchant sales for an administrator (issue 11; decision 0031): every merchant's newest sales with
 * their cashback status; a sale can be marked fraudulent, which reverses its cashback (audit-logged).
 */
export default function AdminSales() {
  const [sales, setSales] = useState<AdminSaleRow[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const showFirstPage = (page: FetchedPage<AdminSaleRow>) => {
    setSales(page.items);
    setNext(page.next);
  };
  const reload = () =>
    getPage<AdminSaleRow>('/api/admin/sales').then(showFirstPage, () => setLoadFailed(true));

  useEffect(() => {
    getPage<AdminSaleRow>('/api/admin/sales').then(showFirstPage, () => setLoadFailed(true));
  }, []);

  if (sales === null)
    return <p className="admin-muted">{loadFailed ? 'The sales could not be loaded.' : 'Loading…'}</p>;
  if (sales.length === 0) return <p className="admin-empty">{saleMessages.noSales}</p>;

  return (
    <>
      <ul className="admin-sales" aria-label="Merchant sales">
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} onReversed={reload} />
        ))}
      </ul>
      <LoadMore<AdminSaleRow>
        next={next}
        onPage={(page) => {
          setSales((current) => [...(current ?? []), ...page.items]);
          setNext(page.next);
        }}
      />
    </>
  );
}

type FraudValues = { note: string };

function SaleRow({ sale, onReversed }: { sale: AdminSaleRow; onReversed: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const form = useForm<FraudValues, FraudValues, { message: string }>({
    schema: ruleSchema((values: FraudValues) => ({
      note: values.note.trim() ? undefined : saleMessages.reasonRequired,
    })),
    initial: { note: '' },
    submit: (data) => postJson(`/api/admin/sales/${sale.id}/fraud`, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? saleMessages.failed,
    onSuccess: () => void onReversed(),
  });
  const label = `${sale.merchantName}: ${sale.couponName ?? 'sale'} for ${sale.shopperName} on ${sale.saleDate}`;
  return (
    <li className="admin-sales__item">
      <p>
        <strong>{sale.merchantName}</strong> · {sale.couponName ?? 'Sale'} · {sale.shopperName} ·{' '}
        {formatPaise(rupeesToPaise(sale.saleAmount))} on {formatCalendarDate(sale.saleDate)}
      </p>
      <p>
        Cashback {formatTokens(sale.cashbackTokens)} tokens · {STATUS_LABELS[sale.status]}
        {sale.reversalReason && ` – ${sale.reversalReason}`}
      </p>
      {sale.status !== 'reversed' && !open && (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Mark fraudulent<span className="visually-hidden">: {label}</span>
        </button>
      )}
      {open && sale.status !== 'reversed' && (
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
