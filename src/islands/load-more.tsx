import { listMessages } from '../../functions/contract/paging.ts';
import type { PagedList } from './forms/use-paged-list.ts';

/** The list controls' texts in the page's language (pickTexts(locale, LIST_KEYS)); English when left out. */
export type ListTexts = Partial<
  Record<'list.loadMore' | 'list.loading' | 'list.moreFailed' | 'list.tryAgain' | 'list.tableRegion', string>
>;

/** The keys a page picks for an island that shows LoadMore or LoadFailed. */
export const LIST_KEYS = [
  'list.loadMore',
  'list.loading',
  'list.moreFailed',
  'list.tryAgain',
  'list.tableRegion',
] as const;

/** A "Load more" button under a paged list (`usePagedList`); it shows only while there is a next page. */
export function LoadMore({
  list,
  label,
  texts = {},
}: {
  list: Pick<PagedList<unknown>, 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore'>;
  label?: string;
  texts?: ListTexts;
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
        {list.loadingMore
          ? (texts['list.loading'] ?? listMessages.loading)
          : (label ?? texts['list.loadMore'] ?? listMessages.loadMore)}
      </button>
      {list.moreFailed && <span role="alert"> {texts['list.moreFailed'] ?? listMessages.moreFailed}</span>}
    </p>
  );
}

/** A list that could not be loaded: the island's message, and a button that asks again. */
export function LoadFailed({
  text,
  onRetry,
  className,
  alert = false,
  texts = {},
}: {
  text: string;
  texts?: ListTexts;
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
          {texts['list.tryAgain'] ?? listMessages.tryAgain}
        </button>
      </p>
    </div>
  );
}
