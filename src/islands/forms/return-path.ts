import { RETURN_PATH_PARAM, safeReturnPath } from '../../../functions/contract/return-path.ts';

/**
 * Where a sign-in on this page returns to (issue 21, item 9): the path it was given (the popup opened
 * from a coupon card), else the `?next=` of the page's address (a guarded page sent the visitor here),
 * each only when safeReturnPath accepts it; null leaves the form's own landing.
 */
export function returnPathFor(given?: string | null): string | null {
  return (
    safeReturnPath(given) ??
    safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PATH_PARAM))
  );
}
