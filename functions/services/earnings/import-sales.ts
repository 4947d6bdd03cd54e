import { parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { emailVerificationMessages } from '../../contract/account-email.ts';
import { saleMessages } from '../../contract/earnings.ts';
import { recordIdSchema } from '../../contract/ids.ts';
import {
  checkImportRow,
  importFieldOf,
  rowMessage,
  SALES_IMPORT_FIELD_NAMES,
  SALES_IMPORT_MAX_ROWS,
  salesImportMessages,
  type CheckedImportRow,
  type SalesImportConfirmation,
  type SalesImportField,
  type SalesImportPreview,
  type SalesImportPreviewRow,
  type SalesImportResult,
  type SalesImportText,
} from '../../contract/sales-import.ts';
import type { SalesImportConfirmInput } from '../../contract/sales-import-schemas.ts';
import type { Database } from '../../db/database.ts';
import { coupons, merchantSales } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import { storeCashbackRateBp } from '../stores/store-cashback.ts';
import { attributeClick } from './attribute-click.ts';
import { cashbackEligibility } from './can-earn.ts';
import { shareOfPaise, type CashbackSettings } from './cashback-settings.ts';
import { findShopper } from './find-shopper.ts';
import { recordMerchantSale } from './record-merchant-sale.ts';

/** A data row of the file: its line (the heading is line 1) and its values by field. */
export interface CsvSaleRow {
  row: number;
  values: SalesImportText;
}

const EMPTY_ROW: SalesImportText = {
  clickId: '',
  shopper: '',
  amount: '',
  saleDate: '',
  orderReference: '',
  couponId: '',
};

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * The file's rows (decision 0064): a heading row naming the columns in any order and case (a byte-order
 * mark is dropped, unknown columns ignored), then one sale per row; blank rows are skipped. A file that
 * is not CSV, lacks a column, has no rows or more than SALES_IMPORT_MAX_ROWS is refused whole (400).
 */
export function readSalesCsv(text: string): CsvSaleRow[] {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw HttpError.badInput(salesImportMessages.notCsv(typeof line === 'number' ? line : 1));
  }
  const [heading, ...data] = records;
  const columns = (heading?.record ?? []).map(importFieldOf);
  const missing: string[] = [];
  if (!columns.includes('clickId') && !columns.includes('shopper'))
    missing.push(`${SALES_IMPORT_FIELD_NAMES.clickId} (or ${SALES_IMPORT_FIELD_NAMES.shopper})`);
  for (const field of ['amount', 'saleDate', 'orderReference'] as const)
    if (!columns.includes(field)) missing.push(SALES_IMPORT_FIELD_NAMES[field]);
  if (missing.length > 0) throw HttpError.badInput(salesImportMessages.missingColumns(missing));

  const rows: CsvSaleRow[] = [];
  for (const { record, info } of data) {
    if (record.every((cell) => cell === '')) continue; // a spreadsheet's blank row: ",,,"
    const values = { ...EMPTY_ROW };
    record.forEach((cell, index) => {
      const field = columns[index];
      if (field && !values[field]) values[field] = cell;
    });
    // info.lines is the line the record ends on; a quoted cell may span lines.
    const spanned = record.join('').split('\n').length - 1;
    rows.push({ row: info.lines - spanned, values });
  }
  if (rows.length === 0) throw HttpError.badInput(salesImportMessages.noRows);
  if (rows.length > SALES_IMPORT_MAX_ROWS)
    throw HttpError.badInput(salesImportMessages.tooManyRows(rows.length));
  return rows;
}

/** The message of a refusal, by the field it names: HttpError fields (shopper, clickId) or its message. */
function refusalOf(error: unknown): { field: string | null; message: string } | null {
  if (!(error instanceof HttpError) || error.status >= 500) return null;
  const [field, message] = Object.entries(error.fields ?? {})[0] ?? [null, error.message];
  return { field, message };
}

/**
 * What needs the database, for many rows of one merchant: the shopper a row names, the click it names,
 * whether the shopper may earn, the coupon; lookups are remembered for the next rows. Reads only.
 */
class RowLookups {
  private readonly shoppers = new Map<string, Promise<{ accountId: string } | { message: string }>>();
  private readonly eligible = new Map<string, Promise<string | null>>();
  private readonly ownCoupons = new Map<string, Promise<boolean>>();

  private readonly db: Database;
  private readonly merchantId: string;
  private readonly settings: CashbackSettings;
  private readonly today: string;

  constructor(db: Database, merchantId: string, settings: CashbackSettings, today: string) {
    this.db = db;
    this.merchantId = merchantId;
    this.settings = settings;
    this.today = today;
  }

  private shopper(typed: string) {
    const key = typed.trim().toLowerCase();
    let found = this.shoppers.get(key);
    if (!found) {
      found = findShopper(this.db, typed).then(
        (accountId) => ({ accountId }),
        (error: unknown) => {
          const refusal = refusalOf(error);
          if (!refusal) throw error;
          return { message: refusal.message };
        },
      );
      this.shoppers.set(key, found);
    }
    return found;
  }

  /** Null when the account may earn, else why not (the shopper's message). */
  private eligibility(accountId: string) {
    let found = this.eligible.get(accountId);
    if (!found) {
      found = cashbackEligibility(this.db, accountId).then((eligibility) =>
        eligibility === 'eligible'
          ? null
          : eligibility === 'unverified'
            ? emailVerificationMessages.shopperUnverified
            : saleMessages.shopperNotFound,
      );
      this.eligible.set(accountId, found);
    }
    return found;
  }

  private ownCoupon(couponId: string) {
    let found = this.ownCoupons.get(couponId);
    if (!found) {
      found = recordIdSchema.safeParse(couponId).success
        ? this.db
            .select({ id: coupons.id })
            .from(coupons)
            .where(and(eq(coupons.id, couponId), eq(coupons.merchantId, this.merchantId)))
            .then((rows) => rows.length > 0)
        : Promise.resolve(false);
      this.ownCoupons.set(couponId, found);
    }
    return found;
  }

  /**
   * The row's shopper (named, or the click's) and each field's problem, as recordMerchantSale would
   * refuse it: unknown or unverified shopper, a click not at this store, by another shopper or too old,
   * a coupon that is not this merchant's.
   */
  async check(checked: CheckedImportRow): Promise<{ accountId: string | null; checked: CheckedImportRow }> {
    const problems = { ...checked.problems };
    let accountId: string | null = null;
    if (checked.shopper && !problems.shopper) {
      const found = await this.shopper(checked.shopper);
      if ('accountId' in found) accountId = found.accountId;
      else problems.shopper = found.message;
    }
    if (checked.clickId && !(checked.shopper && !accountId)) {
      try {
        const click = await attributeClick(this.db, {
          merchantId: this.merchantId,
          clickId: checked.clickId,
          accountId,
          saleDate: checked.saleDate ?? this.today,
          attributionDays: this.settings.clickAttributionDays,
        });
        accountId = click.accountId;
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        problems.clickId = refusal.message;
        accountId = null;
      }
    }
    if (accountId && !problems.shopper) {
      const why = await this.eligibility(accountId);
      if (why) problems.shopper = why;
    }
    if (checked.couponId && !(await this.ownCoupon(checked.couponId)))
      problems.couponId = saleMessages.couponNotFound;
    return { accountId, checked: { ...checked, problems } };
  }
}

/** The messages of a row's problems, each naming the row and the field, in the template's column order. */
function problemMessages(row: number, problems: Partial<Record<SalesImportField, string>>): string[] {
  return (Object.keys(SALES_IMPORT_FIELD_NAMES) as SalesImportField[])
    .filter((field) => problems[field])
    .map((field) => rowMessage(row, field, problems[field] ?? ''));
}

/** Which of these order references this merchant already has a sale for. */
async function recordedOrders(db: Database, merchantId: string, references: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < references.length; start += 1000) {
    const slice = references.slice(start, start + 1000);
    const rows = await db
      .select({ reference: merchantSales.orderReference })
      .from(merchantSales)
      .where(and(eq(merchantSales.merchantId, merchantId), inArray(merchantSales.orderReference, slice)));
    for (const { reference } of rows) if (reference) found.add(reference);
  }
  return found;
}

/**
 * POST /api/merchant/sales/import/preview: every row of the file checked as the confirm will check it,
 * with the cashback it would earn at the store's rate in force; nothing is written. An order already
 * recorded is a 'duplicate' (it will be skipped); the same order twice in the file is an error on the
 * later row.
 */
export async function previewSalesImport(
  db: Database,
  merchantId: string,
  text: string,
  settings: CashbackSettings,
  today: string,
): Promise<SalesImportPreview> {
  const rows = readSalesCsv(text);
  const cashbackRateBp = await storeCashbackRateBp(db, merchantId, settings.cashbackRateBasisPoints);
  const checked = rows.map(({ row, values }) => ({ row, checked: checkImportRow(values, today) }));
  const references = [
    ...new Set(checked.flatMap(({ checked: c }) => (c.orderReference ? [c.orderReference] : []))),
  ];
  const recorded = await recordedOrders(db, merchantId, references);
  const lookups = new RowLookups(db, merchantId, settings, today);
  const firstRowOf = new Map<string, number>();
  const preview: SalesImportPreviewRow[] = [];
  for (const { row, checked: first } of checked) {
    const reference = first.orderReference;
    const base = {
      row,
      clickId: first.clickId,
      shopper: first.shopper,
      amountPaise: first.amountPaise,
      saleDate: first.saleDate,
      orderReference: reference,
      couponId: first.couponId,
    };
    const earlier = reference ? firstRowOf.get(reference) : undefined;
    if (reference && earlier === undefined) firstRowOf.set(reference, row);
    if (reference && earlier === undefined && !first.problems.orderReference && recorded.has(reference)) {
      preview.push({ ...base, status: 'duplicate', errors: [], cashbackPaise: 0 });
      continue;
    }
    const { checked: found } = await lookups.check(first);
    if (earlier !== undefined && !found.problems.orderReference)
      found.problems.orderReference = salesImportMessages.duplicateInFile(earlier);
    const errors = problemMessages(row, found.problems);
    preview.push({
      ...base,
      status: errors.length > 0 ? 'error' : 'ok',
      errors,
      cashbackPaise:
        errors.length === 0 && found.amountPaise ? shareOfPaise(found.amountPaise, cashbackRateBp) : 0,
    });
  }
  const count = (status: SalesImportPreviewRow['status']) =>
    preview.filter((row) => row.status === status).length;
  return {
    rows: preview,
    summary: {
      ok: count('ok'),
      errors: count('error'),
      duplicates: count('duplicate'),
      total: preview.length,
    },
    cashbackRateBp,
  };
}

/**
 * POST /api/merchant/sales/import/confirm: each row checked again (the preview is not trusted) and
 * recorded through recordMerchantSale with its order reference and source 'csv', one at a time and
 * independently: a refused row is an 'error' result and the next row goes on. An order already
 * recorded (before, or by a parallel request) is 'already_recorded' and credits nothing.
 */
export async function confirmSalesImport(
  db: Database,
  merchantId: string,
  input: SalesImportConfirmInput,
  settings: CashbackSettings,
  today: string,
): Promise<SalesImportConfirmation> {
  const lookups = new RowLookups(db, merchantId, settings, today);
  const results: SalesImportResult[] = [];
  for (const given of input.rows) {
    const checked = checkImportRow(
      {
        clickId: given.clickId ?? '',
        shopper: given.shopper ?? '',
        amount: given.amount,
        saleDate: given.saleDate,
        orderReference: given.orderReference,
        couponId: given.couponId ?? '',
      },
      today,
    );
    const orderReference = checked.orderReference ?? given.orderReference.trim();
    const say = (field: SalesImportField | null, message: string) =>
      given.row ? rowMessage(given.row, field, message) : message;
    const fail = (problems: Partial<Record<SalesImportField, string>>): SalesImportResult => {
      const [field, message] = (Object.entries(problems)[0] ?? [null, saleMessages.failed]) as [
        SalesImportField | null,
        string,
      ];
      return { orderReference, status: 'error', message: say(field, message) };
    };
    if (Object.keys(checked.problems).length > 0) {
      results.push(fail(checked.problems));
      continue;
    }
    const reference = checked.orderReference ?? '';
    if ((await recordedOrders(db, merchantId, [reference])).has(reference)) {
      results.push({
        orderReference,
        status: 'already_recorded',
        message: say(null, saleMessages.alreadyRecorded),
      });
      continue;
    }
    const { accountId, checked: found } = await lookups.check(checked);
    if (Object.keys(found.problems).length > 0 || !accountId) {
      results.push(fail(found.problems));
      continue;
    }
    try {
      const sale = await recordMerchantSale(
        db,
        {
          merchantId,
          accountId,
          couponId: found.couponId,
          saleAmountPaise: found.amountPaise ?? 0,
          saleDate: found.saleDate ?? today,
          remarks: null,
          idempotencyKey: `order:${reference}`,
          orderReference: reference,
          clickId: found.clickId,
          source: 'csv',
        },
        settings,
      );
      results.push(
        sale.created
          ? {
              orderReference,
              status: 'created',
              message: say(
                null,
                sale.confirmAfter === null ? saleMessages.recordedNoCashback : saleMessages.recorded,
              ),
              saleId: sale.saleId,
            }
          : {
              orderReference,
              status: 'already_recorded',
              message: say(null, saleMessages.alreadyRecorded),
              saleId: sale.saleId,
            },
      );
    } catch (error) {
      // A parallel request recorded the same order (with other details: 409; or its insert met ours
      // on the order reference's own unique index): that sale stands, this row is skipped.
      if ((error instanceof HttpError && error.status === 409) || isUniqueViolation(error)) {
        results.push({
          orderReference,
          status: 'already_recorded',
          message: say(null, salesImportMessages.alreadyRecordedOther),
        });
        continue;
      }
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const field = refusal.field && refusal.field in SALES_IMPORT_FIELD_NAMES ? refusal.field : null;
      results.push({
        orderReference,
        status: 'error',
        message: say(field as SalesImportField | null, refusal.message),
      });
    }
  }
  const count = (status: SalesImportResult['status']) => results.filter((r) => r.status === status).length;
  return {
    results,
    summary: {
      created: count('created'),
      alreadyRecorded: count('already_recorded'),
      errors: count('error'),
    },
  };
}
