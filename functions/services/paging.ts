import { and, gt, gte, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodeCursor, PAGE_SIZE_DEFAULT, type Page, type PageQuery } from '../contract/paging.ts';

/**
 * Keyset paging over (a timestamp column, id) for the lists an administrator or merchant can grow
 * without end (decision 0019). A page asks for one row more than it returns, to know whether another
 * page follows. The timestamp travels in the cursor as Postgres prints it, microseconds included, so a
 * row is never skipped or repeated where JavaScript's milliseconds would have rounded it.
 */

/** Select this with each row as `pageKey`: the sort column's exact value as text. */
export const pageKeyOf = (column: AnyColumn) => sql<string>`${column}::text`;

/** How many rows to fetch for a page: its size, plus one to see whether there is more. */
export const rowsToFetch = (query: PageQuery) => (query.limit ?? PAGE_SIZE_DEFAULT) + 1;

/**
 * The rows after the cursor in `order by column <direction>, id <direction>`. Written as a range on the
 * column (>= or <=) with the tie broken by id, so the column's index bounds the scan.
 */
export function afterCursor(
  column: AnyColumn,
  id: AnyColumn,
  query: PageQuery,
  direction: 'asc' | 'desc',
): SQL | undefined {
  const key = query.cursor;
  if (!key) return undefined;
  const at = sql`${key.at}::timestamptz`;
  return direction === 'asc'
    ? and(gte(column, at), or(gt(column, at), gt(id, key.id)))
    : and(lte(column, at), or(lt(column, at), lt(id, key.id)));
}

/** Cuts the fetched rows into the page and the next page's cursor. */
export function toPage<R extends { pageKey: string; id: string }, T>(
  rows: R[],
  query: PageQuery,
  shape: (row: Omit<R, 'pageKey'>) => T,
): Page<T> {
  const size = query.limit ?? PAGE_SIZE_DEFAULT;
  const kept = rows.slice(0, size);
  const last = kept.at(-1);
  return {
    items: kept.map(({ pageKey: _key, ...row }) => shape(row)),
    nextCursor: rows.length > size && last ? encodeCursor({ at: last.pageKey, id: last.id }) : null,
  };
}
