import { claimMessages } from '../../functions/contract/cashback-claims.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { signInAsDemoMerchant, signInAsDemoUser } from './demo-user.ts';
import { expect, test } from './fixtures.ts';

/** Shoppers see the demo merchant by its brand, never its registered name (issue 21 item 3). */
const DEMO_STORE_NAME = 'Charminar Threads';

/** A date `days` before today in India, as a date input takes it (yyyy-mm-dd). */
function indiaDateDaysAgo(days: number): string {
  return addDays(todayInIndia(), -days);
}

test('a shopper files a missing cashback claim, the merchant declines it with a reason, the shopper reads it', async ({
  page,
  axe,
}) => {
  // Three sign-ins, two pages with islands and three axe runs on a shared 2-core machine.
  test.setTimeout(180_000);
  const orderReference = `E2E-${Date.now()}`;
  const reason = `No order ${orderReference} reached our store on that day.`;

  // A visitor is asked to sign in first.
  await page.goto('/missing-cashback');
  await expect(page.getByRole('heading', { level: 1, name: 'Missing cashback' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/UserSignin?next=%2Fmissing-cashback',
  );

  // The demo user follows the footer's link and files a claim for a demo merchant's coupon.
  await signInAsDemoUser(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Missing Cashback', exact: true }).click();
  await expect(page).toHaveURL(/\/missing-cashback$/);
  const form = page.getByRole('form', { name: 'Missing cashback claim' });
  const coupon = form.getByRole('combobox', { name: 'Coupon you used' });
  await expect(coupon).toBeEnabled();

  // Nothing is sent while a rule fails: a date still to come is refused with the form's message.
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(form.getByText(claimMessages.selectCoupon)).toBeVisible();
  await expect(form.getByText(claimMessages.orderRequired)).toBeVisible();

  await expect(coupon.locator('option', { hasText: 'Pvt. Ltd.' })).toHaveCount(0);
  const option = coupon.locator('option', { hasText: DEMO_STORE_NAME }).first();
  const couponValue = await option.getAttribute('value');
  expect(couponValue, 'a demo merchant coupon is offered').toBeTruthy();
  await coupon.selectOption(couponValue ?? '');
  await form.getByLabel('Purchase date').fill(indiaDateDaysAgo(-3));
  await form.getByRole('textbox', { name: 'Amount paid (₹)' }).fill('1,249.50');
  await form.getByRole('textbox', { name: 'Order reference' }).fill(orderReference);
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(form.getByText(claimMessages.dateFuture)).toBeVisible();

  await form.getByLabel('Purchase date').fill(indiaDateDaysAgo(2));
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(form.getByRole('status')).toHaveText(claimMessages.filed);
  const mine = page
    .getByRole('list', { name: 'Your claims' })
    .getByRole('listitem')
    .filter({ hasText: orderReference });
  await expect(mine).toContainText('Open: waiting for the merchant');
  await expect(mine).toContainText('₹1,249.50');
  await axe();

  // The demo merchant finds it on the Review screen and declines it with a reason.
  await signInAsDemoMerchant(page);
  await page.goto('/merchant/dashboard?tab=review');
  const claim = page
    .getByRole('table', { name: 'Open claims' })
    .getByRole('row')
    .filter({ hasText: orderReference });
  await expect(claim).toContainText('₹1,249.50');
  await claim.getByRole('button', { name: `Decline the claim for order ${orderReference}` }).click();
  const decline = claim.getByRole('form', { name: `Decline the claim for order ${orderReference}` });
  await decline.getByRole('button', { name: 'Decline claim' }).click();
  await expect(decline.getByText(claimMessages.reasonRequired)).toBeVisible();
  await decline.getByRole('textbox', { name: 'Reason for the shopper' }).fill(reason);
  await axe();
  await decline.getByRole('button', { name: 'Decline claim' }).click();
  await expect(page.getByRole('status').filter({ hasText: claimMessages.declined })).toBeVisible();
  await expect(claim).toHaveCount(0);

  // The shopper reads the merchant's reason.
  await signInAsDemoUser(page);
  await page.goto('/missing-cashback');
  await expect(mine).toContainText('Declined');
  await expect(mine).toContainText(`Merchant's reason: ${reason}`);
  await axe();
});
