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
import { adminContentPublicRoutes } from './routes/admin-content-public.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { adminProductRoutes } from './routes/admin-products.ts';
import { adminCouponRoutes, adminRoutes } from './routes/admin.ts';
import { adminSiteImageRoutes } from './routes/admin-site-images.ts';
import { catTcBoPublicRoutes } from './routes/cat-tc-bo-public.ts';
import { catTcBoRoutes } from './routes/cat-tc-bo.ts';
import { seasonalOfferPublicRoutes } from './routes/seasonal-offers-public.ts';
import { seasonalOfferRoutes } from './routes/seasonal-offers.ts';
import { siteImageRoutes } from './routes/site-images.ts';
import { topBannerPublicRoutes } from './routes/top-banner-public.ts';
import { topBannerRoutes } from './routes/top-banner.ts';
import { authRoutes, signOutEverywhereRoutes } from './routes/auth.ts';
import { authProviderRoutes, googleAuthRoutes, googleCallbackRoutes } from './routes/google-auth.ts';
import { merchantDetailsRoutes } from './routes/merchant-details.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { merchantCouponRoutes, merchantCouponUploadRoutes } from './routes/merchant-coupons.ts';
import { merchantSlotRoutes } from './routes/merchant-slots.ts';
import { userDetailRoutes } from './routes/user-detail.ts';
import { mediaRoutes } from './routes/media.ts';
import { adSlotRoutes } from './routes/ad-slot.ts';
import { aToZRoutes } from './routes/a-to-z.ts';
import { contactRoutes } from './routes/contact.ts';
import { couponPublicRoutes } from './routes/coupons-public.ts';
import { couponRoutes } from './routes/coupons.ts';
import { publicStatsRoutes } from './routes/public-stats.ts';
import { merchantPreferenceRoutes } from './routes/merchant-preferences.ts';
import { catalogueProductPublicRoutes, merchantPagePublicRoutes } from './routes/merchant-page-public.ts';
import { catalogueProductRoutes, merchantPageRoutes } from './routes/merchant-page.ts';
import { merchantCategoryPublicRoutes } from './routes/merchant-categories-public.ts';
import { merchantCategoryRoutes } from './routes/merchant-categories.ts';
import { adminStorefrontRoutes } from './routes/admin-storefronts.ts';
import { storefrontPublicRoutes } from './routes/storefront-public.ts';
import { storefrontRoutes } from './routes/storefront.ts';
import { merchantProductRoutes, merchantProductUploadRoutes } from './routes/merchant-products.ts';
import { cashbackClaimRoutes, merchantCashbackClaimRoutes } from './routes/cashback-claims.ts';
import { submitRatingRoutes } from './routes/submit-rating.ts';
import { adminReviewRoutes } from './routes/admin-reviews.ts';
import { merchantSaleRoutes, merchantSaleSubmitRoutes } from './routes/merchant-sales.ts';
import { myEarningsRoutes } from './routes/my-earnings.ts';
import { adminSaleRoutes } from './routes/admin-sales.ts';
import { cronRoutes } from './routes/cron-public.ts';
import { paymentPublicRoutes } from './routes/payments-public.ts';
import {
  adminPaymentRequestRoutes,
  adminPaymentRoutes,
  adminSlotPriceRoutes,
} from './routes/admin-payments.ts';
import { accountRoutes } from './routes/account.ts';
import { accountEmailPublicRoutes } from './routes/account-email-public.ts';
import { verifyEmailResendRoutes } from './routes/account-email.ts';
import { healthRoutes } from './routes/health-public.ts';

/**
 * The API: middleware first (dependencies, log line, security headers, CSRF, body size), then one
 * route module per area of the spec. Mounted at /api/* and /media/* by src/pages.
 *
 * A role module's guard (roleRoutes in auth/guards.ts) runs on its whole mount prefix, so where a
 * public module shares that prefix it is mounted first and its routes answer before the guard.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(provide(deps), requestLog, withSecurityHeaders, csrfGuard, limitBodySize, refuseNulInAddress);
  // Before the session: the platform's check answers in its own shape even when a browser's cookie
  // rides along and the database (which the session is read from) is down.
  app.route('/api/health', healthRoutes);
  app.use('/api/*', loadSession);

  app.route('/api/AdminContent/admin/merchant-products', adminProductRoutes);
  app.route('/api/AdminContent', adminContentPublicRoutes);
  app.route('/api/AdminContent', adminContentRoutes);
  app.route('/api/Admin', adminRoutes);
  app.route('/api/admin/coupons', adminCouponRoutes);
  app.route('/api/admin/site-images', adminSiteImageRoutes);
  app.route('/api/TopBanner', topBannerPublicRoutes);
  app.route('/api/TopBanner', topBannerRoutes);
  app.route('/api/Cat_TC_BO', catTcBoPublicRoutes);
  app.route('/api/Cat_TC_BO', catTcBoRoutes);
  app.route('/api/SeasonalOffer_Images', seasonalOfferPublicRoutes);
  app.route('/api/SeasonalOffer_Images', seasonalOfferRoutes);
  app.route('/api/site-images', siteImageRoutes);
  app.route('/api/AdSlot', adSlotRoutes);
  app.route('/api/AToZ', aToZRoutes);
  app.route('/api/Contact', contactRoutes);
  app.route('/api/coupons', couponPublicRoutes);
  app.route('/api/coupons', couponRoutes);
  app.route('/api/UserDetail1/getPublicStats', publicStatsRoutes);
  app.route('/api/UserDetail1', userDetailRoutes);
  app.route('/api/MerchantDetails/upload-MerchantProduct', merchantProductUploadRoutes);
  app.route('/api/MerchantDetails', merchantDetailsRoutes);
  app.route('/api/merchant/products', merchantProductRoutes);
  app.route('/api/merchant', merchantRoutes);
  app.route('/api/auth/sign-out-everywhere', signOutEverywhereRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/Auth', googleAuthRoutes);
  app.route('/api/auth/google', googleCallbackRoutes);
  app.route('/api/auth', authProviderRoutes);
  app.route('/api/merchant/preferences', merchantPreferenceRoutes);
  app.route('/api/MerchantPage', merchantPagePublicRoutes);
  app.route('/api/MerchantPage', merchantPageRoutes);
  app.route('/api/merchantpage', catalogueProductPublicRoutes);
  app.route('/api/merchantpage', catalogueProductRoutes);
  app.route('/api/MerchantCategories', merchantCategoryPublicRoutes);
  app.route('/api/MerchantCategories', merchantCategoryRoutes);
  app.route('/media', mediaRoutes);
  app.route('/api/storefront', storefrontPublicRoutes);
  app.route('/api/storefront', storefrontRoutes);
  app.route('/api/admin/storefronts', adminStorefrontRoutes);
  app.route('/api/MerchantDetails/coupons', merchantCouponUploadRoutes);
  app.route('/api/merchant/coupons', merchantCouponRoutes);
  app.route('/api/merchant/slots', merchantSlotRoutes);
  app.route('/api/cashback-claims', cashbackClaimRoutes);
  app.route('/api/merchant/cashback-claims', merchantCashbackClaimRoutes);
  app.route('/api/AToZ/submit-rating', submitRatingRoutes);
  app.route('/api/admin/reviews', adminReviewRoutes);
  app.route('/api/AToZ/submitMerchantSale', merchantSaleSubmitRoutes);
  app.route('/api/merchant/sales', merchantSaleRoutes);
  app.route('/api/AToZ/my-earnings', myEarningsRoutes);
  app.route('/api/admin/sales', adminSaleRoutes);
  app.route('/api/cron', cronRoutes);
  app.route('/api/payments', paymentPublicRoutes);
  app.route('/api/admin/payment-requests', adminPaymentRequestRoutes);
  app.route('/api/admin/payments', adminPaymentRoutes);
  app.route('/api/admin/premium-slot-prices', adminSlotPriceRoutes);
  app.route('/api/account', accountRoutes);
  app.route('/api/auth/verify-email/resend', verifyEmailResendRoutes);
  app.route('/api/auth', accountEmailPublicRoutes);

  app.notFound((c) => toErrorResponse(HttpError.notFound(), c));
  app.onError(toErrorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
