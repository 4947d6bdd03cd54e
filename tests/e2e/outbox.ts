import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens the newest link to `path` mailed to `email`, from the development outbox (/dev/outbox), as a
 * person would from their inbox: no bypass in the product.
 */
export async function openMailedLink(page: Page, email: string, path: '/verify-email' | '/reset-password') {
  await page.goto('/dev/outbox');
  const message = page
    .getByRole('listitem')
    .filter({ has: page.locator('[data-outbox-to]', { hasText: email }) })
    .filter({ has: page.getByRole('link', { name: path }) })
    .first();
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: path }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?token=`));
}

/** A new form sign-up's email verification: follows the link mailed to `email`. */
export async function verifyEmailFromOutbox(page: Page, email: string) {
  await openMailedLink(page, email, '/verify-email');
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
}
