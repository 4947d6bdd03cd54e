import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { toErrorResponse } from './http/error-envelope.ts';
import { HttpError } from './http/http-error.ts';
import { csrfGuard, limitBodySize, provide, requestLog, withSecurityHeaders } from './http/middleware.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { mediaRoutes } from './routes/media.ts';

/**
 * The API: middleware first (dependencies, log line, security headers, CSRF, body size), then one
 * route module per area of the spec. Mounted at /api/* and /media/* by src/pages.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(provide(deps), requestLog, withSecurityHeaders, csrfGuard, limitBodySize);

  app.route('/api/AdminContent', adminContentRoutes);
  app.route('/media', mediaRoutes);

  app.notFound((c) => toErrorResponse(HttpError.notFound(), c));
  app.onError(toErrorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
