import type { Locator, Page } from '@playwright/test';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { translator } from '../../functions/contract/i18n/translate.ts';
import { DEMO_MERCHANTS } from '../../functions/seed/demo/content.ts';
import type { CreatedPaymentRequest } from '../../functions/contract/payment-admin.ts';
import { smallPng } from '../fixtures/images.ts';
import { adminRequest, demoUserReferralCode, signInThroughApi } from './demo-user.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';
import { englishOn, record, report, settle, storedOn, submitEmpty, survey, watch } from './no-english.ts';
import { inLanguage } from './page-routes.ts';

/**
 * Issue 26: no English left on a Hindi or Telugu page, beyond what 0-languages-no-english.spec.ts reads.
 * The dialogs (the sign-in popup with its sign-up views, FIND YOUR BEST, the storefront's category
 * drawer, a coupon card's back with its popup ad, the administrator's product rejection dialog), the
 * pages that take a parameter (a referral landing and its sign-up pages, a storefront, a store, the
 * payment page and its test checkout, a premium slot's and a payment link's too, an order's receipt, a
 * test payout) with a real one from the seed or made here, and their error and empty states (an unknown
 * id, a bad amount, a search that finds nothing, a form sent empty). The same word check (tests/e2e/no-english.ts); the file name keeps it
 * among the first specs, on the seed's data and what it makes itself.
 */

const LANGUAGES = ['hi', 'te'] as const;
const STORE_SLUG = DEMO_MERCHANTS[0]!.store.storeName.toLowerCase().replaceAll(' ', '-');

/** The merchant id of the store selling the demo seed's Buy Now product. */
async function storefrontId(page: Page): Promise<string> {
  const approved = (await (
    await page.request.get('/api/AdminContent/products/approved')
  ).json()) as ApprovedProduct[];
  const id = approved.find((item) => item.productName === 'Kanchi Cotton Saree')?.merchantId;
  expect(id).toBeTruthy();
  return id!;
}

/** A premium coupon of the signed-in merchant awaiting payment for `slot`: answers its payment page. */
async function premiumCoupon(page: Page, couponName: string, slot: number): Promise<string> {
  const uploaded = await page.request.post('/api/MerchantDetails/coupons/upload', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    multipart: {
      couponName,
      couponCode: 'UGADI25',
      expiryDate: '2099/12/31',
      termsAndConditions: 'Once per account.',
      title: `${couponName} – flat 25% off`,
      description: 'Everything at 25% off.',
      percentage: '25',
      discountValue: '100',
      requestedSlotId: String(slot),
      slotKind: 'premium',
      merchantURL: 'shop.example.in',
      adPost: { name: 'ad.png', mimeType: 'image/png', buffer: Buffer.from(await smallPng()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  // The coupon's name is the merchant's, shown as written.
  storedOn(page, couponName);
  return `/payment?coupon=${((await uploaded.json()) as { id: string }).id}`;
}

/** Reads the page as it now shows (a dialog opened, a message written) under `where`. */
async function check(page: Page, where: string, found: Record<string, string[]>) {
  await settle(page);
  record(found, where, await englishOn(page));
}

/** Presses `submit` with its form's fields empty and reads the messages. */
async function sendEmpty(page: Page, submit: Locator, where: string, found: Record<string, string[]>) {
  await submit.click();
  await check(page, `${where} (sent empty)`, found);
}

test.describe('no English in Hindi and Telugu dialogs, pages with a parameter and their states', () => {
  test.describe.configure({ timeout: 240_000 });
  // Empty forms, unknown ids, bad amounts, a slot held: the API's and the pages' refusals (400, 404, 409)
  // are the point.
  test.use({
    expectedConsoleErrors: /Failed to load resource: the server responded with a status of 40[0-49]/,
  });

  test('the sign-in popup, FIND YOUR BEST and the storefront drawer, signed out', async ({ page }) => {
    const found: Record<string, string[]> = {};
    watch(page);
    const merchantId = await storefrontId(page);
    for (const locale of LANGUAGES) {
      const t = translator(locale);
      await page.goto(inLanguage(locale, '/'), { waitUntil: 'domcontentloaded' });
      await settle(page);

      // The sign-in popup: the shopper's sign-in and sign-up, the merchant's sign-in and sign-up.
      const menu = page.locator('[data-menu-toggle]');
      if (await menu.isVisible()) await menu.click();
      await page.locator('[data-auth-popup-trigger]').click();
      const popup = page.locator('dialog.auth-popup');
      await expect(popup).toBeVisible();
      const where = `${inLanguage(locale, '/')} sign-in popup`;
      await check(page, where, found);
      const submit = popup.locator('form button[type="submit"]').first();
      await sendEmpty(page, submit, `${where}, user sign-in`, found);
      await popup
        .getByRole('button', { name: t('header.signUp'), exact: true })
        .first()
        .click();
      await sendEmpty(page, submit, `${where}, user sign-up`, found);
      await popup.locator('.auth-popup__heading button').nth(1).click();
      await sendEmpty(page, submit, `${where}, merchant sign-in`, found);
      await popup
        .getByRole('button', { name: t('header.signUp'), exact: true })
        .first()
        .click();
      await sendEmpty(page, submit, `${where}, merchant sign-up`, found);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // FIND YOUR BEST, each of its tabs (the phone's menu closed first: it covers the ticker).
      if ((await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
      await page.locator('[data-popup-trigger]').click();
      const best = page.locator('dialog[data-popup]');
      await expect(best).toBeVisible();
      for (const tab of await best.getByRole('tab').all()) {
        await tab.click();
        await check(page, `${inLanguage(locale, '/')} FIND YOUR BEST, ${await tab.textContent()}`, found);
      }
      await page.keyboard.press('Escape');

      // The storefront: its category drawer, a search that finds nothing, Follow signed out.
      const storefront = inLanguage(locale, `/merchantproductsite/${merchantId}`);
      await page.goto(storefront, { waitUntil: 'domcontentloaded' });
      await settle(page);
      const more = page.locator('[data-open-drawer]');
      if ((await more.count()) > 0) {
        await more.click();
        await expect(page.locator('dialog[data-drawer]')).toBeVisible();
        await check(page, `${storefront} category drawer`, found);
        await page.keyboard.press('Escape');
      }
      await page.locator('#sf-search-input').fill('zzqqzz');
      await page.locator('#sf-search-input').press('Enter');
      await expect(page.locator('[data-empty]')).not.toBeEmpty();
      await check(page, `${storefront} searched for nothing`, found);
      await page.locator('[data-follow]').click();
      await expect(page.locator('[data-follow-sign-in]')).toBeVisible();
      await check(page, `${storefront} Follow signed out`, found);
    }
    expect(report(found)).toEqual([]);
  });

  test('pages with a parameter, and their unknown and bad ones, signed out', async ({ page, request }) => {
    const found: Record<string, string[]> = {};
    const code = await demoUserReferralCode(request);
    const merchantId = await storefrontId(page);
    const routes = [
      `/${code}`,
      '/nosuchpage123',
      `/userSignup/${code}`,
      '/userSignup/no-such-code!',
      `/MerchantSignup/${code}`,
      '/MerchantSignup/no-such-code!',
      `/merchantproductsite/${merchantId}`,
      '/merchantproductsite/no-such-store',
      `/stores/${STORE_SLUG}`,
      '/stores/no-such-store',
      '/payment/499',
      '/payment/499/9876543210',
      '/payment/abc',
      '/payment/499/12345',
      '/payment/1/2/3',
      '/payment/test-checkout?order=order_test_nosuch',
      '/orders/DS0000000000',
      '/payouts/test/nosuch',
    ];
    for (const locale of LANGUAGES) {
      await survey(
        page,
        routes.map((route) => inLanguage(locale, route)),
        found,
      );
      // The referral sign-up forms and a shared payment link's form, sent empty.
      for (const path of [`/userSignup/${code}`, `/MerchantSignup/${code}`, '/payment/499'])
        await submitEmpty(page, inLanguage(locale, path), found);
      const pay = inLanguage(locale, '/payment/499');
      await page.goto(pay, { waitUntil: 'domcontentloaded' });
      await settle(page);
      const button = page.locator('main button.button--primary').first();
      if ((await button.count()) > 0) await sendEmpty(page, button, pay, found);
    }
    expect(report(found)).toEqual([]);
  });

  test('a Hindi, then Telugu shopper: a coupon card, Buy Now, the test checkout, the receipt', async ({
    browser,
  }) => {
    const found: Record<string, string[]> = {};
    const shopper = await freshShopper(browser);
    const page = shopper.page;
    watch(page);
    try {
      const merchantId = await storefrontId(page);
      for (const locale of LANGUAGES) {
        const saved = await page.request.put('/api/account/language', {
          headers: { Origin: test.info().project.use.baseURL ?? '' },
          data: { language: locale },
        });
        expect(saved.ok(), await saved.text()).toBe(true);

        // Unknown ids of the pages only their owner reads.
        await survey(
          page,
          [
            '/orders/DS0000000000',
            '/payouts/test/nosuch',
            '/payment/test-checkout?order=order_test_nosuch',
          ].map((path) => inLanguage(locale, path)),
          found,
        );

        // A coupon card's back, with its popup ad, on the top coupons page.
        const coupons = inLanguage(locale, '/top-coupons');
        await page.goto(coupons, { waitUntil: 'domcontentloaded' });
        await settle(page);
        const open = page.locator('.coupon-card__get').first();
        if ((await open.count()) > 0) {
          await open.click();
          await check(page, `${coupons} a coupon card opened`, found);
        }

        // Buy Now: the address step sent empty, the test checkout, a failed and a paid payment, the receipt.
        const storefront = inLanguage(locale, `/merchantproductsite/${merchantId}`);
        await page.goto(storefront, { waitUntil: 'domcontentloaded' });
        await page.locator('a[href*="/payment"]').first().click();
        await expect(page).toHaveURL(/\/payment/);
        await settle(page);
        record(found, `${page.url()} Buy Now`, await englishOn(page));
        const step = page.locator('fieldset').first();
        const payButton = page.locator('main button.button--primary').first();
        await sendEmpty(page, payButton, 'the Buy Now payment page', found);
        const inputs = step.locator('input');
        const values = ['Lakshmi Devi', '98765 43210', '12-3-45, Begum Bazaar', 'Hyderabad', '012345'];
        // The address as typed is the shopper's data: the receipt shows it as written.
        storedOn(page, 'Lakshmi Devi', 'Begum Bazaar', 'Hyderabad');
        for (let index = 0; index < values.length; index += 1) await inputs.nth(index).fill(values[index]!);
        await payButton.click();
        await check(page, 'the Buy Now payment page, a bad PIN code', found);
        await inputs.nth(4).fill('500012');
        await payButton.click();
        await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
        await check(page, `${new URL(page.url()).pathname} test checkout`, found);
        // Either outcome goes back to the payment page, which says what happened.
        await page.locator('[data-outcome="failed"]').click();
        await expect(page).not.toHaveURL(/test-checkout/);
        await check(page, 'the test checkout, payment failed', found);
        await page.goto(storefront, { waitUntil: 'domcontentloaded' });
        await page.locator('a[href*="/payment"]').first().click();
        await settle(page);
        values[4] = '500012';
        for (let index = 0; index < values.length; index += 1) await inputs.nth(index).fill(values[index]!);
        await payButton.click();
        await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
        await settle(page);
        await page.locator('[data-outcome="paid"]').click();
        await expect(page.locator('a[href*="/orders/DS"]').first()).toBeVisible();
        await check(page, 'the test checkout, paid', found);
        await page.locator('a[href*="/orders/DS"]').first().click();
        await expect(page).toHaveURL(/\/orders\/DS[0-9A-Z]{10}$/);
        await check(page, `${new URL(page.url()).pathname} receipt`, found);
      }
    } finally {
      await shopper.context.close();
    }
    expect(report(found)).toEqual([]);
  });

  test("a merchant's premium slot payment and an administrator's payment link, with their test checkouts", async ({
    browser,
  }) => {
    const found: Record<string, string[]> = {};
    const baseURL = test.info().project.use.baseURL ?? '';
    const origin = { Origin: baseURL };
    const context = await browser.newContext({ baseURL });
    const admin = await adminRequest(browser);
    try {
      const page = await context.newPage();
      watch(page);
      await signInAsFreshMerchant(page);
      // A premium coupon awaiting payment, for a slot no live coupon holds (else there is nothing to pay).
      const held = (await (await page.request.get('/api/AdSlot/get-all-ad-slots')).json()) as {
        slotId: number;
      }[];
      const slot = Array.from({ length: 24 }, (_, i) => 24 - i).find(
        (id) => !held.some((h) => h.slotId === id),
      );
      expect(slot, 'the demo leaves a slot free').toBeDefined();
      const couponName = `Ugadi Mela ${Date.now()}`;
      const premium = await premiumCoupon(page, couponName, slot!);
      // One for a slot a live coupon holds: its page says so ('Slot 4 is held … until …').
      const blocked = await premiumCoupon(page, `${couponName} held`, held[0]!.slotId);
      // A category banner's payment link, for a frame (the position the line names).
      const link = await admin.request.post('/api/admin/payment-requests', {
        headers: origin,
        data: { source: 'category_banner', amount: '1499', mobile: '9876543210', position: 'TC' },
      });
      expect(link.status(), await link.text()).toBe(201);
      const { paymentPath } = (await link.json()) as CreatedPaymentRequest;

      // Pay opens the test checkout with the same line; English keeps the stored description word for word.
      const title = page.locator('.payment-card__title');
      const toCheckout = async (path: string) => {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await settle(page);
        await page.locator('main button.button--primary').first().click();
        await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
        await settle(page);
      };
      const english = [
        [premium, `Premium slot ${slot} for "${couponName}"`],
        [paymentPath, 'Category banner ad — TopCO Footer'],
      ] as const;
      for (const [path, description] of english) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(title).toHaveText(description);
        await toCheckout(path);
        await expect(page.locator('.test-checkout__line span')).toHaveText(description);
      }
      for (const locale of LANGUAGES) {
        await survey(page, [inLanguage(locale, blocked)], found);
        for (const [path, description] of english) {
          const where = inLanguage(locale, path);
          await page.goto(where, { waitUntil: 'domcontentloaded' });
          await expect(title).not.toHaveText(description);
          await check(page, where, found);
          await toCheckout(where);
          await check(page, `${where} test checkout`, found);
        }
      }
    } finally {
      await admin.close();
      await context.close();
    }
    expect(report(found)).toEqual([]);
  });

  test("the administrator's product rejection dialog and a refund's form and confirmation", async ({
    browser,
  }) => {
    const found: Record<string, string[]> = {};
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await signInThroughApi(context.request, 'admin');
      const page = await context.newPage();
      watch(page);
      // A paid payment to refund: ₹499 through a shared link's test checkout.
      await page.goto('/payment/499');
      await page.locator('main button.button--primary').first().click();
      await page.getByRole('button', { name: 'Pay (test)' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();
      for (const locale of LANGUAGES) {
        const t = translator(locale);
        const path = inLanguage(locale, '/admin-dashboard?tab=products-approval');
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await settle(page);
        await page
          .getByRole('button', { name: t('adminReview.reject'), exact: true })
          .first()
          .click();
        const dialog = page.locator('dialog.admin-dialog');
        await expect(dialog).toBeVisible();
        await check(page, `${path} rejection dialog`, found);
        await sendEmpty(page, dialog.locator('button[type="submit"]'), `${path} rejection dialog`, found);
        await page.keyboard.press('Escape');

        // The paid payment's refund form, sent empty, then its confirmation.
        const payments = inLanguage(locale, '/admin-dashboard?tab=payments');
        await page.goto(payments, { waitUntil: 'domcontentloaded' });
        await settle(page);
        const refund = page.getByRole('button', { name: t('adminMoney.refund.open'), exact: true }).first();
        await refund.click();
        const form = page.locator('form.admin-refund');
        const review = form.locator('button[type="submit"]');
        await form.locator('input').first().fill('');
        await sendEmpty(page, review, `${payments} refund form`, found);
        await form.locator('input').nth(1).fill('स्टॉक खत्म');
        storedOn(page, 'स्टॉक खत्म');
        await form.locator('input').first().fill('1');
        await review.click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await check(page, `${payments} refund confirmation`, found);
      }
    } finally {
      await context.close();
    }
    expect(report(found)).toEqual([]);
  });
});
