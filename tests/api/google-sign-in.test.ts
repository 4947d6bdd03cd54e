import { count, eq } from 'drizzle-orm';
import { Events, OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../functions/contract/accounts.ts';
import type { GoogleIntent } from '../../functions/contract/google.ts';
import { accounts, oauthStates } from '../../functions/db/schema/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Google sign-in end to end against a local fake identity provider (oauth2-mock-server on 127.0.0.1):
 * the app discovers it, the test plays the browser between the two, and nothing reaches the internet.
 */
const CLIENT_ID = 'dealsphere-test-client';
const CALLBACK = 'http://localhost/api/auth/google/callback';

let idp: OAuth2Server;
/** Claims the fake provider puts into the next tokens it signs (set per test). */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.issuer.url = `http://127.0.0.1:${idp.address().port}`;
  idp.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
});
afterAll(() => idp.stop());

let t: TestApp;
beforeEach(async () => {
  claims = {
    sub: 'google-sub-asha',
    email: 'asha@example.com',
    email_verified: true,
    name: 'Asha Verma',
    picture: 'https://lh3.example.com/asha.png',
  };
  t = await createTestApp(googleEnv());
});
afterEach(() => t.close());

function googleEnv() {
  return {
    GOOGLE_ISSUER: idp.issuer.url ?? '',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    SITE_URL: 'http://localhost',
  };
}

/** The value of one cookie a response sets, or undefined. */
function setCookie(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return line === undefined ? undefined : { value: line.slice(name.length + 1).split(';')[0] ?? '', line };
}

/** The page's POST, then the browser's visit to the provider, which sends it back with code and state. */
async function beginSignIn(intent: GoogleIntent, extra: Record<string, string> = {}) {
  const response = await t.app.request(
    '/api/Auth/google-login',
    sameOrigin({
      method: 'POST',
      body: JSON.stringify({ intent, ...extra }),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const stateCookie = setCookie(response, 'google_state');
  expect(stateCookie).toBeDefined();
  const atProvider = await fetch(url, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  return {
    authorizationUrl: new URL(url),
    stateCookie: stateCookie?.value ?? '',
    stateCookieLine: stateCookie?.line ?? '',
    callback,
  };
}

/** The provider's redirect back to our callback, with the browser's state cookie (if any). */
function returnToCallback(callback: URL, stateCookie: string | undefined) {
  return t.app.request(`${callback.pathname}${callback.search}`, {
    headers: stateCookie === undefined ? {} : { Cookie: `google_state=${stateCookie}` },
  });
}

async function signIn(intent: GoogleIntent, extra: Record<string, string> = {}) {
  const { callback, stateCookie } = await beginSignIn(intent, extra);
  return returnToCallback(callback, stateCookie);
}

async function profileOf(response: Response): Promise<Profile | null> {
  const session = setCookie(response, 'session');
  if (!session) return null;
  const me = await t.app.request('/api/auth/me', { headers: { Cookie: `session=${session.value}` } });
  return ((await me.json()) as { profile: Profile | null }).profile;
}

async function accountCount() {
  const [row] = await t.db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

async function expectRefused(response: Response, page = '/UserSignin') {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`${page}?login=google-failed`);
  expect(setCookie(response, 'session')).toBeUndefined();
  expect(await accountCount()).toBe(0);
}

describe('Google sign-in', () => {
  it('begins with PKCE, state and nonce, and binds the state to the browser with a short-lived cookie', async () => {
    const { authorizationUrl, stateCookie, stateCookieLine } = await beginSignIn('user-signup');
    const params = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${idp.issuer.url}/authorize`);
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('state')).toBe(stateCookie);
    expect(stateCookieLine).toMatch(/HttpOnly/i);
    expect(stateCookieLine).toMatch(/SameSite=Lax/i);
    expect(stateCookieLine).toMatch(/Path=\/api\/auth\/google(;|$)/);
    expect(stateCookieLine).toMatch(/Max-Age=600/);
    const [row] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, stateCookie));
    expect(row?.intent).toBe('user-signup');
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
  });

  it('creates a user keyed on sub, lands on /, and signs the same sub into the same account later', async () => {
    const first = await signIn('user-signup');
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/?login=google-success');
    expect(setCookie(first, 'google_state')?.line).toMatch(/Max-Age=0/);
    const profile = await profileOf(first);
    expect(profile).toMatchObject({
      role: 'user',
      name: 'Asha Verma',
      email: 'asha@example.com',
      username: 'asha',
      picture: 'https://lh3.example.com/asha.png',
      hasDetails: false,
      emailVerified: true,
    });
    expect(await accountCount()).toBe(1);
    expect(await t.db.select().from(oauthStates)).toEqual([]);

    // Same Google account, new address at Google, another button: still the same account.
    claims = { ...claims, email: 'asha.new@example.com' };
    const second = await signIn('user-signin');
    expect(second.headers.get('location')).toBe('/?login=google-success');
    expect((await profileOf(second))?.id).toBe(profile?.id);
    expect(await accountCount()).toBe(1);
    const [account] = await t.db.select().from(accounts);
    expect(account?.googleSubject).toBe('google-sub-asha');
  });

  it('lands on /user/dashboard when a user signs in from the merchant page', async () => {
    const response = await signIn('user-from-merchant-page');
    expect(response.headers.get('location')).toBe('/user/dashboard?login=google-success');
    expect((await profileOf(response))?.role).toBe('user');
  });

  it('creates a merchant account for the merchant intent and lands on /merchant/dashboard', async () => {
    const response = await signIn('merchant');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/merchant/dashboard?login=google-success');
    expect(await profileOf(response)).toMatchObject({
      role: 'merchant',
      name: 'Asha Verma',
      email: 'asha@example.com',
      merchantId: null,
      hasDetails: false,
    });
  });

  it('signs an existing account in whatever the intent', async () => {
    const first = await signIn('merchant');
    const again = await signIn('user-signup');
    expect(again.headers.get('location')).toBe('/?login=google-success');
    expect(await profileOf(again)).toMatchObject({ id: (await profileOf(first))?.id, role: 'merchant' });
    expect(await accountCount()).toBe(1);
  });

  it('ends the session the browser already had', async () => {
    const { cookie } = await signedIn(t, 'user');
    const { callback, stateCookie } = await beginSignIn('user-signin');
    const response = await t.app.request(`${callback.pathname}${callback.search}`, {
      headers: { Cookie: `${cookie}; google_state=${stateCookie}` },
    });
    expect(response.headers.get('location')).toBe('/?login=google-success');
    expect(await profileOf(response)).toMatchObject({ name: 'Asha Verma' });
    const before = await t.app.request('/api/auth/me', { headers: { Cookie: cookie } });
    expect(await before.json()).toEqual({ profile: null });
  });

  it('makes a taken user name unique and records the referrer', async () => {
    const referrer = await profileOf(await signIn('user-signup'));
    claims = { ...claims, sub: 'google-sub-other', email: 'ASHA@other.example', name: 'Another Asha' };
    const response = await signIn('user-signup', { referredByCode: referrer?.referralCode ?? '' });
    const profile = await profileOf(response);
    expect(profile?.id).not.toBe(referrer?.id);
    expect(profile?.username).toMatch(/^asha-[a-z0-9]{4}$/);
    const [account] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.googleSubject, 'google-sub-other'));
    expect(account).toMatchObject({ referredByAccountId: referrer?.id, referredByType: 'User' });
  });

  it('refuses a callback without the state cookie, or with another browser’s', async () => {
    const { callback } = await beginSignIn('user-signup');
    await expectRefused(await returnToCallback(callback, undefined));

    const mine = await beginSignIn('user-signup');
    const theirs = await beginSignIn('user-signup');
    await expectRefused(await returnToCallback(mine.callback, theirs.stateCookie));
    await expectRefused(await returnToCallback(mine.callback, 'made-up-state'));
  });

  it('refuses a state used twice', async () => {
    const { callback, stateCookie } = await beginSignIn('user-signup');
    expect((await returnToCallback(callback, stateCookie)).headers.get('location')).toBe(
      '/?login=google-success',
    );
    const replay = await returnToCallback(callback, stateCookie);
    expect(replay.headers.get('location')).toBe('/UserSignin?login=google-failed');
    expect(setCookie(replay, 'session')).toBeUndefined();
  });

  it('refuses an ID token for another client (audience), back to the merchant sign-in page', async () => {
    claims = { ...claims, aud: 'someone-elses-client' };
    await expectRefused(await signIn('merchant'), '/MerchantSignin');
  });

  it('refuses an expired ID token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    claims = { ...claims, iat: past - 3600, nbf: past - 3600, exp: past };
    await expectRefused(await signIn('user-signin'));
  });

  it('refuses an error from the provider (the user cancelled)', async () => {
    const { callback, stateCookie } = await beginSignIn('user-signup');
    const cancelled = new URL(callback);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state: stateCookie }).toString();
    await expectRefused(await returnToCallback(cancelled, stateCookie));
  });

  it('says whether Google is offered, and answers 404 when it is not configured', async () => {
    expect(await (await t.app.request('/api/auth/providers')).json()).toEqual({ google: true });

    const plain = await createTestApp();
    try {
      expect(await (await plain.app.request('/api/auth/providers')).json()).toEqual({ google: false });
      const response = await plain.app.request(
        '/api/Auth/google-login',
        sameOrigin({
          method: 'POST',
          body: JSON.stringify({ intent: 'user-signin' }),
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'Google sign-in is not configured.',
      );
      // The existing /api/auth routes still answer next to the new ones.
      expect(await (await plain.app.request('/api/auth/me')).json()).toEqual({ profile: null });
    } finally {
      await plain.close();
    }
  });

  it('returns to the page the sign-in began from when it named a same-site path', async () => {
    const next = '/top-coupons?open=c-42';
    const { callback, stateCookie } = await beginSignIn('user-signin', { next });
    const [stored] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, stateCookie));
    expect(stored?.returnPath).toBe(next);
    const response = await returnToCallback(callback, stateCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/top-coupons?open=c-42&login=google-success');
    expect((await profileOf(response))?.role).toBe('user');
  });

  it('a merchant returns to the dashboard URL it was sent to sign in from', async () => {
    const response = await signIn('merchant', { next: '/merchant/refer' });
    expect(response.headers.get('location')).toBe('/merchant/refer?login=google-success');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ])("never sends the browser to another site: next=%s lands on the intent's page", async (next) => {
    const { callback, stateCookie } = await beginSignIn('user-signin', { next });
    const [stored] = await t.db.select().from(oauthStates).where(eq(oauthStates.state, stateCookie));
    expect(stored?.returnPath).toBeNull();
    const response = await returnToCallback(callback, stateCookie);
    expect(response.headers.get('location')).toBe('/?login=google-success');
    expect((await profileOf(response))?.role).toBe('user');
  });

  it('a refused sign-in goes back to its sign-in page still naming where to return', async () => {
    const { callback, stateCookie } = await beginSignIn('merchant', { next: '/merchant/refer?tab=1' });
    const cancelled = new URL(callback);
    cancelled.search = new URLSearchParams({ error: 'access_denied', state: stateCookie }).toString();
    const response = await returnToCallback(cancelled, stateCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/MerchantSignin?next=%2Fmerchant%2Frefer%3Ftab%3D1&login=google-failed',
    );
    expect(setCookie(response, 'session')).toBeUndefined();
  });

  it('checks a stored return path again in the callback', async () => {
    const { callback, stateCookie } = await beginSignIn('user-from-merchant-page', {
      next: '/user/dashboard',
    });
    await t.db
      .update(oauthStates)
      .set({ returnPath: '//evil.example/steal' })
      .where(eq(oauthStates.state, stateCookie));
    const response = await returnToCallback(callback, stateCookie);
    expect(response.headers.get('location')).toBe('/user/dashboard?login=google-success');
  });

  it('refuses an unknown intent with 400', async () => {
    const response = await t.app.request(
      '/api/Auth/google-login',
      sameOrigin({
        method: 'POST',
        body: JSON.stringify({ intent: 'admin' }),
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(response.status).toBe(400);
  });
});
