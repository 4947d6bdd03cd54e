import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../functions/contract/account-settings.ts';
import { emailPreferenceMessages, unsubscribeMessages } from '../../functions/contract/cashback-emails.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import {
  accounts,
  cashbackConfirmedOutbox,
  earningsLedger,
  emailPreferences,
  merchants,
  payouts,
} from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { fileCashbackClaim } from '../../functions/services/claims/file-cashback-claim.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { confirmCashbackRun } from '../../functions/services/earnings/confirm-cashback.ts';
import { reverseSale } from '../../functions/services/earnings/reverse-sale.ts';
import {
  confirmCashbackAndNotify,
  mailConfirmedCashback,
  notifyCashbackRecorded,
  notifyPayoutSettled,
} from '../../functions/services/notifications/cashback-notifications.ts';
import { unsubscribeToken } from '../../functions/services/notifications/unsubscribe-token.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Cashback and payout emails (issue 22 item 6, decision 0067): recorded, confirmed, reversed, payout
 * paid or failed, each once, with List-Unsubscribe (one click) for its category; the unsubscribe token
 * is the server's own; Settings' switches; nothing to an unverified or deleted account or a category
 * turned off; a mail server that is down never fails the money write.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInIndia();
let keys = 0;

const mailsTo = async (app: TestApp, to: string) => (await app.outbox()).filter((mail) => mail.to === to);

async function merchantWithCoupon(brandName: string) {
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant!.id;
  await t.db.update(merchants).set({ brandName }).where(eq(merchants.id, merchantId));
  const coupon = await createCoupon(t.db, { merchantId });
  return { ...merchant, merchantId, coupon };
}

function submitSale(cookie: string, couponId: string, shopper: string, key: string, saleAmount = '1500') {
  return t.app.request(
    '/api/AToZ/submitMerchantSale',
    sameOrigin({
      method: 'POST',
      body: JSON.stringify({ couponId, saleAmount, saleDate: addDays(today, -1), remarks: '', shopper }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': key },
    }),
  );
}

async function payoutRow(
  accountId: string,
  status: 'processed' | 'failed' | 'processing',
  amountPaise = 15_000,
) {
  const [row] = await t.db
    .insert(payouts)
    .values({
      accountId,
      amountPaise,
      upiId: 'priya@okaxis',
      status,
      provider: 'test',
      idempotencyKey: `mail-payout-${++keys}`,
      failureReason: status === 'failed' ? 'The UPI ID is not active' : null,
    })
    .returning();
  await t.db.insert(earningsLedger).values({ accountId, kind: 'withdrawal', amountPaise, payoutId: row!.id });
  if (status === 'failed')
    await t.db
      .insert(earningsLedger)
      .values({ accountId, kind: 'withdrawal_returned', amountPaise, payoutId: row!.id });
  return row!;
}

function expectUnsubscribeHeaders(mail: { headers?: Record<string, string> }, category: string) {
  const list = mail.headers?.['List-Unsubscribe'] ?? '';
  expect(list).toMatch(
    /^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=[^>]+>, <mailto:no-reply@dealsphere\.in\?subject=unsubscribe%20/,
  );
  expect(new URL(/<([^>]+)>/.exec(list)![1]!).searchParams.get('token')).toContain(`.${category}.`);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
}

describe('cashback emails', () => {
  it('mails "pending" once when a store records the sale, then "reversed" once with the reason', async () => {
    const { cookie, coupon } = await merchantWithCoupon('Myntra');
    const shopper = await createAccount(t.db, { role: 'user' });
    const first = await submitSale(cookie, coupon.id, shopper.username, 'mail-sale-0001');
    expect(first.status).toBe(201);
    const { saleId } = (await first.json()) as { saleId: string };
    // The same sale again (a retry): nothing new, no second email.
    expect((await submitSale(cookie, coupon.id, shopper.username, 'mail-sale-0001')).status).toBe(200);

    let mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cashback pending: ₹75 from Myntra | DealSphere');
    expect(mails[0]!.text).toContain('Myntra recorded your ₹1,500 purchase');
    expect(mails[0]!.text).toContain('/user/dashboard?tab=earnings');
    expectUnsubscribeHeaders(mails[0]!, 'cashback_updates');

    const reverse = await postJson(
      t,
      `/api/merchant/sales/${saleId}/reverse`,
      { reason: 'returned', note: 'Parcel came back' },
      cookie,
    );
    expect(reverse.status).toBe(200);
    mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Cashback reversed: ₹75 from Myntra | DealSphere');
    expect(mails[0]!.text).toContain('Reason: Returned: Parcel came back');
    expectUnsubscribeHeaders(mails[0]!, 'cashback_updates');
    // Called again (a repeated webhook, a second path): still two.
    await notifyCashbackRecorded(t.deps, saleId);
    expect(await mailsTo(t, shopper.email!)).toHaveLength(2);
  });

  it('mails "pending" when a merchant accepts a missing-cashback claim', async () => {
    const { cookie, merchantId } = await merchantWithCoupon('Tata CLiQ');
    const coupon = await createCoupon(t.db, { merchantId, status: 'approved' });
    const shopper = await createAccount(t.db, { role: 'user' });
    const claim = await fileCashbackClaim(t.db, shopper, {
      couponId: coupon.id,
      purchaseDate: today,
      amount: '999',
      orderReference: `CLAIM-${++keys}`,
    });
    const accepted = await postJson(t, `/api/merchant/cashback-claims/${claim.id}/accept`, {}, cookie);
    expect(accepted.status).toBe(200);
    const mails = await mailsTo(t, shopper.email!);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Cashback pending: ₹49.95 from Tata CLiQ | DealSphere',
    ]);
  });

  it('mails one "confirmed" digest per shopper per run, naming each store, and never again', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    for (const brandName of ['Ajio', 'Nykaa']) {
      const merchant = await createMerchant(t.db, { brandName });
      await recordMerchantSale(
        t.db,
        {
          merchantId: merchant.id,
          accountId: shopper.id,
          couponId: null,
          saleAmountPaise: 200_000,
          saleDate: addDays(today, -1),
          remarks: null,
          idempotencyKey: `confirm-mail-${++keys}`,
        },
        DEFAULT_CASHBACK_SETTINGS,
      );
    }
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 40));
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 41));
    const mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cashback confirmed: ₹200 | DealSphere');
    expect(mails[0]!.text).toContain('₹100 from Ajio (₹2,000 purchase)');
    expect(mails[0]!.text).toContain('₹100 from Nykaa (₹2,000 purchase)');
    expectUnsubscribeHeaders(mails[0]!, 'cashback_updates');
  });

  it('a run stopped after its ledger batches, or while mailing, mails the rest on the next run, never twice (decision 0090)', async () => {
    const merchant = await createMerchant(t.db, { brandName: 'Meesho' });
    const shoppers: Awaited<ReturnType<typeof createAccount>>[] = [];
    for (let n = 0; n < 3; n++) {
      const shopper = await createAccount(t.db, { role: 'user' });
      shoppers.push(shopper);
      for (let i = 0; i < 2; i++)
        await recordMerchantSale(
          t.db,
          {
            merchantId: merchant.id,
            accountId: shopper.id,
            couponId: null,
            saleAmountPaise: 100_000,
            saleDate: addDays(today, -1),
            remarks: null,
            idempotencyKey: `resume-mail-${++keys}`,
          },
          DEFAULT_CASHBACK_SETTINGS,
        );
    }
    const mailCounts = async () =>
      Promise.all(shoppers.map(async (shopper) => (await mailsTo(t, shopper.email!)).length));
    const owed = async () =>
      (await t.db.select().from(cashbackConfirmedOutbox)).filter((row) =>
        shoppers.some((shopper) => shopper.id === row.accountId),
      ).length;

    // Stopped after the ledger batches: confirmed, the emails owed recorded, none sent.
    await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, addDays(today, 40), {
      batchSize: 2,
      recordMail: true,
    });
    expect(await mailCounts()).toEqual([0, 0, 0]);
    expect(await owed()).toBe(6);

    // Stopped while mailing: one shopper's batch went out, the others still owed.
    const partial = await mailConfirmedCashback(t.deps, { batchAccounts: 1, maxBatches: 1 });
    expect(partial.done).toBe(false);
    const sentFirst = (await mailCounts()).reduce((sum, n) => sum + n, 0);
    expect(sentFirst).toBeLessThanOrEqual(1);

    // The next run (nothing left to confirm) mails what is still owed: each shopper once, in all.
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 41));
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 42));
    expect(await mailCounts()).toEqual([1, 1, 1]);
    expect(await owed()).toBe(0);
    for (const shopper of shoppers) {
      const [mail] = await mailsTo(t, shopper.email!);
      expect(mail!.subject).toBe('Cashback confirmed: ₹100 from Meesho | DealSphere');
      expect(mail!.text.match(/₹50 from Meesho \(₹1,000 purchase\)/g)).toHaveLength(2);
    }
  });

  it('leaves out a sale reversed between its confirmation and the mailing (decision 0090)', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const sales = [];
    for (const brandName of ['Lenskart', 'FirstCry']) {
      const merchant = await createMerchant(t.db, { brandName });
      sales.push(
        await recordMerchantSale(
          t.db,
          {
            merchantId: merchant.id,
            accountId: shopper.id,
            couponId: null,
            saleAmountPaise: 300_000,
            saleDate: addDays(today, -1),
            remarks: null,
            idempotencyKey: `reversed-mail-${++keys}`,
          },
          DEFAULT_CASHBACK_SETTINGS,
        ),
      );
    }
    await confirmCashbackRun(t.db, DEFAULT_CASHBACK_SETTINGS, addDays(today, 40), { recordMail: true });
    await reverseSale(t.db, {
      saleId: sales[1]!.saleId,
      merchantId: null,
      reason: 'fraud',
      note: 'Test order',
    });
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 41));
    const mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Cashback confirmed: ₹150 from Lenskart | DealSphere');
    expect(mails[0]!.text).not.toContain('FirstCry');
    // Never mailed later either.
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 42));
    expect(await mailsTo(t, shopper.email!)).toHaveLength(1);
  });

  it('sends nothing to an unverified or a deleted account', async () => {
    const merchant = await createMerchant(t.db);
    const unverified = await createAccount(t.db, { role: 'user' });
    const deleted = await createAccount(t.db, { role: 'user' });
    const sales = [];
    for (const shopper of [unverified, deleted])
      sales.push(
        await recordMerchantSale(
          t.db,
          {
            merchantId: merchant.id,
            accountId: shopper.id,
            couponId: null,
            saleAmountPaise: 100_000,
            saleDate: today,
            remarks: null,
            idempotencyKey: `nomail-${++keys}`,
          },
          DEFAULT_CASHBACK_SETTINGS,
        ),
      );
    await t.db.update(accounts).set({ isEmailConfirmed: false }).where(eq(accounts.id, unverified.id));
    await t.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.id, deleted.id));
    for (const sale of sales) await notifyCashbackRecorded(t.deps, sale.saleId);
    expect(await mailsTo(t, unverified.email!)).toHaveLength(0);
    expect(await mailsTo(t, deleted.email!)).toHaveLength(0);
  });

  it('a mail server that is down does not fail the sale: it is recorded, the failure logged', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const merchant = await signedIn(down, 'merchant');
      const coupon = await createCoupon(down.db, { merchantId: merchant.merchant!.id });
      const shopper = await createAccount(down.db, { role: 'user' });
      const response = await down.app.request(
        '/api/AToZ/submitMerchantSale',
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({
            couponId: coupon.id,
            saleAmount: '1500',
            saleDate: today,
            remarks: '',
            shopper: shopper.username,
          }),
          headers: {
            'Content-Type': 'application/json',
            Cookie: merchant.cookie,
            'Idempotency-Key': 'down-sale-0001',
          },
        }),
      );
      expect(response.status).toBe(201);
      const entries = await down.db
        .select()
        .from(earningsLedger)
        .where(eq(earningsLedger.accountId, shopper.id));
      expect(entries.map((entry) => entry.kind)).toEqual(['credit_pending']);
    } finally {
      await down.close();
    }
  });
});

describe('payout emails', () => {
  it('mails "paid" and "failed" once each, with the tokens returned, read from the payouts table', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const paid = await payoutRow(shopper.id, 'processed');
    await notifyPayoutSettled(t.deps, paid.id);
    await notifyPayoutSettled(t.deps, paid.id);
    let mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Payout paid: ₹150 | DealSphere');
    expect(mails[0]!.text).toContain('was paid to priya@okaxis');
    expectUnsubscribeHeaders(mails[0]!, 'payout_updates');

    const failed = await payoutRow(shopper.id, 'failed', 5000);
    await notifyPayoutSettled(t.deps, failed.id);
    await notifyPayoutSettled(t.deps, failed.id);
    mails = await mailsTo(t, shopper.email!);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Payout failed: ₹50 | DealSphere');
    expect(mails[0]!.text).toContain('Reason: The UPI ID is not active');
    expect(mails[0]!.text).toContain('The ₹50 is back in your available balance');

    // A payout still on its way sends nothing.
    const open = await payoutRow(shopper.id, 'processing', 1000);
    await notifyPayoutSettled(t.deps, open.id);
    expect(await mailsTo(t, shopper.email!)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  const unsubscribe = (token: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
  const preferencesOf = async (accountId: string) =>
    (await t.db.select().from(emailPreferences).where(eq(emailPreferences.accountId, accountId)))[0];

  it('refuses a forged token and changes nothing', async () => {
    const shopper = await createAccount(t.db, { role: 'user' });
    const other = await createAccount(t.db, { role: 'user' });
    const good = unsubscribeToken(t.config, shopper.id, 'cashback_updates');
    const [, , signature] = good.split('.');
    const forged = [
      `${other.id}.cashback_updates.${signature}`, // another account with my signature
      `${shopper.id}.payout_updates.${signature}`, // another category
      `${shopper.id}.cashback_updates.${'A'.repeat(43)}`,
      `${shopper.id}.cashback_updates.`,
      good.slice(0, -1),
      'nonsense',
      '',
    ];
    for (const token of forged) {
      const response = await unsubscribe(token);
      expect(response.status).toBe(400);
    }
    // A token signed with another server's secret.
    const elsewhere = await createTestApp({ EMAIL_LINK_SECRET: 'another-servers-secret-0001' });
    try {
      expect(
        (await unsubscribe(unsubscribeToken(elsewhere.config, shopper.id, 'cashback_updates'))).status,
      ).toBe(400);
    } finally {
      await elsewhere.close();
    }
    expect(await preferencesOf(shopper.id)).toBeUndefined();
    expect(await preferencesOf(other.id)).toBeUndefined();
  });

  it('turns the category off with one POST (no session, a mail provider’s request), and the next email is not sent', async () => {
    const merchant = await createMerchant(t.db, { brandName: 'Meesho' });
    const shopper = await createAccount(t.db, { role: 'user' });
    const first = await recordMerchantSale(
      t.db,
      {
        merchantId: merchant.id,
        accountId: shopper.id,
        couponId: null,
        saleAmountPaise: 100_000,
        saleDate: today,
        remarks: null,
        idempotencyKey: `unsub-${++keys}`,
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    await notifyCashbackRecorded(t.deps, first.saleId);
    const [mail] = await mailsTo(t, shopper.email!);
    const link = /<([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;

    // Opening the link (a GET, as mail scanners do) changes nothing: it leads to the page that asks.
    const opened = await t.app.request(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toMatch(/^\/email\/unsubscribe\?token=/);
    expect(await preferencesOf(shopper.id)).toBeUndefined();

    const response = await t.app.request(new URL(link).pathname + new URL(link).search, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: unsubscribeMessages.done('cashback_updates') });
    expect(await preferencesOf(shopper.id)).toMatchObject({ cashbackUpdates: false, payoutUpdates: true });

    const second = await recordMerchantSale(
      t.db,
      {
        merchantId: merchant.id,
        accountId: shopper.id,
        couponId: null,
        saleAmountPaise: 100_000,
        saleDate: today,
        remarks: null,
        idempotencyKey: `unsub-${++keys}`,
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    await notifyCashbackRecorded(t.deps, second.saleId);
    expect(await mailsTo(t, shopper.email!)).toHaveLength(1);
    // Payout emails are another category: still on.
    const paid = await payoutRow(shopper.id, 'processed', 100);
    await notifyPayoutSettled(t.deps, paid.id);
    expect(await mailsTo(t, shopper.email!)).toHaveLength(2);
  });
});

describe('Settings: the email switches', () => {
  const put = (cookie: string, body: unknown) =>
    t.app.request(
      '/api/account/email-preferences',
      sameOrigin({
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
      }),
    );

  it('shows both switches on, saves either with a message, refuses anything else; a switched-off category gets no email', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const settings = async () =>
      (
        (await (
          await t.app.request('/api/account/settings', sameOrigin({ headers: { Cookie: cookie } }))
        ).json()) as AccountSettings
      ).emailPreferences;
    expect(await settings()).toEqual({
      cashbackUpdates: true,
      payoutUpdates: true,
      savedReminders: true,
      followDigest: true,
    });

    const saved = await put(cookie, { payoutUpdates: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      message: emailPreferenceMessages.saved,
      emailPreferences: {
        cashbackUpdates: true,
        payoutUpdates: false,
        savedReminders: true,
        followDigest: true,
      },
    });
    expect(await settings()).toMatchObject({ cashbackUpdates: true, payoutUpdates: false });

    for (const bad of [{}, { payoutUpdates: 'no' }, { cashbackUpdates: true, accountId: account.id }, []])
      expect((await put(cookie, bad)).status).toBe(400);
    expect(await settings()).toMatchObject({ cashbackUpdates: true, payoutUpdates: false });

    const paid = await payoutRow(account.id, 'processed', 100);
    await notifyPayoutSettled(t.deps, paid.id);
    expect(await mailsTo(t, account.email!)).toHaveLength(0);

    expect((await put(cookie, { payoutUpdates: true, cashbackUpdates: false })).status).toBe(200);
    expect(await settings()).toMatchObject({ cashbackUpdates: false, payoutUpdates: true });

    // Issue 23's switches: saved coupon reminders and the follow digest, each on its own.
    expect((await put(cookie, { savedReminders: false })).status).toBe(200);
    expect(await settings()).toEqual({
      cashbackUpdates: false,
      payoutUpdates: true,
      savedReminders: false,
      followDigest: true,
    });
    expect((await put(cookie, { followDigest: false, savedReminders: true })).status).toBe(200);
    expect(await settings()).toMatchObject({ savedReminders: true, followDigest: false });
    expect((await put(cookie, { followDigest: 'no' })).status).toBe(400);
  });
});
