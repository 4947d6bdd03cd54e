import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedStore } from '../../functions/contract/following.ts';
import { emailPreferences, merchants, storeFollows } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon, createStore } from '../../functions/seed/factories/index.ts';
import { sendFollowDigests } from '../../functions/services/follow/follow-digest.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, TEST_CRON_SECRET, type TestApp } from '../support/test-app.ts';

/**
 * Following pays off (issue 23 item 5, decision 0071): the Following list (GET /api/account/following)
 * and the daily digest of new approved coupons from followed stores: with the clock passed in, only
 * new coupons of followed stores, nothing on a quiet day, nothing twice, nothing with the switch off.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const mailsTo = async (to: string) => (await t.outbox()).filter((mail) => mail.to === to);

async function store(brandName: string) {
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant!.id;
  await t.db.update(merchants).set({ brandName }).where(eq(merchants.id, merchantId));
  await createStore(t, { merchantId });
  return merchantId;
}

let slot = 0;
/** An approved coupon (each in its own ad slot: one approved coupon per slot). */
const approved = (merchantId: string, title: string, approvedAt: Date, extra = {}) =>
  createCoupon(t.db, { merchantId, title, status: 'approved', assignedSlotId: ++slot, approvedAt, ...extra });

describe('the Following list', () => {
  it('lists the stores the shopper follows, newest first, with live counts and newest live coupons, paged', async () => {
    const shopper = await signedIn(t, 'user');
    const first = await store('Lenskart');
    const second = await store('Bewakoof');
    await approved(first, 'Old frames offer', new Date(Date.now() - 5 * HOUR));
    await approved(first, 'Newest frames offer', new Date(Date.now() - HOUR));
    await createCoupon(t.db, { merchantId: first, title: 'Still pending' });
    await approved(first, 'Suspended offer', new Date(), { suspendedAt: new Date() });
    for (const merchantId of [first, second])
      expect((await postJson(t, `/api/storefront/${merchantId}/follow`, {}, shopper.cookie)).status).toBe(
        200,
      );

    const list = async (query = '') => {
      const response = await t.app.request(`/api/account/following${query}`, {
        headers: { Cookie: shopper.cookie },
      });
      expect(response.status).toBe(200);
      return {
        items: (await response.json()) as FollowedStore[],
        next: response.headers.get('X-Next-Cursor'),
      };
    };
    const page = await list('?limit=1');
    expect(page.items.map((row) => row.storeName)).toEqual(['Bewakoof']);
    expect(page.next).toBeTruthy();
    const rest = await list(`?limit=1&cursor=${encodeURIComponent(page.next!)}`);
    expect(rest.items).toEqual([
      expect.objectContaining({
        merchantId: first,
        storeName: 'Lenskart',
        liveCoupons: expect.any(Number),
        newestCoupons: [
          expect.objectContaining({ title: 'Newest frames offer' }),
          expect.objectContaining({ title: 'Old frames offer' }),
        ],
      }),
    ]);
    expect(rest.next).toBeNull();

    // Unfollowing takes it off the list; another shopper's list is their own.
    const unfollow = await t.app.request(
      `/api/storefront/${second}/follow`,
      sameOrigin({ method: 'DELETE', headers: { Cookie: shopper.cookie } }),
    );
    expect(unfollow.status).toBe(200);
    expect((await list()).items.map((row) => row.storeName)).toEqual(['Lenskart']);
    const other = await signedIn(t, 'user');
    const theirs = await t.app.request('/api/account/following', { headers: { Cookie: other.cookie } });
    expect(await theirs.json()).toEqual([]);
  });
});

describe('the follow digest', () => {
  it('mails each follower once a day the new approved coupons of followed stores only, nothing on a quiet day', async () => {
    const now = new Date('2026-11-20T04:00:00Z'); // 09:30 India time
    const followed = await store('Nykaa');
    const notFollowed = await store('Ajio');
    const shopper = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const switchedOff = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    const unverified = await createAccount(t.db, { role: 'user', isEmailConfirmed: false });
    await t.db.insert(storeFollows).values(
      [shopper, switchedOff, unverified].map((account) => ({
        merchantId: followed,
        accountId: account.id,
      })),
    );
    await t.db.insert(emailPreferences).values({ accountId: switchedOff.id, followDigest: false });
    const expiry = { expiryDate: '2027-01-31' };
    await approved(followed, 'Flat 40% off lipsticks', new Date(now.getTime() - 2 * HOUR), expiry);
    await approved(followed, 'Old news: approved two days ago', new Date(now.getTime() - 48 * HOUR), expiry);
    await approved(notFollowed, 'Not followed store deal', new Date(now.getTime() - HOUR), expiry);
    await createCoupon(t.db, { merchantId: followed, title: 'Pending deal', ...expiry });

    const run = await sendFollowDigests(t.deps, now);
    expect(run.sent).toBe(1);
    const mails = await mailsTo(shopper.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A new coupon from Nykaa | DealSphere');
    expect(mails[0]!.text).toContain('Nykaa: Flat 40% off lipsticks');
    expect(mails[0]!.text).not.toContain('Old news');
    expect(mails[0]!.text).not.toContain('Not followed store deal');
    expect(mails[0]!.text).not.toContain('Pending deal');
    expect(mails[0]!.text).toContain('/user/dashboard?tab=following');
    const list = mails[0]!.headers?.['List-Unsubscribe'] ?? '';
    expect(new URL(/<([^>]+)>/.exec(list)![1]!).searchParams.get('token')).toContain('.follow_digest.');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Switched off, or not verified: nothing.
    expect(await mailsTo(switchedOff.email!)).toHaveLength(0);
    expect(await mailsTo(unverified.email!)).toHaveLength(0);

    // Run twice (the cron and the timer, a retry, later that day with another coupon): nothing sent twice.
    await approved(followed, 'Second deal that day', new Date(now.getTime() + HOUR), expiry);
    expect((await sendFollowDigests(t.deps, new Date(now.getTime() + 2 * HOUR))).sent).toBe(0);
    expect(await mailsTo(shopper.email!)).toHaveLength(1);

    // The next day: that coupon is new since the last digest; the day after, a quiet day: no email.
    const nextDay = new Date(now.getTime() + 24 * HOUR);
    expect((await sendFollowDigests(t.deps, nextDay)).sent).toBe(1);
    expect((await mailsTo(shopper.email!))[0]!.text).toContain('Second deal that day');
    expect((await sendFollowDigests(t.deps, new Date(nextDay.getTime() + 24 * HOUR))).sent).toBe(0);
    expect(await mailsTo(shopper.email!)).toHaveLength(2);
  });

  it('runs from GET /api/cron/follow-digest with the cron secret only', async () => {
    expect((await t.app.request('/api/cron/follow-digest')).status).toBe(401);
    const response = await t.app.request('/api/cron/follow-digest', {
      headers: { Authorization: `Bearer ${TEST_CRON_SECRET}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accounts: expect.any(Number), sent: expect.any(Number) });
  });
});
