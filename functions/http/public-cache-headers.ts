/**
 * The caching of everything public, API reads and shared pages alike (docs/decisions/0012): browsers
 * revalidate every time, CDNs keep a copy for `seconds` and may serve it stale for five times that
 * while they fetch a fresh one. Browsers get no stale-while-revalidate because Chromium applies it
 * itself and would show an administrator's change one page view late.
 */
export function publicCacheHeaders(seconds: number): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'CDN-Cache-Control': `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`,
  };
}
