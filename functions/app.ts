import { adminCashbackRoutes, merchantCashbackRoutes } from './routes/cashback-rates.ts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { toErrorResponse } from './http/error-envelope.ts';
import { HttpError } from './http/http-error.ts';
import {
  csrfGuard,
  limitBodySize,
  provide,
  refuseNulInAddress,
  requestLog,
  withSecurityHeaders,
} from './http/middleware.ts';
import { loadSession } from './auth/guards.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { adminProductRoutes } from './routes/admin-products.ts';
import { adminCouponRoutes, adminOverviewRoutes, adminRoutes } from './routes/admin.ts';
import { adminCouponEditRoutes } from './routes/admin-coupon-edits.ts';
import { followingRoutes } from './routes/following.ts';
import { adminSiteImageRoutes } from './routes/admin-site-images.ts';
import { catTcBoRoutes } from './routes/cat-tc-bo.ts';
import { seasonalOfferRoutes } from './routes/seasonal-offers.ts';
import { siteImageRoutes } from './routes/site-images.ts';
import { topBannerRoutes } from './routes/top-banner.ts';
import { authRoutes } from './routes/auth.ts';
import { googleAuthRoutes } from './routes/google-auth.ts';
import { merchantDetailsRoutes } from './routes/merchant-details.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { merchantCouponRoutes, merchantCouponUploadRoutes } from './routes/merchant-coupons.ts';
import { merchantSlotRoutes } from './routes/merchant-slots.ts';
import { userDetailRoutes } from './routes/user-detail.ts';
import { mediaRoutes } from './routes/media.ts';
import { adSlotRoutes } from './routes/ad-slot.ts';
import { aToZRoutes } from './routes/a-to-z.ts';
import { contactRoutes } from './routes/contact.ts';
import { couponRoutes } from './routes/coupons.ts';
import { slotMapRoutes } from './routes/slot-map.ts';
import { publicStatsRoutes } from './routes/public-stats.ts';
import { merchantPreferenceRoutes } from './routes/merchant-preferences.ts';
import { catalogueProductRoutes, merchantPageRoutes } from './routes/merchant-page.ts';
import { merchantCategoryRoutes } from './routes/merchant-categories.ts';
import { adminStorefrontRoutes } from './routes/admin-storefronts.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { storeRoutes } from './routes/stores.ts';
import { merchantProductRoutes, merchantProductUploadRoutes } from './routes/merchant-products.ts';
import { cashbackClaimRoutes, merchantCashbackClaimRoutes } from './routes/cashback-claims.ts';
import { submitRatingRoutes } from './routes/submit-rating.ts';
import { adminReviewRoutes } from './routes/admin-reviews.ts';
import { merchantSaleRoutes, merchantSaleSubmitRoutes } from './routes/merchant-sales.ts';
import { merchantSalesImportRoutes } from './routes/merchant-sales-import.ts';
import { myEarningsRoutes } from './routes/my-earnings.ts';
import { adminSaleRoutes } from './routes/admin-sales.ts';
import { cronRoutes } from './routes/cron.ts';
import { myCouponRoutes } from './routes/my-coupons.ts';
import { merchantOrderRoutes, orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import {
  adminPaymentRequestRoutes,
  adminPaymentRoutes,
  adminSlotPriceRoutes,
} from './routes/admin-payments.ts';
import { accountRoutes } from './routes/account.ts';
import { accountEmailRoutes } from './routes/account-email.ts';
import { healthRoutes } from './routes/health.ts';
import { searchRoutes } from './routes/search.ts';
import { payoutMethodRoutes, payoutRoutes } from './routes/payouts.ts';
import { adminPayoutRoutes } from './routes/admin-payouts.ts';
import { emailUnsubscribeRoutes } from './routes/email-unsubscribe.ts';
import { postbackRoutes, postbackSecretRoutes } from './routes/merchant-postback.ts';
import { translateMessages } from './http/caller-language.ts';

/**
 * Every route module and where it is mounted. Each route declares its own guard (requireRole or
 * merchantOnly in auth/, or none for a public route) and modules set no middleware for their whole
 * prefix, so the order here does not matter: tests/api/authorization.test.ts mounts them reversed and
 * gets the same answers.
 */
export const API_ROUTES: ReadonlyArray<readonly [prefix: string, routes: Hono<AppEnv>]> = [
  ['/api/AdminContent/admin/merchant-products', adminProductRoutes],
  ['/api/AdminContent', adminContentRoutes],
  ['/api/Admin', adminRoutes],
  ['/api/admin/coupons', adminCouponRoutes],
  ['/api/admin/coupon-edits', adminCouponEditRoutes],
  ['/api/admin/overview', adminOverviewRoutes],
  ['/api/admin/site-images', adminSiteImageRoutes],
  ['/api/TopBanner', topBannerRoutes],
  ['/api/Cat_TC_BO', catTcBoRoutes],
  ['/api/SeasonalOffer_Images', seasonalOfferRoutes],
  ['/api/site-images', siteImageRoutes],
  ['/api/AdSlot', adSlotRoutes],
  ['/api/AToZ', aToZRoutes],
  ['/api/Contact', contactRoutes],
  ['/api/coupons', couponRoutes],
  ['/api/coupons/slot-map', slotMapRoutes],
  ['/api/UserDetail1/getPublicStats', publicStatsRoutes],
  ['/api/UserDetail1', userDetailRoutes],
  ['/api/MerchantDetails/upload-MerchantProduct', merchantProductUploadRoutes],
  ['/api/MerchantDetails', merchantDetailsRoutes],
  ['/api/merchant/products', merchantProductRoutes],
  ['/api/merchant', merchantRoutes],
  ['/api/auth', authRoutes],
  ['/api', googleAuthRoutes],
  ['/api/merchant/preferences', merchantPreferenceRoutes],
  ['/api/MerchantPage', merchantPageRoutes],
  ['/api/merchantpage', catalogueProductRoutes],
  ['/api/MerchantCategories', merchantCategoryRoutes],
  ['/media', mediaRoutes],
  ['/api/storefront', storefrontRoutes],
  ['/api/stores', storeRoutes],
  ['/api/admin/storefronts', adminStorefrontRoutes],
  ['/api/MerchantDetails/coupons', merchantCouponUploadRoutes],
  ['/api/merchant/coupons', merchantCouponRoutes],
  ['/api/merchant/slots', merchantSlotRoutes],
  ['/api/cashback-claims', cashbackClaimRoutes],
  ['/api/merchant/cashback-claims', merchantCashbackClaimRoutes],
  ['/api/AToZ/submit-rating', submitRatingRoutes],
  ['/api/admin/reviews', adminReviewRoutes],
  ['/api/AToZ/submitMerchantSale', merchantSaleSubmitRoutes],
  ['/api/merchant/sales/import', merchantSalesImportRoutes],
  ['/api/merchant/sales', merchantSaleRoutes],
  ['/api/AToZ/my-earnings', myEarningsRoutes],
  ['/api/admin/sales', adminSaleRoutes],
  ['/api/cron', cronRoutes],
  ['/api/payments', paymentRoutes],
  ['/api/orders', orderRoutes],
  ['/api/merchant/orders', merchantOrderRoutes],
  ['/api/admin/payment-requests', adminPaymentRequestRoutes],
  ['/api/admin/payments', adminPaymentRoutes],
  ['/api/admin/premium-slot-prices', adminSlotPriceRoutes],
  ['/api/account/following', followingRoutes],
  ['/api/account', accountRoutes],
  ['/api/account', myCouponRoutes],
  ['/api/auth', accountEmailRoutes],
  ['/api/search', searchRoutes],
  ['/api/payouts', payoutRoutes],
  ['/api/account/payout-method', payoutMethodRoutes],
  ['/api/admin/payouts', adminPayoutRoutes],
  ['/api/merchant', merchantCashbackRoutes],
  ['/api/admin', adminCashbackRoutes],
  ['/api/email/unsubscribe', emailUnsubscribeRoutes],
  ['/api/merchant/postback', postbackRoutes],
  ['/api/merchant/postback-secret', postbackSecretRoutes],
];

/**
 * The API: middleware first (dependencies, log line, security headers, messages' language, CSRF, body size), then the
 * route modules of API_ROUTES (`routes`: another order, for the test that the order does not matter).
 * Mounted at /api/* and /media/* by src/pages.
 */
export function createApp(deps: AppDeps, routes: typeof API_ROUTES = API_ROUTES) {
  const app = new Hono<AppEnv>();
  app.use(provide(deps), requestLog, withSecurityHeaders);
  // Messages in the caller's language (issue 26): outside the session and the request checks below, so it
  // sees every answer, their refusals too (a cross-site write, a body over its limit, a NUL in the address).
  app.use('/api/*', translateMessages);
  app.use(csrfGuard, limitBodySize, refuseNulInAddress);
  // Before the session: the platform's check answers in its own shape even when a browser's cookie
  // rides along and the database (which the session is read from) is down.
  app.route('/api/health', healthRoutes);
  app.use('/api/*', loadSession);
  for (const [prefix, module] of routes) app.route(prefix, module);

  app.notFound((c) => toErrorResponse(HttpError.notFound(), c));
  app.onError(toErrorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
