import { useState } from 'react';
import {
  REVERSAL_NOTE_MAX,
  reversalTextIn,
  saleMessages,
  type AdminSaleRow,
} from '../../../functions/contract/earnings.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { formatPaise, formatTokens, rupeesToPaise } from '../../../functions/contract/money.ts';
import { postJson } from '../../lib/api.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import type { AdminSalesTexts } from '../../lib/admin-money-texts.ts';
import './admin.css';

/**
 * The column headings, which each cell repeats as its label on a phone: the merchant's, and the sales
 * columns the merchant's own Sales tab has (earnings.ts SALE_COLUMNS), in the page's language.
 */
type SalesTexts = AdminSalesTexts & { messages?: Readonly<Record<string, string>> };

const columnsOf = (texts: AdminSalesTexts) => ({
  merchant: texts['adminMoney.sales.col.merchant'],
  coupon: texts['adminMoney.sales.col.coupon'],
  shopper: texts['adminMoney.sales.col.shopper'],
  amount: texts['adminMoney.sales.col.amount'],
  date: texts['adminMoney.sales.col.date'],
  cashback: texts['adminMoney.sales.col.cashback'],
  status: texts['adminMoney.sales.col.status'],
  action: texts['adminMoney.sales.col.action'],
});

/**
 * Merchant sales for an administrator (issue 11; decision 0031): every merchant's newest sales with
 * their cashback status; a sale can be marked fraudulent, which reverses its cashback (audit-logged).
 */
export default function AdminSales({
  texts,
  locale,
}: {
  /** With `messages`: the site's own reversal notes in the page's language (SITE_REVERSAL_NOTES). */
  texts: SalesTexts;
  locale: Locale;
}) {
  const list = usePagedList<AdminSaleRow>('/api/admin/sales', { failureLog: 'Failed to load the sales:' });
  const sales = list.items;

  if (sales === null)
    return list.status === 'error' ? (
      <LoadFailed
        texts={texts}
        className="admin-muted"
        text={texts['adminMoney.sales.loadFailed']}
        onRetry={list.reload}
      />
    ) : (
      <p className="admin-muted">{texts['adminMoney.loading']}</p>
    );
  if (sales.length === 0) return <p className="admin-empty">{texts['adminMoney.sales.none']}</p>;

  return (
    <>
      <DataTable
        caption={texts['adminMoney.sales.caption']}
        texts={texts}
        columns={Object.values(columnsOf(texts))}
      >
        {sales.map((sale) => (
          <SaleRow key={sale.id} sale={sale} texts={texts} locale={locale} onReversed={list.reload} />
        ))}
      </DataTable>
      <LoadMore texts={texts} list={list} />
    </>
  );
}

type FraudValues = { note: string };

function SaleRow({
  sale,
  texts,
  locale,
  onReversed,
}: {
  sale: AdminSaleRow;
  texts: SalesTexts;
  locale: Locale;
  onReversed: () => void;
}) {
  const COLUMNS = columnsOf(texts);
  const STATUS: Record<AdminSaleRow['status'], string> = {
    pending: texts['adminMoney.sales.status.pending'],
    confirmed: texts['adminMoney.sales.status.confirmed'],
    reversed: texts['adminMoney.sales.status.reversed'],
    no_cashback: texts['adminMoney.sales.status.noCashback'],
  };
  // The API's English answers, in the page's language.
  const known: Record<string, string> = {
    [saleMessages.reversed]: texts['adminMoney.sales.reversed'],
    [saleMessages.reasonRequired]: texts['adminMoney.sales.reasonRequired'],
    [saleMessages.failed]: texts['adminMoney.sales.failed'],
  };
  const say = (message: string) => known[message] ?? message;
  const [open, setOpen] = useState(false);
  const form = useForm<FraudValues, FraudValues, { message: string }>({
    schema: ruleSchema((values: FraudValues) => ({
      note: values.note.trim() ? undefined : texts['adminMoney.sales.reasonRequired'],
    })),
    initial: { note: '' },
    submit: (data) => postJson(`/api/admin/sales/${sale.id}/fraud`, data),
    successText: (answer) => say(answer.message),
    failureText: (failure) => say(failure?.message ?? saleMessages.failed),
    onSuccess: onReversed,
  });
  const label = fill(
    texts[sale.couponName === null ? 'adminMoney.sales.labelNoCoupon' : 'adminMoney.sales.label'],
    {
      merchant: sale.merchantName,
      coupon: sale.couponName ?? '',
      shopper: sale.shopperName,
      date: sale.saleDate,
    },
  );
  return (
    <tr>
      <td data-label={COLUMNS.merchant}>
        <strong>{sale.merchantName}</strong>
      </td>
      <td data-label={COLUMNS.coupon}>{sale.couponName ?? texts['adminMoney.sales.sale']}</td>
      <td data-label={COLUMNS.shopper}>{sale.shopperName}</td>
      <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(sale.saleAmount))}</td>
      <td data-label={COLUMNS.date}>{formatCalendarDateIn(locale, sale.saleDate)}</td>
      <td data-label={COLUMNS.cashback}>{formatTokens(sale.cashbackTokens)}</td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        {STATUS[sale.status]}
        {sale.reversalReason &&
          ` – ${reversalTextIn(
            sale.reversalReason,
            {
              returned: texts['adminMoney.sales.reason.returned'],
              cancelled: texts['adminMoney.sales.reason.cancelled'],
              fraud: texts['adminMoney.sales.reason.fraud'],
            },
            (note) => inLanguage(texts, note),
          )}`}
      </td>
      <td className="data-table__actions">
        {canReverse(sale) && !open && (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {texts['adminMoney.sales.markFraud']}
            <span className="visually-hidden">: {label}</span>
          </button>
        )}
        {open && canReverse(sale) && (
          <form
            onSubmit={form.onSubmit}
            noValidate
            aria-label={fill(texts['adminMoney.sales.markFraudLabel'], { sale: label })}
          >
            <TextField
              {...form.field('note')}
              label={texts['adminMoney.sales.whyLabel']}
              maxLength={REVERSAL_NOTE_MAX}
              required
            />
            <SubmitButton busy={form.pending}>{texts['adminMoney.sales.reverse']}</SubmitButton>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {texts['adminMoney.cancel']}
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
