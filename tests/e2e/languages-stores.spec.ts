import type { Page } from '@playwright/test';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';

/**
 * The store pages, the storefront and the payment pages in Hindi and Telugu (issue 26): the directory
 * at /hi/stores and /te/stores, a store's page in Telugu, the storefront in Hindi, and a Hindi Buy Now
 * through the test checkout to the receipt, at a phone's width, each page checked with axe.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function demoStore(page: Page) {
  const directory = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
  const demo = directory.stores.find((store) => store.storeName === 'Charminar Threads');
  if (!demo) throw new Error('the demo store is not in the directory');
  return demo;
}

async function demoMerchantId(page: Page): Promise<string> {
  const approved = (await (
    await page.request.get('/api/AdminContent/products/approved')
  ).json()) as ApprovedProduct[];
  const id = approved.find((item) => item.productName === 'Kanchi Cotton Saree')?.merchantId;
  if (!id) throw new Error('the demo product is not on the approved list');
  return id;
}

const DIRECTORY = [
  {
    locale: 'hi',
    lang: 'hi-IN',
    heading: 'सभी स्टोर A–Z',
    filter: 'स्टोर खोजें',
    showing: /^[\d,]+ स्टोर दिखाए जा रहे हैं$/,
    coupons: /कूपन/,
    noMatch: 'आपकी खोज से कोई स्टोर नहीं मिला।',
  },
  {
    locale: 'te',
    lang: 'te-IN',
    heading: 'అన్ని స్టోర్లు A–Z',
    filter: 'స్టోర్ వెతకండి',
    showing: /^[\d,]+ స్టోర్(లు)? చూపిస్తున్నాం$/,
    coupons: /కూపన్/,
    noMatch: 'మీరు వెతికిన దానికి ఏ స్టోర్ సరిపోలలేదు.',
  },
] as const;

for (const language of DIRECTORY) {
  test(`the store directory in ${language.locale}: heading, filter, counts and links in the language`, async ({
    page,
    axe,
  }) => {
    const demo = await demoStore(page);
    await page.goto(`/${language.locale}/stores`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { name: language.heading, level: 1 })).toBeVisible();
    const count = page.locator('[data-store-count]');
    await expect(count).toHaveText(language.showing);
    const tile = page.getByRole('link', { name: /^Charminar Threads/ });
    await expect(tile).toHaveAttribute('href', `/${language.locale}/stores/${demo.storeSlug}`);
    await expect(tile).toContainText(language.coupons);
    await axe();

    // The filter box speaks the language too, as does its count.
    const filter = page.getByRole('searchbox', { name: language.filter });
    await filter.fill('charminar');
    await expect(tile).toBeVisible();
    await expect(count).not.toHaveText(language.showing);
    await expect(count).toContainText(language.locale === 'hi' ? 'में से' : 'లో');
    await filter.fill('zzzz-no-such-store');
    await expect(count).toHaveText(language.noMatch);
    await axe();
  });
}

test('a store page in Telugu: cashback line, sections, links in Telugu', async ({ page, axe }) => {
  const demo = await demoStore(page);
  await page.goto(`/te/stores/${demo.storeSlug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page).toHaveTitle('Charminar Threads కూపన్లు, ఆఫర్లు, క్యాష్‌బ్యాక్ | DealSphere');
  await expect(page.locator('[data-store-cashback]')).toHaveText('5% వరకు క్యాష్‌బ్యాక్');
  await expect(page.getByRole('img', { name: 'Charminar Threads లోగో' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Charminar Threads కూపన్లు, ఆఫర్లు' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'రేటింగ్‌లు, రివ్యూలు', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ఫాలో చేయండి' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'అన్ని స్టోర్లు A–Z చూడండి' })).toHaveAttribute('href', '/te/stores');
  await expect(page.getByRole('link', { name: 'Charminar Threads ఆన్‌లైన్ దుకాణానికి వెళ్లండి' })).toHaveAttribute(
    'href',
    /^\/te\/merchantproductsite\//,
  );
  await axe();
  // A visitor who presses Follow is asked to sign in, in Telugu.
  await page.getByRole('button', { name: 'ఫాలో చేయండి' }).click();
  await expect(page.getByText('ఈ స్టోర్‌ను ఫాలో చేయడానికి యూజర్‌గా లాగిన్ చేయండి.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'లాగిన్ చేయండి', exact: true })).toHaveAttribute(
    'href',
    /^\/te\/UserSignin\?/,
  );
});

test('the storefront in Hindi: products, Buy Now in Hindi, the search says nothing found', async ({
  page,
  axe,
}) => {
  await page.goto(`/hi/merchantproductsite/${await demoMerchantId(page)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: 'Charminar Threads', level: 1 })).toBeVisible();
  await expect(page.locator('[data-store-cashback]')).toHaveText('5% तक कैशबैक');
  await expect(page.getByRole('heading', { name: 'होम प्रोडक्ट', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'फ़ॉलो करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'अभी खरीदें: Kanchi Cotton Saree' })).toHaveAttribute(
    'href',
    /^\/hi\/payment\/2499\?product=/,
  );
  await expect(page.locator('.sf-footer')).toContainText('DealSphere पर एक ऑनलाइन दुकान');
  await axe();
  await page.getByRole('searchbox', { name: 'Charminar Threads में प्रोडक्ट खोजें' }).fill('zzzz');
  await expect(page.getByText('कोई प्रोडक्ट नहीं मिला')).toBeVisible();
});

test('a Hindi Buy Now: the address step, the test checkout and the receipt in Hindi', async ({
  browser,
  axe,
}) => {
  test.setTimeout(120_000);
  const shopper = await freshShopper(browser);
  try {
    const buyer = shopper.page;
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.goto(`/hi/merchantproductsite/${await demoMerchantId(buyer)}`);
    await buyer.getByRole('link', { name: 'अभी खरीदें: Kanchi Cotton Saree' }).click();
    await expect(buyer).toHaveURL(/^[^?]*\/hi\/payment\/2499\?/);
    await expect(buyer.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(buyer.getByRole('heading', { name: 'भुगतान', level: 1 })).toBeVisible();
    const step = buyer.getByRole('group', { name: 'डिलीवरी का पता' });
    await expect(step).toBeVisible();
    await axe(buyer);

    // Nothing typed: the field messages are in Hindi.
    await buyer.getByRole('button', { name: 'भुगतान करें' }).click();
    await expect(buyer.getByText('सही 6 अंकों का पिन कोड लिखें (यह 0 से शुरू नहीं हो सकता)।')).toBeVisible();
    await step.getByRole('textbox', { name: 'पूरा नाम' }).fill('Lakshmi Devi');
    await step.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('98765 43210');
    await step.getByRole('textbox', { name: 'पता (मकान, गली, इलाका)' }).fill('12-3-45, Begum Bazaar');
    await step.getByRole('textbox', { name: 'कस्बा या शहर' }).fill('Hyderabad');
    await step.getByRole('textbox', { name: 'पिन कोड' }).fill('500012');
    await buyer.getByRole('button', { name: 'भुगतान करें' }).click();

    await expect(buyer).toHaveURL(/\/hi\/payment\/test-checkout\?order=order_test_/);
    await expect(buyer.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await axe(buyer);
    await buyer.getByRole('button', { name: 'भुगतान करें (टेस्ट)' }).click();
    await expect(buyer.getByRole('status').filter({ hasText: 'भुगतान सफल रहा!' })).toBeVisible();
    await buyer.getByRole('link', { name: 'रसीद देखें' }).click();
    await expect(buyer).toHaveURL(/\/hi\/orders\/DS[0-9A-Z]{10}$/);
    const number = new URL(buyer.url()).pathname.split('/').pop() ?? '';
    await expect(buyer.getByRole('heading', { name: `ऑर्डर ${number}`, level: 1 })).toBeVisible();
    await expect(buyer.locator('[data-order-status]')).toContainText('ऑर्डर हो गया');
    await expect(buyer.locator('[data-cashback]')).toContainText('पेंडिंग');
    await axe(buyer);
  } finally {
    await shopper.context.close();
  }
});
