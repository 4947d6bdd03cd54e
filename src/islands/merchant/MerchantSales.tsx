import { useRef, useState } from 'react';
import {
  MERCHANT_REVERSAL_REASONS,
  RECENT_SALES_LIMIT,
  REVERSAL_NOTE_MAX,
  reversalTextIn,
  SALE_REMARKS_MAX,
  type MerchantReversalReason,
  type MerchantSaleRow,
  type RecordedSale,
} from '../../../functions/contract/earnings.ts';
import { todayInIndia } from '../../../functions/contract/india-time.ts';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { inLanguage } from '../../lib/in-language.ts';
import type { SalesTexts } from '../../lib/merchant-sales-texts.ts';
import { formatPaise, formatTokens, rupeesToPaise } from '../../../functions/contract/money.ts';
import { checkSaleForm, type SaleFormText } from '../../../functions/contract/rules.ts';
import { postJson } from '../../lib/api.ts';
import { SelectField, TextAreaField } from '../forms/more-fields.tsx';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './merchant-sales.css';

const SALES_PATH = `/api/merchant/sales?limit=${RECENT_SALES_LIMIT}`;
/** The coupon list of the form: the merchant's own coupons (GET /api/merchant/coupons, one page). */
const COUPONS_PATH = '/api/merchant/coupons?limit=200';

/** The recent sales' column headings (SALE_COLUMNS in English), which each cell repeats as its label on a phone. */
const columnsOf = (T: SalesTexts) => ({
  coupon: T['merchantSales.sales.colCoupon'],
  shopper: T['merchantSales.sales.colShopper'],
  amount: T['merchantSales.sales.colAmount'],
  date: T['merchantSales.sales.colDate'],
  cashback: T['merchantSales.sales.colCashback'],
  status: T['merchantSales.sales.colStatus'],
  action: T['merchantSales.sales.colAction'],
});

const statusLabelsOf = (T: SalesTexts): Record<MerchantSaleRow['status'], string> => ({
  pending: T['merchantSales.sales.pending'],
  confirmed: T['merchantSales.sales.confirmed'],
  reversed: T['merchantSales.sales.reversed'],
  no_cashback: T['merchantSales.sales.noCashback'],
});

const reasonLabelsOf = (T: SalesTexts): Record<MerchantReversalReason, string> => ({
  returned: T['merchantSales.sales.returned'],
  cancelled: T['merchantSales.sales.cancelled'],
});

/** A rule's messages in the page's language. */
function inLanguageAll<F extends string>(T: SalesTexts, found: Partial<Record<F, string>>) {
  return Object.fromEntries(
    Object.entries(found).map(([field, message]) => [field, inLanguage(T, message as string | undefined)]),
  ) as Partial<Record<F, string>>;
}

const EMPTY: Required<SaleFormText> = {
  couponId: '',
  saleAmount: '',
  saleDate: '',
  remarks: '',
  shopper: '',
  clickId: '',
  orderReference: '',
};

/** A fresh key per submission: a retry of the same submission sends the same key (decision 0031). */
const newKey = () => crypto.randomUUID();

/**
 * The merchant's Review screen: record a sale for a shopper (their cashback starts pending) and mark
 * a sale returned or cancelled, which reverses the cashback with the reason the shopper reads.
 */
export default function MerchantSales({ texts: T }: { texts: SalesTexts }) {
  const couponList = usePagedList<{ id: string; couponName: string }>(COUPONS_PATH, {
    failureLog: 'Failed to load your coupons:',
  });
  const coupons = couponList.items ?? [];
  const salesList = usePagedList<MerchantSaleRow>(SALES_PATH, { failureLog: 'Failed to load your sales:' });
  const sales = salesList.items;
  const loadFailed = salesList.status === 'error' || couponList.status === 'error';
  const key = useRef(newKey());

  const form = useForm<Required<SaleFormText>, Required<SaleFormText>, RecordedSale>({
    schema: ruleSchema((values: Required<SaleFormText>) =>
      inLanguageAll(T, checkSaleForm(values, todayInIndia())),
    ),
    initial: EMPTY,
    submit: (data) =>
      postJson<RecordedSale>('/api/AToZ/submitMerchantSale', { ...data, idempotencyKey: key.current }),
    successText: (answer) => inLanguage(T, answer.message),
    failureText: (failure) => inLanguage(T, failure?.message) ?? T['merchantSales.msg.failed'],
    resetOnSuccess: true,
    onSuccess: () => {
      key.current = newKey();
      salesList.reload();
    },
  });

  return (
    <section className="merchant-sales" aria-labelledby="merchant-sales-title">
      <h3 id="merchant-sales-title">{T['merchantSales.sales.title']}</h3>
      <form
        className="merchant-sales__form"
        onSubmit={form.onSubmit}
        noValidate
        aria-label={T['merchantSales.sales.formLabel']}
      >
        <TextField
          {...form.field('clickId')}
          label={T['merchantSales.sales.clickId']}
          hint={T['merchantSales.sales.clickIdHint']}
          autoComplete="off"
        />
        <SelectField
          label={T['merchantSales.sales.coupon']}
          name="couponId"
          placeholder={T['merchantSales.sales.chooseCoupon']}
          options={coupons.map((coupon) => ({ value: coupon.id, label: coupon.couponName }))}
          value={form.values.couponId}
          onChange={(value) => form.set('couponId', value)}
          error={form.errors.couponId}
          required={!form.values.clickId.trim()}
        />
        <TextField
          {...form.field('shopper')}
          label={T['merchantSales.sales.shopper']}
          hint={T['merchantSales.sales.shopperHint']}
          autoComplete="off"
          required={!form.values.clickId.trim()}
        />
        <TextField
          {...form.field('orderReference')}
          label={T['merchantSales.sales.orderNumber']}
          hint={T['merchantSales.sales.orderHint']}
          autoComplete="off"
        />
        <TextField
          {...form.field('saleAmount')}
          label={T['merchantSales.sales.amount']}
          inputMode="decimal"
          required
        />
        <TextField
          {...form.field('saleDate')}
          label={T['merchantSales.sales.date']}
          hint={T['merchantSales.sales.dateHint']}
          required
        />
        <TextAreaField
          label={T['merchantSales.sales.remarks']}
          name="remarks"
          value={form.values.remarks}
          onChange={(value) => form.set('remarks', value)}
          maxLength={SALE_REMARKS_MAX}
          error={form.errors.remarks}
        />
        <SubmitButton busy={form.pending}>{T['merchantSales.sales.record']}</SubmitButton>
        <FormStatus status={form.status} />
      </form>

      <h4>{T['merchantSales.sales.recent']}</h4>
      {loadFailed && (
        <LoadFailed
          texts={T}
          alert
          text={T['merchantSales.msg.loadFailed']}
          onRetry={() => {
            if (salesList.status === 'error') salesList.reload();
            if (couponList.status === 'error') couponList.reload();
          }}
        />
      )}
      {sales === null ? (
        !loadFailed && <p>{T['merchantSales.sales.loading']}</p>
      ) : sales.length === 0 ? (
        <p>{T['merchantSales.msg.noSales']}</p>
      ) : (
        <DataTable caption={T['merchantSales.sales.recent']} texts={T} columns={Object.values(columnsOf(T))}>
          {sales.map((sale) => (
            <SaleItem key={sale.id} sale={sale} onReversed={salesList.reload} T={T} />
          ))}
        </DataTable>
      )}
      <LoadMore texts={T} list={salesList} label={T['merchantSales.sales.showMore']} />
    </section>
  );
}

type ReversalValues = {
  reason: string;
  note: string;
};

function SaleItem({ sale, onReversed, T }: { sale: MerchantSaleRow; onReversed: () => void; T: SalesTexts }) {
  const COLUMNS = columnsOf(T);
  const date = (iso: string) => formatCalendarDateIn(T.locale, iso);
  const [open, setOpen] = useState(false);
  const form = useForm<ReversalValues, ReversalValues, { message: string }>({
    schema: ruleSchema((values: ReversalValues) => ({
      reason: (MERCHANT_REVERSAL_REASONS as readonly string[]).includes(values.reason)
        ? undefined
        : T['merchantSales.msg.reasonRequired'],
      note: values.note.trim() ? undefined : T['merchantSales.msg.reasonRequired'],
    })),
    initial: { reason: '', note: '' },
    submit: (data) => postJson(`/api/merchant/sales/${sale.id}/reverse`, data),
    successText: (answer) => inLanguage(T, answer.message),
    failureText: (failure) => inLanguage(T, failure?.message) ?? T['merchantSales.msg.failed'],
    onSuccess: onReversed,
  });
  const title = sale.buyNow
    ? T['merchantSales.sales.buyNow']
    : (sale.couponName ?? T['merchantSales.sales.sale']);
  const label = fill(T['merchantSales.sales.rowLabel'], {
    title,
    shopper: sale.shopperName,
    date: sale.saleDate,
  });
  return (
    <tr>
      <td data-label={COLUMNS.coupon}>
        <strong>{title}</strong>
      </td>
      <td data-label={COLUMNS.shopper}>{sale.shopperName}</td>
      <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(sale.saleAmount))}</td>
      <td data-label={COLUMNS.date}>{date(sale.saleDate)}</td>
      <td data-label={COLUMNS.cashback}>{formatTokens(sale.cashbackTokens)}</td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        <span className={`merchant-sales__status merchant-sales__status--${sale.status}`}>
          {statusLabelsOf(T)[sale.status]}
        </span>
        {sale.status === 'pending' &&
          ` ${fill(T['merchantSales.sales.until'], { date: date(sale.expectedConfirmationDate) })}`}
        {sale.reversalReason &&
          ` – ${reversalTextIn(
            sale.reversalReason,
            { ...reasonLabelsOf(T), fraud: T['merchantSales.sales.fraud'] },
            (note) => inLanguage(T, note),
          )}`}
      </td>
      <td className="data-table__actions">
        {canReverse(sale) && !open && (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {T['merchantSales.sales.markReversed']}
            <span className="visually-hidden">: {label}</span>
          </button>
        )}
        {open && canReverse(sale) && (
          <form
            onSubmit={form.onSubmit}
            noValidate
            aria-label={fill(T['merchantSales.sales.reverseLabel'], { label })}
          >
            <SelectField
              label={T['merchantSales.sales.reason']}
              name="reason"
              placeholder={T['merchantSales.sales.chooseReason']}
              options={MERCHANT_REVERSAL_REASONS.map((reason: MerchantReversalReason) => ({
                value: reason,
                label: reasonLabelsOf(T)[reason],
              }))}
              value={form.values.reason}
              onChange={(value) => form.set('reason', value)}
              error={form.errors.reason}
              required
            />
            <TextField
              {...form.field('note')}
              label={T['merchantSales.sales.note']}
              maxLength={REVERSAL_NOTE_MAX}
              required
            />
            <SubmitButton busy={form.pending}>{T['merchantSales.sales.reverse']}</SubmitButton>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {T['merchantSales.sales.cancel']}
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
