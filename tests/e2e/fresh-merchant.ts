import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Signs up a merchant no other test knows (through the sign-up API: the sign-up form has its own tests
 * in accounts.spec.ts) and signs it in through the sign-in form. Tests that change a merchant's store or
 * approved products use one, so the demo storefront the storefront spec reads stays as seeded.
 * Answers the new merchant's id.
 */
export async function signInAsFreshMerchant(page: Page, storeName?: string): Promise<string> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const userName = `merchant_${suffix}`;
  const password = 'FreshMerchant#2025';
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const signUp = await page.request.post('/api/MerchantDetails', {
    headers: origin,
    data: {
      merchantName: `Fresh Traders ${suffix}`,
      category: 'Home Decor',
      email: `${userName}@example.com`,
      mobile: `9${String(Date.now()).slice(-9)}`,
      userName,
      password,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto('/MerchantSignin');
  const form = page.getByRole('form', { name: 'Merchant sign in' });
  await form.getByRole('textbox', { name: 'User name or email', exact: true }).fill(userName);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/merchant\/dashboard$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { profile: { merchantId: string } };

  if (storeName) {
    const saved = await page.request.post('/api/MerchantPage/SaveMerchantStore', {
      headers: origin,
      multipart: { StoreName: storeName },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return me.profile.merchantId;
}
