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
  return withPageCaching(response, checked !== undefined);
});
