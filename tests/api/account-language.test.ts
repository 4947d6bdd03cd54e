import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../functions/db/schema/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/** PUT /api/account/language (issue 26 item 3, decision 0084): the switcher's choice is remembered. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putLanguage = (body: unknown, cookie?: string) =>
  t.app.request(
    '/api/account/language',
    sameOrigin({
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    }),
  );

describe('the language choice', () => {
  it('is kept on the account when signed in, shown in the profile, and set in the lang cookie', async () => {
    const { account, cookie } = await signedIn(t, 'user');
    const response = await putLanguage({ language: 'te' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'te', saved: 'account' });
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/(^|\n)lang=te;.*Path=\//);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.language).toBe('te');
    const me = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(((await me.json()) as { profile: { language: string } }).profile.language).toBe('te');
  });

  it('is only a cookie for a visitor', async () => {
    const response = await putLanguage({ language: 'hi' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'hi', saved: 'cookie' });
    expect(response.headers.getSetCookie().join('\n')).toContain('lang=hi');
  });

  it('refuses a language the site does not have, and changes nothing', async () => {
    const { account, cookie } = await signedIn(t, 'merchant');
    const response = await putLanguage({ language: 'fr' }, cookie);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      'Choose English (en), Hindi (hi) or Telugu (te).',
    );
    expect(response.headers.getSetCookie()).toEqual([]);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.language).toBe('en');
  });
});
