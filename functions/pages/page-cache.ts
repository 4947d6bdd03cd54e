import { PRIVATE_CACHE_CONTROL } from '../auth/guards.ts';

/**
 * The one caching rule of server-rendered pages (issue 20 item 6), applied by src/middleware.ts to each
 * of them: a page is public only when it said so (`sharePublicly`, a CDN-Cache-Control of `public`) and
 * its render never read the session; every other page (dashboards, /missing-cashback, settings, payment
 * pages, a redirect to sign in) is `private, no-store`, with no CDN header, so no browser, proxy or CDN
 * keeps a copy of one person's page. A shared page shows no one's details (BaseLayout `shared`), so a
 * signed-in person may get the same copy as a visitor.
 */
export function withPageCaching(response: Response, sessionRead: boolean): Response {
  const shared = /^\s*public\b/i.test(response.headers.get('CDN-Cache-Control') ?? '');
  if (shared && !sessionRead) return response;
  // A Response.redirect() or a fetched response has immutable headers: copy it to change them.
  let result = response;
  try {
    result.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  } catch {
    result = new Response(response.body, response);
    result.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  }
  result.headers.delete('CDN-Cache-Control');
  return result;
}
