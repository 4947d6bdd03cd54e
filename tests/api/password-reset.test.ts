import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, accountTokens, sessions } from '../../functions/db/schema/index.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { latestMailTo, mailedToken } from '../support/mail.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const NEW_PASSWORD = 'Filter#Coffee88';
const ANSWER = {
  message:
    "If an account uses that email, we've sent a link to reset its password. The link works for 30 minutes.",
};

const request = (email: string) => postJson(t, '/api/auth/password-reset/request', { email });
const confirm = (token: string, password = NEW_PASSWORD) =>
  postJson(t, '/api/auth/password-reset/confirm', { token, password });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;
async function meStatus(cookie: string) {
  const response = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
  return (await response.json()) as { profile: unknown };
}
const signIn = (username: string, password: string) =>
  postJson(t, '/api/UserDetail1/Login', { username, password });

describe('password reset', () => {
  it('answers a known and an unknown email alike, and mails only the known one', async () => {
    const { account } = await signedIn(t, 'user');
    const email = account.email ?? '';
    const known = await request(email.toUpperCase());
    const unknown = await request('nobody.here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownBody, unknownBody] = [await known.text(), await unknown.text()];
    expect(knownBody).toBe(unknownBody);
    expect(JSON.parse(knownBody)).toEqual(ANSWER);
    expect(known.headers.get('cache-control')).toBe(unknown.headers.get('cache-control'));

    const outbox = await t.outbox();
    expect(outbox.map((mail) => mail.to)).toEqual([email]);
    expect(outbox[0]?.subject).toBe('Reset your password | DealSphere');
    const rows = await t.db.select().from(accountTokens);
    expect(rows).toHaveLength(1);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 60_000)).toBe(30);
  });

  it('sets the new password once, ends every old session and every other reset link, and confirms the email', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    await t.db.update(accounts).set({ isEmailConfirmed: false }).where(eq(accounts.id, account.id));
    const email = account.email ?? '';
    await request(email);
    const older = await mailedToken(t, email, '/reset-password');
    await request(email);
    const token = await mailedToken(t, email, '/reset-password');
    expect(token).not.toBe(older);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      message: 'Your password has been changed. Please sign in with your new password.',
    });

    // The old cookie is refused; no session of the account is left.
    const old = await t.app.request('/api/auth/sign-out-everywhere', {
      method: 'POST',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(old.status).toBe(401);
    expect((await meStatus(cookie)).profile).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);

    // The link works once; the other link stopped working too.
    for (const used of [token, older]) {
      const again = await confirm(used, 'Another#Pass99');
      expect(again.status).toBe(400);
      expect(await errorOf(again)).toBe(
        'This reset link is not valid, has expired or has already been used. Please ask for a new one.',
      );
    }
    expect((await signIn(account.username, TEST_PASSWORD)).status).toBe(401);
    const fresh = await signIn(account.username, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(cookiesFrom(fresh)).not.toBe('');
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.isEmailConfirmed).toBe(true);
  });

  it('refuses a link older than 30 minutes and changes nothing', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const email = account.email ?? '';
    await request(email);
    const token = await mailedToken(t, email, '/reset-password');
    await t.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.accountId, account.id));
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect((await meStatus(cookie)).profile).not.toBeNull();
    expect((await signIn(account.username, TEST_PASSWORD)).status).toBe(200);
  });

  it('needs 8+ characters with the spec message', async () => {
    const response = await confirm('A'.repeat(43), 'short');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toMatchObject({ password: 'Password must be at least 8 characters long' });
  });

  it('tells a Google-only account to sign in with Google, with no link', async () => {
    const google = await createAccount(t.db, { role: 'user', googleSubject: 'google-sub-reset' });
    const response = await request(google.email ?? '');
    expect(await response.json()).toEqual(ANSWER);
    const mail = await latestMailTo(t, google.email ?? '');
    expect(mail.text).toContain('Sign in with Google');
    expect(mail.links).toEqual([]);
    expect(await t.db.select().from(accountTokens)).toEqual([]);
  });

  it('mails one address at most 3 times an hour, answering the same after that', async () => {
    const { account } = await signedIn(t, 'user');
    const email = account.email ?? '';
    for (let i = 0; i < 5; i++) expect(await (await request(email)).json()).toEqual(ANSWER);
    expect((await t.outbox()).filter((mail) => mail.to === email)).toHaveLength(3);
  });
});
