import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsResponse } from '../../functions/contract/earnings.ts';
import type { EarningsTimeline } from '../../functions/contract/my-earnings.ts';
import type { PayoutCreated } from '../../functions/contract/payouts.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import { createCoupon } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashbackAndNotify } from '../../functions/services/notifications/cashback-notifications.ts';
import { signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 22 end to end through the HTTP routes a browser and a merchant's server use: the store's 6% →
 * a shopper's tracked click → the merchant's sale by click id → pending in My Earnings with the click
 * on its timeline → confirmed (the job and its emails, run as on day 31) → UPI ID → withdraw (a first payout is held)
 * → the administrator releases it → the test provider pays it → Paid out, and the shopper is mailed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(
  path: string,
  init: { method?: string; cookie: string; body?: unknown; headers?: Record<string, string> },
) {
  return t.app.request(
    path,
    sameOrigin({
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      headers: { 'Content-Type': 'application/json', Cookie: init.cookie, ...init.headers },
    }),
  );
}

describe('click → sale by click id → confirm → withdraw → paid (issue 22)', () => {
  it('credits the store’s rate to the clicking shopper and pays it out to their UPI ID, once', async () => {
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.merchant!.id,
      status: 'approved',
      merchantUrl: 'https://kaveri.example.in/sale',
    });
    const terms = await call('/api/merchant/cashback-terms', {
      method: 'PUT',
      cookie: merchant.cookie,
      body: { ratePercent: 6 },
    });
    expect(terms.status, await terms.clone().text()).toBe(200);

    // The shopper leaves for the store: a tracked click, its id in the store's address.
    const shopper = await signedIn(t, 'user');
    const out = await call(`/api/coupons/${coupon.id}/click-out`, {
      method: 'POST',
      cookie: shopper.cookie,
      body: {},
    });
    const click = (await out.json()) as { merchantURL: string; clickId: string; cashbackActivated: boolean };
    expect(click.cashbackActivated).toBe(true);
    expect(new URL(click.merchantURL).searchParams.get('dsclick')).toBe(click.clickId);

    // The merchant reports the order by click id alone: the click names the shopper and the coupon.
    const sale = await call('/api/AToZ/submitMerchantSale', {
      method: 'POST',
      cookie: merchant.cookie,
      headers: { 'Idempotency-Key': 'journey-sale-1' },
      body: {
        clickId: click.clickId,
        orderReference: 'KV-7001',
        saleAmount: '2000',
        saleDate: todayInIndia(),
        remarks: '',
      },
    });
    expect(sale.status, await sale.clone().text()).toBe(201);
    expect(await sale.json()).toMatchObject({ status: 'pending', cashbackTokens: 120 });

    const earnings = async () =>
      (await (
        await call(`/api/AToZ/my-earnings/${shopper.account.id}`, { cookie: shopper.cookie })
      ).json()) as EarningsResponse;
    let mine = await earnings();
    expect(mine.summary).toMatchObject({ pendingTokens: 120, availableTokens: 0, paidOutTokens: 0 });
    const entry = mine.purchaseHistory.find((e) => e.kind === 'cashback');
    const timeline = (await (
      await call(`/api/AToZ/my-earnings/${shopper.account.id}/timeline/${entry!.id}`, {
        cookie: shopper.cookie,
      })
    ).json()) as EarningsTimeline;
    expect(timeline.steps.map((s) => [s.key, s.state]).slice(0, 3)).toEqual([
      ['clicked', 'done'],
      ['recorded', 'done'],
      ['pending', 'done'],
    ]);

    // The return window passes.
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(todayInIndia(), 31));
    mine = await earnings();
    expect(mine.summary).toMatchObject({ pendingTokens: 0, availableTokens: 120 });

    // UPI ID, then a withdrawal of everything: an account's first payout waits for an administrator.
    const method = await call('/api/account/payout-method', {
      method: 'PUT',
      cookie: shopper.cookie,
      body: { upiId: 'Asha.K@okaxis', currentPassword: TEST_PASSWORD },
    });
    expect(method.status, await method.clone().text()).toBe(200);
    const withdraw = () =>
      call('/api/payouts', {
        method: 'POST',
        cookie: shopper.cookie,
        headers: { 'Idempotency-Key': 'journey-withdraw-1' },
        body: { amountRupees: 120 },
      });
    const [first, repeat] = await Promise.all([withdraw(), withdraw()]);
    expect([first.status, repeat.status].sort()).toEqual([200, 201]);
    const payout = (await first.json()) as PayoutCreated;
    expect(payout).toMatchObject({ status: 'held', upiId: 'asha.k@okaxis', amountPaise: 12_000 });
    expect((await earnings()).summary).toMatchObject({ availableTokens: 0, onTheWayTokens: 120 });

    const admin = await signedIn(t, 'admin');
    const released = await call(`/api/admin/payouts/${payout.id}/release`, {
      method: 'POST',
      cookie: admin.cookie,
      body: {},
    });
    expect(released.status, await released.clone().text()).toBe(200);
    const paid = await call(`/api/payouts/test/${payout.id}/settle`, {
      method: 'POST',
      cookie: shopper.cookie,
      body: { outcome: 'processed' },
    });
    expect(paid.status, await paid.clone().text()).toBe(200);

    mine = await earnings();
    expect(mine.summary).toMatchObject({
      availableTokens: 0,
      onTheWayTokens: 0,
      paidOutTokens: 120,
      pendingTokens: 0,
    });
    const subjects = (await t.outbox()).filter((m) => m.to === shopper.account.email).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Cashback pending: ₹120'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Cashback confirmed: ₹120'))).toBe(true);
    expect(subjects).toContain('Payout paid: ₹120 | DealSphere');
  });
});
