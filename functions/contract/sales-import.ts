import { saleMessages } from './earnings.ts';
import { paiseToRupeesText, parseRupees } from './money.ts';
import { readIsoDate } from './rules.ts';

/**
 * A merchant's CSV import of sales (issue 22 item 3; decision 0064). The file goes to
 * POST /api/merchant/sales/import/preview as `text/csv` (nothing is written) and the rows that are ok
 * come back, at most SALES_IMPORT_BATCH at a time, to POST /api/merchant/sales/import/confirm as JSON.
 * Every row ends in recordMerchantSale with its order reference, so a file sent twice credits nothing
 * twice. No zod and no Node here: the island imports the texts, the types and the row check.
 */

/** Rows after the header a file may hold; more is refused whole, with this number in the message. */
export const SALES_IMPORT_MAX_ROWS = 5000;
/** The largest file the preview reads (1 MB): 5,000 rows of a click id, amount, date and order take ~400 KB. */
export const SALES_IMPORT_MAX_BYTES = 1024 * 1024;
/** Rows per confirm request: the screen sends the file's ok rows in batches and shows the progress. */
export const SALES_IMPORT_BATCH = 200;
/** The merchant's order number: letters, digits and - _ / . # (saleMessages.orderReference). */
export const ORDER_REFERENCE_PATTERN = /^[A-Za-z0-9\-_/.#]{1,100}$/;
/** The template the screen offers for download (public/sales-import-template.csv). */
export const SALES_IMPORT_TEMPLATE_PATH = '/sales-import-template.csv';

/** The columns a file may have: what the header may call each one (case, spaces, _ and - ignored). */
export const SALES_IMPORT_COLUMNS = {
  clickId: ['click id', 'dsclick', 'click'],
  shopper: ['shopper', 'customer'],
  amount: ['amount', 'sale amount', 'order amount'],
  saleDate: ['date', 'sale date', 'order date'],
  orderReference: ['order reference', 'order number', 'order id', 'order no', 'order'],
  couponId: ['coupon id', 'coupon'],
} as const;
export type SalesImportField = keyof typeof SALES_IMPORT_COLUMNS;

/** How a row's field is named in its messages ("Row 7: amount – …"): the template's heading. */
export const SALES_IMPORT_FIELD_NAMES: Record<SalesImportField, string> = {
  clickId: 'click id',
  shopper: 'shopper',
  amount: 'amount',
  saleDate: 'date',
  orderReference: 'order reference',
  couponId: 'coupon id',
};

/** A column heading as compared: lower case, letters and digits only ('Order_Reference ' is 'orderreference'). */
export function columnKey(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The field a heading names, or undefined for a column the import does not read (it is ignored). */
export function importFieldOf(heading: string): SalesImportField | undefined {
  const key = columnKey(heading);
  for (const [field, names] of Object.entries(SALES_IMPORT_COLUMNS) as [
    SalesImportField,
    readonly string[],
  ][])
    if (names.some((name) => columnKey(name) === key)) return field;
  return undefined;
}

/** Counts as a person reads them: 1,240 and 12,40,000 (Indian grouping), as the amounts are. */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(count));
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const salesImportMessages = {
  title: 'Import sales (CSV)',
  intro:
    'Report many sales at once: one row per order, with the click id (or the shopper’s username, email or mobile), the amount in rupees, the date and your order reference. You see every row before anything is recorded, and an order already recorded is never credited twice.',
  template: 'Download the template (CSV)',
  templateHint:
    'Its two example rows show a sale by click id and one by shopper: replace them with your sales. The shopper column may stay empty when the click id is there; coupon id is optional.',
  columns: {
    row: 'Row',
    order: 'Order reference',
    who: 'Click id or shopper',
    amount: 'Amount',
    date: 'Date',
    cashback: 'Cashback (estimated)',
    status: 'Status',
  },
  statusLabels: { ok: 'Ready', error: 'Error', duplicate: 'Already recorded' },
  importing: 'Importing sales',
  fileLabel: 'CSV file',
  fileHint: `Up to ${formatCount(SALES_IMPORT_MAX_ROWS)} rows and 1 MB. Dates as YYYY-MM-DD or DD/MM/YYYY.`,
  checking: 'Checking your file…',
  previewFailed:
    'Your file could not be checked: no answer came. Check your connection and choose the file again.',
  confirm: 'Confirm import',
  chooseAgain: 'Choose another file',
  retry: 'Retry',
  previewCaption: 'Rows of your file',
  previewHidden: (count: number) =>
    `${plural(count, 'more ready row is', 'more ready rows are')} not listed here; they are imported with the others.`,
  nothingToImport: 'No row is ready to import. Correct the rows with errors and choose the file again.',
  fileTooLarge: 'This file is larger than 1 MB. Please split it into smaller files.',
  tooManyRows: (rows: number) =>
    `This file has ${formatCount(rows)} rows; at most ${formatCount(SALES_IMPORT_MAX_ROWS)} can be imported at once. Please split it into smaller files.`,
  noRows: 'This file has no sales: after the heading row, add one row per order.',
  notCsv: (line: number) =>
    `This file could not be read as CSV (a problem near line ${line}). Save it from your spreadsheet as “CSV (comma delimited)” and try again.`,
  missingColumns: (names: string[]) =>
    `The first row must name the columns. Missing: ${names.join(', ')}. Download the template to see them.`,
  csvRequired: 'Send the file as text/csv.',
  tooManyRowsPerCall: `Send at most ${SALES_IMPORT_BATCH} rows per request.`,
  rowsRequired: 'Send the rows to import.',
  orderRequired: 'Enter your order reference for this sale.',
  duplicateInFile: (firstRow: number) =>
    `The same order reference is on row ${firstRow}; each order can be imported once.`,
  alreadyRecorded: 'This order is already recorded; it will be skipped, not credited twice.',
  alreadyRecordedOther: 'This order was already recorded with other details; it was skipped.',
  saleDate: 'Enter the date as YYYY-MM-DD or DD/MM/YYYY.',
  summary: (s: SalesImportSummary) =>
    `${formatCount(s.ok)} ready, ${plural(s.errors, 'with errors', 'with errors')}, ${formatCount(s.duplicates)} already recorded`,
  progress: (done: number, total: number) => `Importing ${formatCount(done)} of ${formatCount(total)}…`,
  batchFailed: (done: number, total: number, reason: string | null) =>
    `The import stopped after ${formatCount(done)} of ${formatCount(total)} rows: ${reason ?? 'no answer came (check your connection)'}. Retry continues from there; no sale is credited twice.`,
  done: (created: number, already: number) =>
    already === 0
      ? `${plural(created, 'sale', 'sales')} recorded.`
      : `${plural(created, 'sale', 'sales')} recorded; ${plural(already, 'was', 'were')} already recorded.`,
  doneErrors: (count: number) =>
    `${plural(count, 'row was', 'rows were')} not recorded: correct ${count === 1 ? 'it' : 'them'} and import a file with only those rows.`,
  next: 'The shoppers’ cashback is pending until the return window ends. Reload the page to see the new sales under Recent sales.',
  importAnother: 'Import another file',
} as const;

/** A row's message: "Row 7: amount – Enter the sale amount…". */
export function rowMessage(row: number, field: SalesImportField | null, message: string): string {
  return field ? `Row ${row}: ${SALES_IMPORT_FIELD_NAMES[field]} – ${message}` : `Row ${row}: ${message}`;
}

/** A row of the file as typed (missing columns are ''). */
export type SalesImportText = Record<SalesImportField, string>;

/** A row read: its values in the API's units, and each field's problem. */
export interface CheckedImportRow {
  clickId: string | null;
  shopper: string | null;
  amountPaise: number | null;
  saleDate: string | null;
  orderReference: string | null;
  couponId: string | null;
  problems: Partial<Record<SalesImportField, string>>;
}

/**
 * The sale date as Indian spreadsheets write it, as YYYY-MM-DD: '2026-11-05', '05/11/2026', '5/11/2026'
 * or '05-11-2026' (day first); null when it is none of those or not a real date.
 */
export function readImportDate(text: string): string | null {
  const typed = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(typed);
  if (!dayFirst) return readIsoDate(typed);
  const [, day = '', month = '', year = ''] = dayFirst;
  return readIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
}

/**
 * The checks of one row that need no database: a click id or a shopper, an amount in rupees, a date
 * not after today (India), an order reference; the preview and the confirm both run it.
 */
export function checkImportRow(values: SalesImportText, today: string): CheckedImportRow {
  const problems: Partial<Record<SalesImportField, string>> = {};
  const clickId = values.clickId.trim() || null;
  const shopper = values.shopper.trim() || null;
  if (!clickId && !shopper) problems.shopper = saleMessages.shopperOrClick;
  else if (shopper && shopper.length > 254) problems.shopper = saleMessages.shopper;
  const amountText = values.amount.trim();
  const amountPaise = amountText ? parseRupees(amountText) : null;
  if (!amountText) problems.amount = saleMessages.required;
  else if (!amountPaise) problems.amount = saleMessages.saleAmount;
  const dateText = values.saleDate.trim();
  const saleDate = dateText ? readImportDate(dateText) : null;
  if (!dateText) problems.saleDate = saleMessages.required;
  else if (!saleDate) problems.saleDate = salesImportMessages.saleDate;
  else if (saleDate > today) problems.saleDate = saleMessages.saleDateFuture;
  const orderReference = values.orderReference.trim() || null;
  if (!orderReference) problems.orderReference = salesImportMessages.orderRequired;
  else if (!ORDER_REFERENCE_PATTERN.test(orderReference))
    problems.orderReference = saleMessages.orderReference;
  const couponId = values.couponId.trim() || null;
  return {
    clickId,
    shopper,
    amountPaise: amountPaise || null,
    saleDate,
    orderReference,
    couponId,
    problems,
  };
}

export type SalesImportStatus = 'ok' | 'error' | 'duplicate';

/** One row of the preview: `row` is its line in the file (the heading is line 1). */
export interface SalesImportPreviewRow {
  row: number;
  clickId: string | null;
  shopper: string | null;
  amountPaise: number | null;
  saleDate: string | null;
  orderReference: string | null;
  couponId: string | null;
  status: SalesImportStatus;
  /** Each naming the row and the field: "Row 7: amount – …". */
  errors: string[];
  /** At the store's rate in force now (storeCashbackRateBp); 0 for a row with errors. */
  cashbackPaise: number;
}

export interface SalesImportSummary {
  ok: number;
  errors: number;
  duplicates: number;
  total: number;
}

/** POST /api/merchant/sales/import/preview */
export interface SalesImportPreview {
  rows: SalesImportPreviewRow[];
  summary: SalesImportSummary;
  /** The store's rate the estimates use, in basis points. */
  cashbackRateBp: number;
}

/** One row of POST /api/merchant/sales/import/confirm: amount in rupees (text or number), date YYYY-MM-DD or DD/MM/YYYY. */
export interface SalesImportConfirmRow {
  /** The row's line in the file, when the client sends it: the row's error messages then name it. */
  row?: number;
  clickId?: string | null;
  shopper?: string | null;
  amount: string | number;
  saleDate: string;
  orderReference: string;
  couponId?: string | null;
}

export type SalesImportResultStatus = 'created' | 'already_recorded' | 'error';

export interface SalesImportResult {
  orderReference: string;
  status: SalesImportResultStatus;
  message: string;
  saleId?: string;
}

/** POST /api/merchant/sales/import/confirm */
export interface SalesImportConfirmation {
  results: SalesImportResult[];
  summary: { created: number; alreadyRecorded: number; errors: number };
}

/** A preview row as the confirm takes it back: amount in rupees, the date as read. */
export function confirmRowOf(row: SalesImportPreviewRow): SalesImportConfirmRow & { orderReference: string } {
  return {
    row: row.row,
    clickId: row.clickId,
    shopper: row.shopper,
    amount: row.amountPaise === null ? '' : paiseToRupeesText(row.amountPaise),
    saleDate: row.saleDate ?? '',
    orderReference: row.orderReference ?? '',
    couponId: row.couponId,
  };
}
