import type { ImageRef } from './api-types.ts';
import { messages as commonMessages } from './messages.ts';
import { paiseToRupeesText } from './money.ts';
import { priceMessage, priceToPaise, SITE_TEXT_LIMITS, UPLOAD_RULES } from './rules.ts';
import { columnKey, formatCount } from './sales-import.ts';
import { siteCreationMessages } from './site-creation.ts';

/**
 * The merchant's catalogue in Site creation (issue 24 item 7; decision 0075): listing, editing, hiding
 * and deleting products and categories, and the bulk upload of a CSV with a zip of images (preview,
 * then confirm in batches). No zod and no Node here: the islands import the texts, types and row check.
 */

/** Rows after the heading a CSV may hold; more is refused whole. */
export const CATALOGUE_IMPORT_MAX_ROWS = 1000;
/** The largest CSV read (1 MB): 1,000 rows with descriptions fit easily. */
export const CATALOGUE_IMPORT_MAX_CSV_BYTES = 1024 * 1024;
/** Files a zip may hold, and the sum of their uncompressed sizes (a zip bomb is refused from its directory). */
export const CATALOGUE_ZIP_MAX_ENTRIES = 2000;
export const CATALOGUE_ZIP_MAX_TOTAL_BYTES = 200 * 1024 * 1024;
/** One image's largest size: the catalogue photo's rule (rules.ts UPLOAD_RULES). */
export const CATALOGUE_IMAGE_MAX_BYTES = UPLOAD_RULES.catalogueLarge.maxBytes;
/** The largest stock count a merchant may enter. */
export const CATALOGUE_MAX_STOCK = 1_000_000;

/**
 * A stock count as typed (issue 24 item 6): '' is null (not counted), a whole number 0..CATALOGUE_MAX_STOCK
 * is itself, anything else (a fraction, a sign, letters) is undefined: refused with `stockMessage`.
 */
export function parseStock(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return count <= CATALOGUE_MAX_STOCK ? count : undefined;
}

/** Rows per confirm request: each row's image is resized three times, so batches stay small. */
export const CATALOGUE_IMPORT_BATCH = 10;
/** The template the screen offers (public/catalogue-import-template.csv). */
export const CATALOGUE_IMPORT_TEMPLATE_PATH = '/catalogue-import-template.csv';

/** The columns a file may have: what its heading may call each one (case, spaces, _ and - ignored). */
export const CATALOGUE_IMPORT_COLUMNS = {
  name: ['name', 'product name', 'product', 'title'],
  price: ['price', 'selling price', 'sale price'],
  mrp: ['mrp', 'maximum retail price', 'max retail price'],
  category: ['category', 'category name', 'collection'],
  description: ['description', 'details'],
  image: ['image', 'image file name', 'image file', 'image name', 'photo', 'file name', 'filename'],
  brand: ['brand'],
  stock: ['stock', 'stock count', 'quantity', 'qty', 'in stock'],
} as const;
export type CatalogueImportField = keyof typeof CATALOGUE_IMPORT_COLUMNS;
export const CATALOGUE_REQUIRED_COLUMNS = ['name', 'price', 'category', 'description', 'image'] as const;

/** How a row's field is named in its messages ("Row 7: price – …"): the template's heading. */
export const CATALOGUE_FIELD_NAMES: Record<CatalogueImportField, string> = {
  name: 'name',
  price: 'price',
  mrp: 'MRP',
  category: 'category',
  description: 'description',
  image: 'image file name',
  brand: 'brand',
  stock: 'stock',
};

/** The field a heading names, or undefined for a column the import ignores. */
export function catalogueFieldOf(heading: string): CatalogueImportField | undefined {
  const key = columnKey(heading);
  for (const [field, names] of Object.entries(CATALOGUE_IMPORT_COLUMNS) as [
    CatalogueImportField,
    readonly string[],
  ][])
    if (names.some((name) => columnKey(name) === key)) return field;
  return undefined;
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const catalogueMessages = {
  // Products and categories
  productsTitle: 'Your products',
  categoriesTitle: 'Your categories',
  noProducts: 'No products yet. Add one below, or upload many at once from a spreadsheet.',
  noCategories: 'No categories yet. Add one below.',
  productNotFound: 'This product does not exist.',
  categoryNotFound: siteCreationMessages.categoryNotFound,
  productSaved: 'Product saved.',
  productHidden: 'Product hidden: shoppers no longer see it.',
  productShown: 'Product shown on your storefront again.',
  productDeleted: 'Product deleted.',
  productDeletedKept:
    'Product deleted. It was sold before, so its orders and payments keep its name and price.',
  categorySaved: 'Category saved.',
  categoryHidden: 'Category hidden: its products are not shown on your storefront.',
  categoryShown: 'Category shown on your storefront again.',
  categoryDeleted: 'Category deleted.',
  categoryHasProducts: (count: number) =>
    `This category still has ${plural(count, 'product', 'products')}. Move ${count === 1 ? 'it' : 'them'} to another category or delete ${count === 1 ? 'it' : 'them'} first.`,
  confirmDeleteProduct: (name: string) => `Delete “${name}”? Shoppers will no longer see it.`,
  confirmDeleteCategory: (name: string) => `Delete the category “${name}”?`,
  mrpBelowPrice: 'The MRP cannot be less than the price.',
  mrpMessage: `Enter the MRP in rupees, e.g. 999 or 999.50, or leave it empty.`,
  stockLabel: 'Stock (optional)',
  stockHint:
    'How many you have to sell. Buy Now is turned off at 0 and each order takes one. Leave it empty not to count stock.',
  stockMessage: `Enter the stock as a whole number from 0 to ${formatCount(CATALOGUE_MAX_STOCK)}, or leave it empty.`,
  stockShown: (count: number) => (count === 0 ? 'Out of stock' : `${formatCount(count)} in stock`),
  hiddenByAdmin: 'Hidden by DealSphere',
  statusLabels: { live: 'Shown', hidden: 'Hidden by you', adminHidden: 'Hidden by DealSphere' },
  categoryHiddenLabel: 'Hidden',
  nothingToChange: 'Send at least one change.',

  // Bulk upload
  importTitle: 'Upload many products (CSV and zip of images)',
  importIntro:
    'One row per product: name, price, MRP, category, description and the file name of its image; put the images in one zip file. You see every row before anything is added; a row with a problem (a bad image too) is left out, the others are added.',
  template: 'Download the template (CSV)',
  templateHint:
    'A category that does not exist yet is created. MRP, stock and brand may stay empty (empty stock is not counted). A product already in your catalogue (same name) is skipped, so uploading a file twice adds nothing twice.',
  csvLabel: 'CSV file',
  csvHint: `Up to ${formatCount(CATALOGUE_IMPORT_MAX_ROWS)} rows and 1 MB.`,
  zipLabel: 'Zip of images',
  zipHint: 'JPG, PNG, WebP or GIF images, each at most 5 MB; the file names as in the CSV.',
  check: 'Check the files',
  checking: 'Checking your files…',
  previewFailed: 'Your files could not be checked: no answer came. Check your connection and try again.',
  csvRequired: 'Choose the CSV file.',
  zipRequired: 'Choose the zip file of images.',
  fileTooLarge: 'This CSV file is larger than 1 MB. Please split it into smaller files.',
  tooManyRows: (rows: number) =>
    `This file has ${formatCount(rows)} rows; at most ${formatCount(CATALOGUE_IMPORT_MAX_ROWS)} can be uploaded at once. Please split it into smaller files.`,
  noRows: 'This file has no products: after the heading row, add one row per product.',
  notCsv: (line: number) =>
    `This file could not be read as CSV (a problem near line ${line}). Save it from your spreadsheet as “CSV (comma delimited)” and try again.`,
  missingColumns: (names: string[]) =>
    `The first row must name the columns. Missing: ${names.join(', ')}. Download the template to see them.`,
  notZip:
    'The images file is not a zip file that can be read. Make it with “Compress” or “Send to → Compressed folder”.',
  zipTooManyFiles: `The zip file holds more than ${formatCount(CATALOGUE_ZIP_MAX_ENTRIES)} files.`,
  zipTooLarge: 'The zip file’s images are too large together (over 200 MB unpacked).',
  zipUnsupported:
    'The zip file uses a format that cannot be read (zip64 or split). Make it again with your computer’s “Compress”.',
  imageMissing: (name: string) => `“${name}” is not in the zip file.`,
  imageAmbiguous: (name: string) => `The zip file has more than one file called “${name}”.`,
  unpackFailed: 'it could not be unpacked from the zip file.',
  imageProblem: (name: string, problem: string) => `“${name}”: ${problem}`,
  duplicateInFile: (firstRow: number) =>
    `The same product name is on row ${firstRow}; each product is added once.`,
  alreadyInCatalogue: 'A product of this name is already in your catalogue; it will be skipped.',
  newCategory: 'new category',
  columns: {
    row: 'Row',
    name: 'Name',
    price: 'Price',
    mrp: 'MRP',
    stock: 'Stock',
    category: 'Category',
    image: 'Image',
    status: 'Status',
  },
  importStatusLabels: { ok: 'Ready', error: 'Error', duplicate: 'Already in catalogue' },
  summary: (s: CatalogueImportSummary) =>
    `${formatCount(s.ok)} ready, ${formatCount(s.errors)} with errors, ${formatCount(s.duplicates)} already in your catalogue`,
  previewCaption: 'Rows of your file',
  confirm: (count: number) => `Add ${plural(count, 'product', 'products')}`,
  chooseAgain: 'Choose other files',
  nothingToImport: 'No row is ready to add. Correct the rows with errors and check the files again.',
  progress: (done: number, total: number) => `Adding ${formatCount(done)} of ${formatCount(total)}…`,
  importing: 'Adding products',
  batchFailed: (done: number, total: number, reason: string | null) =>
    `The upload stopped after ${formatCount(done)} of ${formatCount(total)} rows: ${reason ?? 'no answer came (check your connection)'}. Retry continues from there; no product is added twice.`,
  retry: 'Retry',
  done: (created: number, skipped: number) =>
    skipped === 0
      ? `${plural(created, 'product', 'products')} added.`
      : `${plural(created, 'product', 'products')} added; ${plural(skipped, 'was', 'were')} already in your catalogue.`,
  doneErrors: (count: number) =>
    `${plural(count, 'row was', 'rows were')} not added: correct ${count === 1 ? 'it' : 'them'} and upload a file with only those rows.`,
  importAnother: 'Upload another file',
  rowsRequired: 'Send the rows to add.',
  tooManyRowsPerCall: `Send at most ${CATALOGUE_IMPORT_BATCH} rows per request.`,
  imageRequired: siteCreationMessages.imageRequired,
  required: siteCreationMessages.required,
  tooLong: (max: number) => `Use at most ${formatCount(max)} characters.`,
  unreadableImage: commonMessages.unreadableImage,
} as const;

/** A row's message: "Row 7: price – Enter a price…". */
export function catalogueRowMessage(
  row: number,
  field: CatalogueImportField | null,
  message: string,
): string {
  return field ? `Row ${row}: ${CATALOGUE_FIELD_NAMES[field]} – ${message}` : `Row ${row}: ${message}`;
}

/** A row of the file as typed (missing columns are ''). */
export type CatalogueImportText = Record<CatalogueImportField, string>;

/** A row read: its values in the API's units, and each field's problem. */
export interface CheckedCatalogueRow {
  name: string;
  pricePaise: number | null;
  mrpPaise: number | null;
  /** Null: not counted (the column empty or absent). */
  stockCount: number | null;
  category: string;
  description: string;
  image: string;
  brand: string | null;
  problems: Partial<Record<CatalogueImportField, string>>;
}

const LIMITS: Partial<Record<CatalogueImportField, number>> = {
  name: SITE_TEXT_LIMITS.productName,
  category: SITE_TEXT_LIMITS.categoryName,
  description: SITE_TEXT_LIMITS.productDescription,
  brand: SITE_TEXT_LIMITS.brand,
  image: 255,
};

/** The checks of one row that need neither the database nor the zip; the preview and the confirm both run it. */
export function checkCatalogueRow(values: CatalogueImportText): CheckedCatalogueRow {
  const problems: Partial<Record<CatalogueImportField, string>> = {};
  const trimmed = {} as CatalogueImportText;
  for (const field of Object.keys(CATALOGUE_IMPORT_COLUMNS) as CatalogueImportField[]) {
    trimmed[field] = (values[field] ?? '').trim();
    const max = LIMITS[field];
    if (max !== undefined && trimmed[field].length > max) problems[field] = catalogueMessages.tooLong(max);
  }
  for (const field of CATALOGUE_REQUIRED_COLUMNS)
    if (!trimmed[field])
      problems[field] = field === 'image' ? catalogueMessages.imageRequired : catalogueMessages.required;
  const pricePaise = trimmed.price ? priceToPaise(trimmed.price) : null;
  if (trimmed.price && pricePaise === null) problems.price = priceMessage;
  const mrpPaise = trimmed.mrp ? priceToPaise(trimmed.mrp) : null;
  if (trimmed.mrp && mrpPaise === null) problems.mrp = catalogueMessages.mrpMessage;
  else if (mrpPaise !== null && pricePaise !== null && mrpPaise < pricePaise)
    problems.mrp = catalogueMessages.mrpBelowPrice;
  const stockCount = parseStock(trimmed.stock);
  if (stockCount === undefined) problems.stock = catalogueMessages.stockMessage;
  return {
    name: trimmed.name,
    pricePaise,
    mrpPaise,
    stockCount: stockCount ?? null,
    category: trimmed.category,
    description: trimmed.description,
    image: trimmed.image,
    brand: trimmed.brand || null,
    problems,
  };
}

/** Where a row's image sits in the zip the browser holds: it sends these bytes back with the row. */
export interface CatalogueImageSlice {
  offset: number;
  length: number;
  method: number;
  crc32: number;
  size: number;
}

export type CatalogueImportStatus = 'ok' | 'error' | 'duplicate';

/** One row of the preview: `row` is its line in the file (the heading is line 1). */
export interface CatalogueImportPreviewRow {
  row: number;
  name: string;
  pricePaise: number | null;
  mrpPaise: number | null;
  /** Null: not counted. */
  stockCount?: number | null;
  category: string;
  /** True when the category does not exist yet: the confirm creates it. */
  newCategory: boolean;
  description: string;
  brand: string | null;
  image: string;
  /** Null unless the image was found and passed its checks. */
  imageSlice: CatalogueImageSlice | null;
  status: CatalogueImportStatus;
  /** Each naming the row and the field: "Row 7: image file name – …". */
  errors: string[];
}

export interface CatalogueImportSummary {
  ok: number;
  errors: number;
  duplicates: number;
  total: number;
}

/** POST /api/merchantpage/products/import/preview */
export interface CatalogueImportPreview {
  rows: CatalogueImportPreviewRow[];
  summary: CatalogueImportSummary;
}

/** One row of POST /api/merchantpage/products/import/confirm (the `rows` field, JSON); its image is the file `image{index}`. */
export interface CatalogueImportConfirmRow {
  row: number;
  name: string;
  price: string;
  mrp: string;
  /** '' or absent: not counted. */
  stock?: string;
  category: string;
  description: string;
  brand: string;
  image: string;
  imageMethod: number;
  imageCrc32: number;
  imageSize: number;
}

export type CatalogueImportResultStatus = 'created' | 'already_in_catalogue' | 'error';

export interface CatalogueImportResult {
  row: number;
  status: CatalogueImportResultStatus;
  message: string;
  productId?: string;
}

/** POST /api/merchantpage/products/import/confirm */
export interface CatalogueImportConfirmation {
  results: CatalogueImportResult[];
  summary: { created: number; alreadyInCatalogue: number; errors: number };
}

/** A preview row as the confirm takes it back (prices in rupees, as typed). */
export function catalogueConfirmRowOf(row: CatalogueImportPreviewRow): CatalogueImportConfirmRow {
  const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupeesText(paise));
  return {
    row: row.row,
    name: row.name,
    price: rupees(row.pricePaise),
    mrp: rupees(row.mrpPaise),
    stock: row.stockCount == null ? '' : String(row.stockCount),
    category: row.category,
    description: row.description,
    brand: row.brand ?? '',
    image: row.image,
    imageMethod: row.imageSlice?.method ?? 0,
    imageCrc32: row.imageSlice?.crc32 ?? 0,
    imageSize: row.imageSlice?.size ?? 0,
  };
}

/** GET /api/merchantpage/my-products: one of the signed-in merchant's catalogue products. */
export interface MyCatalogueProduct {
  id: string;
  productName: string;
  brand: string;
  description: string;
  /** Rupees, as the storefront reads it; paise beside it. */
  price: number;
  pricePaise: number;
  mrpPaise: number | null;
  /** Null: stock not counted; 0: out of stock (Buy Now disabled). */
  stockCount: number | null;
  categoryId: string;
  categoryName: string;
  status: 'live' | 'hidden' | 'adminHidden';
  image: ImageRef | null;
  createdAt: string;
}

/** GET /api/MerchantCategories/mine: one of the signed-in merchant's categories with its product count. */
export interface MyCategory {
  id: string;
  categoryName: string;
  description: string | null;
  isActive: boolean;
  productCount: number;
}
