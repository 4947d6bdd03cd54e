import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../functions/contract/accounts.ts';
import {
  forfeitText,
  settingsMessages,
  type AccountSettings,
} from '../../functions/contract/account-settings.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { confirmCashback } from '../../functions/services/earnings/confirm-cashback.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { accounts, merchants, sessions, userProfiles } from '../../functions/db/schema/index.ts';
import { createAccount, createMerchant } from '../../functions/seed/factories/index.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/** Settings (issue 13, item 4): each change stored, bad input changes nothing, sessions end as promised. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(method: 'GET' | 'PUT' | 'POST', path: string, cookie: string, body?: unknown) {
  return t.app.request(
    path,
    sameOrigin({
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    }),
  );
}

const accountRow = async (id: string) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const sessionCount = async (id: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.accountId, id))).length;
const isSignedIn = async (cookie: string) =>
  ((await (await send('GET', '/api/auth/me', cookie)).json()) as { profile: unknown }).profile !== null;

/** A second session of the same account, from another "device". */
async function signInAgain(username: string, password = TEST_PASSWORD) {
  const response = await postJson(t, '/api/UserDetail1/Login', { username, password });
  return { status: response.status, cookie: cookiesFrom(response) };
}

async function userWithProfile() {
  const session = await signedIn(t, 'user');
  await t.db.insert(userProfiles).values({
    accountId: session.account.id,
    username: session.account.username,
    email: session.account.email!,
    mobileNumber: '9000000001',
  });
  return session;
}

describe('GET /api/account/settings', () => {
  it('shows the account; an administrator may not delete theirs here', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const response = await send('GET', '/api/account/settings', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual<AccountSettings>({
      role: 'user',
      name: account.displayName,
      username: account.username,
      email: account.email,
      mobile: null,
      isEmailConfirmed: true,
      hasPassword: true,
      canDelete: true,
      cashback: { pendingPaise: 0, confirmedPaise: 0 },
      emailPreferences: {
        cashbackUpdates: true,
        payoutUpdates: true,
        savedReminders: true,
        followDigest: true,
      },
    });

    const admin = await signedIn(t, 'admin');
    const adminSettings = (await (
      await send('GET', '/api/account/settings', admin.cookie)
    ).json()) as AccountSettings;
    expect(adminSettings.canDelete).toBe(false);
  });

  it('says how much cashback deleting the account forfeits: pending and confirmed, none for another account', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const merchant = await createMerchant(t.db);
    const sale = (saleAmountPaise: number, saleDate: string, key: string) =>
      recordMerchantSale(
        t.db,
        {
          merchantId: merchant.id,
          accountId: account.id,
          couponId: null,
          saleAmountPaise,
          saleDate,
          remarks: null,
          idempotencyKey: `forfeit-${key}-${account.id}`,
        },
        DEFAULT_CASHBACK_SETTINGS,
      );
    await sale(2_000_000, '2026-01-01', 'old'); // 5 %: ₹1,000, confirmed below
    await sale(469_000, '2026-02-10', 'new'); // 5 %: ₹234.50, still pending
    await confirmCashback(t.db, DEFAULT_CASHBACK_SETTINGS, '2026-02-15');

    const settings = (await (await send('GET', '/api/account/settings', cookie)).json()) as AccountSettings;
    expect(settings.cashback).toEqual({ pendingPaise: 23_450, confirmedPaise: 100_000 });
    expect(forfeitText(settings.cashback)).toBe(
      'You will forfeit ₹1,234.50 of cashback (₹234.50 pending, ₹1,000 confirmed).',
    );

    // Another account's settings show none of it.
    const other = await signedIn(t, 'user');
    const theirs = (await (
      await send('GET', '/api/account/settings', other.cookie)
    ).json()) as AccountSettings;
    expect(theirs.cashback).toEqual({ pendingPaise: 0, confirmedPaise: 0 });
    expect(forfeitText(theirs.cashback)).toBeNull();
  });
});

describe('PUT /api/account/name', () => {
  it("stores a merchant's new name on the account and the merchant record", async () => {
    const { account, cookie } = await signedIn(t, 'merchant');
    const response = await send('PUT', '/api/account/name', cookie, { name: '  Sharma Sweets  ' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(settingsMessages.nameSaved);
    expect((await accountRow(account.id)).displayName).toBe('Sharma Sweets');
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.accountId, account.id));
    expect(merchant?.merchantName).toBe('Sharma Sweets');
  });

  it('refuses an empty name and changes nothing', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const response = await send('PUT', '/api/account/name', cookie, { name: '   ' });
    expect(response.status).toBe(400);
    expect((await accountRow(account.id)).displayName).toBe(account.displayName);
  });
});

describe('PUT /api/account/mobile', () => {
  it("stores the number on the account and the user's details record", async () => {
    const { account, cookie } = await userWithProfile();
    const response = await send('PUT', '/api/account/mobile', cookie, { mobile: '9876501234' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; settings: AccountSettings };
    expect(body.message).toBe(settingsMessages.mobileSaved);
    expect(body.settings.mobile).toBe('9876501234');
    expect((await accountRow(account.id)).mobile).toBe('9876501234');
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.accountId, account.id));
    expect(profile?.mobileNumber).toBe('9876501234');
  });

  it("refuses anything but ten digits with the spec's message and changes nothing", async () => {
    const { account, cookie } = await userWithProfile();
    for (const mobile of ['98765', '+919876501234', '98765abcde']) {
      const response = await send('PUT', '/api/account/mobile', cookie, { mobile });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual(
        {
          mobile: accountMessages.mobile,
        },
      );
    }
    expect((await accountRow(account.id)).mobile).toBeNull();
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.accountId, account.id));
    expect(profile?.mobileNumber).toBe('9000000001');
  });
});

describe('PUT /api/account/password', () => {
  it('needs the current password: a wrong one is refused and nothing changes', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const response = await send('PUT', '/api/account/password', cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'A-new-password-1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'wrong_password',
        message: settingsMessages.wrongPassword,
        fields: { currentPassword: settingsMessages.wrongPassword },
      },
    });
    expect((await accountRow(account.id)).passwordHash).toBe(account.passwordHash);
    expect((await signInAgain(account.username)).status).toBe(200);
  });

  it("refuses a new password under 8 characters with the spec's message", async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const response = await send('PUT', '/api/account/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      newPassword: accountMessages.passwordTooShort,
    });
    expect((await accountRow(account.id)).passwordHash).toBe(account.passwordHash);
  });

  it('changes it and ends every other session of the account, keeping this one', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const other = await signInAgain(account.username);
    expect(await isSignedIn(other.cookie)).toBe(true);

    const response = await send('PUT', '/api/account/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'A-new-password-1',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(settingsMessages.passwordSaved);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await sessionCount(account.id)).toBe(1);
    expect((await signInAgain(account.username)).status).toBe(401);
    expect((await signInAgain(account.username, 'A-new-password-1')).status).toBe(200);
  });

  it('is throttled like sign-in: the sixth wrong current password in a window answers 429', async () => {
    const { cookie } = await signedIn(t, 'user');
    const wrong = { currentPassword: 'wrong-guess', newPassword: 'A-new-password-1' };
    for (let i = 0; i < 5; i++)
      expect((await send('PUT', '/api/account/password', cookie, wrong)).status).toBe(400);
    const sixth = await send('PUT', '/api/account/password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'A-new-password-1',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('tells a Google-only account it has no password', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    await t.db
      .update(accounts)
      .set({ passwordHash: null, googleSubject: `google-${account.id}` })
      .where(eq(accounts.id, account.id));
    const response = await send('PUT', '/api/account/password', cookie, {
      currentPassword: 'anything',
      newPassword: 'A-new-password-1',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      settingsMessages.noPassword,
    );
    expect((await accountRow(account.id)).passwordHash).toBeNull();
  });
});

describe('PUT /api/account/email', () => {
  it('changes the address at once, unconfirmed, on the account and the details record', async () => {
    const { account, cookie } = await userWithProfile();
    const response = await send('PUT', '/api/account/email', cookie, {
      email: ' New.Address@Example.com ',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; settings: AccountSettings };
    expect(body.message).toBe(settingsMessages.emailSaved);
    expect(body.settings).toMatchObject({ email: 'new.address@example.com', isEmailConfirmed: false });
    const row = await accountRow(account.id);
    expect(row.email).toBe('new.address@example.com');
    expect(row.isEmailConfirmed).toBe(false);
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.accountId, account.id));
    expect(profile?.email).toBe('new.address@example.com');

    // The verification link goes to the new address (h-mail's outbox, the default mailer).
    const sent = (await t.outbox()).filter((message) => message.to === 'new.address@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/\/verify-email\?token=[\w-]{43}/);
    // The old address hears of the change, without the new address in full.
    const notice = (await t.outbox()).filter((message) => message.to === account.email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('n…@example.com');
    expect(notice[0]?.text).not.toContain('new.address@example.com');
  });

  it('refuses an address another account of the role uses, a wrong or missing password; nothing changes', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const other = await createAccount(t.db, { role: 'user', email: 'taken.by.other@example.com' });
    const taken = await send('PUT', '/api/account/email', cookie, {
      email: 'Taken.By.Other@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe(
      settingsMessages.emailTaken,
    );

    const wrong = await send('PUT', '/api/account/email', cookie, {
      email: 'free.address@example.com',
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    const missing = await send('PUT', '/api/account/email', cookie, { email: 'free.address@example.com' });
    expect(missing.status).toBe(400);
    const invalid = await send('PUT', '/api/account/email', cookie, {
      email: 'not an email',
      currentPassword: TEST_PASSWORD,
    });
    expect(invalid.status).toBe(400);

    const row = await accountRow(account.id);
    expect(row.email).toBe(account.email);
    expect(row.isEmailConfirmed).toBe(true);
    expect((await accountRow(other.id)).email).toBe('taken.by.other@example.com');
  });

  it('allows an address that only an account of another role uses (uniqueness is per role)', async () => {
    const { cookie } = await signedIn(t, 'user');
    await createAccount(t.db, { role: 'merchant', email: 'shared.by.roles@example.com' });
    const response = await send('PUT', '/api/account/email', cookie, {
      email: 'shared.by.roles@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this one included', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const other = await signInAgain(account.username);
    const response = await send('POST', '/api/auth/sign-out-everywhere', cookie);
    expect(response.status).toBe(200);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await sessionCount(account.id)).toBe(0);
  });
});
