import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_VOTES } from '../../functions/contract/coupon-suspension.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import type { CheckoutOptions } from '../../functions/contract/payments.ts';
import { payoutFailureReasons } from '../../functions/contract/payouts.ts';
import {
  accounts,
  earningsLedger,
  merchants,
  payments,
  payouts,
  savedCoupons,
  shopOrders,
  storeFollows,
} from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCoupon,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { sendFollowDigests } from '../../functions/services/follow/follow-digest.ts';
import {
  confirmCashbackAndNotify,
  notifyPayoutSettled,
} from '../../functions/services/notifications/cashback-notifications.ts';
import { notifyCouponSuspended } from '../../functions/services/notifications/coupon-suspension-notifications.ts';
import { hmacHex } from '../../functions/services/payments/signature.ts';
import { sendSavedReminders } from '../../functions/services/saved/saved-reminders.ts';
import type { OutboxEntry } from '../../functions/services/email/outbox-mailer.ts';
import { TEST_DELIVERY } from '../support/delivery.ts';
import { englishWords } from '../support/english-words.ts';
import { visibleTextOf } from '../support/mail.ts';
import { postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Issue 26 item 7: every email the site sends, to a Hindi and to a Telugu account, has no English left.
 * Each email is sent by the code that sends it (a route, or the job or notification the route or the
 * cron calls) and read from the outbox: its subject, text and the HTML's visible text. A word of three
 * or more Latin letters (tests/support/english-words.ts) is English unless it is on ALLOWED or part of the
 * data this test stored (store, coupon and product names, people's names, a merchant's notes), which an
 * email shows as its owner wrote it. English emails are checked word for word by their own tests
 * (languages-mail-and-errors, cashback-emails, orders, …).
 */
const SECRET = 'emails-no-english-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_PAYMENTS_SECRET: SECRET });
});
afterAll(() => t.close());

/** Written in Latin letters in a Hindi or Telugu email too: the site's name, the payment rail, brands. */
const ALLOWED = new Set(['DealSphere', 'UPI', 'OTP', 'Google'].map((word) => word.toLowerCase()));

/** The data this test stored, which an email shows as written. */
const stored = new Set<string>();
const remember = (...values: (string | null | undefined)[]) => {
  for (const value of values) if (value) stored.add(value);
};

/** The English words in the mails to `to` (each address the test's own), with where they were found. */
async function englishInMailsTo(to: readonly string[], atLeast: number): Promise<string[]> {
  const mails = (await t.outbox()).filter((mail) => to.includes(mail.to));
  expect(mails.length, `mails to ${to.join(', ')}`).toBeGreaterThanOrEqual(atLeast);
  const found = mails.flatMap((mail) =>
    englishWords(textsOf(mail), {
      stored: [...stored],
      allowed: (word) => ALLOWED.has(word.toLowerCase()),
    }).map(({ word, text }) => `${word} «${text}»`),
  );
  return [...new Set(found)];
}

const textsOf = (mail: OutboxEntry) => [mail.subject, ...mail.text.split('\n'), ...visibleTextOf(mail.html)];

let n = 0;
/** A fresh shopper (signed in, email verified) whose account language is `locale`. */
async function shopperIn(locale: Locale) {
  const session = await signedIn(t, 'user');
  await t.db.update(accounts).set({ language: locale }).where(eq(accounts.id, session.account.id));
  remember(session.account.displayName, session.account.username);
  return session;
}

/** A fresh merchant whose account language is `locale`, with a brand name and an approved coupon. */
async function merchantIn(locale: Locale) {
  const session = await signedIn(t, 'merchant');
  const merchantId = session.merchant!.id;
  await t.db.update(accounts).set({ language: locale }).where(eq(accounts.id, session.account.id));
  await t.db
    .update(merchants)
    .set({ brandName: `Kiran Sarees ${++n}` })
    .where(eq(merchants.id, merchantId));
  const coupon = await createCoupon(t.db, { merchantId, status: 'approved', approvedAt: new Date() });
  remember(`Kiran Sarees ${n}`, coupon.couponName, coupon.title, session.account.displayName);
  return { ...session, merchantId, coupon };
}

const request = (method: string, path: string, cookie: string, body: unknown, key?: string) =>
  t.app.request(
    path,
    sameOrigin({
      method,
      body: JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
    }),
  );

const today = todayInIndia();

describe.each(['hi', 'te'] as const)('every email to a %s account has no English words', (locale) => {
  it('sign-up verification, password reset, the Google-only answer, an email change (both addresses)', async () => {
    const email = `nolatin.${locale}@example.com`;
    const signUp = await postJson(
      t,
      '/api/UserDetail1/register',
      { username: `nolatin_${locale}`, email, mobileNumber: '9876543210', password: 'Mango#Lassi42' },
      `lang=${locale}`,
    );
    expect(signUp.status).toBe(201);
    remember(`nolatin_${locale}`);
    expect((await postJson(t, '/api/auth/password-reset/request', { email })).status).toBe(200);

    const google = await createAccount(t.db, { role: 'user', language: locale });
    remember(google.displayName, google.username);
    expect((await postJson(t, '/api/auth/password-reset/request', { email: google.email })).status).toBe(200);

    const mover = await shopperIn(locale);
    const newAddress = `moved.${locale}@example.com`;
    const moved = await request('PUT', '/api/account/email', mover.cookie, {
      email: newAddress,
      currentPassword: TEST_PASSWORD,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    // Sign-up, reset, Google, the old address's notice, the new address's verification.
    expect(await englishInMailsTo([email, google.email!, mover.account.email!, newAddress], 5)).toEqual([]);
  });

  it('the UPI ID change', async () => {
    const me = await shopperIn(locale);
    for (const upiId of ['first.id@okaxis', 'second.id@ybl']) {
      const saved = await request('PUT', '/api/account/payout-method', me.cookie, {
        upiId,
        currentPassword: TEST_PASSWORD,
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    expect(await englishInMailsTo([me.account.email!], 1)).toEqual([]);
  });

  it('cashback pending, reversed (a return, with the merchant’s note) and confirmed', async () => {
    const seller = await merchantIn(locale);
    const returned = await shopperIn(locale);
    const kept = await shopperIn(locale);
    const saleIds: string[] = [];
    for (const shopper of [returned, kept]) {
      const sale = await request(
        'POST',
        '/api/AToZ/submitMerchantSale',
        seller.cookie,
        {
          couponId: seller.coupon.id,
          saleAmount: '1500',
          saleDate: addDays(today, -1),
          remarks: '',
          shopper: shopper.account.username,
        },
        `nolatin-sale-${shopper.account.id}`,
      );
      expect(sale.status, await sale.clone().text()).toBe(201);
      saleIds.push(((await sale.json()) as { saleId: string }).saleId);
    }
    remember('Parcel came back unopened');
    const reverse = await postJson(
      t,
      `/api/merchant/sales/${saleIds[0]}/reverse`,
      { reason: 'returned', note: 'Parcel came back unopened' },
      seller.cookie,
    );
    expect(reverse.status, await reverse.clone().text()).toBe(200);
    await confirmCashbackAndNotify(t.deps, DEFAULT_CASHBACK_SETTINGS, addDays(today, 41));
    // Pending and reversed to one, pending and confirmed to the other.
    expect(await englishInMailsTo([returned.account.email!, kept.account.email!], 4)).toEqual([]);
  });

  it('payouts paid, failed at the bank (the site’s reason), and refused (the administrator’s words)', async () => {
    const me = await shopperIn(locale);
    remember('Name on the UPI ID does not match');
    for (const [status, reason] of [
      ['processed', null],
      ['failed', payoutFailureReasons.failed],
      ['rejected', 'Name on the UPI ID does not match'],
    ] as const) {
      const [row] = await t.db
        .insert(payouts)
        .values({
          accountId: me.account.id,
          amountPaise: 15_000,
          upiId: 'priya@okaxis',
          status,
          provider: 'test',
          idempotencyKey: `nolatin-payout-${locale}-${status}`,
          failureReason: reason,
        })
        .returning();
      await t.db
        .insert(earningsLedger)
        .values({ accountId: me.account.id, kind: 'withdrawal', amountPaise: 15_000, payoutId: row!.id });
      if (status !== 'processed')
        await t.db.insert(earningsLedger).values({
          accountId: me.account.id,
          kind: 'withdrawal_returned',
          amountPaise: 15_000,
          payoutId: row!.id,
        });
      await notifyPayoutSettled(t.deps, row!.id);
    }
    expect(await englishInMailsTo([me.account.email!], 3)).toEqual([]);
  });

  it('the saved-coupon reminder and the follow digest', async () => {
    const seller = await merchantIn(locale);
    const soon = await createCoupon(t.db, {
      merchantId: seller.merchantId,
      status: 'approved',
      expiryDate: addDays(today, 1),
      approvedAt: new Date(Date.now() - 3_600_000),
    });
    remember(soon.couponName, soon.title);
    const me = await shopperIn(locale);
    await t.db.insert(savedCoupons).values({ accountId: me.account.id, couponId: soon.id });
    await t.db.insert(storeFollows).values({ accountId: me.account.id, merchantId: seller.merchantId });
    await sendSavedReminders(t.deps, { today });
    await sendFollowDigests(t.deps);
    expect(await englishInMailsTo([me.account.email!], 2)).toEqual([]);
  });

  it('an order placed, shipped and delivered; another cancelled with its refund and reversed cashback', async () => {
    const seller = await merchantIn(locale);
    const store = await createStore(t, { merchantId: seller.merchantId });
    const item = await createCatalogueProduct(t, { merchantId: seller.merchantId, pricePaise: 249_900 });
    remember(store.storeName, item.productName, ...Object.values(TEST_DELIVERY), 'Courier lost the parcel');
    const me = await shopperIn(locale);
    const placeOrder = async () => {
      const started = await postJson(
        t,
        '/api/payments/orders',
        { purpose: 'product', kind: 'catalogue', productId: item.id, delivery: TEST_DELIVERY },
        me.cookie,
      );
      expect(started.status, await started.clone().text()).toBe(201);
      const { orderId } = (await started.json()) as CheckoutOptions;
      const paymentId = `pay_nolatin_${++n}`;
      const verified = await postJson(
        t,
        '/api/payments/verify',
        { orderId, paymentId, signature: hmacHex(SECRET, `${orderId}|${paymentId}`) },
        me.cookie,
      );
      expect(verified.status).toBe(200);
      const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
      const [order] = await t.db.select().from(shopOrders).where(eq(shopOrders.paymentId, payment!.id));
      // The order number is a code of letters (and sometimes no digit): data, not a word.
      remember(order!.storeName, order!.productName, order!.number);
      return order!;
    };
    const move = async (id: string, body: unknown) => {
      const moved = await postJson(t, `/api/merchant/orders/${id}/status`, body, seller.cookie);
      expect(moved.status, await moved.clone().text()).toBe(200);
    };
    const delivered = await placeOrder();
    await move(delivered.id, { status: 'shipped' });
    await move(delivered.id, { status: 'delivered' });
    const cancelled = await placeOrder();
    await move(cancelled.id, { status: 'cancelled', note: 'Courier lost the parcel' });
    // Two receipts, shipped, delivered, cancelled; cashback pending twice and reversed once.
    expect(await englishInMailsTo([me.account.email!], 8)).toEqual([]);
  });

  it('the merchant’s notice of a coupon suspended by shoppers’ votes', async () => {
    const seller = await merchantIn(locale);
    await notifyCouponSuspended(t.deps, seller.coupon.id, new Date(), {
      ...NO_VOTES,
      votes: 6,
      noVotes: 5,
      reasons: { expired: 2, minimum_order: 1, not_accepted: 1, other: 1 },
    });
    expect(await englishInMailsTo([seller.account.email!], 1)).toEqual([]);
  });
});
