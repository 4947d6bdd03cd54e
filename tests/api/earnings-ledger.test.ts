import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsTexts, type EarningsResponse } from '../../functions/contract/earnings.ts';
import { withdrawMinimumText } from '../../functions/contract/my-earnings.ts';
import { earningsLedger, payouts } from '../../functions/db/schema/index.ts';
import { createAccount, createMerchant } from '../../functions/seed/factories/index.ts';
import { parseConfig } from '../../functions/config.ts';
import {
  cashbackSettings,
  DEFAULT_CASHBACK_SETTINGS,
} from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { readAvailableBalance, readBalance } from '../../functions/services/earnings/read-balance.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { signedIn } from '../support/sessions.ts';
import {
  createTestApp,
  TEST_CRON_SECRET,
  TEST_PRODUCTION_SETTINGS,
  type TestApp,
} from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
/** A sale (and its pending cashback) recorded through the service the route and claims use. */
async function saleFor(accountId: string, saleAmountPaise: number, saleDate: string) {
  const merchant = await createMerchant(t.db);
  return recordMerchantSale(
    t.db,
    {
      merchantId: merchant.id,
      accountId,
      couponId: null,
      saleAmountPaise,
      saleDate,
      remarks: null,
      idempotencyKey: `ledger-test-${++keys}`,
    },
    DEFAULT_CASHBACK_SETTINGS,
  );
}

const entriesOf = (accountId: string) =>
  t.db.select().from(earningsLedger).where(eq(earningsLedger.accountId, accountId));
const kindsOf = async (accountId: string) => (await entriesOf(accountId)).map((e) => e.kind).sort();

/** The payout request's balance (readAvailableBalance, decision 0091) is readBalance's, whatever the ledger holds. */
async function expectSameBalance(accountId: string) {
  expect(await readAvailableBalance(t.db, accountId)).toBe((await readBalance(t.db, accountId)).balancePaise);
}

const runJob = () =>
  t.app.request('/api/cron/confirm-cashback', { headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` } });

describe('the confirmation job', () => {
  it('confirms a cashback once its window (counted from the sale date) has passed, once, however often it runs', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await saleFor(shopper.id, 100_000, '2026-01-01'); // due 2026-01-31
    await saleFor(shopper.id, 100_000, '2026-01-20'); // due 2026-02-19

    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-01-30');
    expect(await kindsOf(shopper.id)).toEqual(['credit_pending', 'credit_pending']);

    // Twice in a row and twice in parallel: one confirmation for the due sale.
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-01-31');
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-01-31');
    await Promise.all([
      confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-01'),
      confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-01'),
    ]);
    expect(await kindsOf(shopper.id)).toEqual(['credit_confirmed', 'credit_pending', 'credit_pending']);
    expect(await readBalance(t.db, shopper.id)).toEqual({
      balancePaise: 5000,
      pendingPaise: 5000,
      confirmedPaise: 5000,
    });
  });

  it('never confirms a reversed cashback', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const sale = await saleFor(shopper.id, 50_000, '2026-01-01');
    await reverseSale(t.db, {
      saleId: sale.saleId,
      merchantId: null,
      reason: 'cancelled',
      note: 'Order cancelled',
    });
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-06-01');
    expect(await kindsOf(shopper.id)).toEqual(['credit_pending', 'credit_reversed']);
    expect(await readBalance(t.db, shopper.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 0,
      confirmedPaise: 0,
    });
  });

  it('runs through the cron endpoint with the secret, twice and in parallel, and refuses without it', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await saleFor(shopper.id, 20_000, '2025-01-01');
    expect((await t.app.request('/api/cron/confirm-cashback')).status).toBe(401);
    expect(
      (await t.app.request('/api/cron/confirm-cashback', { headers: { Authorization: 'Bearer nope' } }))
        .status,
    ).toBe(401);
    expect(await kindsOf(shopper.id)).toEqual(['credit_pending']);

    const responses = await Promise.all([runJob(), runJob()]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect((await runJob()).status).toBe(200);
    expect(await kindsOf(shopper.id)).toEqual(['credit_confirmed', 'credit_pending']);
  });
});

describe('referral bonus', () => {
  it('pays the referrer 10% of the friend’s first confirmed cashback, once, and nothing for the second', async () => {
    const referrer = await createAccount(t.db, { role: 'user' });
    const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
    await saleFor(friend.id, 200_000, '2026-01-01'); // 10000 paise cashback
    await saleFor(friend.id, 400_000, '2026-01-10'); // 20000 paise cashback

    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-01'); // the first confirms
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-01');
    const bonuses = () => entriesOf(referrer.id);
    expect(await bonuses()).toEqual([
      expect.objectContaining({ kind: 'referral_bonus', amountPaise: 1000, referredAccountId: friend.id }),
    ]);

    await Promise.all([
      confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-03-01'), // the second confirms
      confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-03-01'),
    ]);
    expect(await bonuses()).toHaveLength(1);
    expect((await readBalance(t.db, referrer.id)).balancePaise).toBe(1000);
    expect((await readBalance(t.db, friend.id)).balancePaise).toBe(30_000);
  });
});

describe('the balance', () => {
  it('is confirmed credits + bonuses − reversals of confirmed credits − withdrawals + returned withdrawals', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const friend = await createAccount(t.db, { role: 'user' });
    const kept = await saleFor(shopper.id, 100_000, '2026-01-01'); // 5000
    const clawedBack = await saleFor(shopper.id, 60_000, '2026-01-01'); // 3000, reversed after confirming
    const cancelled = await saleFor(shopper.id, 40_000, '2026-01-01'); // 2000, reversed while pending
    await saleFor(shopper.id, 20_000, '2026-05-01'); // 1000, still pending
    await expectSameBalance(shopper.id);
    await reverseSale(t.db, {
      saleId: cancelled.saleId,
      merchantId: null,
      reason: 'cancelled',
      note: 'Cancelled',
    });
    await expectSameBalance(shopper.id);
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-15');
    await expectSameBalance(shopper.id);
    await reverseSale(t.db, { saleId: clawedBack.saleId, merchantId: null, reason: 'fraud', note: 'Fake' });
    await expectSameBalance(shopper.id);
    const payout = (amountPaise: number, status: 'processed' | 'failed') =>
      t.db
        .insert(payouts)
        .values({
          accountId: shopper.id,
          amountPaise,
          upiId: 'asha@okaxis',
          status,
          provider: 'test',
          idempotencyKey: `k-${amountPaise}`,
        })
        .returning()
        .then(([row]) => row!.id);
    const paid = await payout(1200, 'processed');
    const failed = await payout(300, 'failed');
    await t.db.insert(earningsLedger).values([
      { accountId: shopper.id, kind: 'referral_bonus', amountPaise: 700, referredAccountId: friend.id },
      { accountId: shopper.id, kind: 'withdrawal', amountPaise: 1200, payoutId: paid },
      { accountId: shopper.id, kind: 'withdrawal', amountPaise: 300, payoutId: failed },
      {
        accountId: shopper.id,
        kind: 'withdrawal_returned',
        amountPaise: 300,
        payoutId: failed,
        reason: 'failed',
      },
    ]);
    expect(kept.cashbackPaise).toBe(5000);
    expect(await readBalance(t.db, shopper.id)).toEqual({
      balancePaise: 5000 + 700 - 1200 - 300 + 300,
      pendingPaise: 1000,
      confirmedPaise: 5700,
    });
    await expectSameBalance(shopper.id);
    expect(await readAvailableBalance(t.db, friend.id)).toBe(0);
  });
});

describe('GET /api/AToZ/my-earnings/{id}', () => {
  it('answers my own earnings: totals, rupee amounts, status and expected confirmation date', async () => {
    const me = await signedIn(t, 'user');
    await saleFor(me.account.id, 149_950, '2026-01-05');
    await saleFor(me.account.id, 100_000, '2025-10-01');
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2025-12-01');
    const response = await t.app.request(`/api/AToZ/my-earnings/${me.account.id}`, {
      headers: { Cookie: me.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await response.json()) as EarningsResponse;
    expect(body).toMatchObject({ totalPoints: 50, pendingPoints: 74.97, confirmedPoints: 50 });
    expect(body.purchaseHistory).toEqual([
      expect.objectContaining({
        purchaseAmount: 1499.5,
        purchaseDate: '2026-01-05',
        status: 'pending',
        tokens: 74.97,
        expectedConfirmationDate: '2026-02-04',
        reason: null,
      }),
      expect.objectContaining({ purchaseAmount: 1000, purchaseDate: '2025-10-01', status: 'confirmed' }),
    ]);
  });

  it('refuses another user’s id with 403, and answers an empty history for a newcomer', async () => {
    const me = await signedIn(t, 'user');
    const other = await createAccount(t.db, { role: 'user' });
    await saleFor(other.id, 10_000, '2026-01-01');
    const refused = await t.app.request(`/api/AToZ/my-earnings/${other.id}`, {
      headers: { Cookie: me.cookie },
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toContain('purchaseHistory');

    const mine = await t.app.request(`/api/AToZ/my-earnings/${me.account.id}`, {
      headers: { Cookie: me.cookie },
    });
    expect(await mine.json()).toEqual({
      totalPoints: 0,
      pendingPoints: 0,
      confirmedPoints: 0,
      purchaseHistory: [],
      // Issue 22 item 5: the summary, added.
      summary: {
        availableTokens: 0,
        pendingTokens: 0,
        pendingConfirmations: [],
        paidOutTokens: 0,
        onTheWayTokens: 0,
        reversedTokens: 0,
        payoutMinRupees: 50,
        canWithdraw: false,
        withdrawBlockedReason: withdrawMinimumText(50),
      },
    });
    expect(earningsTexts.empty).toBe('No earnings found.');
  });
});

describe('the settings', () => {
  it('need CRON_SECRET in production, and read the rates as documented', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', ...TEST_PRODUCTION_SETTINGS })).toThrow(/CRON_SECRET/);
    const config = parseConfig({
      NODE_ENV: 'production',
      CRON_SECRET: 'a-long-enough-secret',
      ...TEST_PRODUCTION_SETTINGS,
    });
    expect(cashbackSettings(config)).toEqual(DEFAULT_CASHBACK_SETTINGS);
    expect(cashbackSettings(parseConfig({ CASHBACK_RATE_PERCENT: '2.5' })).cashbackRateBasisPoints).toBe(250);
    expect(() => parseConfig({ CASHBACK_RATE_PERCENT: 'lots' })).toThrow(/CASHBACK_RATE_PERCENT/);
  });
});

describe('the ledger is append-only', () => {
  it('no service or route updates or deletes a ledger entry or a sale', async () => {
    const offenders: string[] = [];
    for (const folder of ['functions/services', 'functions/routes', 'functions/pages']) {
      const files = await fs.readdir(folder, { recursive: true });
      for (const file of files.filter((name) => name.endsWith('.ts'))) {
        const source = await fs.readFile(path.join(folder, file), 'utf8');
        if (
          /\.(update|delete)\(\s*(earningsLedger|merchantSales)\b/.test(source) ||
          /\b(update|delete\s+from)\s+"?(earnings_ledger|merchant_sales)\b/i.test(source)
        )
          offenders.push(path.join(folder, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
