import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsResponse } from '../../functions/contract/earnings.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import {
  referralRewardText,
  withdrawMinimumText,
  withdrawOpenPayoutText,
  type EarningsTimeline,
} from '../../functions/contract/my-earnings.ts';
import { cashbackClicks, earningsLedger, payouts } from '../../functions/db/schema/index.ts';
import { createAccount, createMerchant } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { payoutMinimumRupees } from '../../functions/services/earnings/payout-minimum.ts';
import { readEarnings } from '../../functions/services/earnings/read-earnings.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * My Earnings' summary and timelines (issue 22 item 5, decision 0067): Available, Pending with the day
 * each confirms, Paid out (processed payouts only, in-flight ones "on the way"), Reversed, Withdraw;
 * each entry's timeline; another shopper's entry is a 404.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInIndia();
let keys = 0;

async function sale(
  accountId: string,
  merchantId: string,
  amountPaise: number,
  saleDate: string,
  clickId?: string,
) {
  return recordMerchantSale(
    t.db,
    {
      merchantId,
      accountId,
      couponId: null,
      saleAmountPaise: amountPaise,
      saleDate,
      remarks: null,
      idempotencyKey: `summary-${++keys}`,
      clickId: clickId ?? null,
      source: 'form',
    },
    DEFAULT_CASHBACK_SETTINGS,
  );
}

/** A payout row as the payouts service leaves it, with its withdrawal (and return) entries. */
async function payout(
  accountId: string,
  amountPaise: number,
  status: 'processing' | 'processed' | 'failed',
  failureReason: string | null = null,
) {
  const [row] = await t.db
    .insert(payouts)
    .values({
      accountId,
      amountPaise,
      upiId: 'priya@okaxis',
      status,
      provider: 'test',
      idempotencyKey: `payout-${++keys}`,
      failureReason,
      sentAt: new Date(),
      settledAt: status === 'processing' ? null : new Date(),
    })
    .returning();
  await t.db.insert(earningsLedger).values({ accountId, kind: 'withdrawal', amountPaise, payoutId: row!.id });
  if (status === 'failed')
    await t.db
      .insert(earningsLedger)
      .values({ accountId, kind: 'withdrawal_returned', amountPaise, payoutId: row!.id });
  return row!;
}

const get = (path: string, cookie: string) =>
  t.app.request(path, sameOrigin({ headers: { Cookie: cookie } }));

describe('My Earnings: the summary', () => {
  it('shows Available, Pending with its dates, Paid out, Reversed and whether Withdraw is open', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const merchant = await createMerchant(t.db, { brandName: 'Myntra' });
    const [click] = await t.db
      .insert(cashbackClicks)
      .values({
        accountId: account.id,
        merchantId: merchant.id,
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning();
    const yesterday = addDays(today, -1);
    const clicked = await sale(account.id, merchant.id, 199_900, yesterday, click!.id); // ₹99.95 cashback
    const returned = await sale(account.id, merchant.id, 100_000, yesterday); // ₹50
    await reverseSale(t.db, {
      saleId: returned.saleId,
      merchantId: null,
      reason: 'returned',
      note: 'Parcel came back',
    });
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, addDays(today, 40));
    const pending = await sale(account.id, merchant.id, 300_000, today); // ₹150, confirms in 30 days
    const paid = await payout(account.id, 5000, 'processed');
    const failed = await payout(account.id, 2000, 'failed', 'The UPI ID is not active');

    const response = await get(`/api/AToZ/my-earnings/${account.id}`, cookie);
    expect(response.status).toBe(200);
    const earnings = (await response.json()) as EarningsResponse;
    expect(earnings.summary).toEqual({
      availableTokens: 49.95,
      pendingTokens: 150,
      pendingConfirmations: [{ date: addDays(today, 30), tokens: 150 }],
      paidOutTokens: 50,
      onTheWayTokens: 0,
      reversedTokens: 50,
      payoutMinRupees: 50,
      canWithdraw: false,
      withdrawBlockedReason: withdrawMinimumText(50),
    });
    // The spec's figures are unchanged: the balance is Available.
    expect(earnings.totalPoints).toBe(49.95);

    const byId = new Map(earnings.purchaseHistory.map((entry) => [entry.id, entry]));
    expect(byId.get(clicked.saleId)).toMatchObject({
      kind: 'cashback',
      typeLabel: 'Cashback',
      amountText: '₹1,999 purchase',
      status: 'confirmed',
      statusLabel: 'Confirmed',
    });
    expect(byId.get(paid.id)).toMatchObject({
      kind: 'payout',
      typeLabel: 'Payout',
      direction: 'out',
      tokens: 50,
      statusLabel: 'Paid',
      payoutStatus: 'processed',
    });
    expect(byId.get(failed.id)).toMatchObject({
      typeLabel: 'Payout',
      statusLabel: 'Failed',
      status: 'reversed',
    });
    const returnedEntry = earnings.purchaseHistory.find((entry) => entry.kind === 'payout_returned');
    expect(returnedEntry).toMatchObject({ typeLabel: 'Payout returned', direction: 'in', tokens: 20 });

    // Timelines, on each entry and through the endpoint alike.
    const steps = (id: string) => byId.get(id)?.timeline.map((step) => [step.key, step.state]);
    expect(steps(clicked.saleId)).toEqual([
      ['clicked', 'done'],
      ['recorded', 'done'],
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['available', 'done'],
    ]);
    expect(byId.get(clicked.saleId)?.timeline[0]?.title).toBe('Clicked through to Myntra');
    expect(byId.get(clicked.saleId)?.timeline[1]?.title).toBe('Sale recorded: ₹1,999 purchase');
    expect(steps(returned.saleId)).toEqual([
      ['recorded', 'done'],
      ['pending', 'done'],
      ['reversed', 'stopped'],
    ]);
    expect(byId.get(returned.saleId)?.timeline[2]?.detail).toBe('Returned: Parcel came back');
    expect(steps(pending.saleId)).toEqual([
      ['recorded', 'done'],
      ['pending', 'done'],
      ['confirmed', 'upcoming'],
      ['available', 'upcoming'],
    ]);
    expect(byId.get(pending.saleId)?.timeline[2]).toMatchObject({ date: addDays(today, 30) });
    expect(steps(paid.id)).toEqual([
      ['withdrawn', 'done'],
      ['processing', 'done'],
      ['paid', 'done'],
    ]);
    expect(steps(failed.id)).toEqual([
      ['withdrawn', 'done'],
      ['processing', 'done'],
      ['failed', 'stopped'],
      ['returned', 'done'],
    ]);

    const one = await get(`/api/AToZ/my-earnings/${account.id}/timeline/${returnedEntry?.id}`, cookie);
    expect(one.status).toBe(200);
    expect(((await one.json()) as EarningsTimeline).steps.map((step) => step.key)).toEqual([
      'withdrawn',
      'processing',
      'failed',
      'returned',
    ]);
    const ofSale = (await (
      await get(`/api/AToZ/my-earnings/${account.id}/timeline/${clicked.saleId}`, cookie)
    ).json()) as EarningsTimeline;
    expect(ofSale).toEqual({
      entryId: clicked.saleId,
      kind: 'cashback',
      typeLabel: 'Cashback',
      steps: byId.get(clicked.saleId)?.timeline,
    });

    // A payout on its way: counted as "on the way", not paid, and Withdraw waits for it.
    await payout(account.id, 1000, 'processing');
    const later = (await (
      await get(`/api/AToZ/my-earnings/${account.id}`, cookie)
    ).json()) as EarningsResponse;
    expect(later.summary).toMatchObject({
      availableTokens: 39.95,
      paidOutTokens: 50,
      onTheWayTokens: 10,
      canWithdraw: false,
      withdrawBlockedReason: withdrawOpenPayoutText,
    });
  });

  it('opens Withdraw at the minimum (PAYOUT_MIN_RUPEES when the server has it)', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const merchant = await createMerchant(t.db);
    await sale(account.id, merchant.id, 100_000, addDays(today, -1)); // ₹50
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, addDays(today, 40));
    const summary = (
      (await (await get(`/api/AToZ/my-earnings/${account.id}`, cookie)).json()) as EarningsResponse
    ).summary;
    expect(summary).toMatchObject({ availableTokens: 50, canWithdraw: true, withdrawBlockedReason: null });

    // The payouts' PAYOUT_MIN_RUPEES setting, once the configuration has it, is the minimum.
    const withMinimum = { ...t.config, PAYOUT_MIN_RUPEES: 100 };
    const read = await readEarnings(t.db, account.id, { payoutMinRupees: payoutMinimumRupees(withMinimum) });
    expect(read.summary).toMatchObject({ payoutMinRupees: 100, canWithdraw: false });
  });
});

describe('My Earnings: timelines are my own', () => {
  it('answers 404 for another shopper’s sale, payout or bonus, and for an id that is nothing; 403 for another account’s path', async () => {
    const me = await signedIn(t, 'user');
    const other = await createAccount(t.db, { role: 'user' });
    const merchant = await createMerchant(t.db);
    const theirs = await sale(other.id, merchant.id, 100_000, today);
    const theirPayout = await payout(other.id, 100, 'processed');
    for (const entryId of [theirs.saleId, theirPayout.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await get(`/api/AToZ/my-earnings/${me.account.id}/timeline/${entryId}`, me.cookie);
      expect(response.status).toBe(404);
    }
    const across = await get(`/api/AToZ/my-earnings/${other.id}/timeline/${theirs.saleId}`, me.cookie);
    expect(across.status).toBe(403);
  });
});

describe('the referral reward', () => {
  it('is stated from REFERRAL_BONUS_PERCENT', () => {
    expect(referralRewardText(10)).toBe('You earn 10% of your friend’s first confirmed cashback');
  });
});
