import type { Page } from '@playwright/test';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import { DEMO, signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * The public storefront /merchantproductsite/{merchantid} (issue 10 item 7) with the seeded demo
 * merchant's store, Charminar Threads: four categories, eight catalogue products and two approved
 * Pick Your Products items.
 */

/** A demo merchant's id, from its approved Pick Your Products item on the public list. */
async function merchantIdOf(page: Page, productName: string): Promise<string> {
  const response = await page.request.get('/api/AdminContent/products/approved');
  const products = (await response.json()) as ApprovedProduct[];
  const product = products.find((item) => item.productName === productName);
  if (!product) throw new Error(`the demo product ${productName} is not on the approved list`);
  return product.merchantId;
}

const demoStorefront = async (page: Page) =>
  `/merchantproductsite/${await merchantIdOf(page, 'Kanchi Cotton Saree')}`;

const productNames = (page: Page) =>
  page
    .getByRole('region', { name: 'HOME PRODUCTS' })
    .getByRole('listitem')
    .filter({ visible: true })
    .getByRole('heading');

test('shows the store, its first three categories and its products with Buy Now links', async ({
  page,
  axe,
}) => {
  await page.goto(await demoStorefront(page));
  await expect(page.getByRole('heading', { name: 'Charminar Threads', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Charminar Threads | DealSphere');
  const categories = page.getByRole('navigation', { name: 'Store categories' });
  await expect(categories.getByRole('button')).toHaveText([
    'All',
    'Ethnic Wear',
    'Western Wear',
    'Footwear',
    'more...',
  ]);
  await expect(page.getByRole('heading', { name: 'HOME PRODUCTS', level: 2 })).toBeVisible();
  await expect(productNames(page)).toHaveCount(10);
  // The price in the path (spec), the product in the query: the server charges the product's stored price.
  await expect(page.getByRole('link', { name: 'Buy Now: Pochampally Ikat Silk Saree' })).toHaveAttribute(
    'href',
    /^\/payment\/4999\?product=[0-9a-f-]{36}&kind=(catalogue|pick)$/,
  );
  await expect(page.getByRole('link', { name: 'Buy Now: Kanchi Cotton Saree' })).toHaveAttribute(
    'href',
    /^\/payment\/2499\?product=[0-9a-f-]{36}&kind=(catalogue|pick)$/,
  );
  // Not approved: not on the storefront.
  await expect(page.getByText('Kalamkari Printed Dupatta')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Charminar%20Threads%20on%20DealSphere%3A%20http/,
  );
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await axe();
});

test("'more...' opens the 'Shop by Category' drawer, which filters and closes with Escape", async ({
  page,
  axe,
}) => {
  await page.goto(await demoStorefront(page));
  const more = page.getByRole('button', { name: 'more...' });
  await more.click();
  const drawer = page.getByRole('dialog', { name: 'Shop by Category' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button')).toHaveText([
    'Close',
    'All products',
    'Ethnic Wear',
    'Western Wear',
    'Footwear',
    'Accessories',
  ]);
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await axe();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await drawer.getByRole('button', { name: 'Accessories' }).click();
  await expect(drawer).toBeHidden();
  await expect(productNames(page)).toHaveText(['Oxidised Silver Jhumkas', 'Leather Sling Bag']);

  await page
    .getByRole('navigation', { name: 'Store categories' })
    .getByRole('button', { name: 'All', exact: true })
    .click();
  await expect(productNames(page)).toHaveCount(10);
});

test("the search box filters by product name and says 'Item not found'", async ({ page }) => {
  await page.goto(await demoStorefront(page));
  const search = page.getByRole('searchbox', { name: 'Search products in Charminar Threads' });
  await search.fill('kurta');
  await expect(productNames(page)).toHaveText(["Men's Cotton Kurta Pyjama Set"]);
  await expect(page.getByRole('status').filter({ hasText: 'Item not found' })).toHaveCount(0);

  await search.fill('refrigerator');
  await expect(productNames(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Item not found' })).toBeVisible();

  await search.fill('');
  await expect(productNames(page)).toHaveCount(10);
});

test('the grid has 4 columns, and 2 at 480 px and below', async ({ page }) => {
  const path = await demoStorefront(page);
  const columns = () =>
    page
      .locator('[data-grid]')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto(path);
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 1024, height: 900 });
  expect(await columns()).toBe(4);
});

test('the HTML carries the products, the OpenGraph preview and CDN cache headers', async ({ page }) => {
  const path = await demoStorefront(page);
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['cdn-cache-control']).toMatch(/^public, max-age=\d+/);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title" content="Charminar Threads">');
  expect(html).toContain('<meta property="og:description" content="Handloom heritage, everyday style">');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\/[^"]+"/);
  expect(html).toContain('Pochampally Ikat Silk Saree');
});

test.describe('a storefront that does not exist', () => {
  // The browser reports the page's own 404 status as a failed load.
  test.use({ expectedConsoleErrors: /the server responded with a status of 404/ });

  test('an unknown or malformed storefront id is the 404 page', async ({ page }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-store']) {
      const response = await page.goto(`/merchantproductsite/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    }
  });
});

test('a visitor is asked to sign in; the demo user follows and the count goes up, then unfollows', async ({
  page,
}) => {
  const path = await demoStorefront(page);
  await page.goto(path);
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign in as a user to follow this store.' }),
  ).toBeVisible();

  // Its Sign in link comes back to the store after the sign-in (issue 21, item 9).
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`/UserSignin?next=${encodeURIComponent(path)}`);
  const signin = page.getByRole('form', { name: 'User sign in' });
  await signin.getByRole('textbox', { name: 'User name or email', exact: true }).fill(DEMO.user.username);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.user.password);
  await signin.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(path);
  // Another spec may have left the demo user following this store: start from not following.
  const merchantId = path.split('/').pop() ?? '';
  await page.request.delete(`/api/storefront/${merchantId}/follow`, {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
  });
  await page.reload();
  const count = page.locator('[data-follow-count]');
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(count).toHaveText(`${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`);

  // A new view knows it too (the page itself is the same for everyone; the state comes from the API).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(count).toHaveText(`${before} ${before === 1 ? 'follower' : 'followers'}`);
});

test('an administrator hides a store, whose page is then a 404, and shows it again', async ({
  page,
  axe,
}) => {
  const path = `/merchantproductsite/${await merchantIdOf(page, 'Trivolt 20000 mAh Power Bank')}`;
  await signInAsAdmin(page, '/admin-dashboard?tab=storefronts');
  await page.goto('/admin-dashboard?tab=storefronts');
  await expect(page.getByRole('heading', { name: 'Storefronts', level: 2 })).toBeVisible();
  const store = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Deccan Digital' }) });
  await store.getByRole('button', { name: 'Hide Deccan Digital' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Storefront hidden.' })).toBeVisible();
  await axe();

  expect((await page.request.get(path)).status()).toBe(404);

  await store.getByRole('button', { name: 'Show Deccan Digital' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Storefront shown.' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(200);
});
