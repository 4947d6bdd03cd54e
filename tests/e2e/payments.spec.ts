import type { Page } from '@playwright/test';
import type { ApprovedProduct } from '../../functions/contract/site-content.ts';
import type { PaymentStatusAnswer } from '../../functions/contract/payments.ts';
import { signInAsDemoUser } from './demo-user.ts';
import { fillDeliveryAddress } from './delivery.ts';
import { expect, test } from './fixtures.ts';

/**
 * The payment pages on the built-in test provider (issue #12; the e2e server has no Razorpay keys):
 * 'Payment Successful!' shows only after the server verified the payment, which is then stored as
 * paid; the demo user's Buy Now ends with pending cashback on My Earnings.
 */

/** From the test checkout page's address: the order the payment page created. */
async function onTestCheckout(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/payment\/test-checkout\?order=order_test_/);
  await expect(page.getByRole('heading', { name: 'Test payment — no real money moves' })).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

async function statusOf(page: Page, orderId: string): Promise<PaymentStatusAnswer['status']> {
  const response = await page.request.get(`/api/payments/orders/${orderId}/status`);
  return ((await response.json()) as PaymentStatusAnswer).status;
}

test('a visitor pays ₹499 for a shared link through the test checkout, verified by the server', async ({
  page,
  axe,
}) => {
  // Two pages, each checked with axe, on a machine shared with other suites.
  test.setTimeout(90_000);
  await page.goto('/payment/499/9876543210');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByText('₹499', { exact: true })).toBeVisible();
  await expect(page.getByText('+91 9876543210', { exact: true })).toBeVisible();
  const share = page.getByRole('link', { name: 'Share via WhatsApp' });
  await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toMatch(
    /Please pay ₹499 on DealSphere: http:\/\/localhost:\d+\/payment\/499\/9876543210$/,
  );
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  await axe();

  await page.getByRole('button', { name: 'Pay' }).click();
  const orderId = await onTestCheckout(page);
  await expect(page.getByText('₹499')).toBeVisible();
  await axe();
  expect(await statusOf(page, orderId)).toBe('created');

  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/499\/9876543210$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();
  expect(await statusOf(page, orderId)).toBe('paid');
});

test('a failed test payment says so and offers a retry; sharing without a mobile says it is missing', async ({
  page,
}) => {
  await page.goto('/payment/250.50');
  await expect(page.getByText('₹250.50', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Share via WhatsApp' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mobile number is missing.' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay' }).click();
  const orderId = await onTestCheckout(page);
  await page.getByRole('button', { name: 'Fail (test)' }).click();
  await expect(page).toHaveURL(/\/payment\/250\.50$/);
  const failure = page.getByRole('alert').filter({ hasText: 'The payment did not go through.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('Payment Successful!')).toHaveCount(0);
  expect(await statusOf(page, orderId)).toBe('failed');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();
});

test.describe('a bad payment address', () => {
  // The browser logs the page's own 400 status.
  test.use({ expectedConsoleErrors: /the server responded with a status of (400|404)/ });

  test('is a clear page, not a crash', async ({ page }) => {
    for (const path of ['/payment/abc', '/payment/0.50', '/payment/499/12345']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole('heading', { name: 'This payment link is not valid' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    }
    // A longer address is no payment page at all.
    const tooLong = await page.goto('/payment/499/9876543210/extra');
    expect(tooLong?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test("the demo user's Buy Now on the demo store ends with pending cashback on My Earnings", async ({
  page,
}) => {
  const approved = (await (
    await page.request.get('/api/AdminContent/products/approved')
  ).json()) as ApprovedProduct[];
  const merchantId = approved.find((item) => item.productName === 'Kanchi Cotton Saree')?.merchantId;
  await signInAsDemoUser(page);
  await page.goto(`/merchantproductsite/${merchantId}`);
  await page.getByRole('link', { name: 'Buy Now: Kanchi Cotton Saree' }).click();
  await expect(page).toHaveURL(/\/payment\/2499\?product=[0-9a-f-]{36}&kind=(catalogue|pick)$/);
  await expect(page.getByText('₹2,499', { exact: true })).toBeVisible();
  await expect(page.getByText(/Kanchi Cotton Saree from Charminar Threads/)).toBeVisible();

  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  const orderId = await onTestCheckout(page);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Successful!' })).toBeVisible();
  expect(await statusOf(page, orderId)).toBe('paid');

  await page.goto('/user/dashboard?tab=earnings');
  const row = page.getByRole('row').filter({ hasText: '₹2,499' });
  await expect(row.first()).toContainText('Pending');
});
