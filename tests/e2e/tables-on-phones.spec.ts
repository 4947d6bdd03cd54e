import type { Locator, Page } from '@playwright/test';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/**
 * Tables on phones (issue 21 item 13, decision 0055): every dashboard table is a table from 576 px and
 * a stack of label/value cards below; on a 390 px phone no cell and no button is cut off and the page
 * does not scroll sideways. The card lists (sales, claims, payments, the admin's lists) fit as well.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** At 390×844: no cell, row header, list item or button of the main area outside 0..390, no sideways scroll. */
async function expectNothingCutOff(page: Page) {
  await page.setViewportSize(PHONE);
  const report = await page.evaluate((width) => {
    const outside: string[] = [];
    const main = document.querySelector('main');
    if (!main) return { scrollWidth: -1, outside: ['no <main>'], checked: 0 };
    let checked = 0;
    for (const element of main.querySelectorAll('td, tbody th, li, button, .button')) {
      // The dashboards' tab rows scroll sideways on purpose (a menu, not content).
      if (element.closest('nav')) continue;
      // A screen reader's copy (the funnel's table, decision 0076) is clipped to nothing on purpose.
      if (element.closest('.visually-hidden')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (a closed form, an empty cell)
      checked++;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        outside.push(
          `<${element.tagName.toLowerCase()}> "${text}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? -1, outside, checked };
  }, PHONE.width);
  expect(report.checked, 'cells, items and buttons were measured').toBeGreaterThan(0);
  expect(report.outside, 'cut off at 390 px').toEqual([]);
  expect(report.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(PHONE.width);
}

/**
 * At 390×844 the table's rows are cards: each shown cell's label (its data-label, drawn before the
 * value) is its column's heading and is on screen, and the browser still exposes a table with column
 * headers (Chromium's own accessibility tree, not Playwright's reading of the markup).
 */
async function expectLabelledCards(page: Page, table: Locator) {
  await page.setViewportSize(PHONE);
  // The column headings are out of sight (one pixel, clipped): the labels say them on each card.
  expect(
    await table.locator('thead').evaluate((thead) => thead.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(1);
  const cards = await table.evaluate((element) => {
    const headings = [...element.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
    const problems: string[] = [];
    let labelled = 0;
    for (const row of element.querySelectorAll('tbody tr')) {
      if (getComputedStyle(row).display !== 'grid') problems.push('a row is not a card');
      [...row.children].forEach((cell, index) => {
        if (cell.tagName !== 'TD' || getComputedStyle(cell).display === 'none') return;
        // The cell of a row's buttons has no label: the buttons say what they do.
        if (cell.classList.contains('data-table__actions')) return;
        const label = getComputedStyle(cell, '::before');
        const box = cell.getBoundingClientRect();
        const expected = headings[index];
        if (cell.getAttribute('data-label') !== expected)
          problems.push(
            `cell ${index} is labelled "${cell.getAttribute('data-label')}", its column "${expected}"`,
          );
        else if (label.content !== JSON.stringify(expected) || label.display === 'none')
          problems.push(`cell ${index} does not show its label "${expected}"`);
        else if (box.height < 20 || box.width < 40) problems.push(`cell ${index} is too small to read`);
        else labelled++;
      });
    }
    return { problems, labelled };
  });
  expect(cards.problems).toEqual([]);
  expect(cards.labelled, 'labelled values on the cards').toBeGreaterThan(0);

  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ role?: { value?: string } }>;
  };
  await session.detach();
  const roles = nodes.map((node) => node.role?.value);
  expect(roles).toContain('table');
  expect(roles).toContain('columnheader');
  expect(roles).toContain('cell');
}

/** At 1280×800 the table is a table: its column headings show above the rows, one row per line. */
async function expectStillATable(page: Page, table: Locator) {
  await page.setViewportSize(DESKTOP);
  await expect(table.locator('thead')).toBeVisible();
  const headers = table.getByRole('columnheader');
  expect(await headers.count()).toBeGreaterThan(2);
  for (const header of await headers.all()) await expect(header).toBeVisible();
  expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  const rows = table.locator('tbody tr');
  if ((await rows.count()) > 1) {
    const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
    // Side by side in one line: the second row starts below the first, the cells of a row share it.
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
    const cells = await rows.nth(0).locator('td').all();
    const tops = await Promise.all(cells.map(async (cell) => (await cell.boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
  }
}

/** Both widths for one table: cards and nothing cut off at 390, a table at 1280, axe 0 at both. */
async function checkTable(page: Page, table: Locator, axe: (page?: Page) => Promise<void>) {
  await expectLabelledCards(page, table);
  await expectNothingCutOff(page);
  await axe();
  await expectStillATable(page, table);
  await axe();
}

test("the shopper's My Earnings is cards on a phone and a table on a laptop; their claims fit", async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page.request, 'user');
  await page.goto('/user/dashboard?tab=earnings');
  const earnings = page.getByRole('table', { name: 'Your purchases and cashback' });
  await expect(earnings.locator('tbody tr').first()).toBeAttached();
  await checkTable(page, earnings, axe);

  await page.goto('/missing-cashback');
  await expect(page.getByRole('heading', { level: 1, name: 'Missing cashback' })).toBeVisible();
  await expectNothingCutOff(page);
  await axe();
});

test("the merchant's recent activity and daily figures, sales and open claims fit a phone", async ({
  page,
  browser,
  axe,
}) => {
  test.setTimeout(150_000);
  // An open claim against the demo merchant, filed by the demo user, so the claims list has a row with buttons.
  await signInThroughApi(page.request, 'merchant');
  const mine = (await (await page.request.get('/api/merchant/coupons')).json()) as MerchantCoupon[];
  const coupon = mine.find((item) => item.status === 'approved' && !item.expired);
  expect(coupon, 'the demo merchant has a live coupon').toBeTruthy();
  const shopper = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(shopper.request, 'user');
  const origin = test.info().project.use.baseURL ?? '';
  const claim = await shopper.request.post('/api/cashback-claims', {
    data: {
      couponId: coupon!.id,
      purchaseDate: addDays(todayInIndia(), -1),
      amount: '1499',
      orderReference: `TBL-${Date.now()}`,
    },
    headers: { Origin: origin },
  });
  expect(claim.status()).toBe(201);
  await shopper.close();

  await page.goto('/merchant/dashboard');
  const activity = page.getByRole('table', { name: 'Recent activity, newest first' });
  await checkTable(page, activity, axe);

  // The daily figures: three short columns stay a table at every width and fit 390 px.
  await page.setViewportSize(PHONE);
  await page.getByText('Show the figures as a table').click();
  const daily = page.getByRole('table', { name: /Reveals and click-outs per day/ });
  await expect(daily.locator('thead')).toBeVisible();
  await expectNothingCutOff(page);

  // Sales and open claims: tables with buttons in their rows; a form opened in a row fits too.
  await page.goto('/merchant/dashboard?tab=review');
  const claims = page.getByRole('table', { name: 'Open claims' });
  await expect(claims.getByRole('button', { name: /^Accept/ }).first()).toBeEnabled();
  await checkTable(page, claims, axe);
  const sales = page.getByRole('table', { name: 'Recent sales' });
  await checkTable(page, sales, axe);
  await page.setViewportSize(PHONE);
  await claims
    .getByRole('button', { name: /^Decline/ })
    .first()
    .click();
  await sales
    .getByRole('button', { name: /^Mark returned or cancelled/ })
    .first()
    .click();
  await expect(sales.getByRole('form')).toBeVisible();
  await expect(claims.getByRole('form')).toBeVisible();
  await expectNothingCutOff(page);
  await axe();
});

test("the admin's audit log is cards on a phone and a table on a laptop; sales, payments and the lists fit", async ({
  page,
  axe,
}) => {
  test.setTimeout(180_000);
  await signInThroughApi(page.request, 'admin');
  const origin = test.info().project.use.baseURL ?? '';
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { Origin: origin } });
  // A paid payment link, refunded in part: a payments row with its Refund button, and an audit log entry.
  const rupees = 1000 + Math.floor(Math.random() * 8999);
  const link = await post('/api/admin/payment-requests', {
    source: 'seasonal',
    amount: String(rupees),
    mobile: '9876543210',
  });
  expect(link.status()).toBe(201);
  const { id: requestId } = (await link.json()) as { id: string };
  const { orderId } = (await (await post('/api/payments/orders', { purpose: 'link', requestId })).json()) as {
    orderId: string;
  };
  const signed = (await (
    await post('/api/payments/test-checkout', { orderId, outcome: 'paid' })
  ).json()) as Record<string, string>;
  const verified = await post('/api/payments/verify', {
    orderId,
    paymentId: signed.razorpay_payment_id,
    signature: signed.razorpay_signature,
  });
  expect(verified.status()).toBe(200);
  const payments = (await (await page.request.get('/api/admin/payments')).json()) as Array<{
    id: string;
    kind: string;
    status: string;
    amountPaise: number;
  }>;
  const paid = payments.find(
    (row) => row.kind === 'payment' && row.status === 'paid' && row.amountPaise === rupees * 100,
  );
  expect(paid, 'the paid payment is listed').toBeTruthy();
  const refund = await post(`/api/admin/payments/${paid!.id}/refund`, {
    amountPaise: 100,
    reason: 'Tables on phones: a part refund',
  });
  expect(refund.status()).toBe(200);

  await page.goto('/admin-dashboard?tab=audit-log');
  const log = page.getByRole('table', { name: /administrator changes/ });
  await checkTable(page, log, axe);

  await page.goto('/admin-dashboard?tab=payments');
  const paymentsTable = page.getByRole('table', { name: 'Payments' });
  await expect(paymentsTable.getByRole('button', { name: 'Refund…' }).first()).toBeVisible();
  await checkTable(page, paymentsTable, axe);
  await page.setViewportSize(PHONE);
  await paymentsTable.getByRole('button', { name: 'Refund…' }).first().click();
  await expect(paymentsTable.getByRole('form')).toBeVisible();
  await expectNothingCutOff(page);

  await page.goto('/admin-dashboard?tab=sales');
  const salesTable = page.getByRole('table', { name: 'Merchant sales' });
  await expect(salesTable.getByRole('button', { name: /^Mark fraudulent/ }).first()).toBeVisible();
  await checkTable(page, salesTable, axe);

  for (const tab of ['storefronts', 'reviews', 'products-approval', 'pending-coupons']) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNothingCutOff(page);
  }
});
