import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openMailedLink, verifyEmailFromOutbox } from './outbox.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobileNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const HOME = /^http:\/\/localhost:\d+\/$/;

async function signUpUser(page: Page, password: string) {
  const username = `v${unique()}`;
  const email = `${username}@example.com`;
  const signup = await page.request.post('/api/UserDetail1/register', {
    data: { username, email, mobileNumber: mobileNumber(), password },
  });
  expect(signup.status()).toBe(201);
  return { username, email };
}

async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/UserSignin');
  const signin = page.getByRole('form', { name: 'User sign in' });
  await signin.getByRole('textbox', { name: 'User name or email', exact: true }).fill(username);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await signin.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(HOME);
}

test('a new user sees the verify notice, opens the emailed link, and can then reveal a code', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000);
  const password = 'Verify#Me2025';
  const { username, email } = await signUpUser(page, password);
  await signInThroughForm(page, username, password);

  // The notice sits under the sticky header (issue 21: the header stays at most 120 px on a phone).
  const notice = page
    .getByRole('region', { name: 'Email verification' })
    .getByText(`Verify your email to reveal codes — we sent a link to v…@example.com`);
  await expect(notice).toBeVisible();
  await axe();

  // Until verified, a reveal is refused with the clear message.
  const [coupon] = (await (await page.request.get('/api/AToZ/newest')).json()) as { id: string }[];
  expect(coupon).toBeDefined();
  const refused = await page.request.post(`/api/coupons/${coupon?.id}/reveal`, { data: {} });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    error: { message: 'Please verify your email address to reveal coupon codes.' },
  });

  // "Send again" answers in the page.
  await page
    .getByRole('region', { name: 'Email verification' })
    .getByRole('button', { name: 'Send again' })
    .click();
  await expect(page.getByRole('region', { name: 'Email verification' }).getByRole('status')).toHaveText(
    'We sent a new link. Please check your inbox.',
  );

  await verifyEmailFromOutbox(page, email);
  const link = page.url();
  await axe();
  await expect(
    page.getByRole('region', { name: 'Email verification' }).getByRole('button', { name: 'Send again' }),
  ).toBeHidden();
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Email verification' })
      .getByText('Verify your email to reveal codes', { exact: false }),
  ).toBeHidden();

  const revealed = await page.request.post(`/api/coupons/${coupon?.id}/reveal`, { data: {} });
  expect(revealed.status()).toBe(200);
  expect(((await revealed.json()) as { couponCode: string }).couponCode).toMatch(/^[A-Z0-9]+$/);

  // The link works once.
  const again = await page.request.get(link);
  expect(again.status()).toBe(400);
  expect(await again.text()).toContain('This link has already been used.');
});

test('forgot password: the link sets a new password, which then signs in', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const { username, email } = await signUpUser(page, 'Old#Password2025');
  const password = 'New#Password2025';

  await page.goto('/UserSignin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await axe();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('status')).toHaveText(
    "If an account uses that email, we've sent a link to reset its password. The link works for 30 minutes.",
  );

  await openMailedLink(page, email, '/reset-password');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('Password must be at least 8 characters long')).toBeVisible();
  await reset.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await reset.getByRole('textbox', { name: 'New password again', exact: true }).fill(password);
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByRole('status')).toHaveText(
    'Your password has been changed. Please sign in with your new password.',
  );
  await axe();
  await reset.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/UserSignin$/);
  await signInThroughForm(page, username, password);
  // The reset proved the address: no verify notice.
  await expect(
    page.getByRole('region', { name: 'Email verification' }).getByRole('button', { name: 'Send again' }),
  ).toBeHidden();
});
