import { listMessages } from '../../functions/contract/paging.ts';
import type { PagedList } from './forms/use-paged-list.ts';

/** A "Load more" button under a paged list (`usePagedList`); it shows only while there is a next page. */
export function LoadMore({
  list,
  label = listMessages.loadMore,
}: {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore'>;
  label?: string;
}) {
  if (!list.hasMore) return null;
  return (
    <p className="load-more">
      <button
        type="button"
        className="button"
        disabled={list.loadingMore}
        onClick={() => void list.loadMore()}
      >
        {list.loadingMore ? listMessages.loading : label}
      </button>
      {list.moreFailed && <span role="alert"> {listMessages.moreFailed}</span>}
    </p>
  );
}

/** A list that could not be loaded: the island's message, and a button that asks again. */
export function LoadFailed({
  text,
  onRetry,
  className,
  alert = false,
}: {
  text: string;
  onRetry: () => void;
  className?: string;
  /** The message is announced at once (the islands that said it with role="alert"). */
  alert?: boolean;
}) {
  return (
    <div className="load-failed">
      <p className={className} role={alert ? 'alert' : undefined}>
        {text}
      </p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          {listMessages.tryAgain}
        </button>
      </p>
    </div>
  );
}
