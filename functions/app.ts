import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { toErrorResponse } from './http/error-envelope.ts';
import { HttpError } from './http/http-error.ts';
import { csrfGuard, limitBodySize, provide, requestLog, withSecurityHeaders } from './http/middleware.ts';
import { loadSession } from './auth/guards.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { adminProductRoutes } from './routes/admin-products.ts';
import { adminCouponRoutes, adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { authProviderRoutes, googleAuthRoutes, googleCallbackRoutes } from './routes/google-auth.ts';
import { merchantDetailsRoutes } from './routes/merchant-details.ts';
import { userDetailRoutes } from './routes/user-detail.ts';
import { mediaRoutes } from './routes/media.ts';

/**
 * The API: middleware first (dependencies, log line, security headers, CSRF, body size), then one
 * route module per area of the spec. Mounted at /api/* and /media/* by src/pages.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(provide(deps), requestLog, withSecurityHeaders, csrfGuard, limitBodySize);
  app.use('/api/*', loadSession);

  app.route('/api/AdminContent/admin/merchant-products', adminProductRoutes);
  app.route('/api/AdminContent', adminContentRoutes);
  app.route('/api/Admin', adminRoutes);
  app.route('/api/admin/coupons', adminCouponRoutes);
  app.route('/api/UserDetail1', userDetailRoutes);
  app.route('/api/MerchantDetails', merchantDetailsRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/Auth', googleAuthRoutes);
  app.route('/api/auth/google', googleCallbackRoutes);
  app.route('/api/auth', authProviderRoutes);
  app.route('/media', mediaRoutes);

  app.notFound((c) => toErrorResponse(HttpError.notFound(), c));
  app.onError(toErrorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
