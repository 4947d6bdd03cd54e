import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import type { MerchantOverview } from '../../functions/contract/merchant-overview.ts';
import { formatPaise } from '../../functions/contract/money.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { signInAsDemoMerchant, signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper } from './fresh-shopper.ts';

/**
 * Issue 24 item 8: the merchant's Account Information shows the period's figures, drawn on the server,
 * and a period switch of plain links (7, 30, 90 days) that works without JavaScript.
 */
test('a merchant sees views, sales, revenue and the funnel, and switches to 90 days', async ({
  browser,
  page,
  axe,
}) => {
  test.setTimeout(150_000);
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  await signInAsDemoMerchant(page);
  const mine = (await (await page.request.get('/api/merchant/coupons')).json()) as MerchantCoupon[];
  const coupon = mine.find((entry) => entry.status === 'approved' && !entry.expired);
  expect(coupon, 'the demo merchant has a live coupon').toBeDefined();

  // A shopper opens the card, reveals the code and clicks out, through the endpoints the card calls.
  const shopper = await freshShopper(browser);
  for (const action of ['view', 'reveal', 'click-out'])
    expect(
      (await shopper.page.request.post(`/api/coupons/${coupon!.id}/${action}`, { data: {} })).status(),
    ).toBe(200);
  // Two sales for that shopper: today, and 40 days ago (in the 90 days, not in the 30).
  for (const [amount, saleDate] of [
    ['500', todayInIndia()],
    ['1234.50', addDays(todayInIndia(), -40)],
  ] as const) {
    const sale = await page.request.post('/api/AToZ/submitMerchantSale', {
      headers: origin,
      data: {
        couponId: coupon!.id,
        saleAmount: amount,
        saleDate,
        remarks: 'Recorded by the figures e2e test',
        shopper: shopper.username,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
  }
  await shopper.context.close();
  const read = async (days: number) =>
    (await (await page.request.get(`/api/merchant/overview?days=${days}`)).json()) as MerchantOverview;
  const month = await read(30);
  const quarter = await read(90);
  expect(quarter.figures.revenuePaise - month.figures.revenuePaise).toBeGreaterThanOrEqual(123_450);
  expect(month.figures.views).toBeGreaterThan(0);

  await page.goto('/merchant/dashboard');
  const panel = page.getByRole('region', { name: 'Account Information' });
  const periods = panel.getByRole('navigation', { name: 'Period' });
  await expect(periods.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByTestId('figures-period')).toContainText('Last 30 days');
  await expect(panel.getByTestId('stat-revenue')).toHaveText(formatPaise(month.figures.revenuePaise));
  await expect(panel.getByTestId('stat-sales')).toHaveText(month.figures.sales.toLocaleString('en-IN'));
  await expect(panel.getByTestId('stat-views')).toHaveText(month.figures.views.toLocaleString('en-IN'));
  await expect(panel.getByTestId('stat-cashback-owed')).toHaveText(
    formatPaise(month.figures.cashbackOwedPaise),
  );
  // The funnel is drawn for the eye and read from a table by a screen reader.
  const funnel = panel.getByRole('table', { name: 'Coupon funnel, last 30 days' });
  await expect(funnel.getByRole('row', { name: new RegExp(coupon!.couponName) })).toHaveCount(1);
  await expect(panel.locator(`[data-funnel-coupon="${coupon!.id}"]`)).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Recent activity, newest first' })).toContainText(
    'Sale recorded',
  );
  await axe();

  await periods.getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard\?tab=account&days=90$/);
  await expect(periods.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
  await expect(periods.getByRole('link', { name: '30 days' })).not.toHaveAttribute('aria-current', 'page');
  await expect(panel.getByTestId('figures-period')).toContainText('Last 90 days');
  await expect(panel.getByTestId('stat-revenue')).toHaveText(formatPaise(quarter.figures.revenuePaise));
  await expect(panel.getByRole('table', { name: 'Coupon funnel, last 90 days' })).toBeAttached();
  await panel.getByText('Show the figures as a table').click();
  await expect(
    panel.getByRole('table', { name: /Reveals and click-outs per day/ }).locator('tbody tr'),
  ).toHaveCount(90);
  await axe();

  // On a phone the figures fit: no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the period switch works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  try {
    await signInThroughApi(context.request, 'merchant');
    const page = await context.newPage();
    await page.goto('/merchant/dashboard?tab=account&days=90');
    const periods = page.getByRole('navigation', { name: 'Period' });
    await expect(periods.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
    await periods.getByRole('link', { name: '7 days' }).click();
    await expect(page).toHaveURL(/days=7$/);
    await expect(page.getByTestId('figures-period')).toContainText('Last 7 days');
  } finally {
    await context.close();
  }
});
