import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoupon, createMerchant } from '../../functions/db/factories/index.ts';
import { coupons } from '../../functions/db/schema/index.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let merchantId: string;
beforeEach(async () => {
  t = await createTestApp();
  merchantId = (await createMerchant(t.db)).id;
});
afterEach(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function counts(id: string) {
  const [row] = await t.db
    .select({ reveals: coupons.revealCount, clickOuts: coupons.clickOutCount, updatedAt: coupons.updatedAt })
    .from(coupons)
    .where(eq(coupons.id, id));
  return row;
}

/** A live coupon, a pending one and an expired one. */
async function threeCoupons() {
  const live = await createCoupon(t.db, {
    merchantId,
    status: 'approved',
    couponCode: 'diwali50',
    merchantUrl: 'charminarthreads.example.in/diwali',
    updatedAt: minutesAgo(60),
  });
  const pending = await createCoupon(t.db, { merchantId, status: 'pending' });
  const expired = await createCoupon(t.db, { merchantId, status: 'approved', expiresAt: minutesAgo(1) });
  return { live, pending, expired };
}

describe('POST /api/coupons/{id}/reveal', () => {
  it('refuses a visitor with 401 and counts nothing', async () => {
    const { live } = await threeCoupons();
    const response = await postJson(t, `/api/coupons/${live.id}/reveal`, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'not_signed_in', message: 'Please sign in to continue.' },
    });
    expect((await counts(live.id))?.reveals).toBe(0);
  });

  it('gives any signed-in account the code in upper case, privately, and counts every reveal', async () => {
    const { live } = await threeCoupons();
    for (const role of ['user', 'merchant', 'admin'] as const) {
      const { cookie } = await signedIn(t, role);
      const response = await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
      expect(response.status, role).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ couponCode: 'DIWALI50' });
    }
    expect((await counts(live.id))?.reveals).toBe(3);

    // Concurrent reveals are all counted (reveal_count + 1 in SQL), and a reveal is not an edit.
    const { cookie } = await signedIn(t, 'user');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await counts(live.id);
    expect(after?.reveals).toBe(8);
    expect(after?.updatedAt).toEqual(live.updatedAt);
  });

  it('answers 404 for unknown, malformed, pending and expired coupons', async () => {
    const { pending, expired } = await threeCoupons();
    const { cookie } = await signedIn(t, 'user');
    for (const id of [UNKNOWN_ID, 'not-a-uuid', pending.id, expired.id]) {
      const response = await postJson(t, `/api/coupons/${id}/reveal`, {}, cookie);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'This offer is no longer available.' },
      });
    }
    expect((await counts(pending.id))?.reveals).toBe(0);
    expect((await counts(expired.id))?.reveals).toBe(0);
  });
});

describe('POST /api/coupons/{id}/click-out', () => {
  it("counts a visitor's or a user's visit and answers the merchant URL with its scheme", async () => {
    const { live } = await threeCoupons();
    const visitor = await postJson(t, `/api/coupons/${live.id}/click-out`, {});
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ merchantURL: 'https://charminarthreads.example.in/diwali' });
    const { cookie } = await signedIn(t, 'user');
    expect((await postJson(t, `/api/coupons/${live.id}/click-out`, {}, cookie)).status).toBe(200);
    const after = await counts(live.id);
    expect(after).toMatchObject({ clickOuts: 2, reveals: 0 });
    expect(after?.updatedAt).toEqual(live.updatedAt);
  });

  it('answers 404 for unknown, malformed, pending and expired coupons', async () => {
    const { pending, expired } = await threeCoupons();
    for (const id of [UNKNOWN_ID, 'not-a-uuid', pending.id, expired.id]) {
      expect((await postJson(t, `/api/coupons/${id}/click-out`, {})).status, id).toBe(404);
    }
    expect((await counts(expired.id))?.clickOuts).toBe(0);
  });

  it('refuses a click-out posted from another site', async () => {
    const { live } = await threeCoupons();
    const response = await t.app.request(`/api/coupons/${live.id}/click-out`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await counts(live.id))?.clickOuts).toBe(0);
  });
});
