import sharp from 'sharp';
import { signInAsAdmin, signInAsDemoMerchant } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';

/** Names that no other run or test has used (the e2e database lives as long as one run). */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const UPLOAD_PATH = '/api/MerchantDetails/upload-MerchantProduct';

const png = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer();

test('a merchant uploads a product, the admin approves it, and it shows in the home grid', async ({
  browser,
  page,
  axe,
}) => {
  // Two accounts, an upload, an approval and the home page: more than one test's usual time.
  test.slow();
  const name = `Brass diya set ${unique()}`;
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(UPLOAD_PATH)) uploads.push(request.method());
  });

  // A merchant of its own, with a store: an approved product shows on its storefront, and the demo
  // storefront the storefront spec reads stays as seeded.
  const merchantId = await signInAsFreshMerchant(page, `Diya House ${unique()}`);
  await page.goto('/merchant/dashboard?tab=products');
  const form = page.getByRole('form', { name: 'Upload a product' });
  const submit = form.getByRole('button', { name: 'Upload product' });
  await expect(submit).toBeEnabled();
  await axe();

  // A missing field (the image): the spec's message, and nothing is sent.
  await form.getByRole('textbox', { name: 'Product name' }).fill(name);
  await form.getByRole('textbox', { name: 'Price (₹)' }).fill('1,499');
  await form.getByRole('textbox', { name: 'Product page URL' }).fill('shop.example.in/diya');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Please fill all fields before submitting');
  expect(uploads).toEqual([]);

  await form.getByLabel('Product image').setInputFiles({
    name: 'diya.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Image uploaded successfully!');
  expect(uploads).toEqual(['POST']);
  await expect(form.getByRole('textbox', { name: 'Product name' })).toHaveValue('');
  const mine = page
    .getByRole('list', { name: 'My products' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(mine).toContainText('Waiting for approval');
  await expect(mine).toContainText('₹1,499');
  await axe();

  // The administrator approves it on the Products Approval screen.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, '/admin-dashboard?tab=products-approval');
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name }) });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Product approved successfully')).toBeVisible();
  await expect(card).toContainText('Approved');
  await adminContext.close();

  // The home page's Pick Your Products grid shows it (newest first).
  await page.goto('/');
  const grid = page.getByTestId('products-grid');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByRole('link', { name })).toHaveAttribute('href', 'https://shop.example.in/diya');

  // And on the merchant's storefront.
  await page.goto(`/merchantproductsite/${merchantId}`);
  await expect(
    page.getByRole('region', { name: 'HOME PRODUCTS' }).getByRole('heading', { name }),
  ).toBeVisible();

  // The merchant sees it approved.
  await page.goto('/merchant/dashboard?tab=products');
  await expect(mine).toContainText('Approved: on the home page');
});

test('a merchant edits a product (back to pending) and deletes it after confirming', async ({ page }) => {
  const name = `Clay pot ${unique()}`;
  await signInAsDemoMerchant(page);
  await page.goto('/merchant/dashboard?tab=products');
  const form = page.getByRole('form', { name: 'Upload a product' });
  await expect(form.getByRole('button', { name: 'Upload product' })).toBeEnabled();
  await form.getByRole('textbox', { name: 'Product name' }).fill(name);
  await form.getByRole('textbox', { name: 'Price (₹)' }).fill('250');
  await form.getByRole('textbox', { name: 'Product page URL' }).fill('https://shop.example.in/pot');
  await form
    .getByLabel('Product image')
    .setInputFiles({ name: 'pot.png', mimeType: 'image/png', buffer: await png() });
  await form.getByRole('button', { name: 'Upload product' }).click();
  await expect(form.getByRole('status')).toHaveText('Image uploaded successfully!');

  const list = page.getByRole('list', { name: 'My products' });
  await list.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByRole('textbox', { name: 'Price (₹)' }).fill('275.50');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  const item = list.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('₹275.50');
  await expect(item).toContainText('Waiting for approval');
  await expect(page.getByText('Product updated. It waits for approval again.')).toBeVisible();

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await item.getByRole('button', { name: 'Keep it' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await item.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Product deleted.')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test("the Review tab shows the ratings users gave the demo merchant's coupons, in the page's HTML", async ({
  page,
  axe,
}) => {
  await signInAsDemoMerchant(page);
  // Rendered on the server: the reviews are in the HTML itself, before any script runs.
  const html = await (await page.request.get('/merchant/dashboard?tab=review')).text();
  expect(html).toContain('Festive Ethnic Wear Sale');
  expect(html).toContain('Got a lovely handloom saree at 40% off');

  await page.goto('/merchant/dashboard?tab=review');
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
  await expect(page.getByText('Average rating')).toBeVisible();
  const coupon = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Festive Ethnic Wear Sale', level: 3 }),
  });
  await expect(coupon).toContainText('Priya');
  await expect(coupon).toContainText('Got a lovely handloom saree at 40% off');
  await expect(coupon).toContainText('5.0 out of 5');
  await axe();
});
