import { useEffect, useState } from 'react';
import {
  linkDescriptionIn,
  paymentAdminMessages,
  type AdminPaymentRow,
  type PremiumSlotPrice,
  type RefundAnswer,
} from '../../../functions/contract/payment-admin.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { PAYMENT_MAX_PAISE, PAYMENT_MIN_PAISE } from '../../../functions/contract/payments.ts';
import { formatPaise, parseRupees } from '../../../functions/contract/money.ts';
import { parseSlotId } from '../../../functions/contract/rules.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import type { AdminPaymentsTexts } from '../../lib/admin-money-texts.ts';
import { formatDateTimeIn as dateTimeIn } from '../../../functions/contract/i18n/format.ts';
import { paymentTabLabels } from './payment-tab-labels.ts';
import { RefundPayment } from './RefundPayment.tsx';
import './admin.css';
import './admin-payments.css';

/** The payments' column headings, which each cell repeats as its label on a phone. */
const columnsOf = (texts: AdminPaymentsTexts) => ({
  status: texts['adminMoney.pay.col.status'],
  purpose: texts['adminMoney.pay.col.purpose'],
  description: texts['adminMoney.pay.col.description'],
  charged: texts['adminMoney.pay.col.charged'],
  paid: texts['adminMoney.pay.col.paid'],
  payer: texts['adminMoney.pay.col.payer'],
  dates: texts['adminMoney.pay.col.dates'],
  action: texts['adminMoney.pay.col.action'],
});

/**
 * The admin's Payments tab (issue 12 items 5 and 6): every payment and every payment link nobody has
 * paid yet, newest first and paged, with status, purpose, payer, mobile and amounts; and the premium
 * slot prices with a form to change one (audit-logged). A paid payment has a Refund action (decision 0045).
 */
export default function AdminPayments({
  texts,
  locale,
  positions = {},
}: {
  texts: AdminPaymentsTexts;
  locale: Locale;
  /** A payment link's frame and slot names in the page's language (linkPositionsIn); empty in English. */
  positions?: Readonly<Record<string, string>>;
}) {
  const list = usePagedList<AdminPaymentRow>('/api/admin/payments', {
    failureLog: 'Failed to load the payments:',
    keyOf: (row) => `${row.kind}-${row.id}`,
  });
  const rows = list.items;

  return (
    <div className="admin-tab">
      <section className="admin-section" aria-labelledby="payments-heading">
        <h3 id="payments-heading" className="admin-section__heading">
          {texts['adminMoney.pay.heading']}
        </h3>
        {rows === null ? (
          list.status === 'error' ? (
            <LoadFailed
              texts={texts}
              className="admin-muted"
              text={texts['adminMoney.pay.loadFailed']}
              onRetry={list.reload}
            />
          ) : (
            <p className="admin-muted">{texts['adminMoney.loading']}</p>
          )
        ) : rows.length === 0 ? (
          <p className="admin-empty">{texts['adminMoney.pay.none']}</p>
        ) : (
          <DataTable
            caption={texts['adminMoney.pay.caption']}
            texts={texts}
            columns={Object.values(columnsOf(texts))}
          >
            {rows.map((row) => (
              <PaymentItem
                key={`${row.kind}-${row.id}`}
                row={row}
                texts={texts}
                locale={locale}
                positions={positions}
                onRefunded={(answer) =>
                  list.updateItem(`payment-${answer.paymentId}`, (item) => refundedRow(item, answer))
                }
              />
            ))}
          </DataTable>
        )}
        <LoadMore texts={texts} list={list} />
      </section>
      <SlotPrices texts={texts} />
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
  texts,
  locale,
  positions,
  onRefunded,
}: {
  row: AdminPaymentRow;
  texts: AdminPaymentsTexts;
  locale: Locale;
  positions: Readonly<Record<string, string>>;
  onRefunded: (answer: RefundAnswer) => void;
}) {
  const COLUMNS = columnsOf(texts);
  const STATUS: Record<AdminPaymentRow['status'], string> = {
    created: texts['adminMoney.pay.status.created'],
    paid: texts['adminMoney.pay.status.paid'],
    failed: texts['adminMoney.pay.status.failed'],
    refunded: texts['adminMoney.pay.status.refunded'],
    not_paid: texts['adminMoney.pay.status.notPaid'],
  };
  const PURPOSE: Record<AdminPaymentRow['purpose'], string> = {
    link: texts['adminMoney.pay.purpose.link'],
    premium_slot: texts['adminMoney.pay.purpose.premiumSlot'],
    product: texts['adminMoney.pay.purpose.product'],
    open_amount: texts['adminMoney.pay.purpose.openAmount'],
  };
  // A payment link's 'Seasonal Offers ad' in the page's language; English (and any other purpose) as the API says it.
  const description =
    locale === 'en' || row.purpose !== 'link'
      ? row.description
      : linkDescriptionIn(row.description, {
          tabs: paymentTabLabels(texts),
          ad: texts['adminMoney.pay.linkAd'],
          adAt: texts['adminMoney.pay.linkAdAt'],
          positions,
        });
  const payer = row.payerName
    ? `${row.payerName}${row.payerEmail ? ` (${row.payerEmail})` : ''}`
    : texts['adminMoney.pay.visitor'];
  const at = (
    key: 'adminMoney.pay.created' | 'adminMoney.pay.paidAt' | 'adminMoney.pay.refundedAt',
    date: string,
  ) => fill(texts[key], { date: dateTimeIn(locale, date) });
  return (
    <tr>
      <td data-label={COLUMNS.status}>
        <span className="admin-payments__status">{STATUS[row.status]}</span>
      </td>
      <td data-label={COLUMNS.purpose}>{PURPOSE[row.purpose]}</td>
      <td data-label={COLUMNS.description} className="data-table__wide">
        {description}
      </td>
      <td data-label={COLUMNS.charged}>{formatPaise(row.amountPaise)}</td>
      <td data-label={COLUMNS.paid}>
        {formatPaise(row.paidPaise)}
        {row.refundedPaise > 0 &&
          fill(texts['adminMoney.pay.refundedAmount'], { amount: formatPaise(row.refundedPaise) })}
      </td>
      <td data-label={COLUMNS.payer} className="data-table__wide">
        {row.kind === 'request' ? texts['adminMoney.pay.anyoneWithLink'] : payer}
        {row.mobile && ` · +91 ${row.mobile}`}
      </td>
      <td data-label={COLUMNS.dates} className="data-table__wide">
        {at('adminMoney.pay.created', row.createdAt)}
        {row.paidAt && at('adminMoney.pay.paidAt', row.paidAt)}
        {row.refundedAt && at('adminMoney.pay.refundedAt', row.refundedAt)}
      </td>
      <td className="data-table__actions">
        {row.kind === 'payment' && row.status === 'paid' && (
          <RefundPayment row={row} texts={texts} onRefunded={onRefunded} />
        )}
      </td>
    </tr>
  );
}

type PriceValues = { slotId: string; price: string };

function SlotPrices({ texts }: { texts: AdminPaymentsTexts }) {
  const hydrated = useHydrated();
  const [prices, setPrices] = useState<PremiumSlotPrice[] | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => {
    getJson<PremiumSlotPrice[]>('/api/admin/premium-slot-prices', { fresh: true }).then(setPrices, () =>
      setPrices([]),
    );
  }, [refreshKey]);

  const priceInvalid = fill(texts['adminMoney.slots.priceInvalid'], {
    min: formatPaise(PAYMENT_MIN_PAISE),
    max: formatPaise(PAYMENT_MAX_PAISE),
  });
  // The API's English answers, in the page's language.
  const known: Record<string, string> = {
    [paymentAdminMessages.slotPriceSaved]: texts['adminMoney.slots.saved'],
    [paymentAdminMessages.slotPriceInvalid]: priceInvalid,
  };
  const say = (message: string) => known[message] ?? message;
  const form = useForm<PriceValues, { slotId: number; price: string }, { message: string }>({
    schema: ruleSchema(
      (values: PriceValues) => ({
        slotId:
          parseSlotId(values.slotId) === null
            ? fill(texts['adminMoney.slots.slotRange'], { min: AD_SLOT_MIN, max: AD_SLOT_MAX })
            : undefined,
        price: (parseRupees(values.price) ?? 0) >= 100 ? undefined : priceInvalid,
      }),
      (values) => ({ slotId: parseSlotId(values.slotId) ?? 0, price: values.price.trim() }),
    ),
    initial: { slotId: '', price: '' },
    submit: (data) => sendJson('PUT', `/api/admin/premium-slot-prices/${data.slotId}`, { price: data.price }),
    successText: (answer) => say(answer.message),
    failureText: (failure) => say(failure?.fields.price ?? failure?.message ?? priceInvalid),
    resetOnSuccess: true,
    onSuccess: () => setRefreshKey((key) => key + 1),
  });

  return (
    <section className="admin-section admin-slot-prices" aria-labelledby="slot-prices-heading">
      <h3 id="slot-prices-heading" className="admin-section__heading">
        {texts['adminMoney.slots.heading']}
      </h3>
      <p className="admin-muted">{texts['adminMoney.slots.intro']}</p>
      {prices === null ? (
        <p className="admin-muted">{texts['adminMoney.loading']}</p>
      ) : (
        <ul className="admin-slot-prices__list" aria-label={texts['adminMoney.slots.heading']}>
          {prices.map((slot) => (
            <li key={slot.slotId}>
              {fill(texts['adminMoney.slots.item'], {
                slot: slot.slotId,
                price: formatPaise(slot.pricePaise),
              })}
              {!slot.stored && texts['adminMoney.slots.default']}
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-form"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={texts['adminMoney.slots.formLabel']}
      >
        <fieldset className="account-form__fields" disabled={!hydrated || form.pending}>
          <TextField
            label={texts['adminMoney.slots.slotLabel']}
            inputMode="numeric"
            required
            maxLength={2}
            {...form.field('slotId')}
          />
          <TextField
            label={texts['adminMoney.slots.priceLabel']}
            inputMode="decimal"
            required
            maxLength={12}
            {...form.field('price')}
          />
          <SubmitButton busy={form.pending}>
            {form.pending ? texts['adminMoney.saving'] : texts['adminMoney.slots.save']}
          </SubmitButton>
        </fieldset>
        <FormStatus status={form.status} />
      </form>
    </section>
  );
}
