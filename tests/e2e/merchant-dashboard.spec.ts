import type { Page } from '@playwright/test';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { signInAsDemoMerchant, signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/** The number at the start of a stat card's line ("3 reveals" is 3). */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const match = /^\s*([\d,]+)/.exec(text);
  expect(match, `${testId}: ${text}`).not.toBeNull();
  return Number(match![1]!.replaceAll(',', ''));
}

test("the merchant's Account Information shows the account and real figures that move when a user reveals and clicks out", async ({
  browser,
  page,
  axe,
}) => {
  test.setTimeout(150_000);
  await signInAsDemoMerchant(page);

  const panel = page.getByRole('region', { name: 'Account Information' });
  await expect(panel.getByTestId('account-email')).toHaveText('merchant@example.com');
  await expect(panel.getByTestId('account-phone')).toHaveText('9848012340');
  const password = panel.getByTestId('account-password');
  await expect(password).toContainText('••••••••');
  await expect(password).not.toContainText('DemoMerchant');
  await expect(panel.getByTestId('stat-live-coupons')).toContainText('Live coupons');
  await expect(panel.getByTestId('figures-period')).toContainText('Last 30 days');
  await expect(panel.getByTestId('stat-rating')).toContainText('Average rating');
  expect(await figure(page, 'live-coupons')).toBeGreaterThan(0);
  const before = {
    reveals: await figure(page, 'stat-reveals'),
    clickOuts: await figure(page, 'stat-click-outs'),
  };
  // Recent activity: the seed's approvals and any later decisions, newest first, at most 10.
  const activity = panel.getByRole('table', { name: 'Recent activity, newest first' });
  const times = await activity
    .locator('tbody time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(times.length).toBeGreaterThan(0);
  expect(times.length).toBeLessThanOrEqual(10);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(activity).toContainText('Coupon approved');

  // The demo user reveals the codes of the merchant's live coupons and clicks out, through the
  // endpoints the coupon cards call. All of them, not one: another test may have revealed one today
  // already, and a reveal counts once per account and day (decision 0014).
  const mine = (await (await page.request.get('/api/merchant/coupons')).json()) as MerchantCoupon[];
  const live = mine.filter((coupon) => coupon.status === 'approved' && !coupon.expired);
  expect(live.length).toBeGreaterThan(0);
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopperPage = await shopper.newPage();
  await signInAsDemoUser(shopperPage);
  for (const coupon of live) {
    const reveal = await shopperPage.request.post(`/api/coupons/${coupon.id}/reveal`, { data: {} });
    expect(reveal.status()).toBe(200);
    const clickOut = await shopperPage.request.post(`/api/coupons/${coupon.id}/click-out`, { data: {} });
    expect(clickOut.status()).toBe(200);
  }
  await shopper.close();

  await page.reload();
  expect(await figure(page, 'stat-reveals')).toBeGreaterThan(before.reveals);
  expect(await figure(page, 'stat-click-outs')).toBeGreaterThan(before.clickOuts);

  // The chart is an image with a summary, and its figures are in a table.
  const chart = panel.getByRole('img', { name: /Reveals and click-outs per day/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /\d+ reveals and \d+ click-outs in all/);
  await panel.getByText('Show the figures as a table').click();
  const table = panel.getByRole('table', { name: /Reveals and click-outs per day/ });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const today = table.locator('tbody tr').last().getByRole('cell');
  expect(Number(await today.first().textContent())).toBeGreaterThan(0);
  expect(Number(await today.nth(1).textContent())).toBeGreaterThan(0);
  await axe();

  // On a 360 px phone the tables scroll inside the panel; the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(chart).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Help opens the FAQ; Settings the Settings tab; Log Out signs out.
  const menu = page.getByRole('navigation', { name: 'Merchant menu' });
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/merchant/dashboard?tab=settings',
  );
  await menu.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Merchant menu' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get('/api/auth/me')).json()) as unknown).toEqual({ profile: null });
  await page.goto('/merchant/dashboard');
  await expect(page).toHaveURL('/MerchantSignin?next=%2Fmerchant%2Fdashboard');
});
