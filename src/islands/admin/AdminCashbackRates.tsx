import { useEffect, useState } from 'react';
import {
  CASHBACK_RATE_COLUMNS as COLUMNS,
  cashbackRateMessages as texts,
  percentText,
  percentToBp,
  type CashbackBounds,
  type StoreCashbackRateRow,
} from '../../../functions/contract/cashback-rates.ts';
import { getJson, sendJson } from '../../lib/api.ts';
import { FormStatus, SubmitButton, TextField } from '../forms/fields.tsx';
import { ruleSchema, useForm } from '../forms/use-form.ts';
import { usePagedList } from '../forms/use-paged-list.ts';
import { DataTable } from '../data-table.tsx';
import { LoadFailed, LoadMore } from '../load-more.tsx';
import './admin.css';

type BoundsValues = { minPercent: string; maxPercent: string };
type OverrideValues = { overridePercent: string };

const percentOf = (text: string) => (text.trim() === '' ? null : percentToBp(Number(text.trim())));

/**
 * The administrator's Cashback rates tab (issue 22 item 1): the bounds of the merchants' own rates, and
 * every store's rate, override and rate in force, with an override to set or remove per store. Every
 * change is audit-logged by the API.
 */
export default function AdminCashbackRates() {
  const [reloads, setReloads] = useState(0);
  const list = usePagedList<StoreCashbackRateRow>('/api/admin/cashback-rates', {
    failureLog: 'Failed to load the cashback rates:',
    refreshKey: reloads,
  });
  const rows = list.items;
  const refresh = () => setReloads((n) => n + 1);

  return (
    <>
      <BoundsForm onSaved={refresh} />
      <h3>{texts.storesTitle}</h3>
      {rows === null ? (
        list.status === 'error' ? (
          <LoadFailed
            className="admin-muted"
            text="The cashback rates could not be loaded."
            onRetry={list.reload}
          />
        ) : (
          <p className="admin-muted">Loading…</p>
        )
      ) : rows.length === 0 ? (
        <p className="admin-empty">{texts.noStores}</p>
      ) : (
        <DataTable caption={texts.adminTitle} columns={Object.values(COLUMNS)}>
          {rows.map((row) => (
            <RateRow key={row.id} row={row} onSaved={refresh} />
          ))}
        </DataTable>
      )}
      <LoadMore list={list} />
    </>
  );
}

function BoundsForm({ onSaved }: { onSaved: () => void }) {
  const [bounds, setBounds] = useState<CashbackBounds | null>(null);
  useEffect(() => {
    getJson<CashbackBounds>('/api/admin/cashback-bounds')
      .then(setBounds)
      .catch((error: unknown) => console.error('Failed to load the cashback bounds:', error));
  }, []);
  if (!bounds) return <p className="admin-muted">Loading…</p>;
  return <BoundsFields bounds={bounds} onSaved={onSaved} />;
}

function BoundsFields({ bounds, onSaved }: { bounds: CashbackBounds; onSaved: () => void }) {
  const form = useForm<BoundsValues, CashbackBounds, { message: string }>({
    schema: ruleSchema(
      (values: BoundsValues) => {
        const min = percentOf(values.minPercent);
        const max = percentOf(values.maxPercent);
        return {
          minPercent:
            min === null ? texts.ratePercent : max !== null && min > max ? texts.boundsOrder : undefined,
          maxPercent: max === null ? texts.ratePercent : undefined,
        };
      },
      (values) => ({
        minPercent: Number(values.minPercent.trim()),
        maxPercent: Number(values.maxPercent.trim()),
      }),
    ),
    initial: { minPercent: String(bounds.minPercent), maxPercent: String(bounds.maxPercent) },
    submit: (data) => sendJson('PUT', '/api/admin/cashback-bounds', data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? 'The bounds could not be saved. Please try again.',
    statusOnInvalid: true,
    onSuccess: onSaved,
  });
  return (
    <form className="admin-form" onSubmit={form.onSubmit} noValidate aria-labelledby="cashback-bounds-title">
      <h3 id="cashback-bounds-title">{texts.boundsTitle}</h3>
      <TextField {...form.field('minPercent')} label={texts.minLabel} inputMode="decimal" required />
      <TextField {...form.field('maxPercent')} label={texts.maxLabel} inputMode="decimal" required />
      <SubmitButton busy={form.pending}>{texts.saveBounds}</SubmitButton>
      <FormStatus status={form.status} />
    </form>
  );
}

function RateRow({ row, onSaved }: { row: StoreCashbackRateRow; onSaved: () => void }) {
  const [removing, setRemoving] = useState(false);
  const [removeStatus, setRemoveStatus] = useState<string>('');
  const form = useForm<OverrideValues, { overridePercent: number }, { message: string }>({
    schema: ruleSchema(
      (values: OverrideValues) => ({
        overridePercent: percentOf(values.overridePercent) === null ? texts.ratePercent : undefined,
      }),
      (values) => ({ overridePercent: Number(values.overridePercent.trim()) }),
    ),
    initial: { overridePercent: row.overridePercent === null ? '' : String(row.overridePercent) },
    submit: (data) => sendJson('PUT', `/api/admin/stores/${row.id}/cashback-rate`, data),
    successText: (answer) => answer.message,
    failureText: (failure) => failure?.message ?? 'The override could not be saved. Please try again.',
    onSuccess: onSaved,
  });
  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await sendJson<{ message: string }>('PUT', `/api/admin/stores/${row.id}/cashback-rate`, {
        overridePercent: null,
      });
      setRemoveStatus(
        answer.ok ? answer.data.message : (answer.message ?? 'The override could not be removed.'),
      );
      if (answer.ok) onSaved();
    } catch {
      setRemoveStatus('The override could not be removed.');
    } finally {
      setRemoving(false);
    }
  };
  return (
    <tr data-testid="cashback-rate-row" data-store={row.storeSlug}>
      <td data-label={COLUMNS.store}>
        <a href={`/stores/${encodeURIComponent(row.storeSlug)}`}>{row.storeName}</a>
      </td>
      <td data-label={COLUMNS.merchantRate}>
        {row.merchantPercent === null ? texts.none : percentText(row.merchantPercent)}
      </td>
      <td data-label={COLUMNS.override}>
        {row.overridePercent === null ? texts.none : percentText(row.overridePercent)}
      </td>
      <td data-label={COLUMNS.inForce}>
        <strong>{percentText(row.rateInForcePercent)}</strong>
      </td>
      <td className="data-table__actions">
        <form onSubmit={form.onSubmit} noValidate aria-label={texts.overrideLabel(row.storeName)}>
          <TextField
            {...form.field('overridePercent')}
            label={texts.overrideLabel(row.storeName)}
            inputMode="decimal"
          />
          <SubmitButton busy={form.pending}>{texts.saveOverride}</SubmitButton>
          <FormStatus status={form.status} />
        </form>
        {row.overridePercent !== null && (
          <button type="button" className="button" disabled={removing} onClick={() => void remove()}>
            {texts.removeOverride}
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
