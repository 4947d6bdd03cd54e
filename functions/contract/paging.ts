/**
 * How big a list answer may be (decision 0019). Public lists have a hard cap and an optional `limit`;
 * lists an administrator or merchant can grow without end are read in pages: `limit` plus the opaque
 * `cursor` that the previous page sent in the X-Next-Cursor header (no header: that was the last page).
 * The body keeps its shape (a bare array), so existing readers keep working. No zod here: islands
 * import it; the query schemas are in paging-query.ts.
 */

/** The most items any public list sends at once; the pages show far fewer (grids: 12 at a time). */
export const PUBLIC_LIST_MAX = 200;
/** A page of an administrator's or merchant's list, by default and at most. */
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 200;
/** The response header naming the next page's cursor. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const pagingMessages = {
  limit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  cursor: 'cursor is not valid; start again from the first page',
} as const;

/** What the islands show under and in place of a paged list (`LoadMore`, `LoadFailed`). */
export const listMessages = {
  loadMore: 'Load more',
  loading: 'Loading…',
  moreFailed: 'More could not be loaded. Please try again.',
  tryAgain: 'Try again',
} as const;

/** Where a page ends: the sort column's exact value (Postgres timestamp text) and the row's id. */
export interface PageKey {
  at: string;
  id: string;
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page key as the opaque, URL-safe cursor the client sends back. */
export function encodeCursor(key: PageKey): string {
  return btoa(`${key.at}|${key.id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): PageKey | null {
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [at = '', id = '', ...rest] = text.split('|');
  return rest.length === 0 && TIMESTAMP_TEXT.test(at) && UUID.test(id) ? { at, id } : null;
}

/** A paged list's query once checked (pageQuerySchema in paging-query.ts): page size and where to start. */
export interface PageQuery {
  limit?: number | undefined;
  cursor?: PageKey | undefined;
}

/** One page of a list and the cursor of the next page (null: this was the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
