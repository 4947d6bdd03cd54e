import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantRating } from '../../functions/contract/public.ts';
import {
  createCoupon,
  createMerchant,
  createReview,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { readMyReviews } from '../../functions/services/public/list-merchant-ratings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The merchant dashboard's Review tab reads readMyReviews (functions/pages/merchant-reviews.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the Review tab's data", () => {
  it("gives this merchant's figures exactly as get-merchant-ratings, grouped per coupon, newest first", async () => {
    const mine = await createMerchant(t.db);
    const other = await createMerchant(t.db);
    const kettle = await createCoupon(t.db, {
      merchantId: mine.id,
      status: 'approved',
      couponName: 'Kettle deal',
    });
    const lamp = await createCoupon(t.db, {
      merchantId: mine.id,
      status: 'approved',
      couponName: 'Lamp deal',
    });
    const expired = await createCoupon(t.db, {
      merchantId: mine.id,
      status: 'approved',
      couponName: 'Gone deal',
      expiryDate: isoDateInDays(-2),
    });
    const theirs = await createCoupon(t.db, {
      merchantId: other.id,
      status: 'approved',
      couponName: 'Not mine',
    });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createReview(t.db, { coupon: kettle, rating: 5, remarks: 'Worked first time', createdAt: at(30) });
    await createReview(t.db, { coupon: kettle, rating: 4, remarks: 'Good', createdAt: at(10) });
    await createReview(t.db, {
      coupon: lamp,
      rating: 2,
      remarks: 'Code expired early',
      reviewer: { displayName: 'Asha' },
    });
    await createReview(t.db, { coupon: expired, rating: 1 });
    await createReview(t.db, { coupon: theirs, rating: 1 });

    const reviews = await readMyReviews(t.db, mine.id);
    const publicList = (await (
      await t.app.request('/api/AToZ/get-merchant-ratings')
    ).json()) as MerchantRating[];
    const mineInPublic = publicList.find((row) => row.merchantId === mine.id);
    expect(mineInPublic).toBeDefined();
    expect(reviews.averageRating).toBe(mineInPublic?.averageRating);
    expect(reviews.totalReviews).toBe(mineInPublic?.totalReviews);
    expect(reviews).toMatchObject({ averageRating: 3.7, totalReviews: 3 });

    expect(
      reviews.coupons.map((coupon) => [coupon.couponName, coupon.averageRating, coupon.totalReviews]),
    ).toEqual([
      ['Kettle deal', 4.5, 2],
      ['Lamp deal', 2, 1],
    ]);
    expect(reviews.coupons[0]?.reviews.map((review) => review.reviewText)).toEqual([
      'Good',
      'Worked first time',
    ]);
    expect(reviews.coupons[1]?.reviews[0]).toMatchObject({
      userName: 'Asha',
      rating: 2,
      reviewText: 'Code expired early',
    });
  });

  it('is empty for a merchant nobody reviewed', async () => {
    const merchant = await createMerchant(t.db);
    expect(await readMyReviews(t.db, merchant.id)).toEqual({
      averageRating: 0,
      totalReviews: 0,
      coupons: [],
    });
  });
});
