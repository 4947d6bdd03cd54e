import { useCallback, useEffect, useRef, useState } from 'react';
import { getPage } from '../../lib/api.ts';
import * as rows from '../../lib/paged-list.ts';
import type { KeyOf } from '../../lib/paged-list.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

export interface PagedListOptions<T, R> {
  /** What the console says when the first page fails (a failed load is logged, decision 0023). */
  failureLog: string;
  /** How rows are told apart; their `id` unless given. */
  keyOf?: KeyOf<T>;
  /** The rows a page's body holds (a body in another shape, or only some rows); the body as it is unless given. */
  select?: (items: R[]) => T[];
  /** A new value reads the first page again and keeps the rows shown until it comes (a saved upload). */
  refreshKey?: string | number;
}

interface State<T> {
  path: string;
  items: T[] | null;
  next: string | null;
  status: ListStatus;
  more: 'idle' | 'loading' | 'error';
}

const initialState = <T>(path: string): State<T> => ({
  path,
  items: null,
  next: null,
  status: 'loading',
  more: 'idle',
});

const idOf = (item: unknown) => String((item as { id?: unknown }).id);

/**
 * Every paged list of an island (decision 0019's X-Next-Cursor pages, read with `getPage`): the first
 * page of `path` on mount, the next one on `loadMore`, and the rows changed in place by the island's
 * row actions. `items` is null until the first page came; `status` is 'error' when it (or a `reload`)
 * failed, and the island shows its message with a retry (`reload`). A request is aborted when the
 * island goes or `path` changes, a page of an older load is dropped, and React's StrictMode double
 * mount sends one request, not two (the first mount's request is cancelled before it starts).
 */
export function usePagedList<T, R = T>(path: string, options: PagedListOptions<T, R>) {
  const [state, setState] = useState<State<T>>(() => initialState(path));
  const [reloads, setReloads] = useState(0);
  const latest = useRef(options);
  const moreRequest = useRef<AbortController | null>(null);
  // A new path is a new list: its rows are not the old path's (derived in render, not in an effect).
  if (state.path !== path) setState(initialState(path));

  useEffect(() => {
    latest.current = options;
  });

  const keyOf: KeyOf<T> = (item) => (options.keyOf ?? idOf)(item);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    // Started after the effect's turn: StrictMode's unmount-and-mount aborts this one before it is sent.
    void Promise.resolve().then(async () => {
      if (controller.signal.aborted) return;
      try {
        const page = await getPage<R>(path, { signal: controller.signal });
        if (controller.signal.aborted) return;
        const { select } = latest.current;
        const items = select ? select(page.items) : (page.items as unknown as T[]);
        setState({ path, items, next: page.next, status: 'ready', more: 'idle' });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(latest.current.failureLog, error);
        setState((current) => (current.path === path ? { ...current, status: 'error' } : current));
      }
    });
    return () => controller.abort();
  }, [path, options.refreshKey, reloads]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  /** Reads the next page and adds its rows (once each) under the ones shown. */
  const loadMore = async () => {
    const next = state.next;
    if (!next || state.more === 'loading') return;
    const controller = new AbortController();
    moreRequest.current?.abort();
    moreRequest.current = controller;
    setState((current) => ({ ...current, more: 'loading' }));
    try {
      const page = await getPage<R>(next, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const { select } = latest.current;
      const items = select ? select(page.items) : (page.items as unknown as T[]);
      setState((current) =>
        current.next === next
          ? {
              ...current,
              items: rows.appendPage(current.items ?? [], items, keyOf),
              next: page.next,
              more: 'idle',
            }
          : current,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Failed to load more:', error);
      setState((current) => (current.next === next ? { ...current, more: 'error' } : current));
    }
  };

  /** Reads the first page again: a retry after a failure (shown as loading), or a refresh that keeps the rows. */
  const reload = useCallback(() => {
    setState((current) => (current.status === 'error' ? { ...current, status: 'loading' } : current));
    setReloads((count) => count + 1);
  }, []);

  const change = (edit: (items: T[]) => T[]) =>
    setState((current) => (current.items ? { ...current, items: edit(current.items) } : current));

  return {
    /** The rows shown; null until the first page came. */
    items: state.items,
    status: state.status,
    hasMore: state.next !== null,
    loadingMore: state.more === 'loading',
    moreFailed: state.more === 'error',
    loadMore,
    reload,
    /** A row made here (a new upload) goes first. */
    addItem: (item: T) => change((items) => rows.prependItem(items, item, keyOf)),
    updateItem: (key: string, edit: Partial<T> | ((item: T) => T)) =>
      change((items) => rows.updateItem(items, key, edit, keyOf)),
    removeItem: (key: string) => change((items) => rows.removeItem(items, key, keyOf)),
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
