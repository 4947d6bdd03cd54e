import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Signs the seeded demo user in through the sign-in form, as a shopper would; ends on the home page. */
export async function signInAsDemoUser(page: Page) {
  await page.goto('/UserSignin');
  const signin = page.getByRole('form', { name: 'User sign in' });
  await signin.getByRole('textbox', { name: 'User name or email', exact: true }).fill('demo_user');
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill('DemoUser#2025');
  await signin.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The seeded demo user's referral code (random on each seed), read through the API on `request`, a
 * context of its own (Playwright's `request` fixture), which is signed out again.
 */
export async function demoUserReferralCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/UserDetail1/Login', {
    data: { username: 'demo_user', password: 'DemoUser#2025' },
  });
  expect(login.status()).toBe(200);
  const me = (await (await request.get('/api/auth/me')).json()) as { profile: { referralCode: string } };
  await request.post('/api/auth/logout');
  return me.profile.referralCode;
}

/** Signs a merchant in through the merchant sign-in form; ends on the dashboard. Answers the merchant's id. */
export async function signInAsMerchant(page: Page, userName: string, password: string): Promise<string> {
  await page.goto('/MerchantSignin');
  const form = page.getByRole('form', { name: 'Merchant sign in' });
  await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(userName);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { profile: { merchantId: string } };
  return me.profile.merchantId;
}

/** Signs the seeded demo merchant in; answers its merchant id. */
export function signInAsDemoMerchant(page: Page): Promise<string> {
  return signInAsMerchant(page, 'demo_merchant', 'DemoMerchant#2025');
}

/** Passes the admin dashboard's gate as the demo administrator, on `path`. */
export async function signInAsAdmin(page: Page, path = '/admin-dashboard') {
  await page.goto(path);
  const gate = page.getByRole('form', { name: 'Admin sign in' });
  await gate.getByRole('textbox', { name: 'Name', exact: true }).fill('admin');
  await gate.getByRole('textbox', { name: 'Password', exact: true }).fill('DemoAdmin#2025');
  await gate.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
}
