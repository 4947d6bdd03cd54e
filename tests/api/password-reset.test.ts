import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, accountTokens, sessions } from '../../functions/db/schema/index.ts';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { latestMailTo, mailedToken } from '../support/mail.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

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
const put = (cookie: string, path: string, body: unknown) =>
  t.app.request(
    path,
    sameOrigin({
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    }),
  );

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

  it('builds the link on the configured origin, whatever Host or X-Forwarded-Host the request names', async () => {
    const { account } = await signedIn(t, 'user');
    const email = account.email ?? '';
    const forged: Record<string, string>[] = [
      { Host: 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' },
    ];
    for (const headers of forged) {
      const response = await t.app.request(
        'http://evil.example/api/auth/password-reset/request',
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({ email }),
          headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example', ...headers },
        }),
      );
      expect(response.status).toBe(200);
      const mail = await latestMailTo(t, email);
      // SITE_URL is unset in tests: the development fallback is the listen address, never the request.
      expect(mail.links).toHaveLength(1);
      expect(mail.links[0]).toMatch(/^http:\/\/localhost:4321\/reset-password\?token=/);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
    }
  });

  it('builds the link on SITE_URL when it is set, never on the Host header', async () => {
    const site = await createTestApp({ SITE_URL: 'https://deals.example.in' });
    try {
      const account = await createAccount(site.db, { role: 'user', password: TEST_PASSWORD });
      const email = account.email ?? '';
      const response = await site.app.request('http://evil.example/api/auth/password-reset/request', {
        method: 'POST',
        body: JSON.stringify({ email }),
        // As curl sends it: no Origin, no Sec-Fetch-Site, any Host.
        headers: {
          'Content-Type': 'application/json',
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
        },
      });
      expect(response.status).toBe(200);
      const mail = (await site.outbox()).find((entry) => entry.to === email);
      expect(mail?.links[0]).toMatch(/^https:\/\/deals\.example\.in\/reset-password\?token=/);
    } finally {
      await site.close();
    }
  });
});

describe('a reset link is bound to the address and password it was sent for', () => {
  it('is refused, saying why, once the email changed; a link to the new address works', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const oldEmail = account.email ?? '';
    await request(oldEmail);
    const token = await mailedToken(t, oldEmail, '/reset-password');

    const changed = await put(cookie, '/api/account/email', {
      email: 'moved.on@example.com',
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);

    const refused = await confirm(token);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(
      'This reset link was sent to an email address the account no longer uses. Please ask for a new one.',
    );
    // Nothing changed: the old password still signs in.
    expect((await signIn(account.username, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(401);

    await request('moved.on@example.com');
    const fresh = await mailedToken(t, 'moved.on@example.com', '/reset-password');
    expect((await confirm(fresh)).status).toBe(200);
    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("is refused when the account's email moved away by any path, even without a revocation", async () => {
    const { account } = await signedIn(t, 'user');
    const email = account.email ?? '';
    await request(email);
    const token = await mailedToken(t, email, '/reset-password');
    // Another way the address could change (an operator's fix in the database): the binding still holds.
    await t.db.update(accounts).set({ email: 'elsewhere@example.com' }).where(eq(accounts.id, account.id));
    const refused = await confirm(token);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatch(/no longer uses/);
    // The link is spent: moving the address back does not bring it back to life.
    await t.db.update(accounts).set({ email }).where(eq(accounts.id, account.id));
    expect((await confirm(token)).status).toBe(400);
    expect((await signIn(account.username, TEST_PASSWORD)).status).toBe(200);
  });

  it('is refused, saying why, once the password changed in Settings', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const email = account.email ?? '';
    await request(email);
    const token = await mailedToken(t, email, '/reset-password');

    const changed = await put(cookie, '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Settings#Chosen77',
    });
    expect(changed.status).toBe(200);

    const refused = await confirm(token);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe(
      'This reset link no longer works because the password was changed after it was sent. Please ask for a new one if you still need it.',
    );
    expect((await signIn(account.username, 'Settings#Chosen77')).status).toBe(200);
    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(401);
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.accountId, account.id));
    expect(row?.revokedAt).not.toBeNull();
    expect(row?.usedAt).toBeNull();
  });
});
