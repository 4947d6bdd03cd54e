import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../functions/auth/sessions.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { accounts, merchants, sessions, userProfiles } from '../../functions/db/schema/index.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const userSignup = (overrides: Record<string, unknown> = {}) => ({
  username: 'Asha_Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  password: 'Mango#Lassi42',
  address: 'Jayanagar, Bengaluru',
  ...overrides,
});

const merchantSignup = (overrides: Record<string, unknown> = {}) => ({
  merchantName: 'Kaveri Sarees',
  brandName: 'Kaveri',
  industry: 'Retail',
  category: 'Fashion',
  address: 'Chickpet, Bengaluru',
  email: 'sales@kaveri.example.in',
  mobile: '9123456780',
  merchatSiteUrl: 'kaveri.example.in',
  userName: 'kaveri_sarees',
  password: 'Silk#Route2025',
  ...overrides,
});

async function me(cookie: string) {
  const response = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { profile: { name: string; role: string; email: string } | null })
    .profile;
}

describe('user sign-up and sign-in', () => {
  it('creates the account and user record with an argon2id hash, without signing in', async () => {
    const response = await postJson(t, '/api/UserDetail1/register', userSignup());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'User Sign-up successful!' });
    expect(response.headers.getSetCookie()).toEqual([]);

    const account = await t.db.query.accounts.findFirst({ where: eq(accounts.username, 'Asha_Rao') });
    expect(account).toMatchObject({ role: 'user', email: 'asha@example.com', mobile: '9876543210' });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const [profile] = await t.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.accountId, account?.id ?? ''));
    expect(profile).toMatchObject({ mobileNumber: '9876543210', address: 'Jayanagar, Bengaluru' });
  });

  it('refuses a duplicate name (in any case) or email with 409 and the spec message, creating nothing', async () => {
    await postJson(t, '/api/UserDetail1/register', userSignup());
    for (const duplicate of [
      userSignup({ email: 'other@example.com', username: 'ASHA_RAO' }),
      userSignup({ username: 'asha2' }),
    ]) {
      const response = await postJson(t, '/api/UserDetail1/register', duplicate);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'A merchant with the same Name and Email already exists.',
      );
    }
    const [row] = await t.db.select({ n: count() }).from(accounts);
    expect(row?.n).toBe(1);
  });

  it('checks each field with the spec messages and stores nothing', async () => {
    const response = await postJson(
      t,
      '/api/UserDetail1/register',
      userSignup({ password: 'short', mobileNumber: '98765 4321', email: 'not-an-email' }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      email: 'Please enter a valid email address',
      mobileNumber: 'Mobile number must be exactly 10 digits and only contain numbers',
      password: 'Password must be at least 8 characters long',
    });
    const [row] = await t.db.select({ n: count() }).from(accounts);
    expect(row?.n).toBe(0);
  });

  it('accepts long passwords and never truncates them', async () => {
    const long = `${'k'.repeat(80)}#1`;
    expect((await postJson(t, '/api/UserDetail1/register', userSignup({ password: long }))).status).toBe(201);
    expect(
      (await postJson(t, '/api/UserDetail1/Login', { username: 'Asha_Rao', password: long.slice(0, 72) }))
        .status,
    ).toBe(401);
    expect(
      (await postJson(t, '/api/UserDetail1/Login', { username: 'Asha_Rao', password: long })).status,
    ).toBe(200);
  });

  it('signs in by user name or email with an HttpOnly session cookie, a new token each time', async () => {
    await postJson(t, '/api/UserDetail1/register', userSignup());
    const byName = await postJson(t, '/api/UserDetail1/Login', {
      username: 'asha_rao',
      password: 'Mango#Lassi42',
    });
    expect(byName.status).toBe(200);
    expect(await byName.json()).toMatchObject({
      message: 'Login successful!',
      profile: { role: 'user', name: 'Asha_Rao' },
    });
    const setCookie = byName.headers.getSetCookie().find((c) => c.startsWith('session=')) ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=18000/);

    const byEmail = await postJson(t, '/api/UserDetail1/Login', {
      email: 'ASHA@example.com',
      password: 'Mango#Lassi42',
    });
    expect(byEmail.status).toBe(200);
    expect(cookiesFrom(byEmail)).not.toBe(cookiesFrom(byName));
    expect((await me(cookiesFrom(byName)))?.email).toBe('asha@example.com');
    expect((await me(cookiesFrom(byEmail)))?.email).toBe('asha@example.com');
    // Only the hash of the token is stored.
    const token = cookiesFrom(byName).match(/session=([^;]+)/)?.[1] ?? '';
    const stored = await t.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((s) => s.id)).not.toContain(token);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown name alike', async () => {
    await postJson(t, '/api/UserDetail1/register', userSignup());
    const wrong = await postJson(t, '/api/UserDetail1/Login', {
      username: 'Asha_Rao',
      password: 'wrong password',
    });
    const unknown = await postJson(t, '/api/UserDetail1/Login', {
      username: 'nobody_here',
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    const again = await postJson(t, '/api/UserDetail1/Login', { username: 'nobody_here', password: 'x' });
    expect(await again.json()).toEqual({
      error: { code: 'login_failed', message: 'Login failed. Please try again.' },
    });
  });
});

describe('sessions', () => {
  it('sign-out deletes the session on the server: the old cookie is refused afterwards', async () => {
    const { cookie } = await signedIn(t, 'user');
    expect(await me(cookie)).not.toBeNull();
    const out = await postJson(t, '/api/auth/logout', {}, cookie);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session=;/);
    expect(await me(cookie)).toBeNull();
    const [row] = await t.db.select({ n: count() }).from(sessions);
    expect(row?.n).toBe(0);
  });

  it('lasts exactly 5 hours and is refused by the server after that', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBeGreaterThanOrEqual(
      18_000_000 - 1_000,
    );
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      18_000_000 + 1_000,
    );

    // A session started 5 hours and one minute ago.
    const old = await createSession(t.db, account.id, new Date(Date.now() - 18_000_000 - 60_000));
    expect(await me(`session=${old.token}`)).toBeNull();
    expect(await me(cookie)).not.toBeNull();
  });

  it('ignores forged or malformed tokens', async () => {
    expect(await me('session=not-a-real-token')).toBeNull();
    expect(await me(`session=${'A'.repeat(43)}`)).toBeNull();
  });
});

describe('sign-in throttling', () => {
  it('refuses the right password with 429 after 5 failures within 15 minutes, for that account only', async () => {
    await createAccount(t.db, { role: 'user', username: 'target', password: TEST_PASSWORD });
    await createAccount(t.db, { role: 'user', username: 'bystander', password: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect(
        (await postJson(t, '/api/UserDetail1/Login', { username: 'target', password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const sixth = await postJson(t, '/api/UserDetail1/Login', { username: 'target', password: 'wrong-5' });
    expect(sixth.status).toBe(429);
    const right = await postJson(t, '/api/UserDetail1/Login', {
      username: 'TARGET',
      password: TEST_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      },
    });
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(
      (await postJson(t, '/api/UserDetail1/Login', { username: 'bystander', password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('throttles names that do not exist the same way, so it reveals nothing', async () => {
    for (let i = 0; i < 5; i++)
      await postJson(t, '/api/UserDetail1/Login', { username: 'ghost', password: 'x' });
    expect((await postJson(t, '/api/UserDetail1/Login', { username: 'ghost', password: 'x' })).status).toBe(
      429,
    );
  });
});

describe('merchant sign-up, sign-in and record', () => {
  it('creates the merchant account and record, then signs in', async () => {
    const response = await postJson(t, '/api/MerchantDetails', merchantSignup());
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Merchant Sign-up successful!' });
    const [merchant] = await t.db.select().from(merchants);
    expect(merchant).toMatchObject({
      merchantName: 'Kaveri Sarees',
      category: 'Fashion',
      siteUrl: 'https://kaveri.example.in',
    });

    const login = await postJson(t, '/api/MerchantDetails/Login', {
      userName: 'kaveri_sarees',
      password: 'Silk#Route2025',
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({
      profile: { role: 'merchant', merchantId: merchant?.id, hasDetails: true },
    });
  });

  it('needs merchant name and category, and a 10-digit mobile', async () => {
    const response = await postJson(
      t,
      '/api/MerchantDetails',
      merchantSignup({ merchantName: ' ', category: '', mobile: '12345' }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      merchantName: 'This field is required',
      category: 'This field is required',
      mobile: 'Mobile number must be exactly 10 digits and only contain numbers',
    });
  });

  it('a user account cannot sign in as a merchant, nor a merchant as a user', async () => {
    const user = await createAccount(t.db, { role: 'user', password: TEST_PASSWORD });
    expect(
      (await postJson(t, '/api/MerchantDetails/Login', { userName: user.username, password: TEST_PASSWORD }))
        .status,
    ).toBe(401);
    const merchant = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    expect(
      (await postJson(t, '/api/UserDetail1/Login', { username: merchant.username, password: TEST_PASSWORD }))
        .status,
    ).toBe(401);
  });

  it('shows the whole merchant record to its owner and admins, and public fields to others', async () => {
    const owner = await signedIn(t, 'merchant');
    const other = await signedIn(t, 'merchant');
    const admin = await signedIn(t, 'admin');
    const path = `/api/MerchantDetails/${owner.merchant?.id}`;
    const read = async (cookie?: string) =>
      (await (await t.app.request(path, cookie ? { headers: { Cookie: cookie } } : {})).json()) as Record<
        string,
        unknown
      >;

    expect(await read(owner.cookie)).toHaveProperty('mobile', '9876543210');
    expect(await read(admin.cookie)).toHaveProperty('email');
    for (const viewer of [undefined, other.cookie]) {
      const body = await read(viewer);
      expect(body).toHaveProperty('merchantName');
      expect(body).not.toHaveProperty('mobile');
      expect(body).not.toHaveProperty('email');
    }
    expect((await t.app.request('/api/MerchantDetails/not-a-uuid')).status).toBe(404);
  });

  it('completes the details of a signed-in merchant account that has no record', async () => {
    const account = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    const login = await postJson(t, '/api/MerchantDetails/Login', {
      userName: account.username,
      password: TEST_PASSWORD,
    });
    const cookie = cookiesFrom(login);
    expect(await login.json()).toMatchObject({ profile: { hasDetails: false, merchantId: null } });

    const badMobile = await postJson(
      t,
      '/api/MerchantDetails',
      { merchantName: 'X', category: 'Food', email: 'x@example.com', mobile: '99' },
      cookie,
    );
    expect(
      ((await badMobile.json()) as { error: { fields: Record<string, string> } }).error.fields.mobile,
    ).toBe('Please Check your Mobile Number');
    const saved = await postJson(
      t,
      '/api/MerchantDetails',
      {
        merchantName: 'Annapurna Foods',
        category: 'Food & Dining',
        email: 'a@example.com',
        mobile: '9988776655',
      },
      cookie,
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({
      message: 'Merchant Details Submitted Successfully',
      profile: { hasDetails: true },
    });
  });
});

describe('referrals', () => {
  it('records who referred a new account, and keeps an unknown code without a referrer', async () => {
    const referrer = await createAccount(t.db, { role: 'merchant', referralCode: 'ABC123' });
    await postJson(t, '/api/UserDetail1/register', userSignup({ referredBy: 'abc123' }));
    await postJson(t, '/api/MerchantDetails', merchantSignup({ referredByCode: 'ZZZ999' }));

    const user = await t.db.query.accounts.findFirst({ where: eq(accounts.username, 'Asha_Rao') });
    expect(user).toMatchObject({
      referredByAccountId: referrer.id,
      referredByCode: 'ABC123',
      referredByType: 'Merchant',
    });
    const merchant = await t.db.query.accounts.findFirst({ where: eq(accounts.username, 'kaveri_sarees') });
    expect(merchant).toMatchObject({
      referredByAccountId: null,
      referredByCode: 'ZZZ999',
      referredByType: null,
    });
  });
});

describe('the admin gate', () => {
  it('refuses wrong credentials with the spec message and lets an admin in', async () => {
    await createAccount(t.db, { role: 'admin', username: 'chief', password: TEST_PASSWORD });
    const wrong = await postJson(t, '/api/auth/admin-login', { name: 'chief', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid admin credentials',
    );

    const user = await createAccount(t.db, { role: 'user', password: TEST_PASSWORD });
    expect(
      (await postJson(t, '/api/auth/admin-login', { name: user.username, password: TEST_PASSWORD })).status,
    ).toBe(401);

    const right = await postJson(t, '/api/auth/admin-login', { name: 'chief', password: TEST_PASSWORD });
    expect(right.status).toBe(200);
    expect((await me(cookiesFrom(right)))?.role).toBe('admin');
  });
});
