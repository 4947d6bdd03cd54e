import { todayInIndia } from '../../functions/contract/india-time.ts';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * My Earnings (issue 22 item 5): the four figures, Withdraw, and an entry's timeline opened in place;
 * the emails' one-click unsubscribe page and the Settings switches (item 6). Decision 0067.
 */

test('My Earnings shows Available, Pending, Paid out and Reversed, and opens an entry’s timeline', async ({
  page,
  axe,
}) => {
  await signInThroughApi(page.request, 'user');
  await page.goto('/user/dashboard?tab=earnings');
  for (const name of ['Available', 'Pending', 'Paid out', 'Reversed'])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
  await expect(page.getByText(/^[\d,.]+ tokens? · ₹[\d,.]+$/).first()).toBeVisible();
  // Withdraw: a link to /withdraw, or a disabled button that says why.
  const withdraw = page
    .getByRole('link', { name: 'Withdraw' })
    .or(page.getByRole('button', { name: 'Withdraw' }));
  await expect(withdraw).toBeVisible();

  const table = page.getByRole('table', { name: 'Your purchases and cashback' });
  // A cashback row (not a referral bonus's or a payout's).
  const cashbackRow = table.locator('tr[data-entry-kind="cashback"]').first();
  await expect(cashbackRow).toContainText(/₹[\d,.]+ purchase/);
  await cashbackRow.getByText('Show timeline').click();
  const steps = cashbackRow.getByRole('list', { name: 'Timeline' });
  await expect(steps).toBeVisible();
  await expect(
    steps.getByRole('listitem').filter({ hasText: /^Sale recorded: ₹[\d,.]+ purchase/ }),
  ).toBeVisible();
  await expect(steps.getByRole('listitem').filter({ hasText: /Cashback pending/ })).toBeVisible();
  await axe();
});

test('an email’s unsubscribe link asks first, then turns cashback emails off; Settings turns them back on', async ({
  browser,
  page,
  axe,
}) => {
  // The demo merchant records a sale for the demo user: the "cashback pending" email goes out.
  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(merchant.request, 'merchant');
  const coupons = (await (await merchant.request.get('/api/merchant/coupons')).json()) as MerchantCoupon[];
  const origin = test.info().project.use.baseURL ?? '';
  const sale = await merchant.request.post('/api/AToZ/submitMerchantSale', {
    headers: { Origin: origin, 'Idempotency-Key': `e2e-unsubscribe-${Date.now()}` },
    data: {
      couponId: coupons[0]?.id,
      saleAmount: '1999',
      saleDate: todayInIndia(),
      remarks: 'Recorded by the unsubscribe e2e test',
      shopper: 'demo_user',
    },
  });
  expect(sale.status()).toBe(201);
  await merchant.close();

  await page.goto('/dev/outbox');
  const message = page
    .getByRole('listitem')
    .filter({ has: page.locator('[data-outbox-to]', { hasText: 'user@example.com' }) })
    .filter({ hasText: 'Cashback pending' })
    .first();
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: '/api/email/unsubscribe' }).click();
  await expect(page).toHaveURL(/\/email\/unsubscribe\?token=/);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toContainText(
    'You are unsubscribed from cashback updates',
  );
  await axe();

  // The Settings switch shows it off; switching it back on is saved with a message.
  await signInThroughApi(page.request, 'user');
  await page.goto('/user/dashboard?tab=settings');
  const cashback = page.getByRole('checkbox', { name: 'Email me about my cashback' });
  const payouts = page.getByRole('checkbox', { name: 'Email me about my payouts' });
  await expect(cashback).not.toBeChecked();
  await expect(payouts).toBeChecked();
  await axe();
  await cashback.check();
  await page.getByRole('button', { name: 'Save email choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email choices are saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email me about my cashback' })).toBeChecked();
});
