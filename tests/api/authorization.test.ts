import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../functions/contract/accounts.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Every route of the app is either PROTECTED (with who may call it) or PUBLIC, and the first test
 * fails on a route that is in neither list: a new endpoint cannot ship without someone deciding who
 * may call it (docs/decisions/0024-factories-and-the-route-driven-authorization-matrix.md).
 *
 * `route` is Hono's pattern as `app.routes` lists it; the call fills its parameters with
 * PATH_EXAMPLES. Protected: a visitor gets 401, every other role 403, before any input is read; an
 * allowed role gets neither, nor a 5xx. Public: a visitor gets neither 401, 403 nor a 5xx.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  method: Method;
  route: string;
  query?: string;
  body?: unknown;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PATH_EXAMPLES: Record<string, string> = { ':id': SOME_ID, ':position': 'TTCo1' };
const MEDIA_EXAMPLE = `hero/${SOME_ID}.webp`;

const ADMIN: Role[] = ['admin'];
const MERCHANT: Role[] = ['merchant'];
const SIGNED_IN: Role[] = ['user', 'merchant', 'admin'];

const PROTECTED: (Endpoint & { allowed: Role[] })[] = [
  // Admin dashboard: approvals, products, audit log
  { method: 'GET', route: '/api/Admin/PendingCoupons', allowed: ADMIN },
  { method: 'POST', route: '/api/Admin/ApproveCoupon', body: { couponId: SOME_ID }, allowed: ADMIN },
  { method: 'POST', route: '/api/admin/coupons/:id/reject', body: { reason: 'Fake offer' }, allowed: ADMIN },
  { method: 'GET', route: '/api/Admin/audit-log', allowed: ADMIN },
  { method: 'GET', route: '/api/AdminContent/admin/merchant-products', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/AdminContent/admin/merchant-products/update-status',
    body: { productId: SOME_ID, isApproved: true },
    allowed: ADMIN,
  },
  // Sessions
  { method: 'POST', route: '/api/auth/sign-out-everywhere', allowed: SIGNED_IN },
  // Admin dashboard: site images and flash text
  { method: 'POST', route: '/api/AdminContent/upload-hero-image', allowed: ADMIN },
  {
    method: 'POST',
    route: '/api/AdminContent/add-or-update-FlashText',
    body: { flash_Text: 'Hi' },
    allowed: ADMIN,
  },
  { method: 'POST', route: '/api/Cat_TC_BO/add-or-update-Cat-Banner', query: '?Frame=Cat', allowed: ADMIN },
  { method: 'POST', route: '/api/TopBanner/TTC_Images', allowed: ADMIN },
  { method: 'POST', route: '/api/TopBanner/uploadTopbanner', allowed: ADMIN },
  { method: 'POST', route: '/api/SeasonalOffer_Images/SeasonalOffer_Images', allowed: ADMIN },
  { method: 'GET', route: '/api/admin/site-images', query: '?kind=hero', allowed: ADMIN },
  { method: 'POST', route: '/api/admin/site-images', allowed: ADMIN },
  { method: 'DELETE', route: '/api/admin/site-images/:id', allowed: ADMIN },
  // Merchant dashboard
  { method: 'GET', route: '/api/merchant/coupons', allowed: MERCHANT },
  // Any signed-in account
  { method: 'POST', route: '/api/coupons/:id/reveal', allowed: SIGNED_IN },
  // Merchant dashboard: Account Information
  { method: 'GET', route: '/api/merchant/overview', allowed: MERCHANT },
];

const PUBLIC: Endpoint[] = [
  // Home, grids and site content
  { method: 'GET', route: '/api/AdminContent/get-hero-images' },
  { method: 'GET', route: '/api/AdminContent/get-Flash-Text' },
  { method: 'GET', route: '/api/AdminContent/products/approved' },
  { method: 'GET', route: '/api/TopBanner/get-top-banners' },
  { method: 'GET', route: '/api/TopBanner/TTC_Images/:position' },
  { method: 'GET', route: '/api/Cat_TC_BO/get-Cat_TC_BO' },
  { method: 'GET', route: '/api/SeasonalOffer_Images/get-SeasonalOffers-images' },
  { method: 'GET', route: '/api/site-images/popup-ad' },
  { method: 'GET', route: '/api/site-images/cards' },
  { method: 'GET', route: '/api/AdSlot/get-all-ad-slots' },
  { method: 'GET', route: '/api/AToZ/newest' },
  { method: 'GET', route: '/api/AToZ/popular' },
  { method: 'GET', route: '/api/AToZ/BestOffers' },
  { method: 'GET', route: '/api/AToZ/available-categories' },
  { method: 'GET', route: '/api/AToZ/get-all-reviews' },
  { method: 'GET', route: '/api/AToZ/get-merchant-ratings' },
  { method: 'GET', route: '/api/UserDetail1/getPublicStats' },
  { method: 'GET', route: '/api/MerchantDetails/:id' },
  { method: 'GET', route: '/media/*' },
  // Anonymous writes
  { method: 'POST', route: '/api/AToZ/NewsLetter-Post' },
  { method: 'POST', route: '/api/Contact/Submit' },
  { method: 'POST', route: '/api/coupons/:id/click-out' },
  // Signing up, in and out
  { method: 'POST', route: '/api/UserDetail1/register' },
  { method: 'POST', route: '/api/UserDetail1/Login' },
  { method: 'POST', route: '/api/MerchantDetails' },
  { method: 'POST', route: '/api/MerchantDetails/Login' },
  { method: 'POST', route: '/api/auth/admin-login' },
  { method: 'GET', route: '/api/auth/me' },
  { method: 'POST', route: '/api/auth/logout' },
  { method: 'GET', route: '/api/auth/providers' },
  { method: 'POST', route: '/api/Auth/google-login' },
  { method: 'GET', route: '/api/auth/google/callback' },
];

/**
 * Merchant A against merchant B's row: `rowOfB` makes a row of merchant B and answers its id, which
 * fills the route's `:id` (or is put in the body by `body`, given the id); merchant A's call must be
 * refused with `refusal` (404 unless the issue says 403) and leave what `snapshot` reads unchanged.
 * A `FormData` body is sent as multipart. For example:
 *
 *   {
 *     method: 'DELETE',
 *     route: '/api/merchant/coupons/:id',
 *     rowOfB: async (t, b) => (await createCoupon(t.db, { merchantId: b.id })).id,
 *     snapshot: async (t, id) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0],
 *   },
 */
interface CrossMerchantCheck extends Omit<Endpoint, 'body'> {
  rowOfB: (t: TestApp, merchantB: { id: string; accountId: string }) => Promise<string>;
  body?: unknown | ((id: string) => unknown);
  refusal?: 403 | 404;
  snapshot?: (t: TestApp, id: string) => Promise<unknown>;
}

const CROSS_MERCHANT: CrossMerchantCheck[] = [];

/** Endpoints a visitor uses to sign up, which a signed-in account of another role may not use. */
const ROLE_BOUND_WHEN_SIGNED_IN: { path: string; body: unknown; role: Role }[] = [
  {
    path: '/api/UserDetail1/register',
    body: { email: 'x@example.com', mobileNumber: '9876543210' },
    role: 'user',
  },
  {
    path: '/api/MerchantDetails',
    body: { merchantName: 'X', category: 'Food', email: 'x@example.com', mobile: '9876543210' },
    role: 'merchant',
  },
];

const keyOf = (entry: { method: string; route: string }) => `${entry.method} ${entry.route}`;

/** The handlers the app registered; `use` middleware shows up as method ALL and guards no route of its own. */
function appRoutes(t: TestApp): string[] {
  const handlers = t.app.routes.filter((route) => route.method !== 'ALL');
  return [...new Set(handlers.map((route) => keyOf({ method: route.method, route: route.path })))];
}

function concretePath(entry: Endpoint, id?: string): string {
  const path = entry.route
    .replace(/:\w+/g, (param) => (param === ':id' && id) || PATH_EXAMPLES[param] || SOME_ID)
    .replace(/\*$/, MEDIA_EXAMPLE);
  return path + (entry.query ?? '');
}

let t: TestApp;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of SIGNED_IN) cookies[role] = (await signedIn(t, role)).cookie;
});
afterAll(() => t.close());

function call(entry: Endpoint, cookie?: string, id?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const path = concretePath(entry, id);
  if (entry.method === 'GET') return t.app.request(path, { headers });
  if (entry.method === 'DELETE') return t.app.request(path, sameOrigin({ method: 'DELETE', headers }));
  if (entry.body instanceof FormData)
    return t.app.request(path, sameOrigin({ method: entry.method, body: entry.body, headers }));
  return t.app.request(
    path,
    sameOrigin({
      method: entry.method,
      body: JSON.stringify(entry.body ?? {}),
      headers: { ...headers, 'Content-Type': 'application/json' },
    }),
  );
}

/** An endpoint may end the caller's sessions (sign-out-everywhere): later entries get a new one. */
async function keepSignedIn(role: Role) {
  const me = await t.app.request('/api/auth/me', { headers: { Cookie: cookies[role] } });
  if (((await me.json()) as { profile: unknown }).profile === null)
    cookies[role] = (await signedIn(t, role)).cookie;
}

/** Neither refused for who the caller is nor broken: any 4xx about the input is fine. */
async function expectLetThrough(response: Response) {
  const detail = `${response.status} ${await response.text()}`;
  expect([401, 403], detail).not.toContain(response.status);
  expect(response.status, detail).toBeLessThan(500);
}

describe('the route list', () => {
  it('has every route of the app in PROTECTED or PUBLIC (decide who may call a new route)', () => {
    const listed = new Set([...PROTECTED, ...PUBLIC].map(keyOf));
    expect(appRoutes(t).filter((route) => !listed.has(route))).toEqual([]);
  });

  it('names only routes the app has, each once', () => {
    const routes = new Set(appRoutes(t));
    const entries = [...PROTECTED, ...PUBLIC].map(keyOf);
    expect(entries.filter((entry) => !routes.has(entry))).toEqual([]);
    expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
  });
});

describe('authorization of every protected endpoint', () => {
  for (const entry of PROTECTED) {
    describe(keyOf(entry), () => {
      it('refuses a visitor with 401', async () => {
        const response = await call(entry);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: 'not_signed_in', message: 'Please sign in to continue.' },
        });
      });

      for (const role of SIGNED_IN) {
        if (entry.allowed.includes(role)) {
          it(`lets ${role === 'admin' ? 'an' : 'a'} ${role} through`, async () => {
            await expectLetThrough(await call(entry, cookies[role]));
            await keepSignedIn(role);
          });
        } else {
          it(`refuses a ${role} with 403`, async () => {
            const response = await call(entry, cookies[role]);
            expect(response.status).toBe(403);
            expect(await response.json()).toEqual({
              error: { code: 'forbidden', message: 'You do not have permission to do that.' },
            });
          });
        }
      }
    });
  }
});

describe('every public endpoint lets a visitor through', () => {
  for (const entry of PUBLIC) {
    it(keyOf(entry), async () => {
      await expectLetThrough(await call(entry));
    });
  }

  for (const entry of ROLE_BOUND_WHEN_SIGNED_IN) {
    it(`POST ${entry.path} refuses signed-in accounts other than ${entry.role}s with 403`, async () => {
      for (const role of SIGNED_IN) {
        if (role === entry.role) continue;
        expect((await postJson(t, entry.path, entry.body, cookies[role])).status).toBe(403);
      }
    });
  }
});

describe.skipIf(CROSS_MERCHANT.length === 0)("merchant A against merchant B's rows", () => {
  let merchantB: { id: string; accountId: string };
  beforeAll(async () => {
    merchantB = (await signedIn(t, 'merchant')).merchant!;
  });

  for (const entry of CROSS_MERCHANT) {
    it(`${keyOf(entry)} refuses merchant A with ${entry.refusal ?? 404} and changes nothing`, async () => {
      const id = await entry.rowOfB(t, merchantB);
      const before = await entry.snapshot?.(t, id);
      const body =
        typeof entry.body === 'function' ? (entry.body as (id: string) => unknown)(id) : entry.body;
      await keepSignedIn('merchant');
      const response = await call({ ...entry, body }, cookies.merchant, id);
      expect(response.status, await response.clone().text()).toBe(entry.refusal ?? 404);
      expect(await entry.snapshot?.(t, id)).toEqual(before);
    });
  }
});
