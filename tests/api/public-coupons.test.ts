import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdSlotCoupon, BestOffer, ListedCoupon } from '../../functions/contract/public.ts';
import { coupons } from '../../functions/db/schema/index.ts';
import { createCoupon, createDemoMedia, createMerchant } from '../../functions/seed/factories/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let merchantId: string;
let merchantName: string;
let merchantSlug: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ id: merchantId, merchantName, storeSlug: merchantSlug } = await createMerchant(t.db));
});
afterEach(() => t.close());

async function getJson<T>(path: string): Promise<T> {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const live = (overrides: Partial<Parameters<typeof createCoupon>[1]> = {}) =>
  createCoupon(t.db, {
    merchantId,
    status: 'approved',
    assignedSlotId: null,
    approvedAt: new Date(),
    ...overrides,
  });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/AdSlot/get-all-ad-slots', () => {
  it('gives each slot its live coupon, with an image URL and no code', async () => {
    const image = await createDemoMedia(t, { label: '40% OFF', kind: 'couponAd', width: 540, height: 510 });
    await live({ couponName: 'Approved without a slot' });
    const newer = await live({
      assignedSlotId: 3,
      couponName: 'Pongal Silk Sale',
      couponCode: 'PONGAL40',
      approvedAt: minutesAgo(5),
      category: 'Fashion',
      language: 'en',
      merchantUrl: 'kaveri.example.in/pongal',
      percentage: 40,
      adImageId: image.id,
    });
    await live({ assignedSlotId: 7, couponName: 'Expired', expiresAt: minutesAgo(1) });
    await live({ assignedSlotId: 8, couponName: 'Pending', status: 'pending', approvedAt: null });
    await live({ assignedSlotId: 9, couponName: 'Rejected', status: 'rejected' });
    await live({ assignedSlotId: 24, couponName: 'Last slot' });

    const response = await t.app.request('/api/AdSlot/get-all-ad-slots');
    expect(response.headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const slots = (await response.json()) as AdSlotCoupon[];
    expect(slots.map((slot) => [slot.slotId, slot.couponName])).toEqual([
      [3, 'Pongal Silk Sale'],
      [24, 'Last slot'],
    ]);
    expect(slots[0]).toEqual({
      id: newer.id,
      slotId: 3,
      couponName: 'Pongal Silk Sale',
      createdAt: newer.createdAt.toISOString(),
      category: 'Fashion',
      language: 'en',
      merchantURL: 'https://kaveri.example.in/pongal',
      imageUrl: image.url,
      width: 540,
      height: 510,
      expiryDate: newer.expiryDate,
      percentage: 40,
      discount: null,
      // Issue 24 item 5: which of the two the offer gives (read from the amounts when not stored).
      discountKind: 'percentage',
      description: newer.description,
      termsAndConditions: newer.termsAndConditions,
      storeName: merchantName,
      storeSlug: merchantSlug,
      storeLogoUrl: null,
      // The store has no rate of its own: the site's default (CASHBACK_RATE_PERCENT, issue 22 item 1).
      cashbackPercent: 5,
      hasCode: true,
      // Issue 23 item 2: no votes, no reveals, not re-confirmed.
      successRate: null,
      votes: 0,
      usedToday: 0,
      verified: false,
    });
    expect(slots[1]).toMatchObject({ imageUrl: null, width: null, height: null });
    expect(JSON.stringify(slots)).not.toMatch(/couponCode|PONGAL40/);
  });
});

describe('GET /api/AToZ lists', () => {
  it('lists live coupons newest first, by reveals, and best offers by percentage then discount', async () => {
    const flat500 = await live({
      title: 'Flat ₹500 off',
      couponName: 'Flat 500',
      percentage: null,
      discountValuePaise: 50_000,
      revealCount: 5,
      createdAt: minutesAgo(40),
    });
    const pct60 = await live({
      title: '60% off shoes',
      couponName: 'Shoes 60',
      percentage: 60,
      revealCount: 1,
      createdAt: minutesAgo(30),
    });
    const flat100 = await live({
      title: 'Flat ₹100 off',
      couponName: 'Flat 100',
      percentage: null,
      discountValuePaise: 10_000,
      revealCount: 99,
      createdAt: minutesAgo(20),
      assignedSlotId: 5,
    });
    const pct10 = await live({
      title: '10% off groceries',
      couponName: 'Kirana 10',
      percentage: 10,
      revealCount: 7,
      createdAt: minutesAgo(10),
    });
    await live({ title: 'Expired', expiresAt: minutesAgo(1), revealCount: 1000 });
    await live({ title: 'Pending', status: 'pending', assignedSlotId: null, revealCount: 1000 });

    const newest = await getJson<ListedCoupon[]>('/api/AToZ/newest');
    expect(newest.map((c) => c.id)).toEqual([pct10.id, flat100.id, pct60.id, flat500.id]);
    expect(newest[1]).toMatchObject({
      title: 'Flat ₹100 off',
      category: 'Fashion',
      merchantURL: 'https://shop.example.in',
      discount: 100,
      percentage: null,
      hasCode: true,
    });
    expect(newest[1]).not.toHaveProperty('couponCode');

    const popular = await getJson<ListedCoupon[]>('/api/AToZ/popular');
    expect(popular.map((c) => c.id)).toEqual([flat100.id, pct10.id, flat500.id, pct60.id]);

    const best = await getJson<BestOffer[]>('/api/AToZ/BestOffers');
    expect(best.map((c) => c.couponName)).toEqual(['Shoes 60', 'Kirana 10', 'Flat 500', 'Flat 100']);
    expect(best[3]).toMatchObject({ slotId: 5, couponName: 'Flat 100', discount: 100 });
  });

  it('lists the categories of live coupons once each, A-Z, cached for five minutes', async () => {
    await live({ category: 'Travel' });
    await live({ category: 'electronics' });
    await live({ category: 'Fashion' });
    await live({ category: 'Travel' });
    await live({ category: 'Gone', expiresAt: minutesAgo(1) });
    await live({ category: 'Waiting', status: 'pending' });

    const response = await t.app.request('/api/AToZ/available-categories');
    expect(response.headers.get('cdn-cache-control')).toContain('max-age=300');
    expect(await response.json()).toEqual(['electronics', 'Fashion', 'Travel']);
  });

  it('filters every list by language, and refuses a language it does not know', async () => {
    const hindi = await live({
      language: 'hi',
      category: 'त्योहार',
      couponName: 'दिवाली फैशन धमाका',
      title: 'दिवाली पर 50% तक की छूट',
      assignedSlotId: 2,
    });
    const telugu = await live({ language: 'te', category: 'Food', assignedSlotId: 4 });
    await live({ language: 'en', category: 'Fashion', assignedSlotId: 6 });

    for (const path of ['/api/AToZ/newest', '/api/AToZ/popular', '/api/AToZ/BestOffers']) {
      expect((await getJson<{ id: string }[]>(`${path}?language=hi`)).map((c) => c.id)).toEqual([hindi.id]);
      expect((await getJson<{ id: string }[]>(`${path}?language=te`)).map((c) => c.id)).toEqual([telugu.id]);
      expect(await getJson<unknown[]>(path)).toHaveLength(3);
    }
    const slots = await getJson<AdSlotCoupon[]>('/api/AdSlot/get-all-ad-slots?language=hi');
    expect(slots).toEqual([
      expect.objectContaining({ slotId: 2, couponName: 'दिवाली फैशन धमाका', language: 'hi' }),
    ]);
    expect(await getJson('/api/AToZ/available-categories?language=te')).toEqual(['Food']);
    expect(await getJson<unknown[]>('/api/AToZ/newest?language=')).toHaveLength(3);

    for (const path of [
      '/api/AToZ/newest?language=fr',
      '/api/AToZ/popular?language=HI',
      '/api/AToZ/BestOffers?language=english',
      '/api/AToZ/available-categories?language=xx',
      '/api/AdSlot/get-all-ad-slots?language=ta',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Please check the highlighted fields.',
          fields: { language: 'Language must be one of en, hi or te' },
        },
      });
    }
  });
});

describe('expiry', () => {
  it('takes a coupon off every public list the moment it expires, without a restart', async () => {
    // An hour ahead: the first look cannot be late on a busy machine. The lists compare with the
    // database's clock (services/coupons/live-coupons.ts), so the test moves the expiry behind that
    // clock instead of waiting for real time to pass it.
    const expiresAt = new Date(Date.now() + 3_600_000);
    const coupon = await live({
      couponName: 'Flash Sale',
      title: 'Flash sale: one second only',
      category: 'Flash',
      assignedSlotId: 12,
      percentage: 100,
      revealCount: 10_000,
      expiresAt,
    });
    const lists = [
      '/api/AdSlot/get-all-ad-slots',
      '/api/AToZ/newest',
      '/api/AToZ/popular',
      '/api/AToZ/BestOffers',
    ];
    const present = async () => {
      const bodies = await Promise.all(lists.map((path) => getJson<{ id: string }[]>(path)));
      const categories = await getJson<string[]>('/api/AToZ/available-categories');
      return [...bodies.map((body) => body.some((c) => c.id === coupon.id)), categories.includes('Flash')];
    };

    expect(await present()).toEqual([true, true, true, true, true]);
    await t.db
      .update(coupons)
      .set({ expiresAt: sql`now() - interval '1 millisecond'` })
      .where(eq(coupons.id, coupon.id));
    expect(await present()).toEqual([false, false, false, false, false]);
  });
});
