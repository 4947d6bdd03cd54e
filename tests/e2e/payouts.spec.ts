import type { Page } from '@playwright/test';
import { formatPaise, rupeesToPaise } from '../../functions/contract/money.ts';
import { payoutMessages, PAYOUT_STATUS_LABELS } from '../../functions/contract/payouts.ts';
import {
  availableText,
  withdrawHeldText,
  withdrawSentText,
  withdrawTexts,
} from '../../functions/contract/payout-screens.ts';
import { signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { freshShopper, giveConfirmedCashback } from './fresh-shopper.ts';
import { openHeaderMenu } from './header-menu.ts';
import { hydrated } from './islands.ts';

/**
 * Withdrawing cashback to UPI (issue 22 item 4; decision 0066), in a browser, against the built-in test
 * payout provider (the e2e server has no RazorpayX keys). Each test uses fresh shoppers: a payout
 * changes the balance and holds the account's one open payout.
 */

const paise = (rupees: number) => rupeesToPaise(rupees);

/** The shopper's payouts table row of an amount. */
const payoutRow = (page: Page, rupees: number) =>
  page
    .getByRole('table', { name: 'Your payouts' })
    .getByRole('row')
    .filter({ hasText: formatPaise(paise(rupees)) });

/** The Payout method section (on /withdraw and in Settings). */
const methodSection = (page: Page) => page.getByRole('region', { name: 'Payout method' });

/** Sets the UPI ID in the Payout method form, opening it first when one is saved already. */
async function setUpiId(page: Page, upiId: string, password: string) {
  const section = methodSection(page);
  const change = section.getByRole('button', { name: 'Change UPI ID' });
  if (await change.isVisible()) await change.click();
  const form = section.getByRole('form', { name: 'Payout method' });
  await form.getByRole('textbox', { name: /UPI ID/ }).fill(upiId);
  await form.getByRole('textbox', { name: 'Current password' }).fill(password);
  await form.getByRole('button', { name: /^Save/ }).click();
}

async function withdraw(page: Page, rupees: number) {
  const form = page.getByRole('form', { name: 'Withdraw' });
  await form.getByRole('textbox', { name: 'Amount (₹)' }).fill(String(rupees));
  await form.getByRole('button', { name: `Withdraw ${formatPaise(paise(rupees))}` }).click();
}

/** Settles a processing payout on the test payout page, from the shopper's list, and comes back. */
async function settleOnTestPage(
  page: Page,
  rupees: number,
  outcome: 'Mark as paid' | 'Mark as failed',
  axe?: (page: Page) => Promise<void>,
) {
  await payoutRow(page, rupees)
    .getByRole('link', { name: /Settle \(test mode\)/ })
    .click();
  await expect(page).toHaveURL(/\/payouts\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: payoutMessages.testPageTitle })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatPaise(paise(rupees)));
  await page.getByRole('button', { name: outcome }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    outcome === 'Mark as paid' ? payoutMessages.settledProcessed : payoutMessages.settledFailed,
  );
  await expect(page.getByRole('button', { name: outcome })).toBeDisabled();
  if (axe) await axe(page);
  await page.getByRole('link', { name: 'Back to Withdraw' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
}

test('a shopper sets a UPI ID and withdraws; the first payout is held, an administrator releases it, and it is paid on the test page', async ({
  browser,
  page,
  axe,
}) => {
  // Two fresh accounts' journeys, an administrator's, and axe on three pages on a shared 2-core machine.
  test.setTimeout(180_000);
  const shopper = await freshShopper(browser);
  await giveConfirmedCashback(browser, shopper.username, 12_000);
  const upiId = `${shopper.username.replace('_', '.')}@okaxis`;
  const me = shopper.page;

  await me.goto('/withdraw');
  await expect(me.getByRole('heading', { level: 1, name: 'Withdraw cashback' })).toBeVisible();
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(600)));
  await expect(me.getByTestId('withdraw-blocked')).toHaveText(withdrawTexts.needsMethod);
  await expect(me.getByText(payoutMessages.noPayouts)).toBeVisible();

  // A UPI ID in the wrong form is refused in the page; the right one is saved and usable at once.
  await setUpiId(me, 'not-a-upi-id', shopper.password);
  await expect(me.getByText(payoutMessages.upiIdInvalid)).toBeVisible();
  await setUpiId(me, upiId, shopper.password);
  await expect(methodSection(me).getByRole('status')).toHaveText(payoutMessages.methodSaved);
  await expect(methodSection(me).getByRole('form')).toHaveCount(0);
  await expect(me.getByTestId('payout-method-current')).toHaveText(`Payouts go to ${upiId}.`);

  // The amount starts as the whole balance; the minimum and the balance are checked in the page.
  const amount = me.getByRole('form', { name: 'Withdraw' }).getByRole('textbox', { name: 'Amount (₹)' });
  await expect(amount).toHaveValue('600');
  await amount.fill('10');
  await me.getByRole('button', { name: 'Withdraw ₹10' }).click();
  await expect(me.getByText('The smallest withdrawal is ₹50.').last()).toBeVisible();
  await axe(me);

  // A first payout of a new account waits for an administrator.
  await withdraw(me, 350);
  await expect(me.getByRole('status').filter({ hasText: withdrawHeldText(paise(350), upiId) })).toBeVisible();
  await expect(payoutRow(me, 350)).toContainText(PAYOUT_STATUS_LABELS.held);
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(250)));
  await expect(me.getByTestId('withdraw-blocked')).toContainText('being reviewed');

  // The administrator sees it first on the Payouts tab, with the account's age and velocity, and releases it.
  await signInThroughApi(page.request, 'admin');
  await page.goto('/admin-dashboard?tab=payouts');
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('held');
  const held = page
    .getByRole('table', { name: 'Payouts' })
    .getByRole('row')
    .filter({ hasText: shopper.email });
  await expect(held).toContainText(formatPaise(paise(350)));
  await expect(held).toContainText(upiId);
  await expect(held).toContainText('First payout of this account');
  await expect(held).toContainText('7 days: 1 payout, ₹350');
  await axe();
  await held.getByRole('button', { name: /^Release/ }).click();
  await expect(held).toContainText(`Send ${formatPaise(paise(350))} to ${upiId} now?`);
  await held.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page.getByRole('status').filter({ hasText: payoutMessages.released })).toBeVisible();
  await expect(held).toContainText(PAYOUT_STATUS_LABELS.processing);
  await expect(held.getByRole('link', { name: /Settle \(test mode\)/ })).toHaveAttribute(
    'href',
    /^\/payouts\/test\/[0-9a-f-]{36}$/,
  );

  // Back with the shopper: processing, settled as paid on the test page.
  await me.reload();
  await expect(payoutRow(me, 350)).toContainText(PAYOUT_STATUS_LABELS.processing);
  await settleOnTestPage(me, 350, 'Mark as paid', axe);
  await expect(payoutRow(me, 350)).toContainText(PAYOUT_STATUS_LABELS.processed);
  await expect(payoutRow(me, 350).getByRole('link', { name: /Settle/ })).toHaveCount(0);
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(250)));

  // The second payout is sent at once; failed on the test page, its tokens come back.
  await withdraw(me, 200);
  await expect(me.getByRole('status').filter({ hasText: withdrawSentText(paise(200), upiId) })).toBeVisible();
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(50)));
  await settleOnTestPage(me, 200, 'Mark as failed');
  await expect(payoutRow(me, 200)).toContainText(PAYOUT_STATUS_LABELS.failed);
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(250)));
  await axe(me);
  await shopper.context.close();
});

test('an administrator rejects a held payout with a reason, and the shopper reads it with the tokens back', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const shopper = await freshShopper(browser);
  await giveConfirmedCashback(browser, shopper.username, 2_000);
  const me = shopper.page;
  await me.goto('/withdraw');
  await setUpiId(me, 'asha.rao@okicici', shopper.password);
  await withdraw(me, 100);
  await expect(payoutRow(me, 100)).toContainText(PAYOUT_STATUS_LABELS.held);

  await signInThroughApi(page.request, 'admin');
  await page.goto('/admin-dashboard?tab=payouts');
  const held = page
    .getByRole('table', { name: 'Payouts' })
    .getByRole('row')
    .filter({ hasText: shopper.email });
  await held.getByRole('button', { name: /^Reject/ }).click();
  await held.getByRole('button', { name: 'Reject and return the tokens' }).click();
  await expect(held.getByText(payoutMessages.rejectReasonRequired)).toBeVisible();
  await held
    .getByRole('textbox', { name: 'Why (the shopper reads this)' })
    .fill('UPI ID does not match the account name');
  await held.getByRole('button', { name: 'Reject and return the tokens' }).click();
  await expect(page.getByRole('status').filter({ hasText: payoutMessages.rejected })).toBeVisible();
  await expect(held).toContainText(PAYOUT_STATUS_LABELS.rejected);

  await me.reload();
  await expect(payoutRow(me, 100)).toContainText(PAYOUT_STATUS_LABELS.rejected);
  await expect(payoutRow(me, 100)).toContainText('UPI ID does not match the account name');
  await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(100)));
  await shopper.context.close();
});

test('a shopper whose email is not verified reads why they cannot withdraw, and can ask for the link again', async ({
  browser,
}) => {
  const shopper = await freshShopper(browser, { verified: false });
  const me = shopper.page;
  await me.goto('/withdraw');
  const notice = me.getByTestId('payouts-unverified');
  await expect(notice.getByRole('heading', { name: 'Verify your email address to withdraw' })).toBeVisible();
  await expect(me.getByRole('form', { name: 'Withdraw' })).toHaveCount(0);
  await expect(me.getByTestId('payout-method-unverified')).toHaveText(payoutMessages.verifyEmailFirst);
  await hydrated(me, 'Withdraw');
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(notice.getByRole('status')).not.toBeEmpty();
  await expect(notice.getByRole('link', { name: 'Wrong address? Change it in Settings.' })).toHaveAttribute(
    'href',
    '/user/dashboard?tab=settings',
  );
  await shopper.context.close();
});

test('Settings holds the same payout method form: a change of UPI ID waits 24 hours', async ({ browser }) => {
  test.setTimeout(120_000);
  const shopper = await freshShopper(browser);
  const me = shopper.page;
  await me.goto('/user/dashboard?tab=settings');
  const section = me.getByTestId('settings-payout-method');
  await expect(section.getByRole('heading', { name: 'Payout method' })).toBeVisible();
  await setUpiId(me, 'first.id@okhdfc', shopper.password);
  await expect(section.getByRole('status')).toHaveText(payoutMessages.methodSaved);
  await setUpiId(me, 'second.id@oksbi', shopper.password);
  await expect(section.getByRole('status')).toHaveText(payoutMessages.methodChangeSaved);
  await expect(section.getByTestId('payout-method-current')).toHaveText('Payouts go to first.id@okhdfc.');
  await expect(section.getByTestId('payout-method-pending')).toContainText('second.id@oksbi');
  await section.getByRole('link', { name: 'Withdraw your cashback' }).click();
  await expect(me).toHaveURL(/\/withdraw$/);
  await expect(me.getByTestId('payout-method-pending')).toContainText('second.id@oksbi');
  await shopper.context.close();
});

test('the demo shopper finds Withdraw cashback in the account menu; a merchant does not', async ({
  page,
  browser,
  axe,
}) => {
  await signInThroughApi(page.request, 'user');
  // A prerendered page: the header's script shows the link once it knows who is signed in.
  await page.goto('/faqs');
  const header = page.getByRole('banner');
  await openHeaderMenu(page);
  await header.locator('summary', { hasText: 'Account menu for' }).click();
  await header.getByRole('link', { name: 'Withdraw cashback' }).click();
  await expect(page).toHaveURL(/\/withdraw$/);
  await expect(page.getByTestId('payouts-available')).toHaveText(/^[\d,.]+ tokens \(₹[\d,.]+\)$/);
  await axe();

  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const merchantPage = await merchant.newPage();
  await signInThroughApi(merchantPage.request, 'merchant');
  await merchantPage.goto('/faqs');
  const merchantHeader = merchantPage.getByRole('banner');
  await openHeaderMenu(merchantPage);
  await merchantHeader.locator('summary', { hasText: 'Account menu for' }).click();
  await expect(merchantHeader.getByRole('link', { name: 'View Profile' })).toBeVisible();
  await expect(merchantHeader.getByRole('link', { name: 'Withdraw cashback' })).toBeHidden();
  // And the page itself is a shopper's.
  const refused = await merchantPage.goto('/withdraw');
  expect(refused?.status()).toBe(403);
  await merchant.close();
});

test.describe('a withdrawal whose answer is lost', () => {
  // The aborted answer is a failed request the browser logs.
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('pressing Withdraw again sends the same Idempotency-Key, and only one payout is made', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const shopper = await freshShopper(browser);
    await giveConfirmedCashback(browser, shopper.username, 4_000);
    const me = shopper.page;
    await me.goto('/withdraw');
    await setUpiId(me, 'ravi.kumar@ybl', shopper.password);
    await expect(methodSection(me).getByRole('status')).toHaveText(payoutMessages.methodSaved);

    // The first request reaches the server, which makes the payout, but its answer never arrives.
    const keys: string[] = [];
    let lost = false;
    await me.route('**/api/payouts', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.fallback();
      keys.push(request.headers()['idempotency-key'] ?? '');
      if (lost) return route.fallback();
      lost = true;
      await route.fetch();
      return route.abort('failed');
    });
    await withdraw(me, 150);
    await expect(me.getByRole('alert').filter({ hasText: withdrawTexts.noConnection })).toBeVisible();
    await me.getByRole('button', { name: 'Withdraw ₹150' }).click();
    await expect(
      me.getByRole('status').filter({ hasText: withdrawHeldText(paise(150), 'ravi.kumar@ybl') }),
    ).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await me.reload();
    await expect(payoutRow(me, 150)).toHaveCount(1);
    await expect(me.getByTestId('payouts-available')).toHaveText(availableText(paise(50)));
    await shopper.context.close();
  });
});
