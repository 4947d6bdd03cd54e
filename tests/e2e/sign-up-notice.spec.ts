import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openMailedLink } from './outbox.ts';

/**
 * Issue 24 item 9: after a sign-up the sign-in step says to open the emailed link and keeps saying it
 * until dismissed; a merchant's verified page speaks to a merchant.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function signUpMerchantThroughForm(page: Page) {
  const userName = `n${unique()}`;
  await page.goto('/MerchantSignup');
  const signup = page.getByRole('form', { name: 'Merchant sign up' });
  await signup
    .getByRole('textbox', { name: 'Merchant name', exact: true })
    .fill(`Notice Traders ${userName}`);
  await signup.getByRole('textbox', { name: 'Category', exact: true }).fill('Fashion');
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(`${userName}@example.com`);
  await signup.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobileNumber());
  await signup.getByRole('textbox', { name: 'User name', exact: true }).fill(userName);
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('Notice#Merchant2025');
  await signup.getByLabel(/I agree to the/).check();
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Merchant Sign-up successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/MerchantSignin$/);
  return { userName, email: `${userName}@example.com` };
}

test('after a user sign-up the sign-in page says to open the emailed link until it is dismissed', async ({
  page,
  axe,
}) => {
  const username = `s${unique()}`;
  await page.goto('/userSignup');
  const signup = page.getByRole('form', { name: 'User sign up' });
  await signup.getByRole('textbox', { name: 'User name', exact: true }).fill(username);
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@example.com`);
  await signup.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobileNumber());
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('Notice#User2025');
  await signup.getByLabel(/I agree to the/).check();
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/UserSignin$/);

  const notice = page.getByRole('region', { name: 'Check your email' });
  await expect(notice).toContainText(
    `We sent a link to ${username[0]}…@example.com. Open it to verify your email`,
  );
  await axe();
  // No timer takes it away, and a reload keeps it.
  await page.waitForTimeout(4000);
  await expect(notice).toBeVisible();
  await page.reload();
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Dismiss the email notice' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('form', { name: 'User sign in' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("a merchant's sign-up notice and verified page speak to a merchant", async ({ page, axe }) => {
  test.setTimeout(90_000);
  const { email } = await signUpMerchantThroughForm(page);
  const notice = page.getByRole('region', { name: 'Check your email' });
  await expect(notice).toContainText("Open it to verify your merchant account's email.");

  await openMailedLink(page, email, '/verify-email');
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Your merchant account is verified — sign in to post coupons.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Merchant sign in' })).toHaveAttribute(
    'href',
    '/MerchantSignin?next=%2Fmerchant%2Fdashboard%3Ftab%3Dcoupons',
  );
  await axe();
});
