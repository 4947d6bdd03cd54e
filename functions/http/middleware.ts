import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../contract/limits.ts';
import { SALES_IMPORT_MAX_BYTES, salesImportMessages } from '../contract/sales-import.ts';
import { messages } from '../contract/messages.ts';
import { isProduction } from '../config.ts';
import { securityHeaders } from '../contract/security-headers.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { publicCacheHeaders } from './public-cache-headers.ts';

/** Puts the app's dependencies and a request id on the context. */
export function provide(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('db', deps.db);
    c.set('blobs', deps.blobs);
    c.set('config', deps.config);
    c.set('log', deps.log);
    c.set('mailer', deps.mailer);
    c.set('account', null);
    const incoming = c.req.header('x-request-id');
    c.set('requestId', incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID());
    await next();
  };
}

/** One structured log line per request. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  c.header('X-Request-Id', c.var.requestId);
  c.var.log.info('request', {
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    durationMs: Math.round(performance.now() - started),
  });
};

export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders({ production: isProduction(c.var.config) }))) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site. Browsers mark every request with
 * Sec-Fetch-Site (or at least Origin on POST); requests with neither come from non-browser clients,
 * which carry no ambient cookies for an attacker to borrow. Astro's checkOrigin only covers form
 * content types, so JSON bodies need this.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const ownOrigins = new Set([new URL(c.req.url).origin]);
  if (c.var.config.SITE_URL) ownOrigins.add(new URL(c.var.config.SITE_URL).origin);
  const crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  const foreignOrigin = origin !== undefined && !ownOrigins.has(origin);
  if (crossSite || foreignOrigin) throw new HttpError(403, 'cross_site', messages.crossSite);
  return next();
};

/**
 * Declares that a route reads an upload (a multipart form with a file): limitBodySize then allows it
 * MAX_UPLOAD_BODY_BYTES. Attach it on the route, before the role guard, e.g.
 * `adminRoutes.post('/upload', acceptsUpload, handler)`. It does nothing itself, so
 * the limit is applied once, in one place (decision 0019).
 */
export const acceptsUpload: MiddlewareHandler<AppEnv> = (_c, next) => next();

/**
 * Declares that a route reads a merchant's sales file (CSV import, decision 0064) or a batch of its
 * rows: limitBodySize then allows SALES_IMPORT_MAX_BYTES (1 MB). Like acceptsUpload, it does nothing itself.
 */
export const acceptsSalesFile: MiddlewareHandler<AppEnv> = (_c, next) => next();

/**
 * Bodies larger than the endpoint could need are refused before they are read: 64 KB everywhere, 12 MB
 * on the routes that declare `acceptsUpload`, 1 MB on those that declare `acceptsSalesFile`. What the
 * request claims to be (its Content-Type) does not matter. A body without Content-Length (chunked) is
 * counted as it arrives and refused at the limit.
 */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
  const matched = matchedRoutes(c);
  const upload = matched.some((route) => route.handler === acceptsUpload);
  const salesFile = matched.some((route) => route.handler === acceptsSalesFile);
  return bodyLimit({
    maxSize: upload ? MAX_UPLOAD_BODY_BYTES : salesFile ? SALES_IMPORT_MAX_BYTES : MAX_JSON_BODY_BYTES,
    onError: () => {
      const message = salesFile ? salesImportMessages.fileTooLarge : messages.bodyTooLarge;
      throw new HttpError(413, 'body_too_large', message);
    },
  })(c, next);
};

/**
 * Public reads may be served by a CDN for a short while, but a browser always asks again
 * (publicCacheHeaders). Personal responses are never stored anywhere (see `personal`).
 */
export const publicCache =
  (seconds = 60): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      for (const [name, value] of Object.entries(publicCacheHeaders(seconds))) c.res.headers.set(name, value);
    }
  };

/**
 * A NUL character (%00) in the address is refused with 400 before any route reads it: Postgres text
 * cannot hold one (it would fail the query with a 500), and no link of ours makes one. JSON bodies
 * and form fields are checked where they are read (read-json.ts, read-upload.ts).
 */
export const refuseNulInAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (/%00/.test(url) || url.includes('\0')) throw HttpError.badInput(messages.nulCharacter);
  await next();
};

/** The path of the first string in `value` (a parsed JSON body) holding a NUL character, if any. */
export function pathOfNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key].join('.');
    const found = pathOfNul(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
