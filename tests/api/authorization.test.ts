import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../functions/contract/accounts.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Every protected endpoint, with who may call it. Visitors must get 401 and other roles 403, before
 * any input is read. Every new protected endpoint joins this table.
 */
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PROTECTED: { method: 'GET' | 'POST'; path: string; body?: unknown; allowed: Role[] }[] = [
  { method: 'GET', path: '/api/Admin/PendingCoupons', allowed: ['admin'] },
  { method: 'POST', path: '/api/Admin/ApproveCoupon', body: { couponId: SOME_ID }, allowed: ['admin'] },
  {
    method: 'POST',
    path: `/api/admin/coupons/${SOME_ID}/reject`,
    body: { reason: 'Fake offer' },
    allowed: ['admin'],
  },
  { method: 'GET', path: '/api/AdminContent/admin/merchant-products', allowed: ['admin'] },
  {
    method: 'POST',
    path: '/api/AdminContent/admin/merchant-products/update-status',
    body: { productId: SOME_ID, isApproved: true },
    allowed: ['admin'],
  },
  { method: 'GET', path: '/api/Admin/audit-log', allowed: ['admin'] },
  { method: 'GET', path: '/api/merchant/coupons', allowed: ['merchant'] },
  { method: 'POST', path: `/api/coupons/${SOME_ID}/reveal`, allowed: ['user', 'merchant', 'admin'] },
  { method: 'POST', path: '/api/auth/sign-out-everywhere', allowed: ['user', 'merchant', 'admin'] },
  { method: 'POST', path: '/api/AdminContent/upload-hero-image', allowed: ['admin'] },
  {
    method: 'POST',
    path: '/api/AdminContent/add-or-update-FlashText',
    body: { flash_Text: 'Hi' },
    allowed: ['admin'],
  },
  { method: 'POST', path: '/api/Cat_TC_BO/add-or-update-Cat-Banner?Frame=Cat', allowed: ['admin'] },
  { method: 'POST', path: '/api/TopBanner/TTC_Images', allowed: ['admin'] },
  { method: 'POST', path: '/api/TopBanner/uploadTopbanner', allowed: ['admin'] },
  { method: 'POST', path: '/api/SeasonalOffer_Images/SeasonalOffer_Images', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/site-images?kind=hero', allowed: ['admin'] },
  { method: 'POST', path: '/api/admin/site-images', allowed: ['admin'] },
];

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

let t: TestApp;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'merchant', 'admin'] as const) cookies[role] = (await signedIn(t, role)).cookie;
});
afterAll(() => t.close());

function call(entry: (typeof PROTECTED)[number], cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (entry.method === 'GET') return t.app.request(entry.path, { headers });
  return t.app.request(
    entry.path,
    sameOrigin({
      method: 'POST',
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

describe('authorization of every protected endpoint', () => {
  for (const entry of PROTECTED) {
    describe(`${entry.method} ${entry.path}`, () => {
      it('refuses a visitor with 401', async () => {
        const response = await call(entry);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: 'not_signed_in', message: 'Please sign in to continue.' },
        });
      });

      for (const role of ['user', 'merchant', 'admin'] as const) {
        if (entry.allowed.includes(role)) {
          it(`lets a ${role} through`, async () => {
            expect([401, 403]).not.toContain((await call(entry, cookies[role])).status);
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

  for (const entry of ROLE_BOUND_WHEN_SIGNED_IN) {
    it(`POST ${entry.path} refuses signed-in accounts other than ${entry.role}s with 403`, async () => {
      for (const role of ['user', 'merchant', 'admin'] as const) {
        if (role === entry.role) continue;
        expect((await postJson(t, entry.path, entry.body, cookies[role])).status).toBe(403);
      }
    });
  }
});
