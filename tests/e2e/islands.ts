import { expect, type Page } from '@playwright/test';

/**
 * Waits until an island has hydrated: Astro removes the `ssr` attribute once it has. A click on a
 * server-rendered control before that is lost, so a journey that clicks right after `goto` waits here.
 */
export async function hydrated(page: Page, island: string) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr');
}
