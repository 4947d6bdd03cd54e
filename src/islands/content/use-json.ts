import { useEffect, useState } from 'react';
import { getJsonOnce } from '../../lib/api.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * The JSON at `url` (null: nothing to load). Load failures are only logged, as the spec says of
 * data loads; the island then shows its empty state. `initial` is the same JSON read on the server for
 * the page's first view: while `url` is that one, it is shown as it is and not asked for again.
 */
export function useJson<T>(
  url: string | null,
  failureLog: string,
  initial?: { url: string; data: T | undefined },
): Loaded<T> {
  const known = (at: string | null): Loaded<T> =>
    initial?.data !== undefined && at === initial.url
      ? { status: 'ready', data: initial.data }
      : { status: 'loading' };
  const [state, setState] = useState<{ url: string | null; loaded: Loaded<T> }>(() => ({
    url,
    loaded: known(url),
  }));
  // A new url shows its state at once (derived in render, not in an effect).
  if (state.url !== url) setState({ url, loaded: known(url) });
  const fromServer = initial?.data !== undefined && url === initial.url;

  useEffect(() => {
    if (url === null || fromServer) return;
    let live = true;
    getJsonOnce<T>(url).then(
      (data) => {
        if (live) setState({ url, loaded: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!live) return;
        console.error(failureLog, error);
        setState({ url, loaded: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [url, failureLog, fromServer]);

  return state.url === url ? state.loaded : known(url);
}
