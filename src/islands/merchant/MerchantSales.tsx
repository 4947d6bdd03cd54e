import { useRef, useState } from 'react';
import {
  MERCHANT_REVERSAL_REASONS,
  RECENT_SALES_LIMIT,
  REVERSAL_NOTE_MAX,
  REVERSAL_REASON_LABELS,
  SALE_REMARKS_MAX,
  SALE_COLUMNS,
  SALE_STATUS_LABELS,
  saleFormHints,
  saleMessages,
  type MerchantReversalReason,
  type MerchantSaleRow,
  type RecordedSale,
} from '../../../functions/contract/earnings.ts';
import { formatCalendarDate, todayInIndia } from '../../../functions/contract/india-time.ts';
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

/** The recent sales' column headings, which each cell repeats as its label on a phone. */
const COLUMNS = SALE_COLUMNS;

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
export default function MerchantSales() {
  const couponList = usePagedList<{ id: string; couponName: string }>(COUPONS_PATH, {
    failureLog: 'Failed to load your coupons:',
  });
  const coupons = couponList.items ?? [];
  const salesList = usePagedList<MerchantSaleRow>(SALES_PATH, { failureLog: 'Failed to load your sales:' });
  const sales = salesList.items;
  const loadFailed = salesList.status === 'error' || couponList.status === 'error';
  const key = useRef(newKey());

  const form = useForm<Required<SaleFormText>, Required<SaleFormText>, RecordedSale>({
    schema: ruleSchema((values: Required<SaleFormText>) => checkSaleForm(values, todayInIndia())),
    initial: EMPTY,
    submit: (data) =>
      postJson<RecordedSale>('/api/AToZ/submitMerchantSale', { ...data, idempotencyKey: key.current }),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? saleMessages.failed,
    resetOnSuccess: true,
    onSuccess: () => {
      key.current = newKey();
      salesList.reload();
    },
  });

  return (
    <section className="merchant-sales" aria-labelledby="merchant-sales-title">
      <h3 id="merchant-sales-title">Sales and cashback</h3>
      <form className="merchant-sales__form" onSubmit={form.onSubmit} noValidate aria-label="Record a sale">
        <TextField
          {...form.field('clickId')}
          label="Click id"
          hint={saleFormHints.clickId}
          autoComplete="off"
        />
        <SelectField
          label="Coupon"
          name="couponId"
          placeholder="Choose a coupon"
          options={coupons.map((coupon) => ({ value: coupon.id, label: coupon.couponName }))}
          value={form.values.couponId}
          onChange={(value) => form.set('couponId', value)}
          error={form.errors.couponId}
          required={!form.values.clickId.trim()}
        />
        <TextField
          {...form.field('shopper')}
          label="Shopper (username, email or mobile)"
          hint={saleFormHints.shopper}
          autoComplete="off"
          required={!form.values.clickId.trim()}
        />
        <TextField
          {...form.field('orderReference')}
          label="Order number"
          hint={saleFormHints.orderReference}
          autoComplete="off"
        />
        <TextField {...form.field('saleAmount')} label="Sale amount (₹)" inputMode="decimal" required />
        <TextField
          {...form.field('saleDate')}
          label="Sale date"
          hint="yyyy-mm-dd, not in the future"
          required
        />
        <TextAreaField
          label="Remarks"
          name="remarks"
          value={form.values.remarks}
          onChange={(value) => form.set('remarks', value)}
          maxLength={SALE_REMARKS_MAX}
          error={form.errors.remarks}
        />
        <SubmitButton busy={form.pending}>Record sale</SubmitButton>
        <FormStatus status={form.status} />
      </form>

      <h4>Recent sales</h4>
      {loadFailed && (
        <LoadFailed
          alert
          text={saleMessages.loadFailed}
          onRetry={() => {
            if (salesList.status === 'error') salesList.reload();
            if (couponList.status === 'error') couponList.reload();
          }}
        />
      )}
      {sales === null ? (
        !loadFailed && <p>Loading your sales…</p>
      ) : sales.length === 0 ? (
        <p>{saleMessages.noSales}</p>
      ) : (
        <DataTable caption="Recent sales" columns={Object.values(COLUMNS)}>
          {sales.map((sale) => (
            <SaleItem key={sale.id} sale={sale} onReversed={salesList.reload} />
          ))}
        </DataTable>
      )}
      <LoadMore list={salesList} label="Show more sales" />
    </section>
  );
}

type ReversalValues = {
  reason: string;
  note: string;
};

function SaleItem({ sale, onReversed }: { sale: MerchantSaleRow; onReversed: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ReversalValues, ReversalValues, { message: string }>({
    schema: ruleSchema((values: ReversalValues) => ({
      reason: (MERCHANT_REVERSAL_REASONS as readonly string[]).includes(values.reason)
        ? undefined
        : saleMessages.reasonRequired,
      note: values.note.trim() ? undefined : saleMessages.reasonRequired,
    })),
    initial: { reason: '', note: '' },
    submit: (data) => postJson(`/api/merchant/sales/${sale.id}/reverse`, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? saleMessages.failed,
    onSuccess: onReversed,
  });
  const title = sale.buyNow ? 'Buy Now' : (sale.couponName ?? 'Sale');
  const label = `${title} for ${sale.shopperName} on ${sale.saleDate}`;
  return (
    <tr>
      <td data-label={COLUMNS.coupon}>
        <strong>{title}</strong>
      </td>
      <td data-label={COLUMNS.shopper}>{sale.shopperName}</td>
      <td data-label={COLUMNS.amount}>{formatPaise(rupeesToPaise(sale.saleAmount))}</td>
      <td data-label={COLUMNS.date}>{formatCalendarDate(sale.saleDate)}</td>
      <td data-label={COLUMNS.cashback}>{formatTokens(sale.cashbackTokens)}</td>
      <td data-label={COLUMNS.status} className="data-table__wide">
        <span className={`merchant-sales__status merchant-sales__status--${sale.status}`}>
          {SALE_STATUS_LABELS[sale.status]}
        </span>
        {sale.status === 'pending' && ` until ${formatCalendarDate(sale.expectedConfirmationDate)}`}
        {sale.reversalReason && ` – ${sale.reversalReason}`}
      </td>
      <td className="data-table__actions">
        {canReverse(sale) && !open && (
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Mark returned or cancelled<span className="visually-hidden">: {label}</span>
          </button>
        )}
        {open && canReverse(sale) && (
          <form onSubmit={form.onSubmit} noValidate aria-label={`Reverse ${label}`}>
            <SelectField
              label="Reason"
              name="reason"
              placeholder="Choose a reason"
              options={MERCHANT_REVERSAL_REASONS.map((reason: MerchantReversalReason) => ({
                value: reason,
                label: REVERSAL_REASON_LABELS[reason],
              }))}
              value={form.values.reason}
              onChange={(value) => form.set('reason', value)}
              error={form.errors.reason}
              required
            />
            <TextField
              {...form.field('note')}
              label="What happened (the shopper reads this)"
              maxLength={REVERSAL_NOTE_MAX}
              required
            />
            <SubmitButton busy={form.pending}>Reverse cashback</SubmitButton>
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
