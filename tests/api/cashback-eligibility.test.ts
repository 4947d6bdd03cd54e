import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationMessages } from '../../functions/contract/account-email.ts';
import {
  REFERRAL_BONUS_REVERSED_REASON,
  saleMessages,
  type EarningsResponse,
  type MerchantSaleRow,
} from '../../functions/contract/earnings.ts';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import { accounts, earningsLedger, merchantSales, payments } from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCoupon,
  createMerchant,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { readBalance } from '../../functions/services/earnings/read-balance.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { reverseReferralBonus, reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';
import { sendWebhook } from '../support/payment-webhook.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';

/**
 * Issue 20 item 3 (decision 0044): cashback and referral bonuses go only to verified, living accounts;
 * a referral bonus is reversed, append-only and once, when the friend's cashback it was paid on is
 * reversed (a merchant's return or a Buy Now refund); a cashback or bonus that rounds to 0 paise is
 * not written. All on the real database, through the routes and services the app uses.
 */
const SECRET = 'cashback-eligibility-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
});
afterAll(() => t.close());

const settings = DEFAULT_CASHBACK_SETTINGS;
const FAR_FUTURE = '2099-01-01';

let keys = 0;
/** A sale through the service the merchant's form, the claims and Buy Now use. */
async function saleFor(accountId: string, saleAmountPaise: number, saleDate: string) {
  const merchant = await createMerchant(t.db);
  const sale = await recordMerchantSale(
    t.db,
    {
      merchantId: merchant.id,
      accountId,
      couponId: null,
      saleAmountPaise,
      saleDate,
      remarks: null,
      idempotencyKey: `eligibility-${++keys}`,
    },
    settings,
  );
  return { ...sale, merchantId: merchant.id };
}

const entriesOf = (accountId: string) =>
  t.db
    .select({
      kind: earningsLedger.kind,
      amountPaise: earningsLedger.amountPaise,
      reason: earningsLedger.reason,
    })
    .from(earningsLedger)
    .where(eq(earningsLedger.accountId, accountId))
    .orderBy(earningsLedger.createdAt);
const kindsOf = async (accountId: string) => (await entriesOf(accountId)).map((e) => e.kind).sort();

async function setAccount(accountId: string, values: Partial<typeof accounts.$inferInsert>) {
  await t.db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

// ---- Buy Now on the test provider (as tests/api/payments.test.ts drives it) ----

async function buyNow(cookie: string, paymentId: string) {
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant?.id ?? '';
  await createStore(t, { merchantId });
  const product = await createCatalogueProduct(t, { merchantId, pricePaise: 100_000 });
  const response = await postJson(
    t,
    '/api/payments/orders',
    { purpose: 'product', kind: 'catalogue', productId: product.id, delivery: TEST_DELIVERY },
    cookie,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { orderId } = (await response.json()) as CheckoutOptions;
  return { orderId, paymentId, merchant };
}

const verify = (orderId: string, paymentId: string) =>
  postJson(t, '/api/payments/verify', {
    orderId,
    paymentId,
    signature: hmacHex(SECRET, `${orderId}|${paymentId}`),
  });

const webhook = (event: unknown, eventId: string) => sendWebhook(t.app, SECRET, event, eventId);

const captured = (orderId: string, paymentId: string, amount: number) => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
});

const refunded = (orderId: string, paymentId: string, amount: number) => ({
  event: 'refund.processed',
  payload: {
    refund: { entity: { id: `rfnd_${paymentId}`, payment_id: paymentId, amount, currency: 'INR' } },
    payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'refunded' } },
  },
});

async function paymentOf(orderId: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!row) throw new Error(`no payment ${orderId}`);
  return row;
}

async function merchantSalesList(cookie: string) {
  const response = await t.app.request('/api/merchant/sales', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as MerchantSaleRow[];
}

describe('Buy Now by an account that cannot earn', () => {
  it('an unverified shopper pays, the merchant’s sale is recorded, and no cashback is written (nor reversed on refund)', async () => {
    const shopper = await signedIn(t, 'user');
    await setAccount(shopper.account.id, { isEmailConfirmed: false });
    const { orderId, merchant } = await buyNow(shopper.cookie, 'pay_unverified');
    expect((await verify(orderId, 'pay_unverified')).status).toBe(200);

    const paid = await paymentOf(orderId);
    expect(paid.status).toBe('paid');
    const [sale] = await t.db
      .select()
      .from(merchantSales)
      .where(eq(merchantSales.accountId, shopper.account.id));
    expect(sale).toMatchObject({
      id: paid.saleId,
      saleAmountPaise: 100_000,
      merchantId: merchant.merchant?.id,
    });
    expect(await entriesOf(shopper.account.id)).toEqual([]);
    expect(await merchantSalesList(merchant.cookie)).toMatchObject([
      { id: paid.saleId, buyNow: true, status: 'no_cashback', cashbackTokens: 0, saleAmount: 1000 },
    ]);

    // Verifying afterwards does not credit this purchase: eligibility is decided when it is paid.
    await setAccount(shopper.account.id, { isEmailConfirmed: true });
    await confirmCashback(t.db, settings, FAR_FUTURE);
    expect(await entriesOf(shopper.account.id)).toEqual([]);

    // The refund goes through; there is no cashback to take back, so nothing is written.
    expect(
      (await webhook(refunded(orderId, 'pay_unverified', 100_000), 'evt_unverified_refund')).status,
    ).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'refunded' });
    expect(await entriesOf(shopper.account.id)).toEqual([]);
  });

  it('a shopper who deleted the account before the payment landed: the sale is the merchant’s, without cashback', async () => {
    const shopper = await signedIn(t, 'user');
    const { orderId, merchant } = await buyNow(shopper.cookie, 'pay_deleted');
    await setAccount(shopper.account.id, { deletedAt: new Date() });
    const response = await webhook(captured(orderId, 'pay_deleted', 100_000), 'evt_deleted_captured');
    expect(await response.json()).toEqual({ status: 'handled' });

    const paid = await paymentOf(orderId);
    expect(paid.status).toBe('paid');
    expect(paid.saleId).not.toBeNull();
    expect(await entriesOf(shopper.account.id)).toEqual([]);
    expect(await merchantSalesList(merchant.cookie)).toMatchObject([
      { id: paid.saleId, status: 'no_cashback', cashbackTokens: 0 },
    ]);
  });

  it('a verified shopper’s Buy Now still earns pending cashback', async () => {
    const shopper = await signedIn(t, 'user');
    const { orderId } = await buyNow(shopper.cookie, 'pay_verified');
    expect((await verify(orderId, 'pay_verified')).status).toBe(200);
    expect(await entriesOf(shopper.account.id)).toEqual([
      { kind: 'credit_pending', amountPaise: 5000, reason: null },
    ]);
  });
});

describe('a merchant’s sale for a shopper who cannot earn', () => {
  async function submit(cookie: string, couponId: string, shopper: string, saleAmount = '1000') {
    return postJson(
      t,
      '/api/AToZ/submitMerchantSale',
      {
        couponId,
        saleAmount,
        saleDate: '2026-11-01',
        remarks: '',
        shopper,
        idempotencyKey: `merchant-sale-${++keys}`,
      },
      cookie,
    );
  }

  it('is refused with a clear message for an unverified shopper, and for a deleted one, storing nothing', async () => {
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '' });
    const unverified = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const deleted = await createAccount(t.db, { role: 'user', deletedAt: new Date() });

    const refused = await submit(merchant.cookie, coupon.id, unverified.email ?? '');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(emailVerificationMessages.shopperUnverified);
    const gone = await submit(merchant.cookie, coupon.id, deleted.username);
    expect(gone.status).toBe(400);
    expect(JSON.stringify(await gone.json())).toContain(saleMessages.shopperNotFound);
    const stored = await t.db
      .select()
      .from(merchantSales)
      .where(eq(merchantSales.merchantId, merchant.merchant?.id ?? ''));
    expect(stored).toEqual([]);
    expect(await entriesOf(unverified.id)).toEqual([]);
    expect(await entriesOf(deleted.id)).toEqual([]);
  });

  it('the service refuses too (a claim accepted after the shopper’s email changed), unless it is a Buy Now', async () => {
    const unverified = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const deleted = await createAccount(t.db, { role: 'user', deletedAt: new Date() });
    await expect(saleFor(unverified.id, 50_000, '2026-01-01')).rejects.toMatchObject({
      status: 400,
      message: emailVerificationMessages.shopperUnverified,
    });
    await expect(saleFor(deleted.id, 50_000, '2026-01-01')).rejects.toMatchObject({
      status: 400,
      message: saleMessages.shopperNotFound,
    });
    expect(await t.db.select().from(merchantSales).where(eq(merchantSales.accountId, deleted.id))).toEqual(
      [],
    );
  });

  it('a sale whose cashback rounds to 0 paise is recorded without a ledger entry, and cannot be reversed', async () => {
    const merchant = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant.merchant?.id ?? '' });
    const shopper = await createAccount(t.db, { role: 'user' });
    // 5% of ₹0.19 is 0.95 paise: 0 when rounded down.
    const response = await submit(merchant.cookie, coupon.id, shopper.username, '0.19');
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { message: string; status: string; cashbackTokens: number };
    expect(body).toMatchObject({
      message: saleMessages.recordedNoCashback,
      status: 'no_cashback',
      cashbackTokens: 0,
    });
    expect(await entriesOf(shopper.id)).toEqual([]);
    const [listed] = await merchantSalesList(merchant.cookie);
    expect(listed).toMatchObject({ saleAmount: 0.19, status: 'no_cashback', cashbackTokens: 0 });

    const reversal = await postJson(
      t,
      `/api/merchant/sales/${listed?.id}/reverse`,
      { reason: 'returned', note: 'Came back' },
      merchant.cookie,
    );
    expect(reversal.status).toBe(409);
    expect(((await reversal.json()) as { error: { message: string } }).error.message).toBe(
      saleMessages.noCashback,
    );
    await confirmCashback(t.db, settings, FAR_FUTURE);
    expect(await entriesOf(shopper.id)).toEqual([]);
    // The smallest sale that earns: 20 paise gives 1 paisa.
    expect((await saleFor(shopper.id, 20, '2026-01-01')).cashbackPaise).toBe(1);
  });
});

describe('the confirmation job and accounts that cannot earn', () => {
  it('does not confirm a deleted account’s pending cashback (it is forfeited with the account)', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    await saleFor(shopper.id, 100_000, '2026-01-01');
    await setAccount(shopper.id, { deletedAt: new Date() });
    await confirmCashback(t.db, settings, FAR_FUTURE);
    expect(await kindsOf(shopper.id)).toEqual(['credit_pending']);
  });

  it('keeps an unverified referrer’s bonus waiting, and pays it once after they verify', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
    await saleFor(friend.id, 200_000, '2026-01-01'); // 10000 paise cashback

    expect(await confirmCashback(t.db, settings, '2026-02-01')).toMatchObject({ bonuses: 0 });
    expect(await kindsOf(friend.id)).toEqual(['credit_confirmed', 'credit_pending']);
    expect(await entriesOf(referrer.id)).toEqual([]);

    await setAccount(referrer.id, { isEmailConfirmed: true });
    await Promise.all([confirmCashback(t.db, settings), confirmCashback(t.db, settings)]);
    await confirmCashback(t.db, settings);
    expect(await entriesOf(referrer.id)).toEqual([
      { kind: 'referral_bonus', amountPaise: 1000, reason: null },
    ]);
  });

  it('never pays a bonus to a deleted referrer, through the cron route either', async () => {
    const referrer = await createAccount(t.db, { role: 'user', deletedAt: new Date() });
    const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
    await saleFor(friend.id, 200_000, '2025-01-01');
    const cron = await t.app.request('/api/cron/confirm-cashback', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(cron.status).toBe(200);
    await confirmCashback(t.db, settings, FAR_FUTURE);
    expect(await kindsOf(friend.id)).toEqual(['credit_confirmed', 'credit_pending']);
    expect(await entriesOf(referrer.id)).toEqual([]);
  });

  it('writes no 0-paise bonus: 10% of a 9-paise first cashback rounds to nothing', async () => {
    const referrer = await createAccount(t.db, { role: 'user' });
    const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
    expect((await saleFor(friend.id, 180, '2026-01-01')).cashbackPaise).toBe(9);
    await saleFor(friend.id, 200_000, '2026-01-05'); // a later, larger cashback: not the first
    const run = await confirmCashback(t.db, settings, FAR_FUTURE);
    expect(run).toMatchObject({ bonuses: 0 });
    expect(await entriesOf(referrer.id)).toEqual([]);
    const zeroRows = await t.db
      .select({ id: earningsLedger.id })
      .from(earningsLedger)
      .where(eq(earningsLedger.amountPaise, 0));
    expect(zeroRows).toEqual([]);
  });
});

describe('reversing the friend’s first cashback reverses the referral bonus, once', () => {
  async function bonusPaid() {
    const referrer = await signedIn(t, 'user');
    const friend = await signedIn(t, 'user');
    await setAccount(friend.account.id, { referredByAccountId: referrer.account.id });
    return { referrer, friend };
  }

  it('a merchant’s return: a new reversal entry for the referrer, the balance back, twice reversed once', async () => {
    const { referrer, friend } = await bonusPaid();
    const first = await saleFor(friend.account.id, 200_000, '2026-01-01'); // 10000 paise, bonus 1000
    await saleFor(friend.account.id, 400_000, '2026-01-10'); // the second: earns no bonus
    await confirmCashback(t.db, settings, FAR_FUTURE);
    expect((await readBalance(t.db, referrer.account.id)).balancePaise).toBe(1000);

    await reverseSale(t.db, {
      saleId: first.saleId,
      merchantId: first.merchantId,
      reason: 'returned',
      note: 'Sent back unopened',
    });
    await expect(
      reverseSale(t.db, { saleId: first.saleId, merchantId: null, reason: 'fraud', note: 'Again' }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await reverseReferralBonus(t.db, first.saleId)).toBe(false);
    await confirmCashback(t.db, settings, FAR_FUTURE); // no second bonus for this friend

    const entries = await entriesOf(referrer.account.id);
    expect(entries).toEqual([
      { kind: 'referral_bonus', amountPaise: 1000, reason: null },
      { kind: 'referral_bonus_reversed', amountPaise: 1000, reason: REFERRAL_BONUS_REVERSED_REASON },
    ]);
    // The friend's own words stay private: the referrer reads the generic reason only.
    expect(JSON.stringify(entries)).not.toContain('unopened');
    const [bonus] = await t.db
      .select({ id: earningsLedger.id })
      .from(earningsLedger)
      .where(
        and(eq(earningsLedger.accountId, referrer.account.id), eq(earningsLedger.kind, 'referral_bonus')),
      );
    const [reversal] = await t.db
      .select({ reversedEntryId: earningsLedger.reversedEntryId })
      .from(earningsLedger)
      .where(
        and(
          eq(earningsLedger.kind, 'referral_bonus_reversed'),
          eq(earningsLedger.accountId, referrer.account.id),
        ),
      );
    expect(reversal?.reversedEntryId).toBe(bonus?.id);
    expect(await readBalance(t.db, referrer.account.id)).toEqual({
      balancePaise: 0,
      pendingPaise: 0,
      confirmedPaise: 0,
    });

    const response = await t.app.request(`/api/AToZ/my-earnings/${referrer.account.id}`, {
      headers: { Cookie: referrer.cookie },
    });
    const earnings = (await response.json()) as EarningsResponse;
    expect(earnings).toMatchObject({ totalPoints: 0, confirmedPoints: 0 });
    expect(earnings.purchaseHistory).toEqual([
      expect.objectContaining({
        purchaseType: 'Referral bonus',
        tokens: 10,
        status: 'reversed',
        reason: REFERRAL_BONUS_REVERSED_REASON,
      }),
    ]);
  });

  it('a Buy Now refund: the friend’s cashback and the bonus it paid are reversed once, however often the refund arrives', async () => {
    const { referrer, friend } = await bonusPaid();
    const { orderId } = await buyNow(friend.cookie, 'pay_friend_first');
    expect((await verify(orderId, 'pay_friend_first')).status).toBe(200);
    await confirmCashback(t.db, settings, FAR_FUTURE); // 5000 paise confirmed, bonus 500
    expect(await entriesOf(referrer.account.id)).toEqual([
      { kind: 'referral_bonus', amountPaise: 500, reason: null },
    ]);

    const refund = refunded(orderId, 'pay_friend_first', 100_000);
    expect((await webhook(refund, 'evt_friend_refund_1')).status).toBe(200);
    expect((await webhook(refund, 'evt_friend_refund_1')).status).toBe(200);
    expect((await webhook(refund, 'evt_friend_refund_2')).status).toBe(200);

    expect(await kindsOf(friend.account.id)).toEqual([
      'credit_confirmed',
      'credit_pending',
      'credit_reversed',
    ]);
    expect(await kindsOf(referrer.account.id)).toEqual(['referral_bonus', 'referral_bonus_reversed']);
    expect((await readBalance(t.db, referrer.account.id)).balancePaise).toBe(0);
  });

  it('a bonus is not paid on a cashback reversed while the referrer was still unverified', async () => {
    const referrer = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    const friend = await createAccount(t.db, { role: 'user', referredByAccountId: referrer.id });
    const first = await saleFor(friend.id, 200_000, '2026-01-01');
    await confirmCashback(t.db, settings, '2026-02-01');
    await reverseSale(t.db, { saleId: first.saleId, merchantId: null, reason: 'fraud', note: 'Fake order' });
    await setAccount(referrer.id, { isEmailConfirmed: true });
    await confirmCashback(t.db, settings, '2026-02-01');
    expect(await entriesOf(referrer.id)).toEqual([]);
    // The friend's next cashback that stands is the first one the bonus can be paid on.
    await saleFor(friend.id, 300_000, '2026-01-02');
    await confirmCashback(t.db, settings, '2026-02-02');
    expect(await entriesOf(referrer.id)).toEqual([
      { kind: 'referral_bonus', amountPaise: 1500, reason: null },
    ]);
  });
});
