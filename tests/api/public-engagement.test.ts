import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantRating, PublicReviews } from '../../functions/contract/public.ts';
import {
  createAccount,
  createCoupon,
  createMerchant,
  createReview,
} from '../../functions/seed/factories/index.ts';
import { contactMessages, newsletterSubscriptions, siteCounters } from '../../functions/db/schema/index.ts';
import { postJson } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const PUBLIC_60 = 'public, max-age=60, stale-while-revalidate=300';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function getJson<T>(path: string): Promise<T> {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cdn-cache-control'), path).toBe(PUBLIC_60);
  expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
  return (await response.json()) as T;
}

describe('GET /api/AToZ/get-all-reviews', () => {
  it('lists reviews of live coupons newest first, with the reviewer name and text, at most 50', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      couponName: 'Biryani Bonanza',
      couponCode: 'BIRYANI100',
    });
    const expired = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      expiresAt: minutesAgo(1),
    });
    await createReview(t.db, {
      coupon,
      reviewer: { displayName: 'Priya' },
      rating: 4,
      reviewText: 'Saved ₹100',
      createdAt: minutesAgo(10),
    });
    await createReview(t.db, {
      coupon,
      reviewer: { displayName: 'Arjun' },
      rating: 5,
      reviewText: null,
      remarks: 'Code worked first time',
      createdAt: minutesAgo(5),
    });
    await createReview(t.db, {
      coupon: expired,
      reviewer: { displayName: 'Gone' },
      rating: 1,
      createdAt: minutesAgo(1),
    });

    const body = await getJson<PublicReviews>('/api/AToZ/get-all-reviews');
    expect(body).toEqual({
      reviews: [
        { couponName: 'Biryani Bonanza', rating: 5, userName: 'Arjun', reviewText: 'Code worked first time' },
        { couponName: 'Biryani Bonanza', rating: 4, userName: 'Priya', reviewText: 'Saved ₹100' },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('BIRYANI100');

    for (let i = 0; i < 55; i++) await createReview(t.db, { coupon, rating: 3, remarks: `Review ${i}` });
    expect((await getJson<PublicReviews>('/api/AToZ/get-all-reviews')).reviews).toHaveLength(50);
  });

  it('lists reviews written at the same instant by id, last first, and a smaller limit keeps the first of them (decision 0097)', async () => {
    const merchant = await createMerchant(t.db);
    const coupon = await createCoupon(t.db, { merchantId: merchant.id, status: 'approved' });
    const expired = await createCoupon(t.db, {
      merchantId: merchant.id,
      status: 'approved',
      expiresAt: minutesAgo(1),
    });
    const instant = minutesAgo(5);
    const written = [];
    for (let i = 0; i < 6; i++)
      written.push(await createReview(t.db, { coupon, remarks: `Same instant ${i}`, createdAt: instant }));
    // Between them in id order but never listed: an expired coupon's review and a hidden one.
    await createReview(t.db, { coupon: expired, remarks: 'Expired coupon', createdAt: instant });
    await createReview(t.db, { coupon, remarks: 'Hidden', createdAt: instant, hiddenAt: new Date() });
    await createReview(t.db, { coupon, remarks: 'Older', createdAt: minutesAgo(6) });
    await createReview(t.db, { coupon, remarks: 'Newer', createdAt: minutesAgo(4) });

    const byId = written.sort((a, b) => (a.id < b.id ? 1 : -1)).map((review) => review.remarks);
    const texts = async (limit: number) =>
      (await getJson<PublicReviews>(`/api/AToZ/get-all-reviews?limit=${limit}`)).reviews.map(
        (review) => review.reviewText,
      );
    expect(await texts(20)).toEqual(['Newer', ...byId, 'Older']);
    expect(await texts(4)).toEqual(['Newer', ...byId.slice(0, 3)]);
    expect(await texts(7)).toEqual(['Newer', ...byId]);
  });
});

describe('GET /api/AToZ/get-merchant-ratings', () => {
  it("gives each merchant's average to one decimal, its total and the named reviews, best first", async () => {
    const kaveri = await createMerchant(t.db, { merchantName: 'Kaveri Sarees' });
    const deccan = await createMerchant(t.db, { merchantName: 'Deccan Digital' });
    await createMerchant(t.db, { merchantName: 'No Reviews Yet' });
    const saree = await createCoupon(t.db, {
      merchantId: kaveri.id,
      status: 'approved',
      couponName: 'Saree Sale',
    });
    const silk = await createCoupon(t.db, {
      merchantId: kaveri.id,
      status: 'approved',
      couponName: 'Silk Week',
    });
    const phone = await createCoupon(t.db, {
      merchantId: deccan.id,
      status: 'approved',
      couponName: 'Phone Swap',
    });
    const old = await createCoupon(t.db, {
      merchantId: deccan.id,
      status: 'approved',
      couponName: 'Old Offer',
      expiresAt: minutesAgo(1),
    });
    await createReview(t.db, { coupon: saree, rating: 4, createdAt: minutesAgo(30) });
    await createReview(t.db, { coupon: silk, rating: 3, createdAt: minutesAgo(20) });
    await createReview(t.db, { coupon: saree, rating: 4, createdAt: minutesAgo(10) });
    await createReview(t.db, { coupon: phone, rating: 5, createdAt: minutesAgo(5) });
    await createReview(t.db, { coupon: old, rating: 1, createdAt: minutesAgo(1) });

    expect(await getJson<MerchantRating[]>('/api/AToZ/get-merchant-ratings')).toEqual([
      {
        merchantId: deccan.id,
        merchantName: 'Deccan Digital',
        averageRating: 5,
        totalReviews: 1,
        reviews: [{ couponName: 'Phone Swap', rating: 5 }],
      },
      {
        merchantId: kaveri.id,
        merchantName: 'Kaveri Sarees',
        averageRating: 3.7,
        totalReviews: 3,
        reviews: [
          { couponName: 'Saree Sale', rating: 4 },
          { couponName: 'Silk Week', rating: 3 },
          { couponName: 'Saree Sale', rating: 4 },
        ],
      },
    ]);
  });

  it('answers an empty list when nobody has reviewed yet', async () => {
    expect(await getJson('/api/AToZ/get-merchant-ratings')).toEqual([]);
    expect(await getJson('/api/AToZ/get-all-reviews')).toEqual({ reviews: [] });
  });
});

describe('GET /api/UserDetail1/getPublicStats', () => {
  it('counts visitors from the site counter and registered shoppers, publicly cacheable', async () => {
    expect(await getJson('/api/UserDetail1/getPublicStats')).toEqual({
      totalVisitors: 0,
      registeredUsers: 0,
    });
    await t.db.insert(siteCounters).values({ name: 'totalVisitors', value: 12_480 });
    await createAccount(t.db, { role: 'user' });
    await createAccount(t.db, { role: 'user' });
    await createAccount(t.db, { role: 'merchant' });
    await createAccount(t.db, { role: 'admin' });
    expect(await getJson('/api/UserDetail1/getPublicStats')).toEqual({
      totalVisitors: 12_480,
      registeredUsers: 2,
    });
  });
});

describe('POST /api/AToZ/NewsLetter-Post', () => {
  const subscribers = async () => (await t.db.select({ n: count() }).from(newsletterSubscriptions))[0]?.n;

  it('stores an address once; signing up again, in any case, is answered kindly', async () => {
    const first = await postJson(t, '/api/AToZ/NewsLetter-Post', { emailAddress: ' Asha.Rao@Example.com ' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ message: 'Thank you for subscribing!' });

    const again = await postJson(t, '/api/AToZ/NewsLetter-Post', { emailAddress: 'asha.rao@example.COM' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'You are already subscribed.' });

    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows.map((row) => row.email)).toEqual(['asha.rao@example.com']);
  });

  it('refuses an address that is missing or not an email, and stores nothing', async () => {
    for (const [body, message] of [
      [{ emailAddress: 'not-an-email' }, 'Please enter a valid email address'],
      [{ emailAddress: 'asha@' }, 'Please enter a valid email address'],
      [{ emailAddress: '' }, 'This field is required'],
      [{}, 'This field is required'],
    ] as const) {
      const response = await postJson(t, '/api/AToZ/NewsLetter-Post', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual(
        {
          emailAddress: message,
        },
      );
    }
    expect(await subscribers()).toBe(0);
  });
});

describe('POST /api/Contact/Submit', () => {
  const valid = {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    contactNumber: '9876543210',
    message: 'My cashback for the Diwali offer has not arrived.',
  };
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]?.n;

  it('stores the message and answers with the spec wording', async () => {
    const response = await postJson(t, '/api/Contact/Submit', { ...valid, name: '  Ravi Kumar ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message sent successfully!' });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toEqual([expect.objectContaining({ ...valid, name: 'Ravi Kumar' })]);
  });

  it('refuses missing fields, a bad email, a bad number and a long message, storing nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {},
        {
          name: 'This field is required',
          email: 'This field is required',
          contactNumber: 'This field is required',
          message: 'This field is required',
        },
      ],
      [
        { ...valid, name: '   ', message: '' },
        { name: 'This field is required', message: 'This field is required' },
      ],
      [{ ...valid, email: 'ravi@example' }, { email: 'Please enter a valid email address' }],
      [
        { ...valid, contactNumber: '98765 4321' },
        { contactNumber: 'Mobile number must be exactly 10 digits and only contain numbers' },
      ],
      [
        { ...valid, contactNumber: '98765432100' },
        { contactNumber: 'Mobile number must be exactly 10 digits and only contain numbers' },
      ],
      [{ ...valid, message: 'x'.repeat(2001) }, { message: 'Message must be at most 2000 characters long' }],
    ];
    for (const [body, fields] of cases) {
      const response = await postJson(t, '/api/Contact/Submit', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual(
        fields,
      );
    }
    const notJson = await t.app.request('/api/Contact/Submit', {
      method: 'POST',
      body: 'name=Ravi',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    });
    // A form post is not JSON: refused as an unsupported media type (decision 0019).
    expect(notJson.status).toBe(415);
    expect(await stored()).toBe(0);

    expect((await postJson(t, '/api/Contact/Submit', { ...valid, message: 'x'.repeat(2000) })).status).toBe(
      201,
    );
    expect(await stored()).toBe(1);
  });
});
