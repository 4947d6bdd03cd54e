import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { countedActions, coupons, visitorSalts } from '../../functions/db/schema/index.ts';
import { readCouponCounts } from '../../functions/services/coupons/coupon-counts.ts';
import { clickMessages } from '../../functions/contract/clicks.ts';
import { countCouponAction } from '../../functions/services/coupons/count-coupon-action.ts';
import { pruneExpired } from '../../functions/services/maintenance/prune-expired.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let merchantId: string;
beforeEach(async () => {
  t = await createTestApp();
  merchantId = (await createMerchant(t.db)).id;
});
afterEach(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** The coupon's exact counts as every reader sees them (its columns plus its counter shards: decision 0078). */
async function counts(id: string) {
  const [row] = await t.db.select({ updatedAt: coupons.updatedAt }).from(coupons).where(eq(coupons.id, id));
  const totals = await readCouponCounts(t.db, id);
  return row && totals && { ...totals, updatedAt: row.updatedAt };
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';

/** A click-out as the browser sends it, from the IP address the adapter hands the app. */
function clickOut(couponId: string, visitor: { ip: string; userAgent: string; cookie?: string }) {
  return t.app.request(
    `/api/coupons/${couponId}/click-out`,
    sameOrigin({
      method: 'POST',
      headers: { 'User-Agent': visitor.userAgent, ...(visitor.cookie ? { Cookie: visitor.cookie } : {}) },
    }),
    { clientAddress: visitor.ip },
  );
}

/** Moves a coupon's counted marks back in time, as if they had been counted that long ago. */
async function ageMarks(couponId: string, by: '1 day' | '1 hour') {
  await t.db
    .update(countedActions)
    .set({ windowStart: sql`${countedActions.windowStart} - ${by}::interval` })
    .where(eq(countedActions.couponId, couponId));
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

  it("gives any signed-in account the code in upper case, privately, and counts each account's reveal", async () => {
    const { live } = await threeCoupons();
    for (const role of ['user', 'merchant', 'admin'] as const) {
      const { cookie } = await signedIn(t, role);
      const response = await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
      expect(response.status, role).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ couponCode: 'DIWALI50' });
    }
    expect((await counts(live.id))?.reveals).toBe(3);

    // Concurrent reveals by one more account all get the code and count once; a reveal is not an edit.
    const { cookie } = await signedIn(t, 'user');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await counts(live.id);
    expect(after?.reveals).toBe(4);
    expect(after?.updatedAt).toEqual(live.updatedAt);
  });

  it('counts an account revealing twice once, and answers the code both times', async () => {
    const { live } = await threeCoupons();
    const { cookie } = await signedIn(t, 'user');
    for (let time = 0; time < 2; time++) {
      const response = await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ couponCode: 'DIWALI50' });
    }
    expect((await counts(live.id))?.reveals).toBe(1);
  });

  it('counts two accounts twice', async () => {
    const { live } = await threeCoupons();
    for (const role of ['user', 'user'] as const) {
      const { cookie } = await signedIn(t, role);
      expect((await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie)).status).toBe(200);
    }
    expect((await counts(live.id))?.reveals).toBe(2);
  });

  it("counts an account's reveal again on another day", async () => {
    const { live } = await threeCoupons();
    const { cookie } = await signedIn(t, 'user');
    await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
    await ageMarks(live.id, '1 day');
    await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
    await postJson(t, `/api/coupons/${live.id}/reveal`, {}, cookie);
    expect((await counts(live.id))?.reveals).toBe(2);
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
    expect(await t.db.select().from(countedActions)).toEqual([]);
  });
});

describe('POST /api/coupons/{id}/click-out', () => {
  it("counts a visitor's or a user's visit and answers the merchant URL with its scheme", async () => {
    const { live } = await threeCoupons();
    const visitor = await postJson(t, `/api/coupons/${live.id}/click-out`, {});
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({
      merchantURL: 'https://charminarthreads.example.in/diwali',
      clickId: null,
      cashbackActivated: false,
      message: clickMessages.signInToEarn,
      notTrackedReason: 'signed_out',
    });
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
    expect(await t.db.select().from(countedActions)).toEqual([]);
  });

  it('counts a visitor clicking out twice once, and sends them on both times', async () => {
    const { live } = await threeCoupons();
    for (let time = 0; time < 2; time++) {
      const response = await clickOut(live.id, { ip: '203.0.113.7', userAgent: PHONE });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        merchantURL: 'https://charminarthreads.example.in/diwali',
      });
    }
    expect((await counts(live.id))?.clickOuts).toBe(1);
  });

  it('tells visitors apart by IP address and user agent, and accounts by account, never storing the IP', async () => {
    const { live } = await threeCoupons();
    const user = await signedIn(t, 'user');
    const visits = [
      { ip: '203.0.113.7', userAgent: PHONE },
      { ip: '203.0.113.8', userAgent: PHONE },
      { ip: '203.0.113.7', userAgent: LAPTOP },
      // The same account on two networks is one visitor.
      { ip: '198.51.100.1', userAgent: PHONE, cookie: user.cookie },
      { ip: '198.51.100.2', userAgent: LAPTOP, cookie: user.cookie },
    ];
    for (const visit of visits) expect((await clickOut(live.id, visit)).status).toBe(200);
    expect((await counts(live.id))?.clickOuts).toBe(4);

    const keys = (await t.db.select().from(countedActions)).map((mark) => mark.visitorKey);
    expect(keys.filter((key) => key === user.account.id)).toHaveLength(1);
    expect(keys.filter((key) => /^[0-9a-f]{64}$/.test(key))).toHaveLength(3);
    expect(JSON.stringify(await t.db.select().from(countedActions))).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('counts a visitor again in the next hour', async () => {
    const { live } = await threeCoupons();
    const visitor = { ip: '203.0.113.7', userAgent: PHONE };
    await clickOut(live.id, visitor);
    await ageMarks(live.id, '1 hour');
    await clickOut(live.id, visitor);
    await clickOut(live.id, visitor);
    expect((await counts(live.id))?.clickOuts).toBe(2);
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

describe('counting windows (India time)', () => {
  const at = (iso: string) => new Date(iso);
  const reveal = (couponId: string, accountId: string, now: Date) =>
    countCouponAction(t.db, { couponId, action: 'reveal', visitor: { accountId }, now });
  const clickOutAt = (couponId: string, now: Date) =>
    countCouponAction(t.db, {
      couponId,
      action: 'click_out',
      visitor: { clientAddress: '203.0.113.7', userAgent: PHONE },
      now,
    });

  it('a day runs from midnight to midnight in India, not in UTC', async () => {
    const { live } = await threeCoupons();
    const { account } = await signedIn(t, 'user');
    await reveal(live.id, account.id, at('2026-03-10T18:00:00Z')); // 23:30 on 10 March in India
    await reveal(live.id, account.id, at('2026-03-10T18:40:00Z')); // 00:10 on 11 March: counts
    await reveal(live.id, account.id, at('2026-03-11T17:00:00Z')); // 22:30 on 11 March: same day
    expect((await counts(live.id))?.reveals).toBe(2);
  });

  it('an hour runs from one o’clock to the next in India', async () => {
    const { live } = await threeCoupons();
    await clickOutAt(live.id, at('2026-03-10T04:31:00Z')); // 10:01 in India
    await clickOutAt(live.id, at('2026-03-10T05:29:00Z')); // 10:59: same hour
    await clickOutAt(live.id, at('2026-03-10T05:31:00Z')); // 11:01: counts
    expect((await counts(live.id))?.clickOuts).toBe(2);
  });

  it("a new day's first count makes a new salt and clears the last day's salt, and leaves the marks to the jobs", async () => {
    const { live } = await threeCoupons();
    await clickOutAt(live.id, at('2026-03-10T06:00:00Z'));
    const [first] = await t.db.select().from(visitorSalts);
    await clickOutAt(live.id, at('2026-03-11T06:00:00Z'));
    const salts = await t.db.select().from(visitorSalts);
    expect(salts.map((salt) => salt.day)).toEqual(['2026-03-11']);
    expect(salts[0]?.salt).not.toBe(first?.salt);
    const windows = async () =>
      (await t.db.select().from(countedActions).orderBy(countedActions.windowStart)).map(
        (mark) => mark.windowStart,
      );
    expect(await windows()).toEqual([at('2026-03-10T05:30:00Z'), at('2026-03-11T05:30:00Z')]);
    await clickOutAt(live.id, at('2026-06-07T06:00:00Z')); // the 90th day from 10 March
    expect(await windows()).toHaveLength(3);
    // Decision 0098: no clean-up runs inside the day's first count, a request; the merchant's figures
    // read their 90 India days by date (decision 0076), so a mark past them counts for nothing meanwhile.
    await clickOutAt(live.id, at('2026-06-08T06:00:00Z')); // 10 March is now 91 days back
    expect(await windows()).toHaveLength(4);
    // The daily clean-up deletes the marks older than those 90 days.
    await pruneExpired(t.db, at('2026-06-08T06:00:00Z'));
    expect(await windows()).toEqual([
      at('2026-03-11T05:30:00Z'),
      at('2026-06-07T05:30:00Z'),
      at('2026-06-08T05:30:00Z'),
    ]);
    expect((await counts(live.id))?.clickOuts).toBe(4);
  });
});
