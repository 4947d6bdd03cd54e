import { useState } from 'react';
import { NEXT_CURSOR_HEADER } from '../../functions/contract/paging.ts';

/** One page of a paged list, and where the next page is (null after the last). */
export interface FetchedPage<T> {
  items: T[];
  next: string | null;
}

/**
 * GETs one page of a paged list (decision 0019): the body is the bare array the list always was, and
 * the X-Next-Cursor header, when present, names the next page. Throws on a failed request.
 */
export async function getPage<T>(path: string, signal?: AbortSignal): Promise<FetchedPage<T>> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    cache: 'no-cache',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  const items = (await response.json()) as T[];
  const cursor = response.headers.get(NEXT_CURSOR_HEADER);
  return { items, next: cursor ? withCursor(path, cursor) : null };
}

function withCursor(path: string, cursor: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/** A "Load more" button under a paged list; it shows only while there is a next page. */
export function LoadMore<T>({
  next,
  onPage,
}: {
  next: string | null;
  onPage: (page: FetchedPage<T>) => void;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!next) return null;

  const load = async () => {
    setPending(true);
    setFailed(false);
    try {
      onPage(await getPage<T>(next));
    } catch (error) {
      console.error('Failed to load more:', error);
      setFailed(true);
    }
    setPending(false);
  };

  return (
    <p className="load-more">
      <button type="button" className="button" disabled={pending} onClick={() => void load()}>
        {pending ? 'Loading…' : 'Load more'}
      </button>
      {failed && <span role="alert"> More could not be loaded. Please try again.</span>}
    </p>
  );
}
