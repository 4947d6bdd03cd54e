import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { throttleBuckets } from '../../functions/db/schema/index.ts';
import { postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Throttling (decision 0015). One app and database for the whole file: throttling state persists
 * between tests, so every test uses its own accounts and client addresses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** A client address no other test has used (documentation range, RFC 5737). */
const freshAddress = () => `203.0.113.${++addresses}`;

/** POSTs JSON as our pages do, from `address` as the host's adapter reports it (src/pages/api). */
function postFrom(address: string, path: string, body: unknown) {
  return t.app.request(
    path,
    sameOrigin({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
    { clientAddress: address },
  );
}

const userLogin = (address: string, username: string, password: string) =>
  postFrom(address, '/api/UserDetail1/Login', { username, password });

const TOO_MANY_SIGN_INS = {
  error: {
    code: 'too_many_attempts',
    message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  },
};

/** Retry-After is whole seconds, at most the window. */
function expectRetryAfter(response: Response, windowSeconds: number) {
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

let names = 0;
const freshName = (prefix: string) => `${prefix}_${++names}_${Date.now().toString(36)}`;

describe('failed sign-ins', () => {
  it('lets at most 5 of 20 parallel wrong passwords be checked; the rest answer 429 with Retry-After', async () => {
    const account = await createAccount(t.db, {
      role: 'user',
      username: freshName('burst'),
      password: TEST_PASSWORD,
    });
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => userLogin(address, account.username, `wrong-${i}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const response of responses.filter((r) => r.status === 429)) {
      expectRetryAfter(response, 15 * 60);
      expect(await response.json()).toEqual(TOO_MANY_SIGN_INS);
    }
    // Locked now even with the right password.
    const right = await userLogin(address, account.username, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('never locks an account of another role: failures on the user form leave the admin and merchant forms open', async () => {
    const name = freshName('chief');
    await createAccount(t.db, { role: 'admin', username: name, password: TEST_PASSWORD });
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await userLogin(address, name, `wrong-${i}`)).status).toBe(401);
    expect((await userLogin(address, name, 'wrong-5')).status).toBe(429);

    const merchantForm = await postFrom(address, '/api/MerchantDetails/Login', {
      userName: name,
      password: 'wrong',
    });
    expect(merchantForm.status).toBe(401);
    const adminGate = await postFrom(address, '/api/auth/admin-login', { name, password: TEST_PASSWORD });
    expect(adminGate.status).toBe(200);
  });

  it('counts the user name and the email of one account against one budget', async () => {
    const account = await createAccount(t.db, {
      role: 'user',
      username: freshName('twin'),
      password: TEST_PASSWORD,
    });
    const address = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await userLogin(address, account.username, 'wrong')).status).toBe(401);
    const email = (account.email ?? '').toUpperCase();
    for (let i = 0; i < 2; i++) expect((await userLogin(address, email, 'wrong')).status).toBe(401);
    expect((await userLogin(address, account.username, TEST_PASSWORD)).status).toBe(429);
    expect((await userLogin(address, email, TEST_PASSWORD)).status).toBe(429);
  });

  it('does not lock the owner out from another address', async () => {
    const account = await createAccount(t.db, {
      role: 'user',
      username: freshName('owner'),
      password: TEST_PASSWORD,
    });
    const attacker = freshAddress();
    for (let i = 0; i < 6; i++) await userLogin(attacker, account.username, `guess-${i}`);
    expect((await userLogin(attacker, account.username, TEST_PASSWORD)).status).toBe(429);
    expect((await userLogin(freshAddress(), account.username, TEST_PASSWORD)).status).toBe(200);
  });

  it('forgets the failures once the right password is given', async () => {
    const account = await createAccount(t.db, {
      role: 'user',
      username: freshName('typo'),
      password: TEST_PASSWORD,
    });
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await userLogin(address, account.username, 'typo');
    expect((await userLogin(address, account.username, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await userLogin(address, account.username, 'typo')).status).toBe(401);
  });
});

describe('per-address budgets', () => {
  it('bounds sign-ins from one address across many names: the admin gate after 30 in 15 minutes', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postFrom(address, '/api/auth/admin-login', { name: freshName(`spray${i}`), password: 'guess' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 30 }, () => 401));
    const over = await postFrom(address, '/api/auth/admin-login', {
      name: freshName('spray'),
      password: 'guess',
    });
    expect(over.status).toBe(429);
    expectRetryAfter(over, 15 * 60);
    expect(((await over.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_SIGN_INS.error.message,
    );
  });

  it('counts failed sign-ins only: 31 right passwords at the admin gate from one address all sign in', async () => {
    // The admin gate's budget is the smallest (30), so the test checks 61 passwords, not 121.
    const address = freshAddress();
    const admin = await createAccount(t.db, {
      role: 'admin',
      username: freshName('gate'),
      password: TEST_PASSWORD,
    });
    const adminLogin = (name: string, password: string) =>
      postFrom(address, '/api/auth/admin-login', { name, password });
    for (let i = 0; i < 31; i++) expect((await adminLogin(admin.username, TEST_PASSWORD)).status).toBe(200);
    // Failures still spend the address's budget: 30 wrong names, then even the right password waits.
    for (let i = 0; i < 30; i++) expect((await adminLogin(freshName('nobody'), 'guess')).status).toBe(401);
    expect((await adminLogin(admin.username, TEST_PASSWORD)).status).toBe(429);
  }, 120_000);

  const contact = (i: number) => ({
    name: 'Asha',
    email: `asha${i}@example.com`,
    contactNumber: '9876543210',
    message: `Hello ${i}`,
  });

  it('answers the contact form 429 with Retry-After after 10 messages an hour from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await postFrom(address, '/api/Contact/Submit', contact(i))).status).toBe(201);
    }
    const over = await postFrom(address, '/api/Contact/Submit', contact(10));
    expect(over.status).toBe(429);
    expectRetryAfter(over, 60 * 60);
    expect(await over.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests. Please wait a while and try again.' },
    });
    // Another address is not affected.
    expect((await postFrom(freshAddress(), '/api/Contact/Submit', contact(11))).status).toBe(201);
  });

  it('answers the newsletter 429 with Retry-After after 20 sign-ups an hour from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const response = await postFrom(address, '/api/AToZ/NewsLetter-Post', {
        emailAddress: `n${addresses}.${i}@example.com`,
      });
      expect(response.status).toBe(201);
    }
    const over = await postFrom(address, '/api/AToZ/NewsLetter-Post', { emailAddress: 'late@example.com' });
    expect(over.status).toBe(429);
    expectRetryAfter(over, 60 * 60);
  });

  it('refuses a parallel burst beyond the budget too', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => postFrom(address, '/api/Contact/Submit', contact(100 + i))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('stores no IP address, and clears windows that have ended', async () => {
    const address = '198.51.100.77';
    await postFrom(address, '/api/Contact/Submit', contact(200));
    expect(
      await t.db.select().from(throttleBuckets).where(like(throttleBuckets.key, '%198.51.100.77%')),
    ).toEqual([]);

    const ended = new Date(Date.now() - 60_000);
    await t.db.insert(throttleBuckets).values({
      key: 'contact:address:old',
      windowStart: new Date(ended.getTime() - 3_600_000),
      expiresAt: ended,
      hits: 3,
    });
    // The first hit of a new window (a new address) deletes every window that has ended.
    await postFrom(freshAddress(), '/api/Contact/Submit', contact(201));
    expect(await t.db.select().from(throttleBuckets).where(like(throttleBuckets.key, '%:old'))).toEqual([]);
  });
});

describe('per-account budgets', () => {
  it('answers a 31st missing cashback claim in an hour 429, counted per account, refused claims too', async () => {
    const { cookie } = await signedIn(t, 'user');
    const claim = (i: number) => ({
      couponId: 'none',
      purchaseDate: '',
      amount: '',
      orderReference: `R-${i}`,
    });
    for (let i = 0; i < 30; i++) {
      expect((await postJson(t, '/api/cashback-claims', claim(i), cookie)).status).toBe(400);
    }
    const over = await postJson(t, '/api/cashback-claims', claim(30), cookie);
    expect(over.status).toBe(429);
    expectRetryAfter(over, 60 * 60);
    // Another shopper on the same address is not affected.
    const other = await signedIn(t, 'user');
    expect((await postJson(t, '/api/cashback-claims', claim(31), other.cookie)).status).toBe(400);
  });

  it('lets an account download its data 5 times an hour, then answers 429', async () => {
    const { cookie } = await signedIn(t, 'user');
    const download = (who: string) => t.app.request('/api/account/export', { headers: { cookie: who } });
    for (let i = 0; i < 5; i++) expect((await download(cookie)).status).toBe(200);
    const over = await download(cookie);
    expect(over.status).toBe(429);
    expectRetryAfter(over, 60 * 60);
    expect((await download((await signedIn(t, 'user')).cookie)).status).toBe(200);
  });
});

describe('sign-up budgets', () => {
  const signUp = (app: TestApp, address: string, i: number) =>
    app.app.request(
      '/api/UserDetail1/register',
      sameOrigin({
        method: 'POST',
        body: JSON.stringify({
          username: `Signup_${addresses}_${i}_${Date.now().toString(36)}`,
          email: `signup.${addresses}.${i}.${Date.now()}@example.com`,
          mobileNumber: `98${String(addresses * 1000 + i).padStart(8, '0')}`,
          password: 'Mango#Lassi42',
        }),
        headers: { 'Content-Type': 'application/json' },
      }),
      { clientAddress: address },
    );

  it('lets 20 shoppers sign up from one address in an hour and refuses the 21st', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await signUp(t, address, i)).status).toBe(201);
    const over = await signUp(t, address, 20);
    expect(over.status).toBe(429);
    expectRetryAfter(over, 60 * 60);
    expect(await over.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Too many requests. Please wait a while and try again.' },
    });
  });

  it('follows SIGN_UPS_PER_ADDRESS_PER_HOUR when the deployment sets it', async () => {
    const strict = await createTestApp({ SIGN_UPS_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const address = freshAddress();
      expect((await signUp(strict, address, 0)).status).toBe(201);
      expect((await signUp(strict, address, 1)).status).toBe(201);
      expect((await signUp(strict, address, 2)).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
