import { useState } from 'react';
import { getPage, type FetchedPage } from '../lib/api.ts';

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
