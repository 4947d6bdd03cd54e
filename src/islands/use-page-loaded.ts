import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page has finished loading (its load event). Things the visitor cannot see yet wait for
 * it, so that on a slow phone they do not share the line with what is on screen.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
