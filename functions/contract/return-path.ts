/**
 * Where a sign-in returns the browser to (issue 21, item 9): a path on this site, never another site.
 * The pages' guard (functions/pages/page-session.ts), the Google callback and the sign-in islands all
 * read a return address through `safeReturnPath`, so there is one rule for what may be followed.
 * Pure: no I/O and no zod, so the islands may import it.
 */

/** The query parameter a sign-in page reads its return path from: `/UserSignin?next=%2Fuser%2Fdashboard`. */
export const RETURN_PATH_PARAM = 'next';

/** The query parameter that names the coupon card a listing opens on load: `/top-coupons?open=<id>`. */
export const OPEN_COUPON_PARAM = 'open';

/** Longer return addresses are refused (a listing's address with its filters fits many times over). */
export const RETURN_PATH_MAX_LENGTH = 1024;

/** C0 and C1 control characters and DEL, which browsers strip or mis-read inside a URL. */
// eslint-disable-next-line no-control-regex -- the characters to refuse are control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Any whitespace (spaces included): a raw return address has every space encoded. */
const WHITESPACE = /\s/;
/** The origin the candidate is resolved against: any address that leaves it is another site. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** One slash, then something other than a slash or a backslash (or nothing): a path on this site. */
function startsAsLocalPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

function staysOnSite(value: string): boolean {
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The value when it is a same-site path to return to, else null. Accepted: a string of at most
 * RETURN_PATH_MAX_LENGTH characters that starts with one `/` not followed by `/` or `\`, has no
 * backslash, whitespace or control character, and still starts that way once percent-decoded (so
 * `/%2F%2Fevil.example` is refused) without a control character hidden in an escape. `//evil.example`,
 * `https://evil.example`, `/\evil.example` and `javascript:alert(1)` are all refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!startsAsLocalPath(value) || value.includes('\\')) return null;
  if (CONTROL.test(value) || WHITESPACE.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!startsAsLocalPath(decoded) || CONTROL.test(decoded)) return null;
  if (!staysOnSite(value) || !staysOnSite(decoded)) return null;
  return value;
}

/** `path` with the query parameter `name` set to `value` (replacing one already there); the hash is kept. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, PROBE_ORIGIN);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in page's address that returns to `returnPath` afterwards (the page alone when it is not safe). */
export function signInPathReturningTo(signInPath: string, returnPath: string | null | undefined): string {
  const safe = safeReturnPath(returnPath);
  return safe ? withQueryParam(signInPath, RETURN_PATH_PARAM, safe) : signInPath;
}

/**
 * The id of a coupon card's element. The return address names it as its fragment, so the browser
 * scrolls to the card on load, which also wakes a grid that hydrates only when visible (home's).
 */
export function couponCardAnchor(couponId: string): string {
  return `coupon-${couponId}`;
}

/** The address of this page with the coupon card `couponId` opened on load (a card's Login returns there). */
export function couponReturnPath(location: { pathname: string; search: string }, couponId: string): string {
  const path = withQueryParam(`${location.pathname}${location.search}`, OPEN_COUPON_PARAM, couponId);
  return `${path}#${couponCardAnchor(couponId)}`;
}
