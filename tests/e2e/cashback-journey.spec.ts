import { formatPaise, rupeesToPaise } from '../../functions/contract/money.ts';
import { PAYOUT_STATUS_LABELS } from '../../functions/contract/payouts.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper, giveConfirmedCashback } from './fresh-shopper.ts';

/**
 * Issue 22 in a browser, the way its people use it: a shopper clicks through to the store (cashback
 * activated, the click id in the store's address) → the merchant types that click id into the sale
 * form → the shopper's My Earnings shows the cashback pending with "Clicked through to …" on its
 * timeline → confirmed cashback is withdrawn to UPI → the administrator releases the first payout → it
 * is paid on the test payout page → Paid. (A sale made today cannot confirm for 30 days; the
 * confirmation of that very sale is shown in tests/api/cashback-journey.test.ts, which runs the job as
 * on day 31. Here the withdrawn cashback is an older sale's, confirmed by the job's endpoint.)
 */
test('click → sale by click id → pending with its click → withdraw → released → paid', async ({
  browser,
  axe,
}) => {
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  const { page, context } = shopper;
  await context.route(/^https:\/\/[a-z.-]+\.example\.in\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Merchant</title>' }),
  );

  // 1. The shopper visits the demo merchant's store and clicks through to its site.
  const { stores } = (await (await page.request.get('/api/stores')).json()) as StoreDirectory;
  const store = stores.find((s) => s.storeName === 'Charminar Threads');
  expect(store, 'the demo merchant’s store').toBeDefined();
  await page.goto(`/stores/${store!.storeSlug}`);
  const clickOut = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/click-out'),
  );
  const opened = context.waitForEvent('page');
  await page.getByTestId('store-visit').click();
  const { clickId } = (await (await clickOut).json()) as { clickId: string };
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`dsclick=${clickId}`));
  await tab.close();
  await expect(page.getByTestId('click-out-status')).toHaveText('Cashback activated — shop within 24 hours');

  // 2. The merchant records the order by its click id alone: the click names the shopper.
  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const merchantPage = await merchant.newPage();
  await signInThroughApi(merchantPage.request, 'merchant');
  await merchantPage.goto('/merchant/dashboard?tab=review');
  const form = merchantPage.getByRole('form', { name: 'Record a sale' });
  const amount = 3000 + (Date.now() % 900);
  // The coupons load once the form's island runs: typing before that would be lost.
  await expect(form.getByLabel('Coupon').locator('option')).not.toHaveCount(1);
  await form.getByRole('textbox', { name: 'Click id' }).fill(clickId);
  await form.getByRole('textbox', { name: 'Order number' }).fill(`CT-${Date.now()}`);
  await form.getByRole('textbox', { name: 'Sale amount (₹)' }).fill(String(amount));
  await form.getByRole('textbox', { name: 'Sale date' }).fill(todayInIndia());
  await form.getByRole('button', { name: 'Record sale' }).click();
  await expect(form.getByRole('status')).toHaveText('Sale recorded. The shopper’s cashback is pending.');
  await merchant.close();

  // 3. The shopper's My Earnings: pending, and the timeline starts with the click.
  await page.goto('/user/dashboard?tab=earnings');
  const purchase = `${formatPaise(rupeesToPaise(amount))} purchase`;
  const row = page
    .getByRole('table', { name: 'Your purchases and cashback' })
    .locator('tr[data-entry-kind="cashback"]')
    .filter({ hasText: purchase });
  await expect(row).toContainText('Pending');
  await row.getByText('Show timeline').click();
  const steps = row.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Clicked through to Charminar Threads');
  await expect(steps.filter({ hasText: `Sale recorded: ${purchase}` })).toBeVisible();
  await axe(page);

  // 4. Older cashback, confirmed by the job, is withdrawn to UPI; the first payout waits for an admin.
  await giveConfirmedCashback(browser, shopper.username, 2000);
  await page.goto('/withdraw');
  const method = page
    .getByRole('region', { name: 'Payout method' })
    .getByRole('form', { name: 'Payout method' });
  await method.getByRole('textbox', { name: /UPI ID/ }).fill(`${shopper.username}@okaxis`);
  await method.getByRole('textbox', { name: 'Current password' }).fill(shopper.password);
  await method.getByRole('button', { name: /^Save/ }).click();
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByRole('textbox', { name: 'Amount (₹)' }).fill('60');
  await withdraw.getByRole('button', { name: `Withdraw ${formatPaise(6000)}` }).click();
  const payoutRow = page
    .getByRole('table', { name: 'Your payouts' })
    .getByRole('row')
    .filter({ hasText: '₹60' });
  await expect(payoutRow).toContainText(PAYOUT_STATUS_LABELS.held);

  // 5. The administrator releases it; the test payout page pays it.
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(admin.request, 'admin');
  const held = (await (await admin.request.get('/api/admin/payouts?status=held&limit=50')).json()) as Array<{
    id: string;
    accountEmail: string | null;
  }>;
  const mine = held.find((p) => p.accountEmail === shopper.email);
  expect(mine, 'the shopper’s held payout in the admin list').toBeDefined();
  const release = await admin.request.post(`/api/admin/payouts/${mine!.id}/release`, {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
  });
  expect(release.status(), await release.text()).toBe(200);
  await admin.close();

  await page.reload();
  await payoutRow.getByRole('link', { name: /Settle \(test mode\)/ }).click();
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('link', { name: 'Back to Withdraw' }).click();
  await expect(payoutRow).toContainText(PAYOUT_STATUS_LABELS.processed);

  // 6. My Earnings counts it as paid out.
  await page.goto('/user/dashboard?tab=earnings');
  await expect(
    page
      .getByRole('table', { name: 'Your purchases and cashback' })
      .locator('tr[data-entry-kind="payout"]')
      .first(),
  ).toContainText('₹60');
  await context.close();
});
