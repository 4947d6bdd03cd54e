import type { Page } from '@playwright/test';
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
