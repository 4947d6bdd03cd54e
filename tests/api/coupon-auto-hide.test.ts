import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuspendedCoupon } from '../../functions/contract/coupon-suspension.ts';
import { suspensionMessages } from '../../functions/contract/coupon-suspension.ts';
import { addDays, todayInIndia } from '../../functions/contract/india-time.ts';
import type { MerchantCoupon } from '../../functions/contract/merchant.ts';
import type { MerchantOverview } from '../../functions/contract/merchant-overview.ts';
import { auditLog, couponFeedback, coupons, storeFollows } from '../../functions/db/schema/index.ts';
import { createAccount, createCoupon } from '../../functions/seed/factories/index.ts';
import { reviewCouponFeedback } from '../../functions/services/coupons/review-coupon-feedback.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Auto-hide (issue 23 item 3, decision 0069) and what merchants see of their coupons' votes (item 8):
 * the thresholds, a suspended coupon gone from every public list and its reveal a 404, the merchant
 * emailed once, re-confirming (own coupon only) and editing listing it again, the admin's keep-listed
 * (audit-logged, auto-hide no longer applies), and the merchant's My Offers and Account Information.
 * Votes are rows of coupon_feedback, as the vote route (POST /api/coupons/{id}/feedback) writes them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInIndia();
type Vote = {
  worked: boolean;
  reason?: 'expired' | 'minimum_order' | 'not_accepted' | 'other';
  day?: string;
};

/** One vote per fresh shopper (one account, coupon and day), as the vote route stores it. */
async function vote(couponId: string, votes: Vote[]) {
  for (const v of votes) {
    const shopper = await createAccount(t.db, { role: 'user', isEmailConfirmed: true });
    await t.db.insert(couponFeedback).values({
      couponId,
      accountId: shopper.id,
      day: v.day ?? today,
      worked: v.worked,
      reason: v.worked ? null : (v.reason ?? null),
    });
  }
}
const no = (n: number, reason: Vote['reason'] = 'not_accepted'): Vote[] =>
  Array.from({ length: n }, () => ({ worked: false, reason }));
const yes = (n: number): Vote[] => Array.from({ length: n }, () => ({ worked: true }));

async function merchantWithLiveCoupon(title = 'Flat 40% off biryani') {
  const merchant = await signedIn(t, 'merchant');
  const merchantId = merchant.merchant!.id;
  const coupon = await createCoupon(t.db, {
    merchantId,
    title,
    couponName: title,
    status: 'approved',
    approvedAt: new Date(Date.now() - 60_000),
  });
  return { ...merchant, merchantId, coupon };
}

const suspendedAtOf = async (id: string) =>
  (await t.db.select({ at: coupons.suspendedAt }).from(coupons).where(eq(coupons.id, id)))[0]?.at ?? null;

const mailsTo = async (to: string) => (await t.outbox()).filter((mail) => mail.to === to);

async function get<T>(path: string, cookie?: string): Promise<{ status: number; body: T }> {
  const response = await t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, body: (await response.json()) as T };
}

/** Whether the coupon appears anywhere the public looks. */
async function publicPlaces(couponId: string, slug: string, title: string) {
  const [newest, popular, best, search, store] = await Promise.all([
    get<unknown>('/api/AToZ/newest'),
    get<unknown>('/api/AToZ/popular'),
    get<unknown>('/api/AToZ/BestOffers'),
    get<unknown>(`/api/search?q=${encodeURIComponent(title)}`),
    get<unknown>(`/api/stores/${slug}`),
  ]);
  const has = (body: unknown) => JSON.stringify(body).includes(couponId);
  return {
    newest: has(newest.body),
    popular: has(popular.body),
    best: has(best.body),
    search: has(search.body),
    store: has(store.body),
  };
}

describe('reviewCouponFeedback: the thresholds', () => {
  it('leaves a coupon with 4 No votes listed', async () => {
    const { coupon } = await merchantWithLiveCoupon();
    await vote(coupon.id, no(4));
    const review = await reviewCouponFeedback(t.db, coupon.id);
    expect(review).toMatchObject({ suspended: false, justSuspended: false });
    expect(review.trust).toMatchObject({ votes: 4, noVotes: 4, successRate: null });
    expect(await suspendedAtOf(coupon.id)).toBeNull();
  });

  it('suspends at 5 No votes when under 30% worked (5 No, 2 Yes: 28.6%)', async () => {
    const { coupon } = await merchantWithLiveCoupon();
    await vote(coupon.id, [...no(5), ...yes(2)]);
    const now = new Date();
    const review = await reviewCouponFeedback(t.db, coupon.id, now);
    expect(review).toMatchObject({ suspended: true, justSuspended: true });
    expect((await suspendedAtOf(coupon.id))?.getTime()).toBe(now.getTime());
    // Again: already suspended, not suspended twice.
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({
      suspended: true,
      justSuspended: false,
    });
    expect((await suspendedAtOf(coupon.id))?.getTime()).toBe(now.getTime());
  });

  it('leaves a coupon with 5 No votes listed when 60% worked, and at exactly 30%', async () => {
    const { coupon } = await merchantWithLiveCoupon();
    await vote(coupon.id, [...no(5), ...yes(8)]);
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({ suspended: false });
    const other = await merchantWithLiveCoupon();
    await vote(other.coupon.id, [...no(7), ...yes(3)]);
    expect(await reviewCouponFeedback(t.db, other.coupon.id)).toMatchObject({ suspended: false });
    expect(await suspendedAtOf(other.coupon.id)).toBeNull();
  });

  it('counts only the last 30 days: No votes 30 days old do not suspend', async () => {
    const { coupon } = await merchantWithLiveCoupon();
    await t.db.update(coupons).set({ approvedAt: null }).where(eq(coupons.id, coupon.id));
    await vote(coupon.id, [...no(4), { worked: false, day: addDays(today, -30) }]);
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({ suspended: false });
    await vote(coupon.id, [{ worked: false, day: addDays(today, -29) }]);
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({ suspended: true });
  });

  it('never suspends a coupon that is not approved', async () => {
    const merchant = await signedIn(t, 'merchant');
    const pending = await createCoupon(t.db, { merchantId: merchant.merchant!.id, status: 'pending' });
    await vote(pending.id, no(6));
    expect(await reviewCouponFeedback(t.db, pending.id)).toMatchObject({ suspended: false });
  });
});

describe('a suspended coupon', () => {
  it('leaves every public list, search and its store page at once, and its reveal and click-out are 404s', async () => {
    const title = 'Kesari suspended special';
    const { coupon, merchant } = await merchantWithLiveCoupon(title);
    const slug = merchant!.storeSlug;
    expect(await publicPlaces(coupon.id, slug, title)).toEqual({
      newest: true,
      popular: true,
      best: true,
      search: true,
      store: true,
    });
    await vote(coupon.id, no(5, 'expired'));
    await reviewCouponFeedback(t.db, coupon.id);
    expect(await publicPlaces(coupon.id, slug, title)).toEqual({
      newest: false,
      popular: false,
      best: false,
      search: false,
      store: false,
    });
    const shopper = await signedIn(t, 'user');
    expect((await postJson(t, `/api/coupons/${coupon.id}/reveal`, {}, shopper.cookie)).status).toBe(404);
    const click = await t.app.request(`/api/coupons/${coupon.id}/click-out`, sameOrigin({ method: 'POST' }));
    expect(click.status).toBe(404);
  });

  it('emails its merchant once per suspension, with the reasons and a link to My Offers', async () => {
    const { coupon, account } = await merchantWithLiveCoupon('Masala dosa combo');
    await vote(coupon.id, [...no(3, 'expired'), ...no(2, 'minimum_order')]);
    const mail = { config: t.config, log: t.deps.log, mailer: t.mailer };
    await reviewCouponFeedback(t.db, coupon.id, new Date(), mail);
    await reviewCouponFeedback(t.db, coupon.id, new Date(), mail);
    const mails = await mailsTo(account.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Masala dosa combo');
    expect(mails[0]!.text).toContain('Expired: 3 · Minimum order not met: 2');
    expect(mails[0]!.text).toContain('/merchant/dashboard?tab=coupons');
    // A service message: no unsubscribe.
    expect(mails[0]!.headers?.['List-Unsubscribe']).toBeUndefined();
  });
});

describe('POST /api/merchant/coupons/{id}/reconfirm', () => {
  it('lists the coupon again for its own merchant only; votes before it no longer count', async () => {
    const title = 'Paneer tikka reconfirm';
    const { coupon, cookie, merchant } = await merchantWithLiveCoupon(title);
    await vote(coupon.id, no(6));
    await reviewCouponFeedback(t.db, coupon.id);
    expect(await suspendedAtOf(coupon.id)).not.toBeNull();

    const other = await signedIn(t, 'merchant');
    const refused = await postJson(t, `/api/merchant/coupons/${coupon.id}/reconfirm`, {}, other.cookie);
    expect(refused.status).toBe(404);
    expect(await suspendedAtOf(coupon.id)).not.toBeNull();

    const response = await postJson(t, `/api/merchant/coupons/${coupon.id}/reconfirm`, {}, cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; reconfirmedAt: string; suspendedAt: null };
    expect(body.message).toBe(suspensionMessages.reconfirmed);
    expect(body.suspendedAt).toBeNull();
    expect(await suspendedAtOf(coupon.id)).toBeNull();
    expect((await publicPlaces(coupon.id, merchant!.storeSlug, title)).store).toBe(true);
    // The old No votes were about the code before it was re-confirmed: one more vote does not hide it.
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({ suspended: false });
  });

  it('answers 404 for an unknown coupon', async () => {
    const merchant = await signedIn(t, 'merchant');
    const response = await postJson(
      t,
      '/api/merchant/coupons/00000000-0000-4000-8000-000000000000/reconfirm',
      {},
      merchant.cookie,
    );
    expect(response.status).toBe(404);
  });
});

describe('editing a suspended coupon', () => {
  it('sends the edit to the admin; the coupon stays hidden in its slot until the edit is approved, then is listed again (issue 24 item 4)', async () => {
    const { coupon, cookie } = await merchantWithLiveCoupon();
    await vote(coupon.id, no(5));
    await reviewCouponFeedback(t.db, coupon.id);
    const form = new FormData();
    const fields: Record<string, string> = {
      couponName: coupon.couponName,
      couponCode: 'NEWCODE10',
      expiryDate: addDays(today, 20).replaceAll('-', '/'),
      termsAndConditions: coupon.termsAndConditions,
      title: coupon.title,
      description: coupon.description,
      percentage: '10',
      discountValue: '100',
      requestedSlotId: '1',
      slotKind: 'free',
      category: coupon.category,
      language: 'en',
      merchantURL: coupon.merchantUrl,
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await t.app.request(
      `/api/merchant/coupons/${coupon.id}`,
      sameOrigin({ method: 'PUT', body: form, headers: { Cookie: cookie } }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const [row] = await t.db
      .select({ status: coupons.status, suspendedAt: coupons.suspendedAt })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row).toEqual({ status: 'approved', suspendedAt: expect.any(Date) });
    const admin = await signedIn(t, 'admin');
    const edits = await get<{ id: string; suspended: boolean }[]>(
      '/api/admin/coupon-edits?limit=100',
      admin.cookie,
    );
    expect(edits.body.find((item) => item.id === coupon.id)).toMatchObject({ suspended: true });
    const approved = await postJson(t, `/api/admin/coupon-edits/${coupon.id}/approve`, {}, admin.cookie);
    expect(approved.status).toBe(200);
    expect(await suspendedAtOf(coupon.id)).toBeNull();
  });
});

describe('the admin: GET /api/admin/coupons/suspended and POST /api/admin/coupons/{id}/keep-listed', () => {
  it('lists suspended coupons with their votes; keep-listed lists it again, is audit-logged, and auto-hide no longer applies', async () => {
    const { coupon } = await merchantWithLiveCoupon('Gulab jamun box');
    await vote(coupon.id, [...no(4, 'expired'), ...no(1, 'other'), ...yes(1)]);
    await reviewCouponFeedback(t.db, coupon.id);
    const admin = await signedIn(t, 'admin');

    const listed = await get<SuspendedCoupon[]>('/api/admin/coupons/suspended?limit=100', admin.cookie);
    expect(listed.status).toBe(200);
    const item = listed.body.find((row) => row.id === coupon.id);
    expect(item).toMatchObject({
      couponName: 'Gulab jamun box',
      votes: 6,
      noVotes: 5,
      reasons: { expired: 4, minimum_order: 0, not_accepted: 0, other: 1 },
    });
    expect(item!.successRate).toBeCloseTo(1 / 6);

    const kept = await postJson(t, `/api/admin/coupons/${coupon.id}/keep-listed`, {}, admin.cookie);
    expect(kept.status).toBe(200);
    expect(await suspendedAtOf(coupon.id)).toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, coupon.id), eq(auditLog.action, 'coupon.keep_listed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorAccountId).toBe(admin.account.id);

    await vote(coupon.id, no(5));
    expect(await reviewCouponFeedback(t.db, coupon.id)).toMatchObject({ suspended: false });
    expect(await suspendedAtOf(coupon.id)).toBeNull();
    const after = await get<SuspendedCoupon[]>('/api/admin/coupons/suspended?limit=100', admin.cookie);
    expect(after.body.some((row) => row.id === coupon.id)).toBe(false);
  });

  it('answers 404 for an unknown coupon', async () => {
    const admin = await signedIn(t, 'admin');
    const response = await postJson(
      t,
      '/api/admin/coupons/00000000-0000-4000-8000-000000000000/keep-listed',
      {},
      admin.cookie,
    );
    expect(response.status).toBe(404);
  });
});

describe('what merchants see (issue 23 item 8)', () => {
  it('My Offers carries each coupon’s suspension, success rate, votes and No reasons', async () => {
    const { coupon, cookie, merchantId } = await merchantWithLiveCoupon();
    const quiet = await createCoupon(t.db, { merchantId, status: 'approved' });
    await vote(coupon.id, [...no(3, 'expired'), ...no(2, 'not_accepted'), ...yes(1)]);
    await reviewCouponFeedback(t.db, coupon.id);
    const { status, body } = await get<MerchantCoupon[]>('/api/merchant/coupons', cookie);
    expect(status).toBe(200);
    const mine = body.find((row) => row.id === coupon.id)!;
    expect(mine.suspendedAt).not.toBeNull();
    expect(mine.trust).toMatchObject({
      votes: 6,
      noVotes: 5,
      reasons: { expired: 3, minimum_order: 0, not_accepted: 2, other: 0 },
    });
    expect(mine.trust.successRate).toBeCloseTo(1 / 6);
    expect(body.find((row) => row.id === quiet.id)).toMatchObject({
      suspendedAt: null,
      reconfirmedAt: null,
      trust: { successRate: null, votes: 0, noVotes: 0 },
    });
  });

  it('Account Information carries followers and each live or suspended coupon’s votes', async () => {
    const { coupon, cookie, merchantId } = await merchantWithLiveCoupon('Rasmalai deal');
    for (let i = 0; i < 3; i++) {
      const fan = await createAccount(t.db, { role: 'user' });
      await t.db.insert(storeFollows).values({ merchantId, accountId: fan.id });
    }
    await vote(coupon.id, [...yes(4), ...no(1, 'minimum_order')]);
    const { status, body } = await get<MerchantOverview>('/api/merchant/overview', cookie);
    expect(status).toBe(200);
    expect(body.stats.followers).toBe(3);
    expect(body.couponTrust).toEqual([
      {
        id: coupon.id,
        couponName: 'Rasmalai deal',
        suspendedAt: null,
        successRate: 0.8,
        votes: 5,
        noVotes: 1,
        reasons: { expired: 0, minimum_order: 1, not_accepted: 0, other: 0 },
      },
    ]);
  });
});
