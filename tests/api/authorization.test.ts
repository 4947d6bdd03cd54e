import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../functions/contract/accounts.ts';
import { smallPng } from '../fixtures/images.ts';
import { eq } from 'drizzle-orm';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import {
  cashbackClaims,
  catalogueProducts,
  coupons,
  earningsLedger,
  merchantCategories,
  merchantProducts,
  merchantSales,
  payments,
  shopOrderEvents,
  shopOrders,
} from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCategory,
  createCoupon,
  createMerchantProduct,
} from '../../functions/seed/factories/index.ts';
import { fileCashbackClaim } from '../../functions/services/claims/file-cashback-claim.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { API_ROUTES, createApp } from '../../functions/app.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * Every route of the app is either PROTECTED (with who may call it) or PUBLIC, and the first test
 * fails on a route that is in neither list: a new endpoint cannot ship without someone deciding who
 * may call it (docs/decisions/0024-factories-and-the-route-driven-authorization-matrix.md).
 *
 * `route` is Hono's pattern as `app.routes` lists it; the call fills its parameters with
 * PATH_EXAMPLES. Protected: a visitor gets 401, every other role 403, before any input is read; an
 * allowed role gets neither, nor a 5xx. Public: a visitor gets neither 401, 403 nor a 5xx.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  route: string;
  query?: string;
  body?: unknown;
  /** `:id` is the caller's own account id when a role is let through (e.g. My Earnings). */
  ownId?: true;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PATH_EXAMPLES: Record<string, string> = { ':id': SOME_ID, ':position': 'TTCo1', ':slotId': '7' };
const MEDIA_EXAMPLE = `hero/${SOME_ID}.webp`;

const ADMIN: Role[] = ['admin'];
const MERCHANT: Role[] = ['merchant'];
const SIGNED_IN: Role[] = ['user', 'merchant', 'admin'];

const PROTECTED: (Endpoint & { allowed: Role[] })[] = [
  // Admin dashboard: approvals, products, audit log
  { method: 'GET', route: '/api/Admin/PendingCoupons', allowed: ADMIN },
  { method: 'POST', route: '/api/Admin/ApproveCoupon', body: { couponId: SOME_ID }, allowed: ADMIN },
  { method: 'POST', route: '/api/admin/coupons/:id/reject', body: { reason: 'Fake offer' }, allowed: ADMIN },
  // Issue 23 item 3: coupons shoppers' votes suspended, and the admin's override
  { method: 'GET', route: '/api/admin/coupons/suspended', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/coupons/:id/keep-listed', allowed: ADMIN },
  // Issue 24 item 4: edits of live coupons wait for the admin
  { method: 'GET', route: '/api/admin/coupon-edits', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/coupon-edits/:id/approve', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/admin/coupon-edits/:id/reject',
    body: { reason: 'Misleading title' },
    allowed: ADMIN,
  },
  { method: 'GET', route: '/api/Admin/audit-log', allowed: ADMIN },
  { method: 'GET', route: '/api/admin/overview', allowed: ADMIN },
  { method: 'GET', route: '/api/account/following', allowed: ['user'] },
  { method: 'GET', route: '/api/AdminContent/admin/merchant-products', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/AdminContent/admin/merchant-products/update-status',
    body: { productId: SOME_ID, isApproved: true },
    allowed: ADMIN,
  },
  // Sessions
  { method: 'POST', route: '/api/auth/sign-out-everywhere', allowed: SIGNED_IN },
  // Admin dashboard: site images and flash text
  { method: 'POST', route: '/api/AdminContent/upload-hero-image', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/AdminContent/add-or-update-FlashText',
    body: { flash_Text: 'Hi' },
    allowed: ADMIN,
  },
  { method: 'POST', route: '/api/Cat_TC_BO/add-or-update-Cat-Banner', query: '?Frame=Cat', allowed: ADMIN },
  { method: 'POST', route: '/api/TopBanner/TTC_Images', allowed: ADMIN },
  { method: 'POST', route: '/api/TopBanner/uploadTopbanner', allowed: ADMIN },
  { method: 'POST', route: '/api/SeasonalOffer_Images/SeasonalOffer_Images', allowed: ADMIN },
  { method: 'GET', route: '/api/admin/site-images', query: '?kind=hero', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/site-images', allowed: ADMIN },
  { method: 'DELETE', route: '/api/admin/site-images/:id', allowed: ADMIN },
  // Merchant dashboard
  { method: 'GET', route: '/api/merchant/coupons', allowed: MERCHANT },
  { method: 'POST', route: '/api/MerchantDetails/coupons/upload', allowed: MERCHANT },
  { method: 'PUT', route: '/api/merchant/coupons/:id', allowed: MERCHANT },
  { method: 'DELETE', route: '/api/merchant/coupons/:id', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchant/coupons/:id/reconfirm', allowed: MERCHANT },
  { method: 'GET', route: '/api/merchant/slots', allowed: MERCHANT },
  // Issue 24 item 1: the slot map of Create Coupons and Pending Coupons
  { method: 'GET', route: '/api/coupons/slot-map', allowed: ['merchant', 'admin'] },
  // Merchant dashboard: Pick Your Products (merchant A against B: tests/api/merchant-products.test.ts)
  { method: 'POST', route: '/api/MerchantDetails/upload-MerchantProduct', allowed: MERCHANT },
  { method: 'GET', route: '/api/merchant/products', allowed: MERCHANT },
  { method: 'PUT', route: '/api/merchant/products/:id', allowed: MERCHANT },
  { method: 'PATCH', route: '/api/merchant/products/:id', allowed: MERCHANT },
  { method: 'DELETE', route: '/api/merchant/products/:id', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/AdminContent/admin/merchant-products/:id/visibility',
    body: { hidden: true },
    allowed: ADMIN,
  },
  // Any signed-in account
  { method: 'POST', route: '/api/coupons/:id/reveal', allowed: SIGNED_IN },
  { method: 'POST', route: '/api/coupons/:id/feedback', body: { worked: true }, allowed: SIGNED_IN },
  // Issue 23 items 4 and 6: saved coupons and My codes, shoppers only
  { method: 'POST', route: '/api/coupons/:id/save', allowed: ['user'] },
  { method: 'DELETE', route: '/api/coupons/:id/save', allowed: ['user'] },
  { method: 'GET', route: '/api/account/saved-coupons', allowed: ['user'] },
  { method: 'GET', route: '/api/account/my-codes', allowed: ['user'] },
  // Merchant dashboard: site creation
  { method: 'GET', route: '/api/merchant/preferences', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchant/preferences/upsert',
    body: { notes: 'Hi' },
    allowed: MERCHANT,
  },
  { method: 'GET', route: '/api/MerchantPage/my-store', allowed: MERCHANT },
  { method: 'POST', route: '/api/MerchantPage/SaveMerchantStore', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchantpage/products/UploadFile', allowed: MERCHANT },
  { method: 'POST', route: '/api/MerchantCategories', body: { categoryName: 'Sarees' }, allowed: MERCHANT },
  // Issue 24 item 7: the merchant's catalogue (list, edit, hide, delete, bulk upload)
  { method: 'GET', route: '/api/merchantpage/my-products', allowed: MERCHANT },
  { method: 'PUT', route: '/api/merchantpage/products/:id', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchantpage/products/:id/visibility',
    body: { hidden: true },
    allowed: MERCHANT,
  },
  { method: 'DELETE', route: '/api/merchantpage/products/:id', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchantpage/products/import/preview', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchantpage/products/import/confirm', allowed: MERCHANT },
  { method: 'GET', route: '/api/MerchantCategories/mine', allowed: MERCHANT },
  { method: 'PATCH', route: '/api/MerchantCategories/:id', body: { isActive: false }, allowed: MERCHANT },
  { method: 'DELETE', route: '/api/MerchantCategories/:id', allowed: MERCHANT },
  // Storefront: users follow stores; administrators hide and show stores and catalogue products
  { method: 'POST', route: '/api/storefront/:id/follow', allowed: ['user'] },
  { method: 'DELETE', route: '/api/storefront/:id/follow', allowed: ['user'] },
  // The same follow by a store's slug, from a coupon card (decision 0080)
  { method: 'POST', route: '/api/stores/:slug/follow', allowed: ['user'] },
  { method: 'DELETE', route: '/api/stores/:slug/follow', allowed: ['user'] },
  { method: 'GET', route: '/api/admin/storefronts', allowed: ADMIN },
  { method: 'GET', route: '/api/admin/storefronts/:id/products', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/storefronts/:id/hide', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/storefronts/:id/show', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/storefronts/products/:id/hide', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/storefronts/products/:id/show', allowed: ADMIN },
  // Merchant dashboard: Account Information
  { method: 'GET', route: '/api/merchant/overview', allowed: MERCHANT },
  // Missing cashback claims: users file and read theirs; merchants decide the claims against them
  { method: 'POST', route: '/api/cashback-claims', body: {}, allowed: ['user'] },
  { method: 'GET', route: '/api/cashback-claims/mine', allowed: ['user'] },
  { method: 'GET', route: '/api/merchant/cashback-claims', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchant/cashback-claims/:id/accept', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchant/cashback-claims/:id/decline',
    body: { reason: 'No such order' },
    allowed: MERCHANT,
  },
  // User dashboard: Reviews (users only, decision 0032); administrators hide and show reviews
  {
    method: 'POST',
    route: '/api/AToZ/submit-rating',
    body: { couponId: SOME_ID, rating: 5, remarks: 'Worked' },
    allowed: ['user'],
  },
  { method: 'GET', route: '/api/admin/reviews', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/reviews/:id/hide', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/reviews/:id/show', allowed: ADMIN },
  // Merchant sales, reversals and My Earnings (issue 11; merchant A against B below)
  { method: 'POST', route: '/api/AToZ/submitMerchantSale', allowed: MERCHANT },
  { method: 'GET', route: '/api/merchant/sales', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchant/sales/:id/reverse',
    body: { reason: 'returned', note: 'Sent back' },
    allowed: MERCHANT,
  },
  // Orders from Buy Now (issue 24 item 6): the shopper's own, the merchant's own (merchant A against B below)
  { method: 'GET', route: '/api/orders', allowed: SIGNED_IN },
  { method: 'GET', route: '/api/orders/:number', allowed: SIGNED_IN },
  { method: 'GET', route: '/api/merchant/orders', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchant/orders/:id/status',
    body: { status: 'shipped' },
    allowed: MERCHANT,
  },
  // The CSV import of sales (issue 22 item 3): the preview reads text/csv (a JSON body is 415)
  { method: 'POST', route: '/api/merchant/sales/import/preview', allowed: MERCHANT },
  {
    method: 'POST',
    route: '/api/merchant/sales/import/confirm',
    body: { rows: [{ shopper: 'nobody', amount: '100', saleDate: '2026-01-01', orderReference: 'A-1' }] },
    allowed: MERCHANT,
  },
  { method: 'GET', route: '/api/AToZ/my-earnings/:id', ownId: true, allowed: ['user'] },
  // Issue 22 item 5: one of my entries' timeline (my own account id in the path; another's entry 404)
  { method: 'GET', route: '/api/AToZ/my-earnings/:id/timeline/:entryId', ownId: true, allowed: ['user'] },
  { method: 'GET', route: '/api/admin/sales', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/sales/:id/fraud', body: { note: 'Fake order' }, allowed: ADMIN },
  // Per-store cashback rates and the merchant's statement (issue 22 items 1 and 7)
  { method: 'GET', route: '/api/merchant/cashback-terms', allowed: MERCHANT },
  { method: 'PUT', route: '/api/merchant/cashback-terms', body: { ratePercent: 6 }, allowed: MERCHANT },
  { method: 'GET', route: '/api/merchant/statement', query: '?month=2026-09', allowed: MERCHANT },
  { method: 'GET', route: '/api/merchant/statement.csv', query: '?month=2026-09', allowed: MERCHANT },
  { method: 'GET', route: '/api/admin/cashback-bounds', allowed: ADMIN },
  {
    method: 'PUT',
    route: '/api/admin/cashback-bounds',
    body: { minPercent: 1, maxPercent: 30 },
    allowed: ADMIN,
  },
  { method: 'GET', route: '/api/admin/cashback-rates', allowed: ADMIN },
  {
    method: 'PUT',
    route: '/api/admin/stores/:id/cashback-rate',
    body: { overridePercent: null },
    allowed: ADMIN,
  },
  // Payments for administrators (issue #12 items 5, 6): links, the Payments tab, premium slot prices
  {
    method: 'POST',
    route: '/api/admin/payment-requests',
    body: { source: 'hero', amount: '499', mobile: '9876543210' },
    allowed: ADMIN,
  },
  { method: 'GET', route: '/api/admin/payments', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/admin/payments/:id/refund',
    body: { reason: 'Duplicate payment' },
    allowed: ADMIN,
  },
  { method: 'GET', route: '/api/admin/premium-slot-prices', allowed: ADMIN },
  { method: 'PUT', route: '/api/admin/premium-slot-prices/:slotId', body: { price: '499' }, allowed: ADMIN },
  // Settings and data rights (issue 13): any signed-in account, on itself only (bodies refused as input)
  { method: 'GET', route: '/api/account/settings', allowed: SIGNED_IN },
  { method: 'PUT', route: '/api/account/name', body: { name: '' }, allowed: SIGNED_IN },
  { method: 'PUT', route: '/api/account/mobile', body: { mobile: '12' }, allowed: SIGNED_IN },
  {
    method: 'PUT',
    route: '/api/account/password',
    body: { currentPassword: '', newPassword: 'short' },
    allowed: SIGNED_IN,
  },
  { method: 'PUT', route: '/api/account/email', body: { email: 'not an email' }, allowed: SIGNED_IN },
  { method: 'GET', route: '/api/account/export', allowed: SIGNED_IN },
  { method: 'POST', route: '/api/account/delete', body: { password: '' }, allowed: SIGNED_IN },
  // Issue 22 item 6: the Settings email switches (nothing to change: 400)
  { method: 'PUT', route: '/api/account/email-preferences', body: {}, allowed: SIGNED_IN },
  // Email verification's "Send again" (issue 13)
  { method: 'POST', route: '/api/auth/verify-email/resend', allowed: SIGNED_IN },
  // Payouts to UPI (issue 22 item 4): shoppers; the test provider's settle: its owner or an admin
  { method: 'GET', route: '/api/account/payout-method', allowed: ['user'] },
  { method: 'PUT', route: '/api/account/payout-method', body: { upiId: 'x' }, allowed: ['user'] },
  { method: 'GET', route: '/api/payouts', allowed: ['user'] },
  { method: 'POST', route: '/api/payouts', body: { amountRupees: 'x' }, allowed: ['user'] },
  {
    method: 'POST',
    route: '/api/payouts/test/:id/settle',
    body: { outcome: 'processed' },
    allowed: ['user', 'admin'],
  },
  { method: 'GET', route: '/api/admin/payouts', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/payouts/:id/release', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/payouts/:id/reject', body: { reason: 'Fraud' }, allowed: ADMIN },
  // The sales postback's secret (issue 22 item 3): made, rotated and its status read by its merchant only
  { method: 'GET', route: '/api/merchant/postback-secret', allowed: MERCHANT },
  { method: 'POST', route: '/api/merchant/postback-secret', allowed: MERCHANT },
];

const PUBLIC: Endpoint[] = [
  // The language switcher's choice: a cookie for anyone, also the account's language when signed in (decision 0084)
  { method: 'PUT', route: '/api/account/language', body: { language: 'hi' } },
  // Home, grids and site content
  { method: 'GET', route: '/api/AdminContent/get-hero-images' },
  { method: 'GET', route: '/api/AdminContent/get-Flash-Text' },
  { method: 'GET', route: '/api/AdminContent/products/approved' },
  { method: 'GET', route: '/api/TopBanner/get-top-banners' },
  { method: 'GET', route: '/api/TopBanner/TTC_Images/:position' },
  { method: 'GET', route: '/api/Cat_TC_BO/get-Cat_TC_BO' },
  { method: 'GET', route: '/api/SeasonalOffer_Images/get-SeasonalOffers-images' },
  { method: 'GET', route: '/api/site-images/popup-ad' },
  { method: 'GET', route: '/api/site-images/cards' },
  { method: 'GET', route: '/api/AdSlot/get-all-ad-slots' },
  { method: 'GET', route: '/api/AToZ/newest' },
  { method: 'GET', route: '/api/AToZ/popular' },
  { method: 'GET', route: '/api/AToZ/BestOffers' },
  { method: 'GET', route: '/api/AToZ/available-categories' },
  { method: 'GET', route: '/api/AToZ/category-counts' },
  { method: 'GET', route: '/api/AToZ/get-all-reviews' },
  { method: 'GET', route: '/api/AToZ/get-merchant-ratings' },
  { method: 'GET', route: '/api/search', query: '?q=biryani' },
  { method: 'GET', route: '/api/UserDetail1/getPublicStats' },
  { method: 'GET', route: '/api/MerchantDetails/:id' },
  { method: 'GET', route: '/media/*' },
  // Storefront reads (site creation)
  { method: 'GET', route: '/api/MerchantPage/GetMerchantStore/:merchantId' },
  { method: 'GET', route: '/api/merchantpage/efq/products', query: `?merchantId=${SOME_ID}` },
  { method: 'GET', route: '/api/MerchantCategories', query: `?merchantId=${SOME_ID}` },
  // Anonymous writes
  { method: 'POST', route: '/api/AToZ/NewsLetter-Post' },
  { method: 'POST', route: '/api/Contact/Submit' },
  { method: 'POST', route: '/api/coupons/:id/click-out' },
  { method: 'POST', route: '/api/coupons/:id/view' },
  { method: 'POST', route: '/api/stores/:slug/click-out' },
  // Signing up, in and out
  { method: 'POST', route: '/api/UserDetail1/register' },
  { method: 'POST', route: '/api/UserDetail1/Login' },
  { method: 'POST', route: '/api/MerchantDetails' },
  { method: 'POST', route: '/api/MerchantDetails/Login' },
  { method: 'POST', route: '/api/auth/admin-login' },
  { method: 'GET', route: '/api/auth/me' },
  { method: 'POST', route: '/api/auth/logout' },
  { method: 'GET', route: '/api/auth/providers' },
  { method: 'POST', route: '/api/Auth/google-login' },
  { method: 'GET', route: '/api/auth/google/callback' },
  // Store pages and the store directory (issue 21)
  { method: 'GET', route: '/api/stores' },
  { method: 'GET', route: '/api/stores/:slug' },
  // Storefront: the Follow badge's count (and, for a signed-in caller, whether they follow)
  { method: 'GET', route: '/api/storefront/:id/follow' },
  { method: 'GET', route: '/api/stores/:slug/follow' },
  // Payments (issue #12): visitors pay links and open amounts; the webhook is signed, not a session
  { method: 'POST', route: '/api/payments/orders', body: { purpose: 'open_amount', amount: '10' } },
  { method: 'GET', route: '/api/payments/orders/:orderId/status' },
  { method: 'POST', route: '/api/payments/verify', body: { orderId: 'o', paymentId: 'p', signature: 's' } },
  { method: 'POST', route: '/api/payments/test-checkout', body: { orderId: 'o', outcome: 'paid' } },
  { method: 'POST', route: '/api/payments/webhook', body: {} },
  // RazorpayX's payout events: public, but refused unless signed with RAZORPAYX_WEBHOOK_SECRET
  { method: 'POST', route: '/api/payouts/webhook', body: {} },
  // Emailed links: verification and password reset (issue 13)
  { method: 'POST', route: '/api/auth/verify-email', body: { token: 'x'.repeat(43) } },
  { method: 'POST', route: '/api/auth/password-reset/request', body: { email: 'nobody@example.com' } },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm',
    body: { token: 'x'.repeat(43), password: 'Longenough#1' },
  },
  // Issue 22 item 6: one-click unsubscribe (RFC 8058): the signed token is the authority, not a session
  { method: 'POST', route: '/api/email/unsubscribe', query: '?token=forged' },
  { method: 'GET', route: '/api/email/unsubscribe', query: '?token=forged' },
  // The platform's health check
  { method: 'GET', route: '/api/health' },
];

/**
 * Public but secret: no session is asked for (Vercel Cron has none), the request must carry
 * `Authorization: Bearer ${CRON_SECRET}`; without it every caller, signed in or not, gets 401.
 */
const CRON_SECRET_ONLY: Endpoint[] = [
  { method: 'GET', route: '/api/cron/confirm-cashback' },
  { method: 'GET', route: '/api/cron/prune-expired' },
  { method: 'GET', route: '/api/cron/payouts-stuck' },
  { method: 'GET', route: '/api/cron/saved-reminders' },
  { method: 'GET', route: '/api/cron/follow-digest' },
  { method: 'GET', route: '/api/cron/fold-counts' },
];

/**
 * Server to server, like the payments webhook (no session, no CSRF check), but signed: the merchants'
 * sales postback (issue 22 item 3). Without the merchant's signature every caller, signed in or not,
 * gets 401; signed with the merchant's secret it is let through (tests/api/merchant-postback.test.ts
 * has the forged, stale and replayed cases).
 */
const SIGNED_BY_MERCHANT: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/merchant/postback',
    body: { clickId: SOME_ID, orderReference: 'A1', amount: 1 },
  },
];

/**
 * Merchant A against merchant B's row: `rowOfB` makes a row of merchant B and answers its id, which
 * fills the route's `:id` (or is put in the body by `body`, given the id); merchant A's call must be
 * refused with `refusal` (404 unless the issue says 403) and leave what `snapshot` reads unchanged.
 * A `FormData` body is sent as multipart. For example:
 *
 *   {
 *     method: 'DELETE',
 *     route: '/api/merchant/coupons/:id',
 *     rowOfB: async (t, b) => (await createCoupon(t.db, { merchantId: b.id })).id,
 *     snapshot: async (t, id) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0],
 *   },
 */
interface CrossMerchantCheck extends Omit<Endpoint, 'body'> {
  rowOfB: (t: TestApp, merchantB: { id: string; accountId: string }) => Promise<string>;
  body?: unknown | ((id: string) => unknown);
  refusal?: 403 | 404;
  snapshot?: (t: TestApp, id: string) => Promise<unknown>;
}

const couponOfB = async (t: TestApp, b: { id: string }) =>
  (await createCoupon(t.db, { merchantId: b.id })).id;
const couponRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const productOfB = async (t: TestApp, b: { id: string }) =>
  (await createMerchantProduct(t, { merchantId: b.id })).id;
const productRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, id)))[0];
/** A shopper's open claim against one of merchant B's coupons, filed through the real service. */
const claimAgainstB = async (t: TestApp, b: { id: string }) => {
  const coupon = await createCoupon(t.db, { merchantId: b.id, status: 'approved' });
  const shopper = await createAccount(t.db, { role: 'user' });
  const claim = await fileCashbackClaim(t.db, shopper, {
    couponId: coupon.id,
    purchaseDate: todayInIndia(),
    amount: '999',
    orderReference: `B-${coupon.id}`,
  });
  return claim.id;
};
const claimRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(cashbackClaims).where(eq(cashbackClaims.id, id)))[0];
const saleOfB = async (t: TestApp, b: { id: string }) => {
  const shopper = await createAccount(t.db, { role: 'user' });
  const coupon = await createCoupon(t.db, { merchantId: b.id });
  const sale = await recordMerchantSale(
    t.db,
    {
      merchantId: b.id,
      accountId: shopper.id,
      couponId: coupon.id,
      saleAmountPaise: 100_000,
      saleDate: '2026-11-01',
      remarks: null,
      idempotencyKey: `sale-of-b-${coupon.id}`,
    },
    DEFAULT_CASHBACK_SETTINGS,
  );
  return sale.saleId;
};
const ledgerOfSale = async (t: TestApp, saleId: string) =>
  t.db.select().from(earningsLedger).where(eq(earningsLedger.saleId, saleId));
const salesOfCoupon = async (t: TestApp, couponId: string) =>
  t.db.select().from(merchantSales).where(eq(merchantSales.couponId, couponId));
const catalogueRow = async (t: TestApp, id: string) =>
  t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
const categoryRow = async (t: TestApp, id: string) =>
  t.db.select().from(merchantCategories).where(eq(merchantCategories.id, id));
const catalogueOf = async (t: TestApp, categoryId: string) =>
  t.db.select().from(catalogueProducts).where(eq(catalogueProducts.categoryId, categoryId));

async function productForm(fields: Record<string, string>): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const image = new File([new Uint8Array(await smallPng())], 'p.png', { type: 'image/png' });
  form.set('ProductImage', image);
  form.set('ImageSmall', image);
  return form;
}

/** Every merchant endpoint that takes an id, called by merchant A on merchant B's row. */
const CROSS_MERCHANT: CrossMerchantCheck[] = [
  {
    method: 'PUT',
    route: '/api/merchant/coupons/:id',
    rowOfB: couponOfB,
    body: new FormData(),
    snapshot: couponRow,
  },
  { method: 'DELETE', route: '/api/merchant/coupons/:id', rowOfB: couponOfB, snapshot: couponRow },
  // Issue 23 item 3: re-confirming another merchant's code
  { method: 'POST', route: '/api/merchant/coupons/:id/reconfirm', rowOfB: couponOfB, snapshot: couponRow },
  {
    method: 'PUT',
    route: '/api/merchant/products/:id',
    rowOfB: productOfB,
    body: await productForm({ ProductName: 'Mine now', Price: '10', MerchantURL: 'a.example.in' }),
    snapshot: productRow,
  },
  {
    method: 'PATCH',
    route: '/api/merchant/products/:id',
    rowOfB: productOfB,
    body: await productForm({ ProductName: 'Mine now' }),
    snapshot: productRow,
  },
  { method: 'DELETE', route: '/api/merchant/products/:id', rowOfB: productOfB, snapshot: productRow },
  {
    // A catalogue product in B's category: refused as if the category did not exist, nothing stored.
    method: 'POST',
    route: '/api/merchantpage/products/UploadFile',
    rowOfB: async (t, b) => (await createCategory(t.db, { merchantId: b.id })).id,
    body: async (id: string) =>
      productForm({
        Brand: 'A',
        Price: '10',
        CategoryId: id,
        ProductName: 'Intruder',
        Description: 'Not mine',
      }),
    snapshot: catalogueOf,
  },
  // Issue 24 item 7: B's catalogue product and category, edited, hidden or deleted by A: 404, nothing changed
  {
    method: 'PUT',
    route: '/api/merchantpage/products/:id',
    rowOfB: async (t, b) => (await createCatalogueProduct(t, { merchantId: b.id })).id,
    body: async (id: string) => {
      const [row] = await t.db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
      return productForm({
        Brand: 'A',
        Price: '10',
        CategoryId: row!.categoryId,
        ProductName: 'Intruder',
        Description: 'Not mine',
      });
    },
    snapshot: catalogueRow,
  },
  {
    method: 'POST',
    route: '/api/merchantpage/products/:id/visibility',
    rowOfB: async (t, b) => (await createCatalogueProduct(t, { merchantId: b.id })).id,
    body: { hidden: true },
    snapshot: catalogueRow,
  },
  {
    method: 'DELETE',
    route: '/api/merchantpage/products/:id',
    rowOfB: async (t, b) => (await createCatalogueProduct(t, { merchantId: b.id })).id,
    snapshot: catalogueRow,
  },
  {
    method: 'PATCH',
    route: '/api/MerchantCategories/:id',
    rowOfB: async (t, b) => (await createCategory(t.db, { merchantId: b.id })).id,
    body: { categoryName: 'Intruder', isActive: false },
    snapshot: categoryRow,
  },
  {
    method: 'DELETE',
    route: '/api/MerchantCategories/:id',
    rowOfB: async (t, b) => (await createCategory(t.db, { merchantId: b.id })).id,
    snapshot: categoryRow,
  },
  {
    // A category in B's name: 403 (issue #10), nothing stored for B.
    method: 'POST',
    route: '/api/MerchantCategories',
    rowOfB: async (_t, b) => b.id,
    body: (id: string) => ({ merchantId: id, categoryName: 'Intruder' }),
    refusal: 403,
    snapshot: async (t, id) => (await t.app.request(`/api/MerchantCategories?merchantId=${id}`)).json(),
  },
  {
    method: 'POST',
    route: '/api/merchant/cashback-claims/:id/accept',
    rowOfB: claimAgainstB,
    snapshot: claimRow,
  },
  {
    method: 'POST',
    route: '/api/merchant/cashback-claims/:id/decline',
    rowOfB: claimAgainstB,
    body: { reason: 'Not your claim' },
    snapshot: claimRow,
  },
  {
    // A sale on B's coupon: refused as if the coupon did not exist, no sale and no cashback stored.
    method: 'POST',
    route: '/api/AToZ/submitMerchantSale',
    rowOfB: couponOfB,
    body: async (id: string) => {
      const shopper = await createAccount(t.db, { role: 'user' });
      return {
        couponId: id,
        saleAmount: '999',
        saleDate: '2026-11-01',
        remarks: '',
        shopper: shopper.username,
        idempotencyKey: `cross-merchant-${id}`,
      };
    },
    snapshot: salesOfCoupon,
  },
  {
    method: 'POST',
    route: '/api/merchant/sales/:id/reverse',
    rowOfB: saleOfB,
    body: { reason: 'cancelled', note: 'Not mine to cancel' },
    snapshot: ledgerOfSale,
  },
  {
    // Shipping B's order: refused as if it did not exist, its status and events unchanged.
    method: 'POST',
    route: '/api/merchant/orders/:id/status',
    rowOfB: async (t, b) => {
      const [payment] = await t.db
        .insert(payments)
        .values({
          purpose: 'product',
          provider: 'test',
          providerOrderId: `order_test_b_${b.id}`,
          providerPaymentId: `pay_test_b_${b.id}`,
          receipt: `rcpt_b_${b.id}`.slice(0, 40),
          amountPaise: 10_000,
          status: 'paid',
          description: 'B’s product',
          merchantId: b.id,
        })
        .returning();
      const [order] = await t.db
        .insert(shopOrders)
        .values({
          number: 'DSBBBBBBBBBB',
          paymentId: payment!.id,
          merchantId: b.id,
          productName: 'B’s product',
          storeName: 'B',
          pricePaise: 10_000,
          deliveryName: 'Shopper',
          deliveryPhone: '9876543210',
          deliveryAddress: '1 Main Road, Ameerpet',
          deliveryCity: 'Hyderabad',
          deliveryPin: '500016',
        })
        .returning();
      return order!.id;
    },
    body: { status: 'shipped' },
    snapshot: async (t, id) => [
      await t.db.select().from(shopOrders).where(eq(shopOrders.id, id)),
      await t.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, id)),
    ],
  },
  {
    // Paying for B's premium slot request: refused as if the coupon did not exist, no order stored.
    method: 'POST',
    route: '/api/payments/orders',
    rowOfB: async (t, b) =>
      (await createCoupon(t.db, { merchantId: b.id, slotKind: 'premium', status: 'awaiting_payment' })).id,
    body: (id: string) => ({ purpose: 'premium_slot', couponId: id }),
    snapshot: async (t, id) => [
      await couponRow(t, id),
      await t.db.select().from(payments).where(eq(payments.couponId, id)),
    ],
  },
];

/** Endpoints a visitor uses to sign up, which a signed-in account of another role may not use. */
const ROLE_BOUND_WHEN_SIGNED_IN: { path: string; body: unknown; role: Role }[] = [
  {
    path: '/api/UserDetail1/register',
    body: { email: 'x@example.com', mobileNumber: '9876543210' },
    role: 'user',
  },
  {
    path: '/api/MerchantDetails',
    body: { merchantName: 'X', category: 'Food', email: 'x@example.com', mobile: '9876543210' },
    role: 'merchant',
  },
];

const keyOf = (entry: { method: string; route: string }) => `${entry.method} ${entry.route}`;

/** The handlers the app registered; `use` middleware shows up as method ALL and guards no route of its own. */
function appRoutes(t: TestApp): string[] {
  const handlers = t.app.routes.filter((route) => route.method !== 'ALL');
  return [...new Set(handlers.map((route) => keyOf({ method: route.method, route: route.path })))];
}

function concretePath(entry: Endpoint, id?: string): string {
  const path = entry.route
    .replace(/:\w+/g, (param) => (param === ':id' && id) || PATH_EXAMPLES[param] || SOME_ID)
    .replace(/\*$/, MEDIA_EXAMPLE);
  return path + (entry.query ?? '');
}

let t: TestApp;
const cookies = {} as Record<Role, string>;
const accountIds = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of SIGNED_IN) {
    const session = await signedIn(t, role);
    cookies[role] = session.cookie;
    accountIds[role] = session.account.id;
  }
});
afterAll(() => t.close());

function call(entry: Endpoint, cookie?: string, id?: string, app: TestApp['app'] = t.app) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const path = concretePath(entry, id);
  if (entry.method === 'GET') return app.request(path, { headers });
  if (entry.method === 'DELETE') return app.request(path, sameOrigin({ method: 'DELETE', headers }));
  if (entry.body instanceof FormData)
    return app.request(path, sameOrigin({ method: entry.method, body: entry.body, headers }));
  return app.request(
    path,
    sameOrigin({
      method: entry.method,
      body: JSON.stringify(entry.body ?? {}),
      headers: { ...headers, 'Content-Type': 'application/json' },
    }),
  );
}

/** An endpoint may end the caller's sessions (sign-out-everywhere): later entries get a new one. */
async function keepSignedIn(role: Role) {
  const me = await t.app.request('/api/auth/me', { headers: { Cookie: cookies[role] } });
  if (((await me.json()) as { profile: unknown }).profile === null) {
    const session = await signedIn(t, role);
    cookies[role] = session.cookie;
    accountIds[role] = session.account.id;
  }
}

/** Neither refused for who the caller is nor broken: any 4xx about the input is fine. */
async function expectLetThrough(response: Response) {
  const detail = `${response.status} ${await response.text()}`;
  expect([401, 403], detail).not.toContain(response.status);
  expect(response.status, detail).toBeLessThan(500);
}

describe('the route list', () => {
  it('has every route of the app in PROTECTED or PUBLIC (decide who may call a new route)', () => {
    const listed = new Set([...PROTECTED, ...PUBLIC, ...CRON_SECRET_ONLY, ...SIGNED_BY_MERCHANT].map(keyOf));
    expect(appRoutes(t).filter((route) => !listed.has(route))).toEqual([]);
  });

  it('names only routes the app has, each once', () => {
    const routes = new Set(appRoutes(t));
    const entries = [...PROTECTED, ...PUBLIC, ...CRON_SECRET_ONLY, ...SIGNED_BY_MERCHANT].map(keyOf);
    expect(entries.filter((entry) => !routes.has(entry))).toEqual([]);
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  });
});

describe('authorization of every protected endpoint', () => {
  for (const entry of PROTECTED) {
    describe(keyOf(entry), () => {
      it('refuses a visitor with 401', async () => {
        const response = await call(entry);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: 'not_signed_in', message: 'Please sign in to continue.' },
        });
      });

      for (const role of SIGNED_IN) {
        if (entry.allowed.includes(role)) {
          it(`lets ${role === 'admin' ? 'an' : 'a'} ${role} through`, async () => {
            await expectLetThrough(
              await call(entry, cookies[role], entry.ownId ? accountIds[role] : undefined),
            );
            await keepSignedIn(role);
          });
        } else {
          it(`refuses a ${role} with 403`, async () => {
            const response = await call(entry, cookies[role]);
            expect(response.status).toBe(403);
            expect(await response.json()).toEqual({
              error: { code: 'forbidden', message: 'You do not have permission to do that.' },
            });
          });
        }
      }
    });
  }
});

describe('every public endpoint lets a visitor through', () => {
  for (const entry of PUBLIC) {
    it(keyOf(entry), async () => {
      await expectLetThrough(await call(entry));
    });
  }

  for (const entry of CRON_SECRET_ONLY) {
    it(`${keyOf(entry)} answers 401 to everyone without the secret, and runs with it`, async () => {
      expect((await call(entry)).status).toBe(401);
      for (const role of SIGNED_IN) expect((await call(entry, cookies[role])).status).toBe(401);
      const wrong = await t.app.request(concretePath(entry), {
        headers: { Authorization: `Bearer ${TEST_CRON_SECRET}x` },
      });
      expect(wrong.status).toBe(401);
      const right = await t.app.request(concretePath(entry), {
        headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
      });
      expect(right.status).toBe(200);
    });
  }

  for (const entry of SIGNED_BY_MERCHANT) {
    it(`${keyOf(entry)} answers 401 to everyone without the merchant's signature, and runs with it`, async () => {
      expect((await call(entry)).status).toBe(401);
      for (const role of SIGNED_IN) expect((await call(entry, cookies[role])).status).toBe(401);
      const merchant = await signedIn(t, 'merchant');
      const made = await postJson(t, '/api/merchant/postback-secret', {}, merchant.cookie);
      const { secret } = (await made.json()) as { secret: string };
      const raw = JSON.stringify(entry.body);
      const headers = {
        'Content-Type': 'application/json',
        'X-DealSphere-Merchant': merchant.merchant?.id ?? '',
        'X-DealSphere-Timestamp': String(Math.floor(Date.now() / 1000)),
      };
      const sign = (key: string) => createHmac('sha256', key).update(raw).digest('hex');
      const forged = await t.app.request(concretePath(entry), {
        method: entry.method,
        body: raw,
        headers: { ...headers, 'X-DealSphere-Signature': sign(`${secret}x`) },
      });
      expect(forged.status).toBe(401);
      const signed = await t.app.request(concretePath(entry), {
        method: entry.method,
        body: raw,
        headers: { ...headers, 'X-DealSphere-Signature': sign(secret) },
      });
      await expectLetThrough(signed);
    });
  }

  for (const entry of ROLE_BOUND_WHEN_SIGNED_IN) {
    it(`POST ${entry.path} refuses signed-in accounts other than ${entry.role}s with 403`, async () => {
      for (const role of SIGNED_IN) {
        if (role === entry.role) continue;
        expect((await postJson(t, entry.path, entry.body, cookies[role])).status).toBe(403);
      }
    });
  }
});

describe('site creation: merchant B cannot reach merchant A’s records', () => {
  it('refuses B a category in A’s name (403), a product in A’s category (404), and keeps A’s choices private', async () => {
    const a = await signedIn(t, 'merchant');
    const b = await signedIn(t, 'merchant');
    const category = await postJson(t, '/api/MerchantCategories', { categoryName: 'Sarees' }, a.cookie);
    const { id: categoryId } = ((await category.json()) as { category: { id: string } }).category;
    await postJson(
      t,
      '/api/merchant/preferences/upsert',
      { hasExternalSite: true, externalSiteUrl: 'a-shop.example.in', pageSlug: 'a-shop' },
      a.cookie,
    );

    const named = await postJson(
      t,
      '/api/MerchantCategories',
      { merchantId: a.merchant?.id, categoryName: 'Intruder' },
      b.cookie,
    );
    expect(named.status).toBe(403);

    const form = new FormData();
    for (const [name, value] of Object.entries({
      Brand: 'B',
      Price: '10',
      CategoryId: categoryId,
      ProductName: 'Intruder',
      Description: 'Not mine',
    }))
      form.set(name, value);
    form.set('ImageSmall', new File([new Uint8Array(await smallPng())], 'p.png', { type: 'image/png' }));
    const product = await t.app.request(
      '/api/merchantpage/products/UploadFile',
      sameOrigin({ method: 'POST', body: form, headers: { Cookie: b.cookie } }),
    );
    expect(product.status).toBe(404);
    const listed = await t.app.request(`/api/merchantpage/efq/products?merchantId=${a.merchant?.id}`);
    expect(await listed.json()).toEqual([]);

    const read = await t.app.request('/api/merchant/preferences', { headers: { Cookie: b.cookie } });
    expect(await read.json()).toMatchObject({ externalSiteUrl: null, pageSlug: null });
  });
});

describe("merchant B and merchant A's coupon", () => {
  it("cannot edit or delete it (404), nor add a coupon in A's name (403)", async () => {
    const a = await signedIn(t, 'merchant');
    const b = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: a.merchant?.id ?? '' });
    const form = new FormData();
    form.set('merchantId', a.merchant?.id ?? '');
    const asB = (method: string, path: string, body?: FormData) =>
      t.app.request(path, sameOrigin({ method, headers: { Cookie: b.cookie }, ...(body ? { body } : {}) }));
    expect((await asB('PUT', `/api/merchant/coupons/${coupon.id}`, new FormData())).status).toBe(404);
    expect((await asB('DELETE', `/api/merchant/coupons/${coupon.id}`)).status).toBe(404);
    expect((await asB('POST', '/api/MerchantDetails/coupons/upload', form)).status).toBe(403);
    const listed = await t.app.request('/api/merchant/coupons', { headers: { Cookie: a.cookie } });
    expect(((await listed.json()) as { id: string; status: string }[])[0]).toMatchObject({
      id: coupon.id,
      status: 'pending',
    });
  });
});

describe("merchant A against merchant B's rows", () => {
  let merchantB: { id: string; accountId: string };
  beforeAll(async () => {
    merchantB = (await signedIn(t, 'merchant')).merchant!;
  });

  for (const entry of CROSS_MERCHANT) {
    it(`${keyOf(entry)} refuses merchant A with ${entry.refusal ?? 404} and changes nothing`, async () => {
      const id = await entry.rowOfB(t, merchantB);
      const before = await entry.snapshot?.(t, id);
      const body =
        typeof entry.body === 'function' ? await (entry.body as (id: string) => unknown)(id) : entry.body;
      await keepSignedIn('merchant');
      const response = await call({ ...entry, body }, cookies.merchant, id);
      expect(response.status, await response.clone().text()).toBe(entry.refusal ?? 404);
      expect(await entry.snapshot?.(t, id)).toEqual(before);
    });
  }
});

describe('a merchant account without its merchant record (merchantOnly, issue 20 item 13)', () => {
  // Every merchant-only endpoint reads "my" merchant record through one guard; without the record the
  // call is refused before any input is read (the catalogue upload names its own refusal).
  const REFUSALS: Record<string, { status: number; code: string; message: string }> = {
    'POST /api/merchantpage/products/UploadFile': {
      status: 404,
      code: 'not_found',
      message: 'Merchant ID not found.',
    },
  };
  const detailsFirst = {
    status: 403,
    code: 'forbidden',
    message: 'Please complete your merchant details first.',
  };
  let cookie: string;
  beforeAll(async () => {
    const account = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    const response = await postJson(t, '/api/MerchantDetails/Login', {
      userName: account.username,
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    cookie = cookiesFrom(response);
  });

  const merchantOnly = PROTECTED.filter((entry) => entry.allowed.join() === 'merchant');
  it('covers the merchant endpoints', () => expect(merchantOnly.length).toBeGreaterThanOrEqual(22));
  for (const entry of merchantOnly) {
    const refusal = REFUSALS[keyOf(entry)] ?? detailsFirst;
    it(`${keyOf(entry)} answers ${refusal.status}`, async () => {
      const response = await call(entry, cookie);
      expect(response.status).toBe(refusal.status);
      expect(await response.json()).toEqual({ error: { code: refusal.code, message: refusal.message } });
    });
  }
});

describe('the order app.ts mounts the route modules in does not matter (issue 20 item 13)', () => {
  // Each route declares its own guard, so no module's guard or header reaches a route of another
  // module that shares its prefix. The same matrix, on the same database, through an app with the
  // modules mounted in reverse order, and one in a shuffled order, gets the same answers: status,
  // error code and Cache-Control for a visitor and each role.
  const shuffled = [...API_ROUTES];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1); // a fixed permutation, so a failure can be run again
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const orders = { reversed: [...API_ROUTES].reverse(), shuffled };

  async function answer(response: Response) {
    const text = await response.text();
    let code: unknown;
    try {
      code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    } catch {
      code = undefined;
    }
    return `${response.status} ${String(code)} ${response.headers.get('Cache-Control')}`;
  }

  /** A fresh database with an app mounted in `order`, and a session of each role on it. */
  async function appIn(order: typeof API_ROUTES) {
    const fresh = await createTestApp();
    const app = createApp(fresh.deps, order);
    const sessions = {} as Record<Role, { cookie: string; id: string }>;
    for (const role of SIGNED_IN) {
      const session = await signedIn(fresh, role);
      sessions[role] = { cookie: session.cookie, id: session.account.id };
    }
    return { fresh, app, sessions };
  }

  for (const [name, order] of Object.entries(orders)) {
    it(`answers every listed route the same with the modules mounted ${name}`, async () => {
      expect(order.map(([prefix]) => prefix)).not.toEqual(API_ROUTES.map(([prefix]) => prefix));
      // The same calls in the same sequence on two fresh databases, so writes meet the same state.
      const [mounted, reordered] = [await appIn(API_ROUTES), await appIn(order)];
      try {
        // Sign-out-everywhere would end the sessions the other calls need.
        const entries = [...PROTECTED, ...PUBLIC, ...CRON_SECRET_ONLY, ...SIGNED_BY_MERCHANT].filter(
          (entry) => entry.route !== '/api/auth/sign-out-everywhere',
        );
        const differences: string[] = [];
        for (const entry of entries) {
          for (const who of [undefined, ...SIGNED_IN] as const) {
            const [a, b] = await Promise.all(
              [mounted, reordered].map(async ({ app, sessions }) => {
                const session = who ? sessions[who] : undefined;
                const id = entry.ownId && session ? session.id : undefined;
                return answer(await call(entry, session?.cookie, id, app));
              }),
            );
            if (a !== b) differences.push(`${keyOf(entry)} as ${who ?? 'visitor'}: ${a} / ${b}`);
          }
        }
        expect(differences).toEqual([]);
        expect(reordered.app.routes.filter((route) => route.method !== 'ALL').length).toBe(
          t.app.routes.filter((route) => route.method !== 'ALL').length,
        );
      } finally {
        await mounted.fresh.close();
        await reordered.fresh.close();
      }
    }, 120_000);
  }
});
