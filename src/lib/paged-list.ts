/**
 * The pure part of the islands' paged lists (`usePagedList` in src/islands/forms/use-paged-list.ts):
 * how a page joins the rows already shown, and how one row changes or leaves. Rows are told apart by
 * a key (their id), so a row that shows up twice (one added here, then met again on a later page)
 * is listed once.
 */

export type KeyOf<T> = (item: T) => string;

/** The rows shown, then the new page's rows that are not among them yet (in the page's order). */
export function appendPage<T>(current: readonly T[], page: readonly T[], keyOf: KeyOf<T>): T[] {
  const seen = new Set(current.map(keyOf));
  const merged = [...current];
  for (const item of page) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** A row added on this page (a new upload) goes first; one already listed under its key is replaced. */
export function prependItem<T>(current: readonly T[], item: T, keyOf: KeyOf<T>): T[] {
  const key = keyOf(item);
  return [item, ...current.filter((row) => keyOf(row) !== key)];
}

/** The row with `key` changed: a partial change is merged, a function maps the row; others stay as they are. */
export function updateItem<T>(
  current: readonly T[],
  key: string,
  change: Partial<T> | ((item: T) => T),
  keyOf: KeyOf<T>,
): T[] {
  return current.map((row) => {
    if (keyOf(row) !== key) return row;
    return typeof change === 'function' ? change(row) : { ...row, ...change };
  });
}

/** The rows without the one with `key`. */
export function removeItem<T>(current: readonly T[], key: string, keyOf: KeyOf<T>): T[] {
  return current.filter((row) => keyOf(row) !== key);
}
