import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundAnswer } from '../../functions/contract/payment-admin.ts';
import { REFERRAL_BONUS_REVERSED_REASON, type EarningsResponse } from '../../functions/contract/earnings.ts';
import { accounts, earningsLedger, paymentRefunds, payments } from '../../functions/db/schema/index.ts';
import { createCatalogueProduct, createStore, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { readAvailableBalance, readBalance } from '../../functions/services/earnings/read-balance.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { refundEvent, sendWebhook } from '../support/payment-webhook.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

/**
 * Admin refunds of a Buy Now (decision 0045) and the referral bonus the friend's cashback paid
 * (decision 0044): a partial refund takes back its share of the friend's cashback and leaves the
 * referrer's bonus; the refund that takes the rest (or a full refund at once) reverses the cashback to
 * zero and the bonus exactly once, naming it; a repeated webhook or a second refund writes nothing.
 */

const SECRET = 'refund-referral-bonus-secret-0123456789';
const PRICE = 100_000; // ₹1,000: 5% cashback is 5,000 paise, the referrer's 10% bonus 500.
const CASHBACK = 5_000;
const BONUS = 500;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

async function paymentOf(orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!row) throw new Error(`no payment ${orderId}`);
  return row;
}

/** A verified friend, referred by a verified referrer, pays a Buy Now; the cashback confirms and pays the bonus. */
async function friendBoughtAndBonusPaid() {
  const referrer = await signedIn(t, 'user');
  const friend = await signedIn(t, 'user');
  await t.db
    .update(accounts)
    .set({ referredByAccountId: referrer.account.id })
    .where(eq(accounts.id, friend.account.id));
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant!.id;
  await createStore(t, { merchantId });
  const product = await createCatalogueProduct(t, { merchantId, pricePaise: PRICE });

  const order = await postJson(
    t,
    '/api/payments/orders',
    { purpose: 'product', kind: 'catalogue', productId: product.id, delivery: TEST_DELIVERY },
    friend.cookie,
  );
  expect(order.status, await order.clone().text()).toBe(201);
  const { orderId } = (await order.json()) as { orderId: string };
  const checkout = await postJson(
    t,
    '/api/payments/test-checkout',
    { orderId, outcome: 'paid' },
    friend.cookie,
  );
  const signed = (await checkout.json()) as Record<string, string>;
  const verified = await postJson(
    t,
    '/api/payments/verify',
    { orderId, paymentId: signed.razorpay_payment_id, signature: signed.razorpay_signature },
    friend.cookie,
  );
  expect(verified.status).toBe(200);
  const payment = await paymentOf(orderId);

  // The return window passes: the cashback confirms and the referrer's bonus is paid on it.
  await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, isoDateInDays(60));
  expect(await entriesOf(friend.account.id)).toEqual([
    { kind: 'credit_pending', amountPaise: CASHBACK },
    { kind: 'credit_confirmed', amountPaise: CASHBACK },
  ]);
  expect(await entriesOf(referrer.account.id)).toEqual([{ kind: 'referral_bonus', amountPaise: BONUS }]);
  expect(await readBalance(t.db, referrer.account.id)).toEqual({
    balancePaise: BONUS,
    pendingPaise: 0,
    confirmedPaise: BONUS,
  });
  expect(await readAvailableBalance(t.db, referrer.account.id)).toBe(
    (await readBalance(t.db, referrer.account.id)).balancePaise,
  );
  return { referrer, friend, payment };
}

const entriesOf = (accountId: string) =>
  t.db
    .select({ kind: earningsLedger.kind, amountPaise: earningsLedger.amountPaise })
    .from(earningsLedger)
    .where(eq(earningsLedger.accountId, accountId))
    .orderBy(earningsLedger.createdAt, earningsLedger.kind);

const reversedOf = async (accountId: string) =>
  (await entriesOf(accountId))
    .filter((entry) => entry.kind === 'credit_reversed')
    .reduce((sum, entry) => sum + entry.amountPaise, 0);

/** The referrer's bonus and its reversals, as stored. */
async function bonusRows(referrerId: string) {
  const rows = await t.db
    .select({
      id: earningsLedger.id,
      kind: earningsLedger.kind,
      amountPaise: earningsLedger.amountPaise,
      saleId: earningsLedger.saleId,
      reversedEntryId: earningsLedger.reversedEntryId,
      reason: earningsLedger.reason,
    })
    .from(earningsLedger)
    .where(eq(earningsLedger.accountId, referrerId));
  return {
    bonuses: rows.filter((row) => row.kind === 'referral_bonus'),
    reversals: rows.filter((row) => row.kind === 'referral_bonus_reversed'),
  };
}

const refund = (paymentId: string, body: unknown) =>
  postJson(t, `/api/admin/payments/${paymentId}/refund`, body, admin.cookie);

async function refunded(paymentId: string, body: unknown) {
  const response = await refund(paymentId, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as RefundAnswer;
}

const webhook = (event: unknown, eventId: string) => sendWebhook(t.app, SECRET, event, eventId);

async function expectBonusReversedOnce(referrerId: string, saleId: string | null) {
  const { bonuses, reversals } = await bonusRows(referrerId);
  expect(bonuses).toHaveLength(1);
  expect(reversals).toEqual([
    expect.objectContaining({
      amountPaise: BONUS,
      saleId,
      reversedEntryId: bonuses[0]!.id,
      reason: REFERRAL_BONUS_REVERSED_REASON,
    }),
  ]);
  expect(await readBalance(t.db, referrerId)).toEqual({
    balancePaise: 0,
    pendingPaise: 0,
    confirmedPaise: 0,
  });
  expect(await readAvailableBalance(t.db, referrerId)).toBe(
    (await readBalance(t.db, referrerId)).balancePaise,
  );
}

/**
 * The administrator refunds a third of the payment: floor(5,000 × 33,333 / 1,00,000) = 1,666 of the
 * friend's cashback goes back; the referrer's bonus stands (no reversal, the balance as it was), and
 * the webhook reporting that refund changes nothing.
 */
const THIRD = 33_333;
async function refundAThird(
  payment: Awaited<ReturnType<typeof paymentOf>>,
  referrerId: string,
  friendId: string,
) {
  const part = await refunded(payment.id, { reason: 'One item returned', amountPaise: THIRD });
  expect(part).toMatchObject({ amountPaise: THIRD, refundedPaise: THIRD, status: 'paid' });
  const shares = await t.db
    .select()
    .from(earningsLedger)
    .where(and(eq(earningsLedger.kind, 'credit_reversed'), eq(earningsLedger.accountId, friendId)));
  expect(shares).toEqual([expect.objectContaining({ amountPaise: 1_666, saleId: payment.saleId })]);
  expect(await readBalance(t.db, friendId)).toEqual({
    balancePaise: CASHBACK - 1_666,
    pendingPaise: 0,
    confirmedPaise: CASHBACK - 1_666,
  });
  expect(await readAvailableBalance(t.db, friendId)).toBe((await readBalance(t.db, friendId)).balancePaise);
  expect((await bonusRows(referrerId)).reversals).toEqual([]);
  expect(await entriesOf(referrerId)).toEqual([{ kind: 'referral_bonus', amountPaise: BONUS }]);
  expect(await readBalance(t.db, referrerId)).toEqual({
    balancePaise: BONUS,
    pendingPaise: 0,
    confirmedPaise: BONUS,
  });
  expect(await readAvailableBalance(t.db, referrerId)).toBe(
    (await readBalance(t.db, referrerId)).balancePaise,
  );
  const event = refundEvent(payment.providerPaymentId!, part.refundId, THIRD);
  expect((await webhook(event, `evt_bonus_part_${payment.id}`)).status).toBe(200);
  expect(await entriesOf(friendId)).toHaveLength(3);
  expect(await entriesOf(referrerId)).toHaveLength(1);
}

describe('an admin refund of a referred friend’s Buy Now', () => {
  it('in part: the friend’s cashback loses its share, the referrer’s bonus stays', async () => {
    const { referrer, friend, payment } = await friendBoughtAndBonusPaid();
    await refundAThird(payment, referrer.account.id, friend.account.id);
  });

  it('in part, then the rest: the cashback reversed to zero in total, the bonus once, naming it', async () => {
    const { referrer, friend, payment } = await friendBoughtAndBonusPaid();
    await refundAThird(payment, referrer.account.id, friend.account.id);

    const rest = await refunded(payment.id, { reason: 'Order cancelled' });
    expect(rest).toMatchObject({ amountPaise: PRICE - THIRD, refundedPaise: PRICE, status: 'refunded' });
    expect(await reversedOf(friend.account.id)).toBe(CASHBACK);
    expect(await readBalance(t.db, friend.account.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 0,
      confirmedPaise: 0,
    });
    expect(await readAvailableBalance(t.db, friend.account.id)).toBe(
      (await readBalance(t.db, friend.account.id)).balancePaise,
    );
    await expectBonusReversedOnce(referrer.account.id, payment.saleId);

    // The webhook for that refund (under two delivery ids), a second refund, and the confirmation
    // job again: nothing more is written.
    const written = (await t.db.select().from(earningsLedger)).length;
    const payId = payment.providerPaymentId!;
    const event = refundEvent(payId, rest.refundId, PRICE - THIRD);
    expect((await webhook(event, 'evt_bonus_rest')).status).toBe(200);
    expect((await webhook(event, 'evt_bonus_rest_2')).status).toBe(200);
    expect((await refund(payment.id, { reason: 'Once more' })).status).toBe(409);
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, isoDateInDays(60));
    expect((await t.db.select().from(earningsLedger)).length).toBe(written);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toHaveLength(2);
    await expectBonusReversedOnce(referrer.account.id, payment.saleId);

    // The referrer reads the bonus as reversed in My Earnings, worth nothing.
    const response = await t.app.request(`/api/AToZ/my-earnings/${referrer.account.id}`, {
      headers: { Cookie: referrer.cookie },
    });
    expect(response.status).toBe(200);
    const earnings = (await response.json()) as EarningsResponse;
    expect(earnings).toMatchObject({ totalPoints: 0, confirmedPoints: 0 });
    expect(earnings.purchaseHistory).toEqual([
      expect.objectContaining({ purchaseType: 'Referral bonus', status: 'reversed' }),
    ]);
  });

  it('in full at once: the friend’s cashback and the bonus are each reversed once', async () => {
    const { referrer, friend, payment } = await friendBoughtAndBonusPaid();

    const whole = await refunded(payment.id, { reason: 'Order cancelled' });
    expect(whole).toMatchObject({ amountPaise: PRICE, refundedPaise: PRICE, status: 'refunded' });
    expect(await entriesOf(friend.account.id)).toEqual([
      { kind: 'credit_pending', amountPaise: CASHBACK },
      { kind: 'credit_confirmed', amountPaise: CASHBACK },
      { kind: 'credit_reversed', amountPaise: CASHBACK },
    ]);
    expect(await readBalance(t.db, friend.account.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 0,
      confirmedPaise: 0,
    });
    expect(await readAvailableBalance(t.db, friend.account.id)).toBe(
      (await readBalance(t.db, friend.account.id)).balancePaise,
    );
    await expectBonusReversedOnce(referrer.account.id, payment.saleId);

    const payId = payment.providerPaymentId!;
    expect((await webhook(refundEvent(payId, whole.refundId, PRICE), 'evt_bonus_whole')).status).toBe(200);
    expect((await refund(payment.id, { reason: 'Again' })).status).toBe(409);
    expect(await entriesOf(friend.account.id)).toHaveLength(3);
    await expectBonusReversedOnce(referrer.account.id, payment.saleId);
  });
});
