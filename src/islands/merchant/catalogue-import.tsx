import { useRef, useState } from 'react';
import {
  CATALOGUE_IMPORT_BATCH,
  CATALOGUE_IMPORT_MAX_CSV_BYTES,
  CATALOGUE_IMPORT_TEMPLATE_PATH,
  catalogueConfirmRowOf,
  catalogueMessages as texts,
  type CatalogueImportConfirmation,
  type CatalogueImportPreview,
  type CatalogueImportPreviewRow,
  type CatalogueImportResult,
} from '../../../functions/contract/catalogue.ts';
import { MAX_UPLOAD_BODY_BYTES } from '../../../functions/contract/limits.ts';
import { messages } from '../../../functions/contract/messages.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import { formatCount } from '../../../functions/contract/sales-import.ts';
import { NetworkError, upload } from '../../lib/api.ts';
import { DataTable } from '../data-table.tsx';
import { FileField } from '../forms/more-fields.tsx';
import './sales-import.css';

const PREVIEW_PATH = '/api/merchantpage/products/import/preview';
const CONFIRM_PATH = '/api/merchantpage/products/import/confirm';
const PROBLEM_ROWS_SHOWN = 500;
const READY_ROWS_SHOWN = 50;
const COLUMNS = texts.columns;

type Stage =
  | { name: 'idle' }
  | { name: 'checking' }
  | { name: 'previewed' }
  | { name: 'importing'; done: number }
  | { name: 'failed'; done: number; batch: number; reason: string | null }
  | { name: 'done'; results: CatalogueImportResult[] };

async function send<T>(path: string, form: FormData) {
  try {
    return await upload<T>(path, form);
  } catch (error) {
    if (error instanceof NetworkError) return null;
    throw error;
  }
}

/**
 * Bulk upload of catalogue products (issue 24 item 7; decision 0075): a CSV and a zip of images, a
 * preview of every row with its errors, then the ready rows sent CATALOGUE_IMPORT_BATCH at a time with
 * a progress bar. Each batch carries only its rows' images, cut from the zip the browser holds where
 * the preview said they lie; a failed batch is retried from where it stopped (nothing is added twice).
 */
export function CatalogueImport(props: { headingLevel: 2 | 3; hydrated: boolean; onImported: () => void }) {
  const Title = props.headingLevel === 2 ? 'h2' : 'h3';
  const csvInput = useRef<HTMLInputElement>(null);
  const zipInput = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [errors, setErrors] = useState<{ csv?: string; zip?: string; form?: string }>({});
  const [preview, setPreview] = useState<CatalogueImportPreview | null>(null);
  const results = useRef<CatalogueImportResult[]>([]);
  const ready = preview?.rows.filter((row) => row.status === 'ok') ?? [];

  async function check() {
    setPreview(null);
    const problems: typeof errors = {};
    if (!csv) problems.csv = texts.csvRequired;
    else if (csv.size > CATALOGUE_IMPORT_MAX_CSV_BYTES) problems.csv = texts.fileTooLarge;
    if (!zip) problems.zip = texts.zipRequired;
    else if (zip.size > MAX_UPLOAD_BODY_BYTES) problems.zip = messages.fileTooLarge(MAX_UPLOAD_BODY_BYTES);
    setErrors(problems);
    if (!csv || !zip || problems.csv || problems.zip) return;
    setStage({ name: 'checking' });
    const form = new FormData();
    form.set('file', csv);
    form.set('images', zip);
    const answer = await send<CatalogueImportPreview>(PREVIEW_PATH, form);
    if (answer?.ok) {
      setPreview(answer.data);
      return setStage({ name: 'previewed' });
    }
    setErrors({
      csv: answer?.fields.file,
      zip: answer?.fields.images,
      form:
        answer?.fields.file || answer?.fields.images ? undefined : (answer?.message ?? texts.previewFailed),
    });
    setStage({ name: 'idle' });
  }

  async function importFrom(batch: number) {
    if (!zip) return;
    if (batch === 0) results.current = [];
    for (let index = batch; index * CATALOGUE_IMPORT_BATCH < ready.length; index++) {
      const done = index * CATALOGUE_IMPORT_BATCH;
      setStage({ name: 'importing', done });
      const rows = ready.slice(done, done + CATALOGUE_IMPORT_BATCH);
      const form = new FormData();
      form.set('rows', JSON.stringify(rows.map(catalogueConfirmRowOf)));
      rows.forEach((row, i) => {
        const slice = row.imageSlice!;
        form.set(`image${i}`, zip.slice(slice.offset, slice.offset + slice.length), row.image);
      });
      const answer = await send<CatalogueImportConfirmation>(CONFIRM_PATH, form);
      if (!answer?.ok) {
        setStage({ name: 'failed', done, batch: index, reason: answer?.message ?? null });
        return;
      }
      results.current = [...results.current, ...answer.data.results];
    }
    setStage({ name: 'done', results: results.current });
    props.onImported();
  }

  function startOver() {
    setPreview(null);
    setErrors({});
    setCsv(null);
    setZip(null);
    setStage({ name: 'idle' });
    for (const input of [zipInput.current, csvInput.current]) if (input) input.value = '';
    csvInput.current?.focus();
  }

  const busy = stage.name === 'checking' || stage.name === 'importing';
  return (
    <section className="sales-import catalogue-import" aria-labelledby="catalogue-import-title">
      <Title id="catalogue-import-title" className="catalogue__title">
        {texts.importTitle}
      </Title>
      <p>{texts.importIntro}</p>
      <p>
        <a href={CATALOGUE_IMPORT_TEMPLATE_PATH} download="dealsphere-products-template.csv">
          {texts.template}
        </a>
        <br />
        <span className="sales-import__hint">{texts.templateHint}</span>
      </p>
      {stage.name !== 'importing' && stage.name !== 'done' && (
        <div className="catalogue-import__files">
          <FileField
            ref={csvInput}
            label={texts.csvLabel}
            name="catalogueCsv"
            accept=".csv,text/csv"
            hint={texts.csvHint}
            error={errors.csv}
            onChange={(file) => {
              setCsv(file);
              setPreview(null);
              setStage({ name: 'idle' });
            }}
          />
          <FileField
            ref={zipInput}
            label={texts.zipLabel}
            name="catalogueZip"
            accept=".zip,application/zip"
            hint={texts.zipHint}
            error={errors.zip}
            onChange={(file) => {
              setZip(file);
              setPreview(null);
              setStage({ name: 'idle' });
            }}
          />
          {stage.name !== 'previewed' && (
            <button
              type="button"
              className="button button--primary"
              disabled={!props.hydrated || busy}
              onClick={() => void check()}
            >
              {stage.name === 'checking' ? texts.checking : texts.check}
            </button>
          )}
        </div>
      )}
      <div role="status" className="sales-import__status">
        {stage.name === 'checking' && <p>{texts.checking}</p>}
        {preview && stage.name === 'previewed' && (
          <p className="sales-import__summary">{texts.summary(preview.summary)}</p>
        )}
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
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
            {texts.confirm(ready.length)}
          </button>{' '}
          <button type="button" className="button" onClick={startOver}>
            {texts.chooseAgain}
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

function PreviewTable({ rows }: { rows: CatalogueImportPreviewRow[] }) {
  let problems = 0;
  let readyShown = 0;
  const shown = rows.filter((row) =>
    row.status === 'ok' ? readyShown++ < READY_ROWS_SHOWN : problems++ < PROBLEM_ROWS_SHOWN,
  );
  return (
    <DataTable caption={texts.previewCaption} columns={Object.values(COLUMNS)}>
      {shown.map((row) => (
        <tr key={row.row} className={`sales-import__row sales-import__row--${row.status}`}>
          <td data-label={COLUMNS.row}>{row.row}</td>
          <td data-label={COLUMNS.name} className="sales-import__who">
            {row.name}
          </td>
          <td data-label={COLUMNS.price}>{row.pricePaise === null ? '' : formatPaise(row.pricePaise)}</td>
          <td data-label={COLUMNS.mrp}>{row.mrpPaise === null ? '' : formatPaise(row.mrpPaise)}</td>
          <td data-label={COLUMNS.stock}>{row.stockCount == null ? '' : formatCount(row.stockCount)}</td>
          <td data-label={COLUMNS.category}>
            {row.category}
            {row.newCategory && row.category && <em> ({texts.newCategory})</em>}
          </td>
          <td data-label={COLUMNS.image} className="sales-import__who">
            {row.image}
          </td>
          <td data-label={COLUMNS.status} className="data-table__wide">
            <strong className="sales-import__label">{texts.importStatusLabels[row.status]}</strong>
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
  );
}

function Done({ results, onAgain }: { results: CatalogueImportResult[]; onAgain: () => void }) {
  const count = (status: CatalogueImportResult['status']) =>
    results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'error');
  return (
    <div className="sales-import__done">
      <p role="status" className="sales-import__summary">
        {texts.done(count('created'), count('already_in_catalogue'))}
      </p>
      {failed.length > 0 && (
        <>
          <p>{texts.doneErrors(failed.length)}</p>
          <ul className="sales-import__errors">
            {failed.map((result) => (
              <li key={`${result.row}-${result.message}`}>{result.message}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <button type="button" className="button" onClick={onAgain}>
          {texts.importAnother}
        </button>
      </p>
    </div>
  );
}
