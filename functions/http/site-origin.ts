import type { Context } from 'hono';
import { siteOriginOf } from '../config.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The origin emailed links are built on: SITE_URL, or in development the configured listen address.
 * Never the request's own URL, whose host is the Host header a forger chooses (decision 0043).
 */
export function siteOrigin(c: Context<AppEnv>): string {
  return siteOriginOf(c.var.config);
}
