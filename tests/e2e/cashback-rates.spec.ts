import { readFile } from 'node:fs/promises';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { smallPng } from '../fixtures/images.ts';
import { adminRequest, DEMO, signInAsAdmin } from './demo-user.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';
import { expect, test } from './fixtures.ts';

/**
 * Per-store cashback rates and the merchant's statement (issue 22 items 1 and 7): a fresh merchant sets
 * 6% and its store page and coupon cards say "Up to 6% cashback"; a sale records that rate; an
 * administrator's override wins everywhere; the month's statement shows the sale and downloads as CSV.
 */

const baseURL = () => test.info().project.use.baseURL ?? '';

test('a merchant sets 6%, the store page and its cards say so, an override wins, and the statement downloads', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const storeName = `Rates Bazaar ${Date.now().toString(36)}`;
  const merchantId = await signInAsFreshMerchant(page, storeName);
  const origin = { Origin: baseURL() };

  // A live coupon: uploaded by the merchant, approved by the administrator into a free ad slot.
  const held = (await (await page.request.get('/api/AdSlot/get-all-ad-slots')).json()) as {
    slotId: number;
  }[];
  const freeSlot = Array.from({ length: 24 }, (_, i) => i + 1).find(
    (slot) => !held.some((h) => h.slotId === slot),
  );
  expect(freeSlot, 'the demo leaves a slot free').toBeDefined();
  const png = await smallPng();
  const couponName = `Rates Week ${Date.now()}`;
  const uploaded = await page.request.post('/api/MerchantDetails/coupons/upload', {
    headers: origin,
    multipart: {
      couponName,
      couponCode: 'RATES6',
      expiryDate: '2099/12/31',
      termsAndConditions: 'Once per account.',
      title: `${couponName} – flat 20% off`,
      description: 'Everything at 20% off.',
      percentage: '20',
      discountValue: '100',
      requestedSlotId: String(freeSlot),
      merchantURL: 'shop.example.in',
      adPost: { name: 'ad.png', mimeType: 'image/png', buffer: Buffer.from(png) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const admin = await adminRequest(browser);
  const pending = (await (await admin.request.get('/api/Admin/PendingCoupons?limit=200')).json()) as {
    id: string;
    couponName: string;
  }[];
  const coupon = pending.find((entry) => entry.couponName === couponName);
  const approved = await admin.request.post('/api/Admin/ApproveCoupon', {
    data: { couponId: coupon?.id },
    headers: origin,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.close();

  // The merchant sets 6% in the dashboard's Cashback tab.
  await page.goto('/merchant/dashboard?tab=cashback');
  const rateForm = page.getByRole('form', { name: 'Cashback rate' });
  await expect(page.getByText('Choose a rate from 1% to 30%')).toBeVisible();
  await rateForm.getByRole('textbox', { name: 'Your rate (%)' }).fill('31');
  await rateForm.getByRole('button', { name: 'Save rate' }).click();
  await expect(rateForm.getByText('between 1% and 30%').first()).toBeVisible();
  await rateForm.getByRole('textbox', { name: 'Your rate (%)' }).fill('6');
  await rateForm.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your cashback rate is saved.' })).toBeVisible();
  await expect(page.getByTestId('rate-in-force')).toHaveText('Rate in force: 6%');
  await axe();

  // A visitor sees it on the store page and on the store's coupon card.
  const directory = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
  const store = directory.stores.find((entry) => entry.storeName === storeName);
  expect(store?.cashbackPercent).toBe(6);
  const visitor = await browser.newContext({ baseURL: baseURL() });
  const storePage = await visitor.newPage();
  await storePage.goto(`/stores/${store?.storeSlug}`);
  await expect(storePage.locator('[data-store-cashback]')).toHaveText('Up to 6% cashback');
  const card = storePage.getByTestId('coupon-card').filter({ hasText: couponName });
  await expect(card.getByTestId('coupon-cashback')).toHaveText('Up to 6% cashback');
  await axe(storePage);

  // A sale now records 6%: ₹1,000 earns ₹60.
  const sale = await page.request.post('/api/AToZ/submitMerchantSale', {
    headers: origin,
    data: {
      couponId: coupon?.id,
      saleAmount: '1000',
      saleDate: todayInIndia(),
      shopper: DEMO.user.username,
      idempotencyKey: `rates-e2e-${Date.now()}`,
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  expect(await sale.json()).toMatchObject({ cashbackTokens: 60 });

  // The administrator overrides the store's rate to 8%: it wins on the store page and in the dashboard.
  const adminContext = await browser.newContext({ baseURL: baseURL() });
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, '/admin-dashboard?tab=cashback-rates');
  await expect(adminPage.getByRole('heading', { name: 'Bounds of the merchants’ rates' })).toBeVisible();
  const row = adminPage.getByTestId('cashback-rate-row').filter({ hasText: storeName });
  await expect(row).toContainText('6%');
  await row.getByRole('textbox', { name: `Override for ${storeName} (%)` }).fill('8');
  await row.getByRole('button', { name: 'Set override' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'The override is saved.' })).toBeVisible();
  await expect(row.locator('td').nth(3)).toHaveText('8%');
  await axe(adminPage);

  await storePage.reload();
  await expect(storePage.locator('[data-store-cashback]')).toHaveText('Up to 8% cashback');
  await expect(card.getByTestId('coupon-cashback')).toHaveText('Up to 8% cashback');
  // The storefront says it too.
  await storePage.goto(`/merchantproductsite/${merchantId}`);
  await expect(storePage.locator('[data-store-cashback]')).toHaveText('Up to 8% cashback');
  await axe(storePage);
  await page.reload();
  await expect(page.getByTestId('rate-in-force')).toHaveText('Rate in force: 8%');
  await expect(page.getByText('An administrator set your rate to 8%')).toBeVisible();

  // The month's statement: the sale, its ₹60 due (recorded at 6%), and the CSV.
  const statement = page.getByRole('region', { name: 'Statement' });
  await expect(statement.getByTestId('statement-sales')).toContainText('₹1,000');
  await expect(statement.getByTestId('statement-sales')).toContainText('1 sale');
  await expect(statement.getByTestId('statement-due')).toContainText('₹60');
  await expect(statement.getByTestId('statement-confirmed')).toContainText('₹0');
  await axe();
  const downloading = page.waitForEvent('download');
  await statement.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`cashback-statement-${todayInIndia().slice(0, 7)}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Date,Order reference,Click id,Shopper,Amount (₹),Rate (%),Cashback (₹),Status');
  expect(csv).toContain(',1000,6,60,Pending');
  expect(csv).toContain('Cashback due,1,60');

  // Removing the override gives the merchant's 6% back.
  await row.getByRole('button', { name: /Remove override/ }).click();
  await expect(row.locator('td').nth(3)).toHaveText('6%');
  await adminContext.close();
  await visitor.close();
  // The ad slot goes back to the demo's free ones, which other specs approve coupons into.
  const deleted = await page.request.delete(`/api/merchant/coupons/${coupon?.id}`, { headers: origin });
  expect(deleted.status(), await deleted.text()).toBe(200);
});
