/** The shared list controls under every paged list (load-more.tsx): the same words as listMessages in functions/contract/paging.ts. */
export default {
  'list.loadMore': 'Load more',
  'list.loading': 'Loading…',
  'list.moreFailed': 'More could not be loaded. Please try again.',
  'list.tryAgain': 'Try again',
  /** A data table's scrolling box (src/islands/data-table.tsx). */
  'list.tableRegion': '{caption} table',
} as const;
