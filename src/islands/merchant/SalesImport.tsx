import { useRef, useState } from 'react';
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { SalesImportTexts } from '../../lib/merchant-sales-texts.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import {
  confirmRowOf,
  formatCount,
  SALES_IMPORT_BATCH,
  SALES_IMPORT_MAX_BYTES,
  SALES_IMPORT_MAX_ROWS,
  SALES_IMPORT_TEMPLATE_PATH,
  type SalesImportConfirmation,
  type SalesImportPreview,
  type SalesImportPreviewRow,
  type SalesImportResult,
} from '../../../functions/contract/sales-import.ts';
import { pageLanguageHeaders, postJson, readAnswer } from '../../lib/api.ts';
import { DataTable } from '../data-table.tsx';
import { FileField } from '../forms/more-fields.tsx';
import './sales-import.css';

const PREVIEW_PATH = '/api/merchant/sales/import/preview';
const CONFIRM_PATH = '/api/merchant/sales/import/confirm';
/** The preview lists every row with a problem (up to this many) and the first ready rows. */
const PROBLEM_ROWS_SHOWN = 500;
const READY_ROWS_SHOWN = 50;

type T = SalesImportTexts;
const columnsOf = (t: T) => ({
  row: t['merchantSales.import.colRow'],
  order: t['merchantSales.import.colOrder'],
  who: t['merchantSales.import.colWho'],
  amount: t['merchantSales.import.colAmount'],
  date: t['merchantSales.import.colDate'],
  cashback: t['merchantSales.import.colCashback'],
  status: t['merchantSales.import.colStatus'],
});
const statusLabelsOf = (t: T): Record<SalesImportPreviewRow['status'], string> => ({
  ok: t['merchantSales.import.ready'],
  error: t['merchantSales.import.error'],
  duplicate: t['merchantSales.import.duplicate'],
});
const sales = (t: T, count: number) =>
  fill(t[count === 1 ? 'merchantSales.import.saleOne' : 'merchantSales.import.saleOther'], {
    count: formatCount(count),
  });

type Stage =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'previewed' }
  | { name: 'importing'; done: number }
  | { name: 'failed'; done: number; batch: number; reason: string | null }
  | { name: 'done'; results: SalesImportResult[] };

/** Sends the file itself as text/csv and reads the answer (the error envelope on 4xx/5xx). */
async function sendFile(file: File) {
  try {
    const response = await fetch(PREVIEW_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv', ...pageLanguageHeaders() },
      body: file,
    });
    return readAnswer<SalesImportPreview>(response.status, await response.json().catch(() => null));
  } catch {
    return null;
  }
}

/**
 * The merchant's CSV import of sales (issue 22 item 3; decision 0064): a template, the file, a preview
 * of every row with its errors, then the ready rows sent in batches of SALES_IMPORT_BATCH with a
 * progress bar; a batch that fails can be retried from where it stopped (each order is credited once).
 */
export default function SalesImport({ texts }: { texts: SalesImportTexts }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [fileError, setFileError] = useState<string | undefined>();
  const [preview, setPreview] = useState<SalesImportPreview | null>(null);
  const results = useRef<SalesImportResult[]>([]);
  const ready = preview?.rows.filter((row) => row.status === 'ok') ?? [];

  async function choose(file: File | null) {
    setPreview(null);
    setFileError(undefined);
    if (!file) return setStage({ name: 'idle' });
    if (file.size > SALES_IMPORT_MAX_BYTES) {
      setFileError(texts['merchantSales.import.fileTooLarge']);
      return setStage({ name: 'idle' });
    }
    setStage({ name: 'checking' });
    const answer = await sendFile(file);
    if (answer?.ok) {
      setPreview(answer.data);
      return setStage({ name: 'previewed' });
    }
    setFileError(answer?.message ?? texts['merchantSales.import.previewFailed']);
    setStage({ name: 'idle' });
  }

  async function importFrom(batch: number) {
    const rows = ready.map(confirmRowOf);
    if (batch === 0) results.current = [];
    for (let index = batch; index * SALES_IMPORT_BATCH < rows.length; index++) {
      const done = index * SALES_IMPORT_BATCH;
      setStage({ name: 'importing', done });
      const answer = await postJson<SalesImportConfirmation>(CONFIRM_PATH, {
        rows: rows.slice(done, done + SALES_IMPORT_BATCH),
      }).catch(() => null);
      if (!answer?.ok) {
        setStage({ name: 'failed', done, batch: index, reason: answer?.message ?? null });
        return;
      }
      results.current = [...results.current, ...answer.data.results];
    }
    setStage({ name: 'done', results: results.current });
  }

  function startOver() {
    setPreview(null);
    setFileError(undefined);
    setStage({ name: 'idle' });
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  }

  const busy = stage.name === 'checking' || stage.name === 'importing';
  return (
    <section className="sales-import" aria-labelledby="sales-import-title">
      <h3 id="sales-import-title">{texts['merchantSales.import.title']}</h3>
      <p>{texts['merchantSales.import.intro']}</p>
      <p>
        <a href={SALES_IMPORT_TEMPLATE_PATH} download="dealsphere-sales-template.csv">
          {texts['merchantSales.import.template']}
        </a>
        <br />
        <span className="sales-import__hint">{texts['merchantSales.import.templateHint']}</span>
      </p>
      {/* Not while a file is being imported: another file would start another import. */}
      {stage.name !== 'importing' && (
        <FileField
          ref={fileInput}
          label={texts['merchantSales.import.fileLabel']}
          name="salesFile"
          accept=".csv,text/csv"
          hint={fill(texts['merchantSales.import.fileHint'], { rows: formatCount(SALES_IMPORT_MAX_ROWS) })}
          error={fileError}
          onChange={(file) => void choose(file)}
        />
      )}
      <div role="status" className="sales-import__status">
        {stage.name === 'checking' && <p>{texts['merchantSales.import.checking']}</p>}
        {preview && stage.name === 'previewed' && (
          <p className="sales-import__summary">
            {fill(texts['merchantSales.import.summary'], {
              ok: formatCount(preview.summary.ok),
              errors: formatCount(preview.summary.errors),
              duplicates: formatCount(preview.summary.duplicates),
            })}
          </p>
        )}
      </div>
      {preview && stage.name !== 'done' && <PreviewTable rows={preview.rows} texts={texts} />}
      {preview && stage.name === 'previewed' && (
        <div className="sales-import__actions">
          {ready.length === 0 && <p>{texts['merchantSales.import.nothing']}</p>}
          <button
            type="button"
            className="button button--primary"
            disabled={ready.length === 0 || busy}
            onClick={() => void importFrom(0)}
          >
            {texts['merchantSales.import.confirm']}
          </button>
        </div>
      )}
      {(stage.name === 'importing' || stage.name === 'failed') && (
        <div className="sales-import__progress">
          <progress
            max={ready.length}
            value={stage.done}
            aria-label={texts['merchantSales.import.importing']}
          />
          <p aria-live="polite">
            {fill(texts['merchantSales.import.progress'], {
              done: formatCount(stage.done),
              total: formatCount(ready.length),
            })}
          </p>
        </div>
      )}
      {stage.name === 'failed' && (
        <div className="sales-import__failed">
          <p role="alert">
            {fill(texts['merchantSales.import.batchFailed'], {
              done: formatCount(stage.done),
              total: formatCount(ready.length),
              reason: stage.reason ?? texts['merchantSales.import.noAnswer'],
            })}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void importFrom(stage.batch)}
          >
            {texts['merchantSales.import.retry']}
          </button>
        </div>
      )}
      {stage.name === 'done' && <Done results={stage.results} onAgain={startOver} texts={texts} />}
    </section>
  );
}

function PreviewTable({ rows, texts }: { rows: SalesImportPreviewRow[]; texts: T }) {
  const COLUMNS = columnsOf(texts);
  let problems = 0;
  let readyShown = 0;
  const shown = rows.filter((row) =>
    row.status === 'ok' ? readyShown++ < READY_ROWS_SHOWN : problems++ < PROBLEM_ROWS_SHOWN,
  );
  const hiddenReady =
    rows.filter((row) => row.status === 'ok').length - Math.min(readyShown, READY_ROWS_SHOWN);
  return (
    <>
      <DataTable
        caption={texts['merchantSales.import.previewCaption']}
        texts={texts}
        columns={Object.values(COLUMNS)}
      >
        {shown.map((row) => (
          <tr key={row.row} className={`sales-import__row sales-import__row--${row.status}`}>
            <td data-label={COLUMNS.row}>{row.row}</td>
            <td data-label={COLUMNS.order}>{row.orderReference}</td>
            <td data-label={COLUMNS.who} className="sales-import__who">
              {row.clickId ?? row.shopper}
            </td>
            <td data-label={COLUMNS.amount}>
              {row.amountPaise === null ? '' : formatPaise(row.amountPaise)}
            </td>
            <td data-label={COLUMNS.date}>
              {row.saleDate ? formatCalendarDateIn(texts.locale, row.saleDate) : ''}
            </td>
            <td data-label={COLUMNS.cashback}>{row.status === 'ok' ? formatPaise(row.cashbackPaise) : ''}</td>
            <td data-label={COLUMNS.status} className="data-table__wide">
              <strong className="sales-import__label">{statusLabelsOf(texts)[row.status]}</strong>
              {row.errors.length > 0 && (
                <ul className="sales-import__errors">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {hiddenReady > 0 && (
        <p className="sales-import__hint">
          {fill(
            texts[hiddenReady === 1 ? 'merchantSales.import.hiddenOne' : 'merchantSales.import.hiddenOther'],
            { count: formatCount(hiddenReady) },
          )}
        </p>
      )}
    </>
  );
}

function Done({ results, onAgain, texts }: { results: SalesImportResult[]; onAgain: () => void; texts: T }) {
  const count = (status: SalesImportResult['status']) => results.filter((r) => r.status === status).length;
  const errors = results.filter((r) => r.status === 'error');
  return (
    <div className="sales-import__done">
      <p role="status" className="sales-import__summary">
        {count('already_recorded') === 0
          ? fill(texts['merchantSales.import.done'], { sales: sales(texts, count('created')) })
          : fill(
              texts[
                count('already_recorded') === 1
                  ? 'merchantSales.import.doneAlreadyOne'
                  : 'merchantSales.import.doneAlreadyOther'
              ],
              { sales: sales(texts, count('created')), count: formatCount(count('already_recorded')) },
            )}
      </p>
      {errors.length > 0 && (
        <>
          <p>
            {fill(
              texts[
                errors.length === 1
                  ? 'merchantSales.import.doneErrorsOne'
                  : 'merchantSales.import.doneErrorsOther'
              ],
              { count: formatCount(errors.length) },
            )}
          </p>
          <ul className="sales-import__errors">
            {errors.map((error) => (
              <li key={`${error.orderReference}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </>
      )}
      <p>{texts['merchantSales.import.next']}</p>
      <p>
        <button type="button" className="button" onClick={onAgain}>
          {texts['merchantSales.import.importAnother']}
        </button>
      </p>
    </div>
  );
}
