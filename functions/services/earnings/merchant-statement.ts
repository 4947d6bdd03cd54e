import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SALE_STATUS_LABELS, type MerchantSaleStatus } from '../../contract/earnings.ts';
import {
  monthRange,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_MAX_ROWS,
  statementMessages,
  type MerchantStatement,
  type StatementFigure,
} from '../../contract/merchant-statement.ts';
import { paiseToRupees, paiseToRupeesText } from '../../contract/money.ts';
import type { Database } from '../../db/database.ts';
import { accounts, earningsLedger, merchantSales } from '../../db/schema/index.ts';
import { refundedShareOf } from './read-balance.ts';

/**
 * A merchant's cashback statement for a month (issue 22 item 7, decision 0062). One row per sale of
 * the month (sale date, an India date) with the ledger's view of its cashback, the same reading as the
 * sales table (list-sales.ts): a whole reversal takes the sale's cashback back, a partial refund's
 * share (decision 0045) only lowers it. The merchant's own sales only: the id is the session's.
 */

const credit = alias(earningsLedger, 'credit');
const confirmation = alias(earningsLedger, 'confirmation');
const reversal = alias(earningsLedger, 'reversal');

/** India dates: the first day of the range and the day after its last. */
export interface SaleDateRange {
  from: string;
  next: string;
}

function perSale(db: Database, merchantId: string, { from, next }: SaleDateRange) {
  return db
    .select({
      id: merchantSales.id,
      saleDate: merchantSales.saleDate,
      createdAt: merchantSales.createdAt,
      orderReference: merchantSales.orderReference,
      clickId: merchantSales.clickId,
      shopperName: accounts.displayName,
      saleAmountPaise: merchantSales.saleAmountPaise,
      rateBp: merchantSales.cashbackRateBp,
      creditPaise: credit.amountPaise,
      refundedSharePaise: refundedShareOf(merchantSales.id).as('refunded_share'),
      confirmed: sql<boolean>`${confirmation.id} is not null`.as('confirmed'),
      reversed: sql<boolean>`${reversal.id} is not null`.as('reversed'),
    })
    .from(merchantSales)
    .innerJoin(accounts, eq(accounts.id, merchantSales.accountId))
    .leftJoin(credit, and(eq(credit.saleId, merchantSales.id), eq(credit.kind, 'credit_pending')))
    .leftJoin(
      confirmation,
      and(eq(confirmation.saleId, merchantSales.id), eq(confirmation.kind, 'credit_confirmed')),
    )
    .leftJoin(
      reversal,
      and(
        eq(reversal.saleId, merchantSales.id),
        eq(reversal.kind, 'credit_reversed'),
        isNull(reversal.paymentRefundId),
      ),
    )
    .where(
      and(
        eq(merchantSales.merchantId, merchantId),
        gte(merchantSales.saleDate, from),
        lt(merchantSales.saleDate, next),
      ),
    );
}

function figure(count: unknown, paise: unknown): StatementFigure {
  const amountPaise = Number(paise ?? 0);
  return { count: Number(count ?? 0), amountPaise, amountRupees: paiseToRupees(amountPaise) };
}

/** GET /api/merchant/statement: the month's totals, in one query whatever the number of sales. */
export async function readMerchantStatement(
  db: Database,
  merchantId: string,
  month: string,
): Promise<MerchantStatement> {
  const totals = await readStatementTotals(db, merchantId, monthRange(month));
  const { from, to } = monthRange(month);
  return {
    month,
    from,
    to,
    sales: figure(totals?.salesCount, totals?.salesPaise),
    cashbackDue: figure(totals?.dueCount, totals?.duePaise),
    confirmed: figure(totals?.confirmedCount, totals?.confirmedPaise),
    reversed: figure(totals?.reversedCount, totals?.reversedPaise),
  };
}

/**
 * The statement's totals over any range of sale dates, in one aggregate query: also Account
 * Information's sales, revenue and cashback owed of the last 7, 30 or 90 days (issue 24 item 8).
 */
export async function readStatementTotals(db: Database, merchantId: string, range: SaleDateRange) {
  const s = perSale(db, merchantId, range).as('s');
  // What is still owed on a sale: nothing once wholly reversed, else the credit less refunds' shares.
  const remaining = sql`case when ${s.reversed} then 0 else coalesce(${s.creditPaise}, 0) - ${s.refundedSharePaise} end`;
  const owed = sql`${s.creditPaise} is not null and not ${s.reversed}`;
  const [totals] = await db
    .select({
      salesCount: sql<number>`count(*)`,
      salesPaise: sql<number>`coalesce(sum(${s.saleAmountPaise}), 0)`,
      dueCount: sql<number>`count(*) filter (where ${owed})`,
      duePaise: sql<number>`coalesce(sum(${remaining}) filter (where ${owed}), 0)`,
      confirmedCount: sql<number>`count(*) filter (where ${owed} and ${s.confirmed})`,
      confirmedPaise: sql<number>`coalesce(sum(${remaining}) filter (where ${owed} and ${s.confirmed}), 0)`,
      reversedCount: sql<number>`count(*) filter (where ${s.reversed})`,
      reversedPaise: sql<number>`coalesce(sum(case when ${s.reversed} then ${s.creditPaise} else ${s.refundedSharePaise} end), 0)`,
    })
    .from(s);
  return totals;
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (=, +, -, @ first). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(values: readonly string[]): string {
  return values.map(cell).join(',');
}

/** GET /api/merchant/statement.csv: one row per sale of the month, oldest first, then the totals. */
export async function merchantStatementCsv(db: Database, merchantId: string, month: string): Promise<string> {
  const [rows, statement] = await Promise.all([
    perSale(db, merchantId, monthRange(month))
      .orderBy(asc(merchantSales.saleDate), asc(merchantSales.createdAt), asc(merchantSales.id))
      .limit(STATEMENT_MAX_ROWS),
    readMerchantStatement(db, merchantId, month),
  ]);
  const lines = [line(STATEMENT_CSV_COLUMNS)];
  for (const row of rows) {
    const status: MerchantSaleStatus =
      row.creditPaise === null
        ? 'no_cashback'
        : row.reversed
          ? 'reversed'
          : row.confirmed
            ? 'confirmed'
            : 'pending';
    const cashbackPaise =
      row.creditPaise === null
        ? 0
        : row.reversed
          ? row.creditPaise
          : row.creditPaise - row.refundedSharePaise;
    lines.push(
      line([
        row.saleDate,
        row.orderReference ?? '',
        row.clickId ?? '',
        row.shopperName,
        paiseToRupeesText(row.saleAmountPaise),
        row.rateBp === null ? '' : String(row.rateBp / 100),
        paiseToRupeesText(cashbackPaise),
        SALE_STATUS_LABELS[status],
      ]),
    );
  }
  lines.push('');
  lines.push(line(['Totals', 'Count', 'Amount (₹)']));
  for (const [label, value] of [
    [statementMessages.sales, statement.sales],
    [statementMessages.cashbackDue, statement.cashbackDue],
    [statementMessages.confirmed, statement.confirmed],
    [statementMessages.reversed, statement.reversed],
  ] as const) {
    lines.push(line([label, String(value.count), paiseToRupeesText(value.amountPaise)]));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
