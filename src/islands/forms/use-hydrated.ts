import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML, true once React runs. Forms stay disabled until then, so nothing
 * typed before hydration is lost and no form is ever submitted natively (with the password in it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
