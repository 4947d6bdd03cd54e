import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantRating, PublicReviews } from '../../functions/contract/public.ts';
import type { AdminReview, RatingSubmitted } from '../../functions/contract/reviews.ts';
import { auditLog, reviews } from '../../functions/db/schema/index.ts';
import {
  createCoupon,
  createMerchant,
  createReview,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { readMyReviews } from '../../functions/services/public/list-merchant-ratings.ts';
import { readMyReviewsTab } from '../../functions/services/reviews/my-reviews.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RATE = '/api/AToZ/submit-rating';

async function liveCoupon(name = 'Kettle deal') {
  const merchant = await createMerchant(t.db);
  return createCoupon(t.db, { merchantId: merchant.id, status: 'approved', couponName: name });
}

const storedReviews = (accountId: string) =>
  t.db.select().from(reviews).where(eq(reviews.accountId, accountId));

async function publicReviews(): Promise<PublicReviews['reviews']> {
  const response = await t.app.request('/api/AToZ/get-all-reviews?limit=200');
  return ((await response.json()) as PublicReviews).reviews;
}

describe('POST /api/AToZ/submit-rating', () => {
  it('stores the review for the session’s user, the merchant and name from the coupon, rupees as paise', async () => {
    const coupon = await liveCoupon('Toaster deal');
    const other = await createMerchant(t.db);
    const user = await signedIn(t, 'user');
    const response = await postJson(
      t,
      RATE,
      {
        userId: user.account.id,
        couponId: coupon.id,
        merchantId: other.id,
        couponName: 'Something else',
        rating: 4,
        review: null,
        remarks: '  Worked on the first try  ',
        purchaseType: 'Online',
        purchaseAmount: '1,299.50',
        purchaseDate: isoDateInDays(-3),
      },
      user.cookie,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as RatingSubmitted;
    expect(body).toMatchObject({
      message: 'Rating submitted successfully!',
      created: true,
      review: {
        couponId: coupon.id,
        couponName: 'Toaster deal',
        rating: 4,
        remarks: 'Worked on the first try',
        purchaseAmount: 1299.5,
        hidden: false,
        live: true,
      },
    });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');

    const [row] = await storedReviews(user.account.id);
    expect(row).toMatchObject({
      couponId: coupon.id,
      merchantId: coupon.merchantId,
      rating: 4,
      remarks: 'Worked on the first try',
      purchaseType: 'Online',
      purchaseAmountPaise: 129950,
      purchaseDate: isoDateInDays(-3),
    });
    expect(await publicReviews()).toContainEqual({
      couponName: 'Toaster deal',
      rating: 4,
      userName: user.account.displayName,
      reviewText: 'Worked on the first try',
    });
  });

  it('updates the same review when the user submits again: one row, new rating, updated_at moved', async () => {
    const coupon = await liveCoupon();
    const user = await signedIn(t, 'user');
    const first = await postJson(t, RATE, { couponId: coupon.id, rating: 2, remarks: 'Meh' }, user.cookie);
    expect(first.status).toBe(201);
    const [before] = await storedReviews(user.account.id);

    const again = await postJson(
      t,
      RATE,
      { userId: user.account.id, couponId: coupon.id, rating: '5', remarks: 'Worked after all' },
      user.cookie,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      message: 'Rating submitted successfully!',
      created: false,
      review: { rating: 5, remarks: 'Worked after all' },
    });
    const rows = await storedReviews(user.account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before?.id, rating: 5, remarks: 'Worked after all' });
    expect(rows[0]?.createdAt).toEqual(before?.createdAt);
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? Infinity);
    const mine = (await publicReviews()).filter((review) => review.userName === user.account.displayName);
    expect(mine).toEqual([expect.objectContaining({ rating: 5, reviewText: 'Worked after all' })]);
  });

  it('refuses a userId naming someone else with 403 and stores nothing', async () => {
    const coupon = await liveCoupon();
    const user = await signedIn(t, 'user');
    const victim = await signedIn(t, 'user');
    const response = await postJson(
      t,
      RATE,
      { userId: victim.account.id, couponId: coupon.id, rating: 1, remarks: 'Fake' },
      user.cookie,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'You can only submit ratings as yourself.' },
    });
    expect(await storedReviews(user.account.id)).toEqual([]);
    expect(await storedReviews(victim.account.id)).toEqual([]);
  });

  it('gives the review form’s messages and stores nothing', async () => {
    const coupon = await liveCoupon();
    const user = await signedIn(t, 'user');
    const cases: [unknown, string, string][] = [
      [{ rating: 5, remarks: 'Good' }, 'couponId', 'Please select a coupon and ensure you are logged in.'],
      [{ couponId: coupon.id, remarks: 'Good' }, 'rating', 'Please select a rating from 1 to 5.'],
      [{ couponId: coupon.id, rating: 6, remarks: 'Good' }, 'rating', 'Please select a rating from 1 to 5.'],
      [{ couponId: coupon.id, rating: 0, remarks: 'Good' }, 'rating', 'Please select a rating from 1 to 5.'],
      [{ couponId: coupon.id, rating: 3, remarks: '   ' }, 'remarks', 'Please enter your remarks.'],
      [
        { couponId: coupon.id, rating: 3, remarks: 'Good', purchaseAmount: 'lots' },
        'purchaseAmount',
        'Please enter the purchase amount in rupees, such as 499 or 499.50.',
      ],
      [
        { couponId: coupon.id, rating: 3, remarks: 'Good', purchaseDate: isoDateInDays(3) },
        'purchaseDate',
        'Please enter a purchase date (yyyy-mm-dd) that is not in the future.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await postJson(t, RATE, body, user.cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as {
        error: { message: string; fields: Record<string, string> };
      };
      expect(error.message).toBe(message);
      expect(error.fields[field]).toBe(message);
    }
    expect(await storedReviews(user.account.id)).toEqual([]);
  });

  it('refuses an expired, unapproved or unknown coupon with 404 and stores nothing', async () => {
    const merchant = await createMerchant(t.db);
    const expired = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      expiryDate: isoDateInDays(-1),
    });
    const pending = await createCoupon(t.db, { merchantId: merchant.id, status: 'pending' });
    const user = await signedIn(t, 'user');
    for (const couponId of [expired.id, pending.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await postJson(t, RATE, { couponId, rating: 4, remarks: 'Hm' }, user.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'This offer is no longer available.' },
      });
    }
    expect(await storedReviews(user.account.id)).toEqual([]);
  });

  it('is for users only: a merchant or an administrator is refused and nothing is stored', async () => {
    const coupon = await liveCoupon();
    for (const role of ['merchant', 'admin'] as const) {
      const caller = await signedIn(t, role);
      const response = await postJson(
        t,
        RATE,
        { couponId: coupon.id, rating: 5, remarks: 'Mine' },
        caller.cookie,
      );
      expect(response.status).toBe(403);
    }
    const visitor = await postJson(t, RATE, { couponId: coupon.id, rating: 5, remarks: 'Anon' });
    expect(visitor.status).toBe(401);
    expect(await t.db.select().from(reviews).where(eq(reviews.couponId, coupon.id))).toEqual([]);
  });
});

describe('the Reviews tab’s coupons', () => {
  it('offers live coupons only, the ones the user revealed today first', async () => {
    const user = await signedIn(t, 'user');
    const revealedOne = await liveCoupon('Zebra deal');
    const plain = await liveCoupon('Aardvark deal');
    const merchant = await createMerchant(t.db);
    const expired = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      couponName: 'Ended deal',
      expiryDate: isoDateInDays(-1),
    });
    const reveal = await t.app.request(`/api/coupons/${revealedOne.id}/reveal`, {
      method: 'POST',
      headers: { Cookie: user.cookie, 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' },
    });
    expect(reveal.status).toBe(200);

    const tab = await readMyReviewsTab(t.db, user.account.id);
    expect(tab.coupons[0]).toMatchObject({
      couponId: revealedOne.id,
      couponName: 'Zebra deal',
      revealed: true,
    });
    const ids = tab.coupons.map((option) => option.couponId);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(expired.id);
    expect(tab.coupons.find((option) => option.couponId === plain.id)?.revealed).toBe(false);
  });
});

describe('an administrator hides a review', () => {
  it('takes it out of get-all-reviews, the merchant ratings and the Review tab, audit-logged; showing brings it back', async () => {
    const coupon = await liveCoupon('Abusive target');
    const kept = await createReview(t.db, { coupon, rating: 4, remarks: 'Fine deal' });
    const abusive = await createReview(t.db, { coupon, rating: 1, remarks: 'Rude words here' });
    const admin = await signedIn(t, 'admin');

    const list = await t.app.request('/api/admin/reviews?limit=200', { headers: { Cookie: admin.cookie } });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as AdminReview[];
    expect(listed.find((row) => row.id === abusive.id)).toMatchObject({
      couponName: 'Abusive target',
      rating: 1,
      reviewText: 'Rude words here',
      hidden: false,
    });

    const hide = await postJson(t, `/api/admin/reviews/${abusive.id}/hide`, undefined, admin.cookie);
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({ message: 'Review hidden from the site.', hidden: true });
    // A second hide changes nothing and writes no second audit entry.
    expect((await postJson(t, `/api/admin/reviews/${abusive.id}/hide`, undefined, admin.cookie)).status).toBe(
      200,
    );

    const texts = (await publicReviews()).map((review) => review.reviewText);
    expect(texts).toContain('Fine deal');
    expect(texts).not.toContain('Rude words here');
    const ratings = (await (
      await t.app.request('/api/AToZ/get-merchant-ratings?limit=200')
    ).json()) as MerchantRating[];
    expect(ratings.find((row) => row.merchantId === coupon.merchantId)).toMatchObject({
      averageRating: 4,
      totalReviews: 1,
    });
    const tab = await readMyReviews(t.db, coupon.merchantId);
    expect(tab).toMatchObject({ averageRating: 4, totalReviews: 1 });
    expect(tab.coupons[0]?.reviews.map((review) => review.reviewText)).toEqual(['Fine deal']);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, abusive.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAccountId: admin.account.id, action: 'hide' });

    const show = await postJson(t, `/api/admin/reviews/${abusive.id}/show`, undefined, admin.cookie);
    expect(show.status).toBe(200);
    expect((await publicReviews()).map((review) => review.reviewText)).toContain('Rude words here');
    expect(kept.id).toBeDefined();
    const after = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, abusive.id)));
    expect(after.map((row) => row.action).sort()).toEqual(['hide', 'show']);
  });

  it('keeps a hidden review hidden when its author submits it again', async () => {
    const coupon = await liveCoupon();
    const user = await signedIn(t, 'user');
    const admin = await signedIn(t, 'admin');
    await postJson(t, RATE, { couponId: coupon.id, rating: 1, remarks: 'Rude words here too' }, user.cookie);
    const [row] = await storedReviews(user.account.id);
    await postJson(t, `/api/admin/reviews/${row?.id}/hide`, undefined, admin.cookie);
    const again = await postJson(
      t,
      RATE,
      { couponId: coupon.id, rating: 1, remarks: 'Still rude' },
      user.cookie,
    );
    expect(await again.json()).toMatchObject({ review: { hidden: true, remarks: 'Still rude' } });
    expect((await publicReviews()).map((review) => review.reviewText)).not.toContain('Still rude');
  });

  it('answers 404 for a review that does not exist', async () => {
    const admin = await signedIn(t, 'admin');
    const response = await postJson(
      t,
      '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide',
      undefined,
      admin.cookie,
    );
    expect(response.status).toBe(404);
  });
});
