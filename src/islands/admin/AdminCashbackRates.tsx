import { useEffect, useState } from 'react';
import {
  cashbackRateMessages,
  percentText,
  percentToBp,
  type CashbackBounds,
  type StoreCashbackRateRow,
} from '../../../functions/contract/cashback-rates.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { localePath, type Locale } from '../../../functions/contract/i18n/locales.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import type { CashbackRatesTexts } from '../../lib/admin-money-texts.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type BoundsValues = { minPercent: string; maxPercent: string };
type OverrideValues = { overridePercent: string };

type Texts = CashbackRatesTexts;

const percentOf = (text: string) => (text.trim() === '' ? null : percentToBp(Number(text.trim())));

/** The API's English answers, in the page's language. */
const say = (texts: Texts, message: string) =>
  ({
    [cashbackRateMessages.ratePercent]: texts['adminMoney.rates.ratePercent'],
    [cashbackRateMessages.boundsOrder]: texts['adminMoney.rates.boundsOrder'],
    [cashbackRateMessages.boundsSaved]: texts['adminMoney.rates.boundsSaved'],
    [cashbackRateMessages.overrideSaved]: texts['adminMoney.rates.overrideSaved'],
    [cashbackRateMessages.overrideRemoved]: texts['adminMoney.rates.overrideRemoved'],
  })[message] ?? message;

/**
 * The administrator's Cashback rates tab (issue 22 item 1): the bounds of the merchants' own rates, and
 * every store's rate, override and rate in force, with an override to set or remove per store. Every
 * change is audit-logged by the API.
 */
export default function AdminCashbackRates({ texts, locale }: { texts: Texts; locale: Locale }) {
  const [reloads, setReloads] = useState(0);
  const list = usePagedList<StoreCashbackRateRow>('/api/admin/cashback-rates', {
    failureLog: 'Failed to load the cashback rates:',
    refreshKey: reloads,
  });
  const rows = list.items;
  const refresh = () => setReloads((n) => n + 1);

  return (
    <>
      <BoundsForm texts={texts} onSaved={refresh} />
      <h3>{texts['adminMoney.rates.storesTitle']}</h3>
      {rows === null ? (
        list.status === 'error' ? (
          <LoadFailed
            texts={texts}
            className="admin-muted"
            text={texts['adminMoney.rates.loadFailed']}
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">{texts['adminMoney.loading']}</p>
        )
      ) : rows.length === 0 ? (
        <p className="admin-empty">{texts['adminMoney.rates.none']}</p>
      ) : (
        <DataTable
          caption={texts['adminMoney.rates.caption']}
          texts={texts}
          columns={[
            texts['adminMoney.rates.col.store'],
            texts['adminMoney.rates.col.merchantRate'],
            texts['adminMoney.rates.col.override'],
            texts['adminMoney.rates.col.inForce'],
            texts['adminMoney.rates.col.override'],
          ]}
        >
          {rows.map((row) => (
            <RateRow key={row.id} row={row} texts={texts} locale={locale} onSaved={refresh} />
          ))}
        </DataTable>
      )}
      <LoadMore texts={texts} list={list} />
    </>
  );
}

function BoundsForm({ texts, onSaved }: { texts: Texts; onSaved: () => void }) {
  const [bounds, setBounds] = useState<CashbackBounds | null>(null);
  useEffect(() => {
    getJson<CashbackBounds>('/api/admin/cashback-bounds')
      .then(setBounds)
      .catch((error: unknown) => console.error('Failed to load the cashback bounds:', error));
  }, []);
  if (!bounds) return <p className="admin-muted">{texts['adminMoney.loading']}</p>;
  return <BoundsFields bounds={bounds} texts={texts} onSaved={onSaved} />;
}

function BoundsFields({
  bounds,
  texts,
  onSaved,
}: {
  bounds: CashbackBounds;
  texts: Texts;
  onSaved: () => void;
}) {
  const form = useForm<BoundsValues, CashbackBounds, { message: string }>({
    schema: ruleSchema(
      (values: BoundsValues) => {
        const min = percentOf(values.minPercent);
        const max = percentOf(values.maxPercent);
        return {
          minPercent:
            min === null
              ? texts['adminMoney.rates.ratePercent']
              : max !== null && min > max
                ? texts['adminMoney.rates.boundsOrder']
                : undefined,
          maxPercent: max === null ? texts['adminMoney.rates.ratePercent'] : undefined,
        };
      },
      (values) => ({
        minPercent: Number(values.minPercent.trim()),
        maxPercent: Number(values.maxPercent.trim()),
      }),
    ),
    initial: { minPercent: String(bounds.minPercent), maxPercent: String(bounds.maxPercent) },
    submit: (data) => sendJson('PUT', '/api/admin/cashback-bounds', data),
    successText: (answer) => say(texts, answer.message),
    failureText: (failure) => say(texts, failure?.message ?? texts['adminMoney.rates.boundsFailed']),
    statusOnInvalid: true,
    onSuccess: onSaved,
  });
  return (
    <form className="admin-form" onSubmit={form.onSubmit} noValidate aria-labelledby="cashback-bounds-title">
      <h3 id="cashback-bounds-title">{texts['adminMoney.rates.boundsTitle']}</h3>
      <TextField
        {...form.field('minPercent')}
        label={texts['adminMoney.rates.minLabel']}
        inputMode="decimal"
        required
      />
      <TextField
        {...form.field('maxPercent')}
        label={texts['adminMoney.rates.maxLabel']}
        inputMode="decimal"
        required
      />
      <SubmitButton busy={form.pending}>{texts['adminMoney.rates.saveBounds']}</SubmitButton>
      <FormStatus status={form.status} />
    </form>
  );
}

function RateRow({
  row,
  texts,
  locale,
  onSaved,
}: {
  row: StoreCashbackRateRow;
  texts: Texts;
  locale: Locale;
  onSaved: () => void;
}) {
  const overrideLabel = fill(texts['adminMoney.rates.overrideLabel'], { store: row.storeName });
  const [removing, setRemoving] = useState(false);
  const [removeStatus, setRemoveStatus] = useState<string>('');
  const form = useForm<OverrideValues, { overridePercent: number }, { message: string }>({
    schema: ruleSchema(
      (values: OverrideValues) => ({
        overridePercent:
          percentOf(values.overridePercent) === null ? texts['adminMoney.rates.ratePercent'] : undefined,
      }),
      (values) => ({ overridePercent: Number(values.overridePercent.trim()) }),
    ),
    initial: { overridePercent: row.overridePercent === null ? '' : String(row.overridePercent) },
    submit: (data) => sendJson('PUT', `/api/admin/stores/${row.id}/cashback-rate`, data),
    successText: (answer) => say(texts, answer.message),
    failureText: (failure) => say(texts, failure?.message ?? texts['adminMoney.rates.overrideFailed']),
    onSuccess: onSaved,
  });
  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await sendJson<{ message: string }>('PUT', `/api/admin/stores/${row.id}/cashback-rate`, {
        overridePercent: null,
      });
      setRemoveStatus(
        say(
          texts,
          answer.ok ? answer.data.message : (answer.message ?? texts['adminMoney.rates.removeFailed']),
        ),
      );
      if (answer.ok) onSaved();
    } catch {
      setRemoveStatus(texts['adminMoney.rates.removeFailed']);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <tr data-testid="cashback-rate-row" data-store={row.storeSlug}>
      <td data-label={texts['adminMoney.rates.col.store']}>
        <a href={localePath(locale, `/stores/${encodeURIComponent(row.storeSlug)}`)}>{row.storeName}</a>
      </td>
      <td data-label={texts['adminMoney.rates.col.merchantRate']}>
        {row.merchantPercent === null
          ? texts['adminMoney.rates.noneValue']
          : percentText(row.merchantPercent)}
      </td>
      <td data-label={texts['adminMoney.rates.col.override']}>
        {row.overridePercent === null
          ? texts['adminMoney.rates.noneValue']
          : percentText(row.overridePercent)}
      </td>
      <td data-label={texts['adminMoney.rates.col.inForce']}>
        <strong>{percentText(row.rateInForcePercent)}</strong>
      </td>
      <td className="data-table__actions">
        <form onSubmit={form.onSubmit} noValidate aria-label={overrideLabel}>
          <TextField {...form.field('overridePercent')} label={overrideLabel} inputMode="decimal" />
          <SubmitButton busy={form.pending}>{texts['adminMoney.rates.saveOverride']}</SubmitButton>
          <FormStatus status={form.status} />
        </form>
        {row.overridePercent !== null && (
          <button type="button" className="button" disabled={removing} onClick={() => void remove()}>
            {texts['adminMoney.rates.removeOverride']}
            <span className="visually-hidden">: {row.storeName}</span>
          </button>
        )}
        <p role="status" className="form-status form-status--success">
          {removeStatus}
        </p>
      </td>
    </tr>
  );
}
