import { parse } from 'csv-parse/sync';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  CATALOGUE_FIELD_NAMES,
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_IMPORT_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_REQUIRED_COLUMNS,
  CATALOGUE_ZIP_MAX_ENTRIES,
  CATALOGUE_ZIP_MAX_TOTAL_BYTES,
  catalogueFieldOf,
  catalogueMessages,
  catalogueRowMessage,
  checkCatalogueRow,
  type CatalogueImportConfirmation,
  type CatalogueImportConfirmRow,
  type CatalogueImportField,
  type CatalogueImportPreview,
  type CatalogueImportPreviewRow,
  type CatalogueImportResult,
  type CatalogueImportText,
} from '../../contract/catalogue.ts';
import { checkUploadFile } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { catalogueProducts, merchantCategories, merchants, stores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import {
  entryData,
  inflateEntry,
  readZipEntries,
  ZipError,
  type ZipEntry,
} from '../../storage/zip-reader.ts';
import { discardUploads, storeUploads } from './store-uploads.ts';

type Deps = { db: Database; blobs: BlobStore };

/** A data row of the file: its line (the heading is line 1) and its values by field. */
interface CsvProductRow {
  row: number;
  values: CatalogueImportText;
}

const EMPTY_ROW = Object.fromEntries(
  Object.keys(CATALOGUE_IMPORT_COLUMNS).map((field) => [field, '']),
) as CatalogueImportText;

/**
 * The file's rows: a heading naming the columns in any order and case (a byte-order mark dropped,
 * unknown columns ignored), then one product per row; blank rows skipped. A file that is not CSV,
 * lacks a column, has no rows or more than CATALOGUE_IMPORT_MAX_ROWS is refused whole (400).
 */
export function readCatalogueCsv(text: string): CsvProductRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw HttpError.badInput(catalogueMessages.notCsv(typeof line === 'number' ? line : 1));
  }
  const [heading, ...data] = records;
  const columns = (heading?.record ?? []).map(catalogueFieldOf);
  const missing = CATALOGUE_REQUIRED_COLUMNS.filter((field) => !columns.includes(field)).map(
    (field) => CATALOGUE_FIELD_NAMES[field],
  );
  if (missing.length > 0) throw HttpError.badInput(catalogueMessages.missingColumns(missing));

  const rows: CsvProductRow[] = [];
  for (const { record, info } of data) {
    if (record.every((cell) => cell === '')) continue;
    const values = { ...EMPTY_ROW };
    record.forEach((cell, index) => {
      const field = columns[index];
      if (field && !values[field]) values[field] = cell;
    });
    const spanned = record.join('').split('\n').length - 1;
    rows.push({ row: info.lines - spanned, values });
  }
  if (rows.length === 0) throw HttpError.badInput(catalogueMessages.noRows);
  if (rows.length > CATALOGUE_IMPORT_MAX_ROWS)
    throw HttpError.badInput(catalogueMessages.tooManyRows(rows.length));
  return rows;
}

/** The zip's files by their name without folders, in lower case; a name held twice is ambiguous. */
function readImages(zip: Uint8Array): Map<string, ZipEntry | 'ambiguous'> {
  let entries: ZipEntry[];
  try {
    entries = readZipEntries(zip, {
      maxEntries: CATALOGUE_ZIP_MAX_ENTRIES,
      maxTotalSize: CATALOGUE_ZIP_MAX_TOTAL_BYTES,
    });
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    const message = {
      not_zip: catalogueMessages.notZip,
      corrupt: catalogueMessages.notZip,
      unsupported: catalogueMessages.zipUnsupported,
      too_many_entries: catalogueMessages.zipTooManyFiles,
      too_large: catalogueMessages.zipTooLarge,
    }[error.reason];
    throw HttpError.badInput(message, { images: message });
  }
  const byName = new Map<string, ZipEntry | 'ambiguous'>();
  for (const entry of entries) {
    const base = imageKey(entry.name);
    if (base.startsWith('.') || entry.name.startsWith('__MACOSX/')) continue; // macOS's resource forks
    byName.set(base, byName.has(base) ? 'ambiguous' : entry);
  }
  return byName;
}

/** How a CSV's image name meets a zip's file: the name without folders, in lower case. */
const imageKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

/**
 * The image checks of every upload (rules.ts checkUploadFile: size, then the type its bytes show),
 * and that it decodes; null when the image may be stored, else the problem.
 */
async function imageProblem(bytes: Uint8Array): Promise<string | null> {
  const size = checkUploadFile({ size: bytes.byteLength, type: null }, 'catalogueLarge');
  if (size) return size;
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = checkUploadFile({ size: bytes.byteLength, type: sniffed?.mime ?? '' }, 'catalogueLarge');
  if (type) return type;
  try {
    await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    return null;
  } catch {
    return catalogueMessages.unreadableImage;
  }
}

/** The merchant's categories (not deleted), by lower-case name. */
async function categoriesByName(db: Database, merchantId: string) {
  const rows = await db
    .select({ id: merchantCategories.id, name: merchantCategories.categoryName })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), isNull(merchantCategories.deletedAt)));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Whether the merchant's catalogue already has a product of this name (deleted ones aside). */
async function productNamesIn(db: Database, merchantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${catalogueProducts.productName})` })
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.merchantId, merchantId), isNull(catalogueProducts.deletedAt)));
  return new Set(rows.map((row) => row.name));
}

/**
 * The preview (decision 0075): every row checked (its texts, its category, its image in the zip
 * through the upload checks, a name already in the catalogue or earlier in the file); writes nothing.
 * Each ready row says where its image lies in the zip, so the browser sends just those bytes back.
 */
export async function previewCatalogueImport(
  db: Database,
  merchantId: string,
  csv: string,
  zip: Uint8Array,
): Promise<CatalogueImportPreview> {
  const rows = readCatalogueCsv(csv);
  const images = readImages(zip);
  const categories = await categoriesByName(db, merchantId);
  const existing = await productNamesIn(db, merchantId);
  const firstRowOf = new Map<string, number>();

  const preview: CatalogueImportPreviewRow[] = [];
  for (const { row, values } of rows) {
    const checked = checkCatalogueRow(values);
    const problems: Partial<Record<CatalogueImportField, string>> = { ...checked.problems };
    const key = checked.name.toLowerCase();
    let duplicate = false;
    if (key && !problems.name) {
      const first = firstRowOf.get(key);
      if (first !== undefined) problems.name = catalogueMessages.duplicateInFile(first);
      else {
        firstRowOf.set(key, row);
        duplicate = existing.has(key);
      }
    }
    let imageSlice: CatalogueImportPreviewRow['imageSlice'] = null;
    if (checked.image && !problems.image) {
      const entry = images.get(imageKey(checked.image));
      if (!entry) problems.image = catalogueMessages.imageMissing(checked.image);
      else if (entry === 'ambiguous') problems.image = catalogueMessages.imageAmbiguous(checked.image);
      else {
        const problem = await entryProblem(zip, entry);
        if (problem) problems.image = catalogueMessages.imageProblem(checked.image, problem);
        else
          imageSlice = {
            offset: entry.dataOffset,
            length: entry.compressedSize,
            method: entry.method,
            crc32: entry.crc32,
            size: entry.size,
          };
      }
    }
    const errors = (Object.entries(problems) as [CatalogueImportField, string][]).map(([field, message]) =>
      catalogueRowMessage(row, field, message),
    );
    preview.push({
      row,
      name: checked.name,
      pricePaise: checked.pricePaise,
      mrpPaise: checked.mrpPaise,
      stockCount: checked.stockCount,
      category: checked.category,
      newCategory: checked.category !== '' && !categories.has(checked.category.toLowerCase()),
      description: checked.description,
      brand: checked.brand,
      image: checked.image,
      imageSlice: errors.length === 0 ? imageSlice : null,
      status: errors.length > 0 ? 'error' : duplicate ? 'duplicate' : 'ok',
      errors,
    });
  }
  const count = (status: CatalogueImportPreviewRow['status']) =>
    preview.filter((r) => r.status === status).length;
  return {
    rows: preview,
    summary: {
      ok: count('ok'),
      errors: count('error'),
      duplicates: count('duplicate'),
      total: preview.length,
    },
  };
}

/** An entry's problem as an image (too large, unpackable, not an image), or null. */
async function entryProblem(zip: Uint8Array, entry: ZipEntry): Promise<string | null> {
  const tooLarge = checkUploadFile({ size: entry.size, type: null }, 'catalogueLarge');
  if (tooLarge) return tooLarge;
  let bytes: Uint8Array;
  try {
    bytes = inflateEntry(entryData(zip, entry), entry, CATALOGUE_IMAGE_MAX_BYTES);
  } catch (error) {
    if (error instanceof ZipError) return catalogueMessages.unpackFailed;
    throw error;
  }
  return imageProblem(bytes);
}

/** The brand a row without one gets: the store's name as shoppers see it. */
async function defaultBrand(db: Database, merchantId: string): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(btrim(${merchants.brandName}), ''), nullif(btrim(${stores.storeName}), ''), ${merchants.merchantName})`,
    })
    .from(merchants)
    .leftJoin(stores, eq(stores.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

/** The category of this name, made when the merchant has none (a parallel confirm may make it first). */
async function categoryFor(db: Database, merchantId: string, name: string, known: Map<string, string>) {
  const key = name.toLowerCase();
  const found = known.get(key);
  if (found) return found;
  await db.insert(merchantCategories).values({ merchantId, categoryName: name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: merchantCategories.id })
    .from(merchantCategories)
    .where(
      and(
        eq(merchantCategories.merchantId, merchantId),
        sql`lower(${merchantCategories.categoryName}) = ${key}`,
        isNull(merchantCategories.deletedAt),
      ),
    );
  if (!row) throw new Error(`category ${name} neither inserted nor found`);
  known.set(key, row.id);
  return row.id;
}

/**
 * The confirm (decision 0075): each row is checked again from scratch, its image unpacked from the
 * bytes the browser sent (method, size and CRC-32 as the preview read them) and stored through the
 * upload path (three sizes); the product is written once per merchant and lower-case name (its
 * import key), so a batch sent twice, or a file uploaded twice, adds nothing twice. Rows are
 * independent: a refused one is an `error` result and the next goes on.
 */
export async function confirmCatalogueImport(
  deps: Deps,
  merchantId: string,
  rows: CatalogueImportConfirmRow[],
  images: (Uint8Array | undefined)[],
): Promise<CatalogueImportConfirmation> {
  const categories = await categoriesByName(deps.db, merchantId);
  const existing = await productNamesIn(deps.db, merchantId);
  const brand = await defaultBrand(deps.db, merchantId);
  const results: CatalogueImportResult[] = [];

  for (const [index, input] of rows.entries()) {
    const checked = checkCatalogueRow({
      name: input.name,
      price: input.price,
      mrp: input.mrp,
      stock: input.stock ?? '',
      category: input.category,
      description: input.description,
      image: input.image,
      brand: input.brand,
    });
    const error = (field: CatalogueImportField | null, message: string) =>
      results.push({
        row: input.row,
        status: 'error',
        message: catalogueRowMessage(input.row, field, message),
      });
    const [field, problem] = Object.entries(checked.problems)[0] ?? [];
    if (problem) {
      error(field as CatalogueImportField, problem);
      continue;
    }
    const key = checked.name.toLowerCase();
    if (existing.has(key)) {
      results.push({
        row: input.row,
        status: 'already_in_catalogue',
        message: catalogueMessages.alreadyInCatalogue,
      });
      continue;
    }
    const sent = images[index];
    let bytes: Uint8Array;
    try {
      if (!sent) throw new ZipError('corrupt', 'no image sent');
      bytes = inflateEntry(
        sent,
        { method: input.imageMethod, size: input.imageSize, crc32: input.imageCrc32 },
        CATALOGUE_IMAGE_MAX_BYTES,
      );
    } catch (cause) {
      if (!(cause instanceof ZipError)) throw cause;
      error('image', catalogueMessages.imageProblem(checked.image, catalogueMessages.unpackFailed));
      continue;
    }

    let media;
    try {
      media = await storeUploads(
        deps,
        (['catalogueSmall', 'catalogueMedium', 'catalogueLarge'] as const).map((kind) => ({
          bytes,
          kind,
          field: 'image',
        })),
      );
    } catch (cause) {
      if (!(cause instanceof HttpError) || cause.status >= 500) throw cause;
      error('image', catalogueMessages.imageProblem(checked.image, cause.message));
      continue;
    }
    const [small, medium, large] = media;
    try {
      const categoryId = await categoryFor(deps.db, merchantId, checked.category, categories);
      const [row] = await deps.db
        .insert(catalogueProducts)
        .values({
          merchantId,
          categoryId,
          brand: checked.brand ?? brand,
          productName: checked.name,
          description: checked.description,
          pricePaise: checked.pricePaise!,
          mrpPaise: checked.mrpPaise,
          stockCount: checked.stockCount,
          imageSmallId: small!.id,
          imageMediumId: medium!.id,
          imageLargeId: large!.id,
          isApproved: true,
          importKey: key,
        })
        .onConflictDoNothing()
        .returning({ id: catalogueProducts.id });
      if (!row) {
        await discardUploads(deps, media);
        results.push({
          row: input.row,
          status: 'already_in_catalogue',
          message: catalogueMessages.alreadyInCatalogue,
        });
      } else {
        existing.add(key);
        results.push({
          row: input.row,
          status: 'created',
          message: catalogueMessages.productSaved,
          productId: row.id,
        });
      }
    } catch (cause) {
      await discardUploads(deps, media);
      throw cause;
    }
  }
  const count = (status: CatalogueImportResult['status']) =>
    results.filter((r) => r.status === status).length;
  return {
    results,
    summary: {
      created: count('created'),
      alreadyInCatalogue: count('already_in_catalogue'),
      errors: count('error'),
    },
  };
}
