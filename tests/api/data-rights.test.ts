import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD, settingsMessages } from '../../functions/contract/account-settings.ts';
import * as schema from '../../functions/db/schema/index.ts';
import {
  accounts,
  cashbackClaims,
  coupons,
  earningsLedger,
  merchantSales,
  newsletterSubscriptions,
  reviews,
  sessions,
  stores,
  storeFollows,
  userProfiles,
} from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createReview,
  createStore,
} from '../../functions/seed/factories/index.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { readBalance } from '../../functions/services/earnings/read-balance.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Data rights (issue 13, item 5; DPDP Act 2023): "Download my data" holds this account's rows and no
 * one else's; "Delete my account" leaves no personal data and every money record as it was.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });
const deleteAccount = (cookie: string, body: unknown) => postJson(t, '/api/account/delete', body, cookie);

let people = 0;
/**
 * A signed-in shopper with distinctive personal data and a row in every table a shopper fills:
 * details record, a review, a confirmed and a pending cashback, a claim, a follow, a newsletter entry.
 */
async function shopperWithHistory(label: string) {
  const n = ++people;
  const email = `${label}.${n}@example.in`;
  const mobile = `98${String(n).padStart(2, '0')}${label.length}12345`.slice(0, 10);
  const account = await createAccount(t.db, {
    role: 'user',
    password: TEST_PASSWORD,
    username: `${label}_${n}`,
    displayName: `${label} Person ${n}`,
    email,
    mobile,
  });
  await t.db.insert(userProfiles).values({
    accountId: account.id,
    username: account.username,
    email,
    mobileNumber: mobile,
    address: `${n} ${label} Street, Pune`,
  });
  const merchant = await createMerchant(t.db);
  const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
  const review = await createReview(t.db, {
    coupon,
    accountId: account.id,
    remarks: `${label} liked it`,
  });
  const sale = async (key: string, date: string) =>
    recordMerchantSale(
      t.db,
      {
        merchantId: merchant.id,
        accountId: account.id,
        couponId: coupon.id,
        saleAmountPaise: 123_400,
        saleDate: date,
        remarks: null,
        idempotencyKey: `${label}-${n}-${key}`,
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
  const first = await sale('old', '2026-01-01');
  await sale('new', '2099-01-01');
  await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-06-01');
  const [claim] = await t.db
    .insert(cashbackClaims)
    .values({
      accountId: account.id,
      merchantId: merchant.id,
      purchaseDate: '2026-02-01',
      amountPaise: 50_000,
      orderReference: `ORDER-${label}-${n}`,
    })
    .returning();
  await t.db.insert(storeFollows).values({ merchantId: merchant.id, accountId: account.id });
  await t.db.insert(newsletterSubscriptions).values({ email });
  const response = await postJson(t, '/api/UserDetail1/Login', {
    username: account.username,
    password: TEST_PASSWORD,
  });
  expect(response.status).toBe(200);
  return {
    account,
    email,
    mobile,
    merchant,
    coupon,
    review,
    saleId: first.saleId,
    claim: claim!,
    cookie: cookiesFrom(response),
  };
}

const ledgerTotals = async () =>
  t.db
    .select({
      kind: earningsLedger.kind,
      total: sql<string>`sum(${earningsLedger.amountPaise})::text`,
      rows: sql<number>`count(*)::int`,
    })
    .from(earningsLedger)
    .groupBy(earningsLedger.kind)
    .orderBy(earningsLedger.kind);

/** Every row of every table, as text: where a deleted person's data must not appear. */
async function wholeDatabase(): Promise<string> {
  const dumps: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await t.db.select().from(table);
    dumps.push(`${getTableName(table)} ${JSON.stringify(rows)}`);
  }
  return dumps.join('\n');
}

describe('GET /api/account/export', () => {
  it("is a JSON attachment of this shopper's records, with nothing of another shopper and no secret", async () => {
    const me = await shopperWithHistory('asha');
    const other = await shopperWithHistory('vikram');
    // Issue 22: a tracked click and an email switch turned off are the shopper's records too.
    const [click] = await t.db
      .insert(schema.cashbackClicks)
      .values({ accountId: me.account.id, merchantId: me.merchant.id })
      .returning();
    const [theirClick] = await t.db
      .insert(schema.cashbackClicks)
      .values({ accountId: other.account.id, merchantId: other.merchant.id })
      .returning();
    await t.db.insert(schema.emailPreferences).values({ accountId: me.account.id, payoutUpdates: false });

    const response = await get('/api/account/export', me.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="dealsphere-my-data.json"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown> & {
      account: Record<string, unknown>;
      reviews: { id: string }[];
      earningsLedger: { kind: string; amountPaise: number }[];
      purchases: { id: string }[];
      cashbackClaims: { id: string }[];
      follows: { merchantId: string }[];
      cashbackClicks: { clickId: string }[];
      emailPreferences: Record<string, boolean> | null;
    };

    expect(data.account).toMatchObject({
      id: me.account.id,
      email: me.email,
      mobile: me.mobile,
      username: me.account.username,
    });
    expect(data.userProfile).toMatchObject({ address: expect.stringContaining('asha Street') });
    expect(data.reviews.map((r) => r.id)).toEqual([me.review.id]);
    expect(data.earningsLedger.map((e) => e.kind).sort()).toEqual([
      'credit_confirmed',
      'credit_pending',
      'credit_pending',
    ]);
    expect(data.purchases.map((s) => s.id)).toContain(me.saleId);
    expect(data.cashbackClaims.map((c) => c.id)).toEqual([me.claim.id]);
    expect(data.follows).toEqual([{ merchantId: me.merchant.id, createdAt: expect.any(String) }]);
    expect(data.cashbackClicks.map((c) => c.clickId)).toEqual([click!.id]);
    expect(data.emailPreferences).toEqual({
      cashbackUpdates: true,
      payoutUpdates: false,
      savedReminders: true,
      followDigest: true,
    });

    // No one else: neither the other shopper's ids nor their personal data.
    for (const theirs of [
      other.account.id,
      other.email,
      other.mobile,
      other.account.username,
      other.review.id,
      other.saleId,
      other.claim.id,
      theirClick!.id,
      'vikram',
    ])
      expect(text).not.toContain(theirs);
    // No secrets.
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash|googleSubject/);
    expect(text).not.toContain(me.account.passwordHash!);
  });

  it('gives a merchant their business records and reported sales without the shoppers', async () => {
    const { merchant, cookie } = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, { merchantId: merchant!.id, couponCode: 'MYSECRET10' });
    await createStore(t, { merchantId: merchant!.id, storeName: 'Ganga Textiles' });
    const shopper = await createAccount(t.db, { role: 'user', email: 'shopper.of.merchant@example.in' });
    const sale = await recordMerchantSale(
      t.db,
      {
        merchantId: merchant!.id,
        accountId: shopper.id,
        couponId: coupon.id,
        saleAmountPaise: 99_900,
        saleDate: '2026-03-01',
        remarks: null,
        idempotencyKey: 'merchant-export-1',
      },
      DEFAULT_CASHBACK_SETTINGS,
    );

    const response = await get('/api/account/export', cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text) as {
      merchant: { id: string };
      business: {
        coupons: { couponCode: string }[];
        store: { storeName: string };
        salesReported: Record<string, unknown>[];
      };
    };
    expect(data.merchant.id).toBe(merchant!.id);
    expect(data.business.coupons.map((c) => c.couponCode)).toEqual(['MYSECRET10']);
    expect(data.business.store.storeName).toBe('Ganga Textiles');
    expect(data.business.salesReported).toEqual([
      expect.objectContaining({ id: sale.saleId, saleAmountPaise: 99_900 }),
    ]);
    expect(data.business.salesReported[0]).not.toHaveProperty('accountId');
    expect(text).not.toContain(shopper.id);
    expect(text).not.toContain('shopper.of.merchant@example.in');
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const me = await shopperWithHistory('meera');
    for (const body of [{ password: 'not-my-password' }, {}, { confirm: DELETE_CONFIRMATION_WORD }]) {
      const response = await deleteAccount(me.cookie, body);
      expect(response.status).toBe(400);
    }
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(row).toMatchObject({ email: me.email, deletedAt: null });
    expect((await get('/api/account/settings', me.cookie)).status).toBe(200);
  });

  it('erases every personal datum, keeps the ledger, sales and totals whole, and signs out for good', async () => {
    const me = await shopperWithHistory('rohan');
    const bystander = await shopperWithHistory('kiran');
    // A friend the shopper referred (their row points at the shopper's account and stays theirs).
    const friend = await createAccount(t.db, {
      role: 'user',
      referredByAccountId: me.account.id,
      referredByCode: me.account.referralCode,
    });
    const other = await signInAgain(me.account.username);
    const totalsBefore = await ledgerTotals();
    const balanceBefore = await readBalance(t.db, me.account.id);
    const salesBefore = await t.db
      .select()
      .from(merchantSales)
      .where(eq(merchantSales.accountId, me.account.id));

    const response = await deleteAccount(me.cookie, { password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: settingsMessages.deleted });
    expect(response.headers.getSetCookie().join(';')).toMatch(/session=;/);

    // No personal data left anywhere in the database.
    const everything = await wholeDatabase();
    for (const personal of [
      me.email,
      me.mobile,
      me.account.username,
      me.account.displayName,
      'rohan Street',
      `ORDER-rohan`,
      'rohan liked it',
      me.account.passwordHash!,
    ])
      expect(everything, personal).not.toContain(personal);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, me.account.id));
    expect(row).toMatchObject({
      username: `deleted-${me.account.id}`,
      email: null,
      mobile: null,
      displayName: 'Deleted account',
      pictureUrl: null,
      passwordHash: null,
      googleSubject: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.accountId, me.account.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.accountId, me.account.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, me.account.id))).toEqual([]);

    // Money records whole: same ledger totals by kind, same balance, same sales.
    expect(await ledgerTotals()).toEqual(totalsBefore);
    expect(await readBalance(t.db, me.account.id)).toEqual(balanceBefore);
    expect(await t.db.select().from(merchantSales).where(eq(merchantSales.accountId, me.account.id))).toEqual(
      salesBefore,
    );

    // Others untouched.
    const [kiran] = await t.db.select().from(accounts).where(eq(accounts.id, bystander.account.id));
    expect(kiran?.email).toBe(bystander.email);
    const [friendRow] = await t.db.select().from(accounts).where(eq(accounts.id, friend.id));
    expect(friendRow?.referredByAccountId).toBe(me.account.id);

    // Signed out everywhere; cannot sign in by name or email; the invite code refers no one.
    expect((await get('/api/account/settings', me.cookie)).status).toBe(401);
    expect((await get('/api/account/settings', other.cookie)).status).toBe(401);
    expect((await signInAgain(me.account.username)).status).toBe(401);
    expect(
      (await postJson(t, '/api/UserDetail1/Login', { email: me.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
    const signUp = await postJson(t, '/api/UserDetail1/register', {
      username: `newcomer_${people}`,
      email: `newcomer.${people}@example.in`,
      mobileNumber: '9812345678',
      password: TEST_PASSWORD,
      referredBy: me.account.referralCode,
    });
    expect(signUp.status).toBeLessThan(300);
    const [newcomer] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.username, `newcomer_${people}`));
    expect(newcomer?.referredByAccountId).toBeNull();
  });

  it("takes a merchant's store, coupons and products offline and keeps the merchant's sales", async () => {
    const { account, merchant, cookie } = await signedIn(t, 'merchant');
    const coupon = await createCoupon(t.db, {
      merchantId: merchant!.id,
      status: 'approved',
      assignedSlotId: 7,
    });
    await createStore(t, { merchantId: merchant!.id });
    const shopper = await createAccount(t.db, { role: 'user' });
    await recordMerchantSale(
      t.db,
      {
        merchantId: merchant!.id,
        accountId: shopper.id,
        couponId: coupon.id,
        saleAmountPaise: 10_000,
        saleDate: '2026-03-01',
        remarks: null,
        idempotencyKey: 'merchant-delete-1',
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    expect((await t.app.request(`/api/MerchantPage/GetMerchantStore/${merchant!.id}`)).status).toBe(200);

    const response = await deleteAccount(cookie, { password: TEST_PASSWORD });
    expect(response.status).toBe(200);

    const [couponRow] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(couponRow).toMatchObject({ status: 'rejected', assignedSlotId: null });
    const [store] = await t.db.select().from(stores).where(eq(stores.merchantId, merchant!.id));
    expect(store?.isActive).toBe(false);
    expect((await t.app.request(`/api/MerchantPage/GetMerchantStore/${merchant!.id}`)).status).toBe(404);
    const everything = await wholeDatabase();
    for (const personal of [account.email!, merchant!.email, account.username, merchant!.merchantName])
      expect(everything, personal).not.toContain(personal);
    expect(
      await t.db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchant!.id)),
    ).toHaveLength(1);
  });

  it('asks a Google-only account to type DELETE', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    await t.db
      .update(accounts)
      .set({ passwordHash: null, googleSubject: `google-${account.id}` })
      .where(eq(accounts.id, account.id));
    const refused = await deleteAccount(cookie, { confirm: 'delete me' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      settingsMessages.confirmDelete,
    );
    expect((await deleteAccount(cookie, { confirm: DELETE_CONFIRMATION_WORD })).status).toBe(200);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.googleSubject).toBeNull();
  });

  it('refuses an administrator and says why', async () => {
    const { account, cookie } = await signedIn(t, 'admin');
    const response = await deleteAccount(cookie, { password: TEST_PASSWORD });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      settingsMessages.adminCannotDelete,
    );
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.deletedAt).toBeNull();
  });
});

async function signInAgain(username: string) {
  const response = await postJson(t, '/api/UserDetail1/Login', { username, password: TEST_PASSWORD });
  return { status: response.status, cookie: cookiesFrom(response) };
}
