import { useRef, useState } from 'react';
import { formatCalendarDate } from '../../../functions/contract/india-time.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import {
  confirmRowOf,
  SALES_IMPORT_BATCH,
  SALES_IMPORT_MAX_BYTES,
  SALES_IMPORT_TEMPLATE_PATH,
  salesImportMessages as texts,
  type SalesImportConfirmation,
  type SalesImportPreview,
  type SalesImportPreviewRow,
  type SalesImportResult,
} from '../../../functions/contract/sales-import.ts';
import { postJson, readAnswer } from '../../lib/api.ts';
import { DataTable } from '../data-table.tsx';
import { FileField } from '../forms/more-fields.tsx';
import './sales-import.css';

const PREVIEW_PATH = '/api/merchant/sales/import/preview';
const CONFIRM_PATH = '/api/merchant/sales/import/confirm';
/** The preview lists every row with a problem (up to this many) and the first ready rows. */
const PROBLEM_ROWS_SHOWN = 500;
const READY_ROWS_SHOWN = 50;

const COLUMNS = texts.columns;

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
      headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
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
export default function SalesImport() {
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
      setFileError(texts.fileTooLarge);
      return setStage({ name: 'idle' });
    }
    setStage({ name: 'checking' });
    const answer = await sendFile(file);
    if (answer?.ok) {
      setPreview(answer.data);
      return setStage({ name: 'previewed' });
    }
    setFileError(answer?.message ?? texts.previewFailed);
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
      <h3 id="sales-import-title">{texts.title}</h3>
      <p>{texts.intro}</p>
      <p>
        <a href={SALES_IMPORT_TEMPLATE_PATH} download="dealsphere-sales-template.csv">
          {texts.template}
        </a>
        <br />
        <span className="sales-import__hint">{texts.templateHint}</span>
      </p>
      {/* Not while a file is being imported: another file would start another import. */}
      {stage.name !== 'importing' && (
        <FileField
          ref={fileInput}
          label={texts.fileLabel}
          name="salesFile"
          accept=".csv,text/csv"
          hint={texts.fileHint}
          error={fileError}
          onChange={(file) => void choose(file)}
        />
      )}
      <div role="status" className="sales-import__status">
        {stage.name === 'checking' && <p>{texts.checking}</p>}
        {preview && stage.name === 'previewed' && (
          <p className="sales-import__summary">{texts.summary(preview.summary)}</p>
        )}
      </div>
      {preview && stage.name !== 'done' && <PreviewTable rows={preview.rows} />}
      {preview && stage.name === 'previewed' && (
        <div className="sales-import__actions">
          {ready.length === 0 && <p>{texts.nothingToImport}</p>}
          <button
            type="button"
            className="button button--primary"
            disabled={ready.length === 0 || busy}
            onClick={() => void importFrom(0)}
          >
            {texts.confirm}
          </button>
        </div>
      )}
      {(stage.name === 'importing' || stage.name === 'failed') && (
        <div className="sales-import__progress">
          <progress max={ready.length} value={stage.done} aria-label={texts.importing} />
          <p aria-live="polite">{texts.progress(stage.done, ready.length)}</p>
        </div>
      )}
      {stage.name === 'failed' && (
        <div className="sales-import__failed">
          <p role="alert">{texts.batchFailed(stage.done, ready.length, stage.reason)}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void importFrom(stage.batch)}
          >
            {texts.retry}
          </button>
        </div>
      )}
      {stage.name === 'done' && <Done results={stage.results} onAgain={startOver} />}
    </section>
  );
}

function PreviewTable({ rows }: { rows: SalesImportPreviewRow[] }) {
  let problems = 0;
  let readyShown = 0;
  const shown = rows.filter((row) =>
    row.status === 'ok' ? readyShown++ < READY_ROWS_SHOWN : problems++ < PROBLEM_ROWS_SHOWN,
  );
  const hiddenReady =
    rows.filter((row) => row.status === 'ok').length - Math.min(readyShown, READY_ROWS_SHOWN);
  return (
    <>
      <DataTable caption={texts.previewCaption} columns={Object.values(COLUMNS)}>
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
            <td data-label={COLUMNS.date}>{row.saleDate ? formatCalendarDate(row.saleDate) : ''}</td>
            <td data-label={COLUMNS.cashback}>{row.status === 'ok' ? formatPaise(row.cashbackPaise) : ''}</td>
            <td data-label={COLUMNS.status} className="data-table__wide">
              <strong className="sales-import__label">{texts.statusLabels[row.status]}</strong>
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
      {hiddenReady > 0 && <p className="sales-import__hint">{texts.previewHidden(hiddenReady)}</p>}
    </>
  );
}

function Done({ results, onAgain }: { results: SalesImportResult[]; onAgain: () => void }) {
  const count = (status: SalesImportResult['status']) => results.filter((r) => r.status === status).length;
  const errors = results.filter((r) => r.status === 'error');
  return (
    <div className="sales-import__done">
      <p role="status" className="sales-import__summary">
        {texts.done(count('created'), count('already_recorded'))}
      </p>
      {errors.length > 0 && (
        <>
          <p>{texts.doneErrors(errors.length)}</p>
          <ul className="sales-import__errors">
            {errors.map((error) => (
              <li key={`${error.orderReference}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </>
      )}
      <p>{texts.next}</p>
      <p>
        <button type="button" className="button" onClick={onAgain}>
          {texts.importAnother}
        </button>
      </p>
    </div>
  );
}
