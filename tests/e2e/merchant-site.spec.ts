import { webUrlMessages } from '../../functions/contract/rules.ts';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import type {
  CatalogueProduct,
  MerchantPreferences,
  StoreDetails,
} from '../../functions/contract/site-creation.ts';
import { signInAsDemoMerchant, signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';

/** Names no other run or test has used (the e2e database lives as long as one run). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Islands hydrate after load; their controls stay disabled until then. */
async function ready(form: Locator, button: string) {
  await expect(form.getByRole('button', { name: button })).toBeEnabled();
  return form;
}

test('the demo merchant saves its own site URL, then the scrape permission', async ({ page, axe }) => {
  // Sign-in, three pages and two axe runs on a shared machine.
  test.setTimeout(90_000);
  await signInAsDemoMerchant(page);
  await page.goto('/merchant/dashboard?tab=site');
  const choice = page.getByRole('group', { name: 'How would you like to sell online?' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByRole('radio', { name: 'Merchant Own Site Url' }).check();

  const slug = `charminar-${unique()}`;
  const urlForm = await ready(page.getByRole('form', { name: 'Store URL' }), 'Save store URL');
  await urlForm.getByRole('textbox', { name: 'Store name' }).fill('Charminar Threads');
  // Upper case is turned into the slug's lower case as it is typed.
  await urlForm.getByRole('textbox', { name: 'Page name (slug)' }).fill(slug.toUpperCase());
  await urlForm.getByRole('textbox', { name: 'Your site URL' }).fill('ftp://charminarthreads.example.in');
  await urlForm.getByRole('button', { name: 'Save store URL' }).click();
  await expect(urlForm.getByText(webUrlMessages.scheme)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Scrape permission' })).toHaveCount(0);

  await urlForm.getByRole('textbox', { name: 'Your site URL' }).fill('charminarthreads.example.in/shop');
  await urlForm.getByRole('button', { name: 'Save store URL' }).click();
  await expect(urlForm.getByRole('status')).toHaveText('Store URL uploaded successfully!');

  const permission = await ready(page.getByRole('form', { name: 'Scrape permission' }), 'Give permission');
  await permission.getByRole('button', { name: 'Give permission' }).click();
  await expect(
    permission.getByText('Please allow us to read your site to give this permission.'),
  ).toBeVisible();
  await permission.getByRole('textbox', { name: 'Notes' }).fill('Read the new arrivals page every week.');
  await permission.getByRole('checkbox', { name: /I allow DealSphere/ }).check();
  await permission.getByRole('button', { name: 'Give permission' }).click();
  await expect(permission.getByRole('status')).toHaveText('Permission Approved');
  await axe();

  const saved = (await (await page.request.get('/api/merchant/preferences')).json()) as MerchantPreferences;
  expect(saved).toMatchObject({
    hasExternalSite: true,
    externalSiteUrl: 'https://charminarthreads.example.in/shop',
    storeName: 'Charminar Threads',
    pageSlug: slug,
    consentScrape: true,
    notes: 'Read the new arrivals page every week.',
  });

  // /ownesite and /permission show the same forms with the saved values.
  await page.goto('/ownesite');
  await expect(page.getByRole('heading', { name: 'Your own site', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Page name (slug)' })).toHaveValue(slug);
  await page.goto('/permission');
  await expect(page.getByRole('form', { name: 'Store URL' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Read the new arrivals page every week.',
  );
  await axe();
});

test('a new merchant uploads store details, categories and a catalogue product, and its storefront shows them', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  // A merchant of its own: the demo storefront the storefront spec reads stays as seeded.
  const merchantId = await signInAsFreshMerchant(page);
  const storeName = `Nizam Weaves ${unique()}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/merchantpage');
  await page.getByRole('radio', { name: 'Create your Own Site' }).check();

  // Upload Store Details: a first store, with its logo.
  expect((await page.request.get(`/api/MerchantPage/GetMerchantStore/${merchantId}`)).status()).toBe(404);
  const store = await ready(page.getByRole('form', { name: 'Store details' }), 'Save store details');
  await expect(store.getByRole('textbox', { name: 'Store name' })).toHaveValue('');
  await store.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await store.getByRole('textbox', { name: 'Tagline' }).fill('Handwoven in Hyderabad');
  await store.getByLabel('Logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(400, 400, '#0b7285'),
  });
  await store.getByRole('button', { name: 'Save store details' }).click();
  await expect(store.getByRole('status')).toHaveText('Store details uploaded successfully!');
  const saved = (await (
    await page.request.get(`/api/MerchantPage/GetMerchantStore/${merchantId}`)
  ).json()) as StoreDetails;
  expect(saved).toMatchObject({ storeName, tagline: 'Handwoven in Hyderabad' });
  expect(saved.merchantLogo?.url).toBeTruthy();

  // Add Categories: three through the API, the fourth through the form, so the storefront needs 'more...'.
  for (const categoryName of ['Sarees', 'Stoles', 'Kurtas']) {
    const added = await page.request.post('/api/MerchantCategories', {
      headers: { Origin: test.info().project.use.baseURL ?? '' },
      data: { categoryName, description: `${categoryName} from our looms.` },
    });
    expect(added.status()).toBe(201);
  }
  const categoryName = `Dupattas ${unique()}`;
  await page.getByText('Add Categories', { exact: true }).click();
  const category = await ready(page.getByRole('form', { name: 'Add a category' }), 'Add category');
  await category.getByRole('textbox', { name: 'Category name' }).fill(categoryName);
  await category.getByRole('textbox', { name: 'Description' }).fill('Silk and cotton dupattas.');
  await category.getByRole('button', { name: 'Add category' }).click();
  await expect(category.getByRole('status')).toHaveText('Collection uploaded successfully!');

  // Add New Products: one photo for the three sizes, in the new category.
  const productName = `Ikat Silk Dupatta ${unique()}`;
  await page.getByText('Add New Products', { exact: true }).click();
  const product = await ready(page.getByRole('form', { name: 'Add a product' }), 'Add product');
  await product.getByRole('button', { name: 'Add product' }).click();
  await expect(product.getByText('Please select an image')).toBeVisible();
  await product.getByRole('textbox', { name: 'Product name' }).fill(productName);
  await product.getByRole('textbox', { name: 'Brand' }).fill('Nizam Weaves');
  await product.getByRole('textbox', { name: 'Price (₹)' }).fill('1,499.50');
  await product.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
  await product.getByRole('textbox', { name: 'Description' }).fill('Handwoven ikat dupatta in pure silk.');
  await product.getByLabel('Product photo').setInputFiles({
    name: 'dupatta.png',
    mimeType: 'image/png',
    buffer: await png(1400, 1000, '#c2255c'),
  });
  await product.getByRole('button', { name: 'Add product' }).click();
  await expect(product.getByRole('status')).toHaveText('Collection uploaded successfully!');

  // Nothing is wider than a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await axe();

  const categories = (await (
    await page.request.get(`/api/MerchantCategories?merchantId=${merchantId}&onlyActive=true`)
  ).json()) as { id: string; categoryName: string }[];
  const created = categories.find((item) => item.categoryName === categoryName);
  expect(created).toBeDefined();
  const products = (await (
    await page.request.get(
      `/api/merchantpage/efq/products?merchantId=${merchantId}&categoryId=${created?.id}&approvedOnly=false&includeImages=true`,
    )
  ).json()) as CatalogueProduct[];
  expect(products).toEqual([
    expect.objectContaining({
      productName,
      price: 1499.5,
      merchantURL: `/merchantproductsite/${merchantId}`,
    }),
  ]);
  expect(products[0]?.imageData?.large?.width).toBe(1200);
  expect((await page.request.get(products[0]?.imageUrl ?? '/media/none')).status()).toBe(200);

  // The public storefront shows the store, its categories (the fourth behind 'more...'), and the product.
  await page.goto(`/merchantproductsite/${merchantId}`);
  await expect(page.getByRole('heading', { name: storeName, level: 1 })).toBeVisible();
  const productNames = page
    .getByRole('region', { name: 'HOME PRODUCTS' })
    .getByRole('listitem')
    .filter({ visible: true })
    .getByRole('heading');
  await expect(productNames).toHaveText([productName]);
  await page.getByRole('button', { name: 'more...' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shop by Category' });
  await drawer.getByRole('button', { name: categoryName }).click();
  await expect(drawer).toBeHidden();
  await expect(productNames).toHaveText([productName]);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  const search = page.getByRole('searchbox');
  await search.fill('ikat');
  await expect(productNames).toHaveText([productName]);
  await search.fill('refrigerator');
  await expect(productNames).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Item not found' })).toBeVisible();
  await axe();
});

test.describe('role guards', () => {
  // The 403 page is the answer itself; the browser logs its status.
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 403/ });

  test('the site-creation pages send a visitor to sign in and tell a user they are for merchants', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const path of ['/merchantpage', '/ownesite', '/permission']) {
      await page.goto(path);
      // The sign-in page returns to the page afterwards (issue 21, item 9).
      await expect(page).toHaveURL(`/MerchantSignin?next=${encodeURIComponent(path)}`);
    }
    await signInAsDemoUser(page);
    for (const path of ['/merchantpage', '/ownesite', '/permission']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    }
  });
});
