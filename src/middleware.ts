import { defineMiddleware } from 'astro:middleware';
import { withPageCaching } from '../functions/pages/page-cache.ts';
import { profileForPage } from '../functions/pages/page-session.ts';
import type { Profile } from '../functions/contract/accounts.ts';

const NOBODY = () => Promise.resolve(null);

/**
 * Server-rendered pages learn who is signed in from the session cookie, checked on the server when a
 * page first asks (`await Astro.locals.profile()`): the shared pages never ask, so they cost no session
 * lookup. Every page it renders gets its caching from one rule (withPageCaching): private, no-store
 * unless the page is shared and never read the session. Prerendered pages and the API (which reads the
 * session and sets its own headers) are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.profile = NOBODY;
  const path = context.url.pathname;
  if (context.isPrerendered || path.startsWith('/api/') || path.startsWith('/media/')) return next();
  let checked: Promise<Profile | null> | undefined;
  context.locals.profile = () => (checked ??= profileForPage(context.request));
  const response = await next();
  return withPageCaching(fallbackStatus(response), checked !== undefined);
});

/**
 * A Hindi or Telugu address (/hi/stores) is rendered from the English page's file (Astro's i18n fallback,
 * fallbackType 'rewrite', decision 0084). Astro 7.3 gives such a render the status 302, meant for its
 * 'redirect' fallback, with no Location: browsers would show nothing. A 302 without a Location is only
 * ever that, and it is the page itself, so it is answered as 200.
 */
function fallbackStatus(response: Response): Response {
  if (response.status !== 302 || response.headers.has('Location')) return response;
  return new Response(response.body, { status: 200, headers: response.headers });
}
