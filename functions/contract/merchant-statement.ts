import { todayInIndia } from './india-time.ts';

/**
 * A merchant's cashback statement per month (issue 22 item 7, decision 0062): the month's sales (by
 * sale date, an India date), the cashback due on them, confirmed and reversed, with a CSV of one row
 * per sale. Amounts in whole paise and in rupees. Zod-free: the dashboard island imports it.
 */

export const statementMessages = {
  month: 'Choose a month as YYYY-MM.',
  sectionTitle: 'Statement',
  sectionIntro:
    'Your sales of a month (by sale date, India time) and the cashback on them: due (pending and confirmed), confirmed and reversed.',
  monthLabel: 'Month',
  download: 'Download CSV',
  loading: 'Loading the statement…',
  failed: 'The statement could not be loaded. Please try again.',
  sales: 'Sales',
  cashbackDue: 'Cashback due',
  confirmed: 'Confirmed',
  reversed: 'Reversed',
  salesCount: (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'sale' : 'sales'}`,
} as const;

/** The CSV's columns, one row per sale; then the totals. */
export const STATEMENT_CSV_COLUMNS = [
  'Date',
  'Order reference',
  'Click id',
  'Shopper',
  'Amount (₹)',
  'Rate (%)',
  'Cashback (₹)',
  'Status',
] as const;

/** At most this many sales in one statement's CSV (decision 0019: every list is bounded). */
export const STATEMENT_MAX_ROWS = 50_000;

/** A count of sales and an amount, in paise and in rupees. */
export interface StatementFigure {
  count: number;
  amountPaise: number;
  amountRupees: number;
}

/** GET /api/merchant/statement?month=YYYY-MM */
export interface MerchantStatement {
  /** YYYY-MM */
  month: string;
  /** India dates: the first and last day of the month. */
  from: string;
  to: string;
  /** The month's sales and their amount. */
  sales: StatementFigure;
  /** The cashback still owed on them: pending and confirmed (a partial refund's share taken off). */
  cashbackDue: StatementFigure;
  /** Of which confirmed. */
  confirmed: StatementFigure;
  /** Taken back: whole reversals (count) and partial refunds' shares (amount). */
  reversed: StatementFigure;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month in India, YYYY-MM. */
export function currentIndiaMonth(now: Date = new Date()): string {
  return todayInIndia(now).slice(0, 7);
}

/** The first day of the month and the first day of the next, as YYYY-MM-DD. */
export function monthRange(month: string): { from: string; next: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, next, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** /api/merchant/statement.csv?month=… */
export function statementCsvPath(month: string): string {
  return `/api/merchant/statement.csv?month=${encodeURIComponent(month)}`;
}
