import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/seed/factories/index.ts';
import { sessions } from '../../functions/db/schema/index.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Session cookies and their lifetime (decision 0016). */
const opened: TestApp[] = [];
async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  opened.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

async function signInUser(t: TestApp, username: string, cookie?: string) {
  return postJson(t, '/api/UserDetail1/Login', { username, password: TEST_PASSWORD }, cookie);
}

async function profileOf(t: TestApp, cookie: string) {
  const response = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
  return ((await response.json()) as { profile: { name: string } | null }).profile;
}

const named = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? '';

describe('cookie attributes follow where the site runs', () => {
  it('are Secure with the __Host- name when SITE_URL is https, and only that cookie is read', async () => {
    const t = await appWith({ SITE_URL: 'https://deals.example.in' });
    await createAccount(t.db, { role: 'user', username: 'https_user', password: TEST_PASSWORD });
    const response = await signInUser(t, 'https_user');
    expect(response.status).toBe(200);

    const session = named(response, '__Host-session');
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/);
    expect(named(response, 'signed_in')).toMatch(/; Secure/);
    expect(named(response, 'session')).toBe('');

    const token = session.split(';')[0]?.split('=')[1] ?? '';
    expect(await profileOf(t, `__Host-session=${token}`)).not.toBeNull();
    // A plain `session` cookie (set by a subdomain or over http) is never read on an https site.
    expect(await profileOf(t, `session=${token}`)).toBeNull();

    const out = await postJson(t, '/api/auth/logout', {}, `__Host-session=${token}`);
    expect(named(out, '__Host-session')).toMatch(/Max-Age=0.*Secure|Secure.*Max-Age=0/);
  });

  it('are neither Secure nor __Host- on an http site, even with NODE_ENV=production', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', SITE_URL: 'http://localhost:4321' },
      {},
    ];
    for (const env of envs) {
      const t = await appWith(env);
      await createAccount(t.db, { role: 'user', username: 'http_user', password: TEST_PASSWORD });
      const response = await signInUser(t, 'http_user');
      expect(response.status).toBe(200);
      const session = named(response, 'session');
      expect(session).toMatch(/; HttpOnly/);
      expect(session).not.toMatch(/Secure/);
      expect(named(response, 'signed_in')).not.toMatch(/Secure/);
      expect(named(response, '__Host-session')).toBe('');
      expect(await profileOf(t, cookiesFrom(response))).not.toBeNull();
    }
  });
});

describe('signing in', () => {
  it('ends the session the browser already had, on the user form and the admin gate', async () => {
    const t = await appWith();
    const { cookie: before, account } = await signedIn(t, 'user');
    await createAccount(t.db, { role: 'admin', username: 'gate_admin', password: TEST_PASSWORD });

    const again = await signInUser(t, account.username, before);
    expect(again.status).toBe(200);
    const after = cookiesFrom(again);
    expect(await profileOf(t, before)).toBeNull();
    expect(await profileOf(t, after)).not.toBeNull();

    const gate = await postJson(
      t,
      '/api/auth/admin-login',
      { name: 'gate_admin', password: TEST_PASSWORD },
      after,
    );
    expect(gate.status).toBe(200);
    expect(await profileOf(t, after)).toBeNull();
    // One session each: the user's ended ones are gone from the database.
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every session of the account, clears the cookie, and leaves other accounts signed in', async () => {
    const t = await appWith();
    const { cookie: phone, account } = await signedIn(t, 'user');
    const laptop = cookiesFrom(await signInUser(t, account.username));
    const { cookie: someoneElse } = await signedIn(t, 'user');
    expect(await profileOf(t, laptop)).not.toBeNull();

    const response = await postJson(t, '/api/auth/sign-out-everywhere', {}, phone);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(named(response, 'session')).toMatch(/Max-Age=0/);
    expect(named(response, 'signed_in')).toMatch(/Max-Age=0/);

    expect(await profileOf(t, phone)).toBeNull();
    expect(await profileOf(t, laptop)).toBeNull();
    expect(await profileOf(t, someoneElse)).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
  });
});
