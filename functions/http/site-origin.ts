import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** The origin emailed links are built on: SITE_URL, or the request's own origin when it is unset. */
export function siteOrigin(c: Context<AppEnv>): string {
  return new URL(c.var.config.SITE_URL ?? c.req.url).origin;
}
