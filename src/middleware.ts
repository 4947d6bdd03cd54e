import { defineMiddleware } from 'astro:middleware';
import { profileForPage } from '../functions/pages/page-session.ts';
import type { Profile } from '../functions/contract/accounts.ts';

const NOBODY = () => Promise.resolve(null);

/**
 * Server-rendered pages learn who is signed in from the session cookie, checked on the server when a
 * page first asks (`await Astro.locals.profile()`): the shared pages never ask, so they cost no session
 * lookup. Prerendered pages and the API (which reads the session itself) are left alone.
 */
export const onRequest = defineMiddleware((context, next) => {
  context.locals.profile = NOBODY;
  const path = context.url.pathname;
  if (context.isPrerendered || path.startsWith('/api/') || path.startsWith('/media/')) return next();
  let checked: Promise<Profile | null> | undefined;
  context.locals.profile = () => (checked ??= profileForPage(context.request));
  return next();
});
