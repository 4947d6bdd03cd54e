import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The seeded demo accounts (functions/seed/seed-demo-data.ts, DEMO_ACCOUNTS), which a development and
 * e2e server creates: the one place the e2e specs read their names and passwords from.
 */
export const DEMO = {
  admin: { name: 'admin', password: 'DemoAdmin#2025' },
  user: { username: 'demo_user', password: 'DemoUser#2025' },
  merchant: { userName: 'demo_merchant', password: 'DemoMerchant#2025' },
} as const;

const API_SIGN_IN = {
  admin: ['/api/auth/admin-login', DEMO.admin],
  user: ['/api/UserDetail1/Login', DEMO.user],
  merchant: ['/api/MerchantDetails/Login', DEMO.merchant],
} as const;

/** Signs a demo account in through the API the sign-in forms call, on a page's or a context's `request`. */
export async function signInThroughApi(request: APIRequestContext, role: keyof typeof DEMO) {
  const [path, data] = API_SIGN_IN[role];
  const origin = test.info().project.use.baseURL ?? '';
  const response = await request.post(path, { data, headers: { Origin: origin } });
  expect(response.status(), `the demo ${role} signs in`).toBe(200);
}

/** The demo administrator's API session, in a browser context of its own. */
export async function adminRequest(
  browser: Browser,
): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(context.request, 'admin');
  return { request: context.request, close: () => context.close() };
}

/** Signs the seeded demo user in through the sign-in form, as a shopper would; ends on the home page. */
export async function signInAsDemoUser(page: Page) {
  await page.goto('/UserSignin');
  const signin = page.getByRole('form', { name: 'User sign in' });
  await signin.getByRole('textbox', { name: 'User name or email', exact: true }).fill(DEMO.user.username);
  await signin.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.user.password);
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
  return signInAsMerchant(page, DEMO.merchant.userName, DEMO.merchant.password);
}

/** Passes the admin dashboard's gate as the demo administrator, on `path`. */
export async function signInAsAdmin(page: Page, path = '/admin-dashboard') {
  await page.goto(path);
  const gate = page.getByRole('form', { name: 'Admin sign in' });
  await gate.getByRole('textbox', { name: 'Name', exact: true }).fill(DEMO.admin.name);
  await gate.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.admin.password);
  await gate.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
}
