import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A Buy Now's address step (issue 24 item 6), filled with a valid Hyderabad address. */
export async function fillDeliveryAddress(page: Page, overrides: { pin?: string } = {}) {
  const step = page.getByRole('group', { name: 'Delivery address' });
  await expect(step).toBeVisible();
  await step.getByRole('textbox', { name: 'Full name' }).fill('Lakshmi Devi');
  await step.getByRole('textbox', { name: 'Mobile number' }).fill('98765 43210');
  await step.getByRole('textbox', { name: 'Address (house, street, area)' }).fill('12-3-45, Begum Bazaar');
  await step.getByRole('textbox', { name: 'Town or city' }).fill('Hyderabad');
  await step.getByRole('textbox', { name: 'PIN code' }).fill(overrides.pin ?? '500012');
}
