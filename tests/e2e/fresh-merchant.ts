import type { Page } from '@playwright/test';
import { signInAsMerchant } from './demo-user.ts';
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

  const merchantId = await signInAsMerchant(page, userName, password);

  if (storeName) {
    const saved = await page.request.post('/api/MerchantPage/SaveMerchantStore', {
      headers: origin,
      multipart: { StoreName: storeName },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return merchantId;
}
