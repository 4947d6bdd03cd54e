import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { E2E_CRON_SECRET } from '../../playwright.config.ts';
import type { PayoutCreated } from '../../functions/contract/payouts.ts';
import { adminRequest, signInThroughApi } from './demo-user.ts';
import { expect, test } from './fixtures.ts';
import { verifyEmailFromOutbox } from './outbox.ts';

export interface FreshShopper {
  context: BrowserContext;
  page: Page;
  username: string;
  email: string;
  password: string;
}

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/**
 * A shopper no other test knows, signed in, in a browser context of its own (tests that withdraw use
 * one: a payout changes the balance and keeps the account's one open payout, which the demo user's
 * specs must not meet). Signs up through the API (the sign-up form has its own tests), and verifies the
 * email through the outbox unless `verified` is false.
 */
export async function freshShopper(
  browser: Browser,
  options: { verified?: boolean } = {},
): Promise<FreshShopper> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `shopper_${suffix}`;
  const email = `${username}@example.com`;
  const password = 'FreshShopper#2025';
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const signUp = await page.request.post('/api/UserDetail1/register', {
    headers: origin(),
    data: { username, email, mobileNumber: `9${String(Date.now()).slice(-9)}`, password },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const signIn = await page.request.post('/api/UserDetail1/Login', {
    headers: origin(),
    data: { username, password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  if (options.verified !== false) await verifyEmailFromOutbox(page, email);
  return { context, page, username, email, password };
}

/**
 * Confirmed cashback for `username`: the demo merchant records a sale for them dated 40 days back (past
 * the return window) through the sale API, and the confirmation job runs. Answers nothing; the shopper's
 * Available balance grows by the store's cashback rate of `saleRupees`.
 */
export async function giveConfirmedCashback(browser: Browser, username: string, saleRupees: number) {
  const merchant = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInThroughApi(merchant.request, 'merchant');
    const coupons = (await (await merchant.request.get('/api/merchant/coupons?limit=1')).json()) as Array<{
      id: string;
    }>;
    expect(coupons.length, 'the demo merchant has a coupon').toBeGreaterThan(0);
    const sale = await merchant.request.post('/api/AToZ/submitMerchantSale', {
      headers: origin(),
      data: {
        couponId: coupons[0]!.id,
        saleAmount: String(saleRupees),
        saleDate: addDays(todayInIndia(), -40),
        remarks: 'Recorded by the payouts e2e test',
        shopper: username,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);
    const job = await merchant.request.get('/api/cron/confirm-cashback', {
      headers: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
    });
    expect(job.status()).toBe(200);
  } finally {
    await merchant.close();
  }
}

/**
 * A fresh shopper's payout of ₹150 through the test provider, released by the administrator and so
 * processing: saves a UPI ID, withdraws, and has the admin release it (the shopper needs ₹150 confirmed).
 */
export async function releasedPayout(browser: Browser, shopper: FreshShopper): Promise<PayoutCreated> {
  const headers = { Origin: test.info().project.use.baseURL ?? '' };
  const me = shopper.page;
  const method = await me.request.put('/api/account/payout-method', {
    headers,
    data: { upiId: `${shopper.username}@okaxis`, currentPassword: shopper.password },
  });
  expect(method.status(), await method.text()).toBe(200);
  const withdrawal = await me.request.post('/api/payouts', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { amountRupees: 150 },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const payout = (await withdrawal.json()) as PayoutCreated;
  const admin = await adminRequest(browser);
  expect((await admin.request.post(`/api/admin/payouts/${payout.id}/release`, { headers })).status()).toBe(
    200,
  );
  await admin.close();
  return payout;
}
