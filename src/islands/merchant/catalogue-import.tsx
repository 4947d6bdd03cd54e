import { useRef, useState } from 'react';
import {
  CATALOGUE_IMPORT_BATCH,
  CATALOGUE_IMPORT_MAX_CSV_BYTES,
  CATALOGUE_IMPORT_TEMPLATE_PATH,
  catalogueConfirmRowOf,
  CATALOGUE_IMPORT_MAX_ROWS,
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
import { fill, type SiteTexts } from './site-texts.ts';
import './sales-import.css';

const PREVIEW_PATH = '/api/merchantpage/products/import/preview';
const CONFIRM_PATH = '/api/merchantpage/products/import/confirm';
const PROBLEM_ROWS_SHOWN = 500;
const READY_ROWS_SHOWN = 50;

/** The preview table's column names in the page's language. */
const columnsOf = (T: SiteTexts) => ({
  row: T['catalogueImport.colRow'],
  name: T['catalogueImport.colName'],
  price: T['catalogueImport.colPrice'],
  mrp: T['catalogueImport.colMrp'],
  stock: T['catalogueImport.colStock'],
  category: T['catalogueImport.colCategory'],
  image: T['catalogueImport.colImage'],
  status: T['catalogueImport.colStatus'],
});

/** "1 product", "2 products" (formatCount: 1,00,000 in every language). */
const productsText = (T: SiteTexts, count: number) =>
  fill(T[count === 1 ? 'catalogueImport.productOne' : 'catalogueImport.productOther'], {
    count: formatCount(count),
  });

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
export function CatalogueImport(props: {
  headingLevel: 2 | 3;
  hydrated: boolean;
  onImported: () => void;
  /** The texts in the page's language (src/lib/merchant-site-texts.ts). */
  texts: SiteTexts;
}) {
  const T = props.texts;
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
    if (!csv) problems.csv = T['catalogueImport.csvRequired'];
    else if (csv.size > CATALOGUE_IMPORT_MAX_CSV_BYTES) problems.csv = T['catalogueImport.fileTooLarge'];
    if (!zip) problems.zip = T['catalogueImport.zipRequired'];
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
        answer?.fields.file || answer?.fields.images
          ? undefined
          : (answer?.message ?? T['catalogueImport.previewFailed']),
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
        {T['catalogueImport.title']}
      </Title>
      <p>{T['catalogueImport.intro']}</p>
      <p>
        <a href={CATALOGUE_IMPORT_TEMPLATE_PATH} download="dealsphere-products-template.csv">
          {T['catalogueImport.template']}
        </a>
        <br />
        <span className="sales-import__hint">{T['catalogueImport.templateHint']}</span>
      </p>
      {stage.name !== 'importing' && stage.name !== 'done' && (
        <div className="catalogue-import__files">
          <FileField
            ref={csvInput}
            label={T['catalogueImport.csvLabel']}
            name="catalogueCsv"
            accept=".csv,text/csv"
            hint={fill(T['catalogueImport.csvHint'], { rows: formatCount(CATALOGUE_IMPORT_MAX_ROWS) })}
            error={errors.csv}
            onChange={(file) => {
              setCsv(file);
              setPreview(null);
              setStage({ name: 'idle' });
            }}
          />
          <FileField
            ref={zipInput}
            label={T['catalogueImport.zipLabel']}
            name="catalogueZip"
            accept=".zip,application/zip"
            hint={T['catalogueImport.zipHint']}
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
              {stage.name === 'checking' ? T['catalogueImport.checking'] : T['catalogueImport.check']}
            </button>
          )}
        </div>
      )}
      <div role="status" className="sales-import__status">
        {stage.name === 'checking' && <p>{T['catalogueImport.checking']}</p>}
        {preview && stage.name === 'previewed' && (
          <p className="sales-import__summary">
            {fill(T['catalogueImport.summary'], {
              ok: formatCount(preview.summary.ok),
              errors: formatCount(preview.summary.errors),
              duplicates: formatCount(preview.summary.duplicates),
            })}
          </p>
        )}
      </div>
      {errors.form && <p role="alert">{errors.form}</p>}
      {preview && stage.name !== 'done' && <PreviewTable rows={preview.rows} texts={T} />}
      {preview && stage.name === 'previewed' && (
        <div className="sales-import__actions">
          {ready.length === 0 && <p>{T['catalogueImport.nothing']}</p>}
          <button
            type="button"
            className="button button--primary"
            disabled={ready.length === 0 || busy}
            onClick={() => void importFrom(0)}
          >
            {fill(T['catalogueImport.confirm'], { products: productsText(T, ready.length) })}
          </button>{' '}
          <button type="button" className="button" onClick={startOver}>
            {T['catalogueImport.chooseAgain']}
          </button>
        </div>
      )}
      {(stage.name === 'importing' || stage.name === 'failed') && (
        <div className="sales-import__progress">
          <progress max={ready.length} value={stage.done} aria-label={T['catalogueImport.importing']} />
          <p aria-live="polite">
            {fill(T['catalogueImport.progress'], {
              done: formatCount(stage.done),
              total: formatCount(ready.length),
            })}
          </p>
        </div>
      )}
      {stage.name === 'failed' && (
        <div className="sales-import__failed">
          <p role="alert">
            {fill(T['catalogueImport.batchFailed'], {
              done: formatCount(stage.done),
              total: formatCount(ready.length),
              reason: stage.reason ?? T['catalogueImport.noAnswer'],
            })}
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void importFrom(stage.batch)}
          >
            {T['catalogueImport.retry']}
          </button>
        </div>
      )}
      {stage.name === 'done' && <Done results={stage.results} onAgain={startOver} texts={T} />}
    </section>
  );
}

function PreviewTable({ rows, texts: T }: { rows: CatalogueImportPreviewRow[]; texts: SiteTexts }) {
  const COLUMNS = columnsOf(T);
  let problems = 0;
  let readyShown = 0;
  const shown = rows.filter((row) =>
    row.status === 'ok' ? readyShown++ < READY_ROWS_SHOWN : problems++ < PROBLEM_ROWS_SHOWN,
  );
  return (
    <DataTable caption={T['catalogueImport.previewCaption']} texts={T} columns={Object.values(COLUMNS)}>
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
            {row.newCategory && row.category && <em> ({T['catalogueImport.newCategory']})</em>}
          </td>
          <td data-label={COLUMNS.image} className="sales-import__who">
            {row.image}
          </td>
          <td data-label={COLUMNS.status} className="data-table__wide">
            <strong className="sales-import__label">
              {
                {
                  ok: T['catalogueImport.ready'],
                  error: T['catalogueImport.error'],
                  duplicate: T['catalogueImport.duplicate'],
                }[row.status]
              }
            </strong>
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

function Done({
  results,
  onAgain,
  texts: T,
}: {
  results: CatalogueImportResult[];
  onAgain: () => void;
  texts: SiteTexts;
}) {
  const count = (status: CatalogueImportResult['status']) =>
    results.filter((r) => r.status === status).length;
  const failed = results.filter((r) => r.status === 'error');
  return (
    <div className="sales-import__done">
      <p role="status" className="sales-import__summary">
        {doneText(T, count('created'), count('already_in_catalogue'))}
      </p>
      {failed.length > 0 && (
        <>
          <p>
            {fill(
              T[failed.length === 1 ? 'catalogueImport.doneErrorsOne' : 'catalogueImport.doneErrorsOther'],
              { count: formatCount(failed.length) },
            )}
          </p>
          <ul className="sales-import__errors">
            {failed.map((result) => (
              <li key={`${result.row}-${result.message}`}>{result.message}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <button type="button" className="button" onClick={onAgain}>
          {T['catalogueImport.importAnother']}
        </button>
      </p>
    </div>
  );
}

function doneText(T: SiteTexts, created: number, skipped: number): string {
  const products = productsText(T, created);
  if (skipped === 0) return fill(T['catalogueImport.done'], { products });
  const key = skipped === 1 ? 'catalogueImport.doneSkippedOne' : 'catalogueImport.doneSkippedOther';
  return fill(T[key], { products, count: formatCount(skipped) });
}
