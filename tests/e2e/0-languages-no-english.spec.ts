import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';
import { report, submitEmpty, survey } from './no-english.ts';
import { inLanguage, pageRoutes } from './page-routes.ts';
import { DEMO_MERCHANTS } from '../../functions/seed/demo/content.ts';

/**
 * Stored data is shown as written: the demo seed's strings, and every string the page's API reads
 * answered with (a rejection's reason, a merchant's name, the audit log's details), are taken out of the
 * text before it is read. Pages rendered on the server show stored data no API read names (a store
 * another spec made, on /stores), so this spec runs first (its file name): on the seed's data only.
 *
 * Issue 26 item 1: no English left on a Hindi or Telugu page. Every page route at /hi/… and /te/…
 * signed out, every dashboard tab as a shopper whose account language is Hindi / Telugu, as the demo
 * merchant and as the administrator (by the /hi/ and /te/ address: their own language is never changed),
 * and a few opened states (forms submitted empty, empty lists). On each, the visible text and the
 * aria-label, placeholder, title and alt attributes are read, and any word of three or more Latin letters
 * that is neither on ALLOWED nor part of the demo seed's stored data (store names, coupon titles, …,
 * which stay as their owner wrote them) is reported with the page it was found on.
 */

const LANGUAGES = ['hi', 'te'] as const;
const STORE = `/stores/${DEMO_MERCHANTS[0]!.store.storeName.toLowerCase().replaceAll(' ', '-')}`;
const USER_TABS = [
  'dashboard',
  'reviews',
  'earnings',
  'orders',
  'saved',
  'codes',
  'following',
  'referral',
  'settings',
];
const MERCHANT_TABS = [
  'account',
  'coupons',
  'review',
  'products',
  'referral',
  'site',
  'orders',
  'cashback',
  'settings',
];
const ADMIN_TABS = [
  'overview',
  'hero-images',
  'top-middle-images',
  'top-banner-images',
  'cat-tc-bo-images',
  'top-coupons-images',
  'card-images',
  'seasonal-offers',
  'flash-text',
  'products-approval',
  'pending-coupons',
  'suspended-coupons',
  'audit-log',
  'storefronts',
  'reviews',
  'sales',
  'payments',
  'cashback-rates',
  'payouts',
];
const FORMS = [
  '/UserSignin',
  '/userSignup',
  '/MerchantSignin',
  '/MerchantSignup',
  '/contactus',
  '/forgot-password',
];

test.describe('no English words on Hindi and Telugu pages', () => {
  test.describe.configure({ timeout: 180_000 });
  // Forms submitted empty: the API's refusals (400, 404) are what they show.
  test.use({
    expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[04]/,
  });

  test('every page route, signed out, and its forms submitted empty', async ({ page }) => {
    const found: Record<string, string[]> = {};
    const routes = [...pageRoutes(), STORE];
    for (const locale of LANGUAGES) {
      // Signed out, the pages' islands render their texts on the server: the page as it arrives is read.
      await survey(
        page,
        routes.map((route) => inLanguage(locale, route)),
        found,
        false,
      );
      for (const form of FORMS) await submitEmpty(page, inLanguage(locale, form), found);
    }
    expect(report(found)).toEqual([]);
  });

  test('the user dashboard of a shopper whose account language is Hindi, then Telugu', async ({
    browser,
  }) => {
    const found: Record<string, string[]> = {};
    const shopper = await freshShopper(browser);
    try {
      for (const locale of LANGUAGES) {
        // Their own account's language (a fresh account: no demo account's language changes); the
        // English address follows it.
        const saved = await shopper.page.request.put('/api/account/language', {
          headers: { Origin: test.info().project.use.baseURL ?? '' },
          data: { language: locale },
        });
        expect(saved.ok(), await saved.text()).toBe(true);
        await shopper.context.clearCookies({ name: 'lang' });
        const inLocale: Record<string, string[]> = {};
        await survey(
          shopper.page,
          USER_TABS.map((tab) => `/user/dashboard?tab=${tab}`),
          inLocale,
        );
        await expect(shopper.page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
        for (const [where, words] of Object.entries(inLocale)) found[`${where} [${locale}]`] = words;
      }
    } finally {
      await shopper.context.close();
    }
    expect(report(found)).toEqual([]);
  });

  // The demo merchant and the administrator by the /hi/ and /te/ address: their own language stays.
  test('the merchant dashboard of the demo merchant, and its coupon form submitted empty', async ({
    browser,
  }) => {
    const found: Record<string, string[]> = {};
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signInThroughApi(context.request, 'merchant');
      const page = await context.newPage();
      for (const locale of LANGUAGES) {
        await survey(
          page,
          MERCHANT_TABS.map((tab) => inLanguage(locale, `/merchant/dashboard?tab=${tab}`)),
          found,
        );
        // The coupon form's messages (nothing is sent: its rules stop it).
        await submitEmpty(page, inLanguage(locale, '/merchant/dashboard?tab=coupons'), found);
      }
    } finally {
      await context.close();
    }
    expect(report(found)).toEqual([]);
  });

  test('the admin dashboard, every tab', async ({ browser }) => {
    const found: Record<string, string[]> = {};
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signInThroughApi(context.request, 'admin');
      const page = await context.newPage();
      for (const locale of LANGUAGES) {
        await survey(
          page,
          ADMIN_TABS.map((tab) => inLanguage(locale, `/admin-dashboard?tab=${tab}`)),
          found,
        );
      }
    } finally {
      await context.close();
    }
    expect(report(found)).toEqual([]);
  });
});
