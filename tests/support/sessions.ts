import { hashPassword } from '../../functions/auth/passwords.ts';
import { createAccount, createMerchant } from '../../functions/seed/factories/index.ts';
import type { TestApp } from './test-app.ts';
import { sameOrigin } from './test-app.ts';

export const TEST_PASSWORD = 'Correct#Horse9';

let testPasswordHash: Promise<string> | undefined;
/**
 * TEST_PASSWORD's argon2id hash, made once per test worker: hashing at production cost is a fifth of a
 * second on a busy machine, and `signedIn` runs hundreds of times. Each sign-in still verifies the
 * password against a real hash; only the salt is shared between test accounts.
 */
export function hashOfTestPassword(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** The session cookie(s) a response set, as a Cookie header to send back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function postJson(t: TestApp, path: string, body: unknown, cookie?: string): Promise<Response> {
  return t.app.request(
    path,
    sameOrigin({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );
}

const LOGIN = {
  user: (name: string) => ['/api/UserDetail1/Login', { username: name, password: TEST_PASSWORD }] as const,
  merchant: (name: string) =>
    ['/api/MerchantDetails/Login', { userName: name, password: TEST_PASSWORD }] as const,
  admin: (name: string) => ['/api/auth/admin-login', { name, password: TEST_PASSWORD }] as const,
};

/** A fresh account of the role (merchants with their record), signed in through the real API. */
export async function signedIn(t: TestApp, role: 'user' | 'merchant' | 'admin') {
  const account = await createAccount(t.db, { role, passwordHash: await hashOfTestPassword() });
  const merchant = role === 'merchant' ? await createMerchant(t.db, { accountId: account.id }) : null;
  const [path, body] = LOGIN[role](account.username);
  const response = await postJson(t, path, body);
  if (response.status !== 200)
    throw new Error(`sign-in as ${role} failed: ${response.status} ${await response.text()}`);
  return { account, merchant, cookie: cookiesFrom(response) };
}
