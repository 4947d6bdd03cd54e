import { defineMiddleware } from 'astro:middleware';
import { profileForPage } from '../functions/auth/page-session.ts';

/**
 * Server-rendered pages learn who is signed in from the session cookie, checked on the server.
 * Prerendered pages and the API (which reads the session itself) are left alone.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.profile = null;
  const path = context.url.pathname;
  if (context.isPrerendered || path.startsWith('/api/') || path.startsWith('/media/')) return next();
  context.locals.profile = await profileForPage(context.request);
  return next();
});
