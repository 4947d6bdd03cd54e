import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import type { PayoutCreated } from '../../functions/contract/payouts.ts';
import { E2E_CRON_SECRET } from '../../playwright.config.ts';
import { adminRequest, DEMO } from './demo-user.ts';
import { verifyEmailFromOutbox } from './outbox.ts';
import { expect, test } from './fixtures.ts';

/**
 * Payouts with the built-in test provider (issue 22 item 4, decision 0065), through the API and the
 * test payout page: a fresh, verified shopper earns confirmed cashback from the demo merchant, sets a
 * UPI ID, withdraws (an account's first payout is held), the administrator releases it, and the shopper
 * marks it paid on /payouts/test/{id} (axe: no violations).
 */
test('a shopper withdraws to UPI, the admin releases it, and the test payout page marks it paid', async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(150_000);
  const origin = test.info().project.use.baseURL ?? '';
  const headers = { Origin: origin };
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `payout_${suffix}`;
  const email = `${username}@example.com`;
  const password = 'Payouts#2025';
  const signUp = await page.request.post('/api/UserDetail1/register', {
    headers,
    data: { username, email, mobileNumber: `9${String(Date.now()).slice(-9)}`, password },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  await verifyEmailFromOutbox(page, email);

  // The demo merchant records a ₹4,000 sale 40 days ago (5% cashback: ₹200), which the job confirms.
  const merchant = await browser.newContext({ baseURL: origin });
  expect(
    (await merchant.request.post('/api/MerchantDetails/Login', { data: DEMO.merchant, headers })).status(),
  ).toBe(200);
  const coupons = (await (await merchant.request.get('/api/merchant/coupons')).json()) as { id: string }[];
  const sale = await merchant.request.post('/api/AToZ/submitMerchantSale', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      couponId: coupons[0]?.id,
      saleAmount: '4000',
      saleDate: addDays(todayInIndia(), -40),
      remarks: 'e2e payout',
      shopper: username,
    },
  });
  expect(sale.status(), await sale.text()).toBeLessThan(300);
  await merchant.close();
  const confirm = await page.request.get('/api/cron/confirm-cashback', {
    headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  expect(confirm.status()).toBe(200);

  // The shopper signs in, sets a UPI ID and withdraws ₹150: held (an account's first payout).
  expect(
    (await page.request.post('/api/UserDetail1/Login', { data: { username, password }, headers })).status(),
  ).toBe(200);
  const method = await page.request.put('/api/account/payout-method', {
    headers,
    data: { upiId: `${username}@okaxis`, currentPassword: password },
  });
  expect(method.status(), await method.text()).toBe(200);
  const withdrawal = await page.request.post('/api/payouts', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { amountRupees: 150 },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const payout = (await withdrawal.json()) as PayoutCreated;
  expect(payout.status).toBe('held');

  const admin = await adminRequest(browser);
  const release = await admin.request.post(`/api/admin/payouts/${payout.id}/release`, { headers });
  expect(release.status(), await release.text()).toBe(200);
  await admin.close();

  await page.goto(`/payouts/test/${payout.id}`);
  const card = page.getByRole('region', { name: 'Test payout — no real money moves' });
  await expect(page.getByRole('heading', { name: 'Test payout — no real money moves' })).toBeVisible();
  await expect(page.getByText('₹150', { exact: true })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(card.getByRole('status')).toHaveText('Marked as paid.');
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();

  const list = (await (await page.request.get('/api/payouts')).json()) as { id: string; status: string }[];
  expect(list[0]).toMatchObject({ id: payout.id, status: 'processed' });
  // Someone else's test payout is a 404.
  expect((await page.request.get(`/payouts/test/${randomUUID()}`)).status()).toBe(404);
});
