import type { Page } from '@playwright/test';

/**
 * Below 992 px (the e2e project's 412 px phone) the header's navigation, sign-in, sign-up and account
 * menu sit behind its one Menu button (issue 21): this opens it when it is there and closed.
 */
export async function openHeaderMenu(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}
