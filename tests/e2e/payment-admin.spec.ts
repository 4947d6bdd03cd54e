import type { APIRequestContext, Locator } from '@playwright/test';
import { smallPng } from '../fixtures/images.ts';
import { adminRequest, signInAsAdmin } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { signInAsFreshMerchant } from './fresh-merchant.ts';

/**
 * Payment links and premium slots (issue 12 items 5 and 6) on the built-in test provider: the admin
 * makes a link from an image tab's payment entry form, pays it and sees it paid on the Payments tab; a
 * merchant's premium coupon, for a slot the form shows free, stays out of the admin's queue until it is
 * paid from My Offers.
 */

const futureDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

async function pendingNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/Admin/PendingCoupons?limit=200');
  return ((await response.json()) as { couponName: string }[]).map((coupon) => coupon.couponName);
}

test('the admin makes a payment link on the category banner tab, pays it, and sees it paid on Payments', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/admin-dashboard?tab=cat-tc-bo-images');
  const form = page.getByRole('form', { name: 'Category banner payment' });
  await expect(form.getByRole('button', { name: 'Go to payment' })).toBeEnabled();

  // The category banner variant needs the position too, and says so.
  await form.getByRole('textbox', { name: 'Amount (₹)' }).fill('1499');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('+91 98765 43210');
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Amount, Mobile and Position are required for payment' }),
  ).toBeVisible();
  await axe();

  await form.getByRole('combobox', { name: 'Position' }).selectOption({ label: 'TopCO Footer' });
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payment\/1499\/9876543210\?request=[0-9a-f-]{36}&position=TC$/);
  const requestId = new URL(page.url()).searchParams.get('request') ?? '';
  await expect(page.getByText('₹1,499', { exact: true })).toBeVisible();
  await expect(page.getByText('+91 9876543210', { exact: true })).toBeVisible();
  await expect(page.getByText('Category banner ad — TopCO Footer')).toBeVisible();
  const share = page.getByRole('link', { name: 'Share via WhatsApp' });
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(
    `/payment/1499/9876543210?request=${requestId}&position=TC`,
  );

  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();

  await page.goto('/admin-dashboard?tab=payments');
  const payments = page.getByRole('table', { name: 'Payments' });
  const paid = payments.getByRole('row').filter({ hasText: 'Category banner ad — TopCO Footer' }).first();
  const cell = (column: string) => paid.locator(`td[data-label="${column}"]`);
  await expect(cell('Status')).toHaveText('Paid');
  await expect(cell('Purpose')).toHaveText('Payment link');
  await expect(cell('Paid')).toHaveText('₹1,499');
  await expect(cell('Payer')).toContainText('+91 9876543210');
  await expect(page.getByRole('list', { name: 'Premium slot prices' }).getByRole('listitem')).toHaveCount(24);
  await axe();
});

/** Fills the form for a premium request and picks the first slot from 13 on that can be paid for today. */
async function fillPremiumCoupon(form: Locator, name: string): Promise<number> {
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  await field('Coupon name').fill(name);
  await field('Coupon code').fill('PREMIUM25');
  await field('Expiry date').fill(futureDate(20));
  await field('Terms and conditions').fill('Once per account.');
  await form.getByLabel('Ad image').setInputFiles({
    name: 'ad.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await smallPng()),
  });
  await field('Title').fill('Flat 25% off on lamps');
  await field('Description').fill('Brass and ceramic lamps at 25% off.');
  await field('Percentage (%)').fill('25');
  await field('Up to (₹)').fill('300');
  await select('Slot request').selectOption({ label: 'premium (this slot)' });
  // The slot map shows every slot's price and holder (decisions 0045, 0072): a held slot cannot be chosen.
  const slots = form.getByRole('list', { name: 'Ad slots' });
  await expect(slots.getByRole('button')).toHaveCount(24);
  const held = slots.getByRole('button', { name: /^Slot 20, held by / });
  await expect(held).toBeDisabled();
  await expect(held).toContainText('until');
  const free = slots.getByRole('button', { name: /^Slot (1[3-9]|2\d), free/ }).first();
  const position = Number(/^Slot (\d+)/.exec((await free.getAttribute('aria-label')) ?? '')?.[1]);
  await free.click();
  await expect(field('Requested slot id')).toHaveValue(String(position));
  await select('Category').selectOption('Fashion');
  await select('Language').selectOption({ label: 'English' });
  await field('Merchant URL').fill('lamps.example.in');
  return position;
}

test('a premium coupon reaches the admin’s queue only after its merchant pays from My Offers', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(120_000);
  const admin = await adminRequest(browser);
  await signInAsFreshMerchant(page);
  await page.goto('/merchant/dashboard?tab=coupons');
  const name = `Premium Lamps ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Create coupon' });
  await expect(form.getByRole('button', { name: 'Add coupon' })).toBeEnabled();
  const slot = await fillPremiumCoupon(form, name);
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon added successfully!' })).toBeVisible();

  const offer = page.getByRole('list', { name: 'My Offers' }).getByRole('listitem').filter({ hasText: name });
  // Slots 13 to 24 cost ₹499 in the demo's price table.
  await expect(offer).toContainText('Awaiting payment — ₹499');
  expect(await pendingNames(admin.request)).not.toContain(name);
  await axe();

  await offer.getByRole('link', { name: `Pay now for ${name}` }).click();
  await expect(page).toHaveURL(/\/payment\/499\?coupon=[0-9a-f-]{36}$/);
  await expect(page.getByText('₹499', { exact: true })).toBeVisible();
  await expect(page.getByText(`Premium slot ${slot} for "${name}"`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();

  expect(await pendingNames(admin.request)).toContain(name);
  await page.goto('/merchant/dashboard?tab=coupons');
  await expect(
    page.getByRole('list', { name: 'My Offers' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('Premium slot paid ₹499 on');
  await admin.close();
});
