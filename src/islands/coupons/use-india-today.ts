import { useSyncExternalStore } from 'react';
import { todayInIndia } from '../../../functions/contract/india-time.ts';

/** The attribute on a card's end date that records the India day the server rendered it on. */
export const RENDERED_DAY_ATTRIBUTE = 'data-india-day';

let renderedDay: string | undefined;

/**
 * While hydrating: the day the server rendered the page's cards on, read once from the HTML, so the
 * first render in the browser says what the HTML says ('Ends today') even when the page came from a
 * cache across midnight. React then renders again with the browser's own day if it differs.
 */
function dayOfTheHtml(): string {
  if (typeof document === 'undefined') return todayInIndia();
  renderedDay ??=
    document.querySelector(`[${RENDERED_DAY_ATTRIBUTE}]`)?.getAttribute(RENDERED_DAY_ATTRIBUTE) ?? undefined;
  return renderedDay ?? todayInIndia();
}

const noUpdates = () => () => {};

/** Today in India (YYYY-MM-DD) for the cards' end dates, the same on the server and while hydrating. */
export function useIndiaToday(): string {
  return useSyncExternalStore(noUpdates, todayInIndia, dayOfTheHtml);
}
