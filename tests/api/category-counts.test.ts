import { eq, gt, lte, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryCount } from '../../functions/contract/public.ts';
import {
  couponCategoryCounts,
  couponMerchantCounts,
  coupons,
  merchants,
} from '../../functions/db/schema/index.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { pruneExpired } from '../../functions/services/maintenance/prune-expired.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The Categories page's tiles (issue 21 item 12): live coupons per category, from the server. */
let t: TestApp;
let merchantId: string;
beforeEach(async () => {
  t = await createTestApp();
  merchantId = (await createMerchant(t.db)).id;
});
afterEach(() => t.close());

const live = (overrides: Partial<Parameters<typeof createCoupon>[1]> = {}) =>
  createCoupon(t.db, {
    merchantId,
    status: 'approved',
    assignedSlotId: null,
    approvedAt: new Date(),
    ...overrides,
  });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function counts(query = ''): Promise<CategoryCount[]> {
  const response = await t.app.request(`/api/AToZ/category-counts${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CategoryCount[];
}

describe('GET /api/AToZ/category-counts', () => {
  it('counts only live coupons, each category once and A-Z, publicly cached for a minute', async () => {
    await live({ category: 'Travel' });
    await live({ category: 'Travel' });
    await live({ category: 'Fashion' });
    await live({ category: 'Food & Dining' });
    // Not live: expired, waiting for approval, rejected. They count nowhere.
    await live({ category: 'Travel', expiresAt: minutesAgo(1) });
    await live({ category: 'Fashion', status: 'pending', approvedAt: null });
    await live({ category: 'Fashion', status: 'rejected' });
    await live({ category: 'Gone', expiresAt: minutesAgo(5) });
    await live({ category: 'Waiting', status: 'pending', approvedAt: null });

    const response = await t.app.request('/api/AToZ/category-counts');
    expect(response.headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(await response.json()).toEqual([
      { category: 'Fashion', count: 1 },
      { category: 'Food & Dining', count: 1 },
      { category: 'Travel', count: 2 },
    ]);
  });

  it('agrees with available-categories and with the live list', async () => {
    for (const category of ['Beauty', 'Beauty', 'Grocery', 'Electronics', 'Electronics', 'Electronics'])
      await live({ category });
    await live({ category: 'Grocery', expiresAt: minutesAgo(1) });

    const tiles = await counts();
    const names = (await (await t.app.request('/api/AToZ/available-categories')).json()) as string[];
    expect(tiles.map((tile) => tile.category)).toEqual(names);
    const newest = (await (await t.app.request('/api/AToZ/newest')).json()) as { category: string }[];
    expect(tiles.reduce((sum, tile) => sum + tile.count, 0)).toBe(newest.length);
    expect(tiles).toEqual([
      { category: 'Beauty', count: 2 },
      { category: 'Electronics', count: 3 },
      { category: 'Grocery', count: 1 },
    ]);
  });

  it('counts spellings that differ only in case as one category, as the grid filter does', async () => {
    await live({ category: 'Fashion' });
    await live({ category: 'fashion' });
    await live({ category: 'FASHION' });
    const [tile, ...rest] = await counts();
    expect(rest).toEqual([]);
    expect(tile?.count).toBe(3);
    expect(tile?.category.toLowerCase()).toBe('fashion');
  });

  it('counts one language when asked, and refuses a language it does not know', async () => {
    await live({ category: 'Food', language: 'te' });
    await live({ category: 'Food', language: 'en' });
    await live({ category: 'त्योहार', language: 'hi' });
    expect(await counts('?language=te')).toEqual([{ category: 'Food', count: 1 }]);
    expect(await counts('?language=hi')).toEqual([{ category: 'त्योहार', count: 1 }]);
    expect(await counts()).toEqual([
      { category: 'Food', count: 2 },
      { category: 'त्योहार', count: 1 },
    ]);
    const refused = await t.app.request('/api/AToZ/category-counts?language=fr');
    expect(refused.status).toBe(400);
  });

  it('honours a limit', async () => {
    for (const category of ['A', 'B', 'C']) await live({ category });
    expect(await counts('?limit=2')).toEqual([
      { category: 'A', count: 1 },
      { category: 'B', count: 1 },
    ]);
  });

  it('a coupon leaves its count the moment it expires', async () => {
    const soon = await live({ category: 'Flash', expiresAt: new Date(Date.now() + 3_600_000) });
    await live({ category: 'Flash' });
    expect(await counts()).toEqual([{ category: 'Flash', count: 2 }]);
    await t.db
      .update(coupons)
      .set({ expiresAt: sql`now() - interval '1 millisecond'` })
      .where(eq(coupons.id, soon.id));
    expect(await counts()).toEqual([{ category: 'Flash', count: 1 }]);
  });
});

/**
 * Decision 0087: the counts are read from coupon_category_counts and coupon_merchant_counts, kept by a
 * trigger on coupons. Whatever writes a coupon, the Categories tiles and the store directory's count
 * stay what counting the live coupons gives.
 */
describe('the kept live-coupon counts', () => {
  async function directoryCount(): Promise<number> {
    const response = await t.app.request('/api/stores');
    const { stores } = (await response.json()) as { stores: { storeSlug: string; liveCoupons: number }[] };
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, merchantId));
    return stores.find((store) => store.storeSlug === merchant!.storeSlug)?.liveCoupons ?? 0;
  }

  it('follow an approval, a suspension, edits of category, language and expiry, and a delete', async () => {
    const pending = await live({ category: 'Travel', status: 'pending', approvedAt: null });
    const other = await live({ category: 'Travel' });
    expect(await counts()).toEqual([{ category: 'Travel', count: 1 }]);
    expect(await directoryCount()).toBe(1);

    await t.db.update(coupons).set({ status: 'approved' }).where(eq(coupons.id, pending.id));
    expect(await counts()).toEqual([{ category: 'Travel', count: 2 }]);
    expect(await directoryCount()).toBe(2);

    await t.db.update(coupons).set({ suspendedAt: new Date() }).where(eq(coupons.id, pending.id));
    expect(await counts()).toEqual([{ category: 'Travel', count: 1 }]);
    expect(await directoryCount()).toBe(1);
    await t.db.update(coupons).set({ suspendedAt: null }).where(eq(coupons.id, pending.id));

    await t.db.update(coupons).set({ category: 'Food', language: 'hi' }).where(eq(coupons.id, other.id));
    expect(await counts()).toEqual([
      { category: 'Food', count: 1 },
      { category: 'Travel', count: 1 },
    ]);
    expect(await counts('?language=hi')).toEqual([{ category: 'Food', count: 1 }]);
    expect(await directoryCount()).toBe(2);

    // A later expiry moves the coupon to another row; an earlier one past now() takes it out.
    await t.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() + 40 * 86_400_000) })
      .where(eq(coupons.id, other.id));
    expect(await counts('?language=hi')).toEqual([{ category: 'Food', count: 1 }]);
    await t.db
      .update(coupons)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(coupons.id, other.id));
    expect(await counts()).toEqual([{ category: 'Travel', count: 1 }]);
    expect(await directoryCount()).toBe(1);

    // A counter fold (reveal_count) writes the coupon without touching the counts.
    await t.db
      .update(coupons)
      .set({ revealCount: sql`${coupons.revealCount} + 5` })
      .where(eq(coupons.id, pending.id));
    await t.db.delete(coupons).where(eq(coupons.id, pending.id));
    expect(await counts()).toEqual([]);
    expect(await directoryCount()).toBe(0);

    // Nothing is left over in the kept rows of the live part.
    const ahead = (table: typeof couponCategoryCounts | typeof couponMerchantCounts) =>
      t.db
        .select()
        .from(table)
        .where(gt(table.expiresAt, sql`now()`));
    expect(await ahead(couponCategoryCounts)).toEqual([]);
    expect(await ahead(couponMerchantCounts)).toEqual([]);
  });

  it('rows of expiry instants already past are deleted by the clean-up, in batches, and no answer changes (decision 0091)', async () => {
    const categories = ['Books', 'Toys', 'Shoes'];
    // Three past expiry instants × 3 categories (two merchants), and live coupons beside them.
    const other = (await createMerchant(t.db)).id;
    const expired = [];
    for (const [i, category] of categories.entries())
      for (const minutes of [5, 60, 24 * 60]) {
        expired.push(await live({ category, expiresAt: new Date(Date.now() + 3_600_000 + i) }));
        expired.push(
          await live({ category, merchantId: other, expiresAt: new Date(Date.now() + 7_200_000 + minutes) }),
        );
      }
    await live({ category: 'Books' });
    await live({ category: 'Toys', merchantId: other, expiresAt: new Date(Date.now() + 86_400_000) });
    // Their expiry passes (the trigger moves each to a row of a past instant).
    for (const [i, coupon] of expired.entries())
      await t.db
        .update(coupons)
        .set({ expiresAt: sql`now() - make_interval(mins => ${i + 1})` })
        .where(eq(coupons.id, coupon.id));
    const before = { tiles: await counts(), directory: await directoryCount() };
    const past = async () =>
      (
        await t.db
          .select()
          .from(couponCategoryCounts)
          .where(lte(couponCategoryCounts.expiresAt, sql`now()`))
      ).length +
      (
        await t.db
          .select()
          .from(couponMerchantCounts)
          .where(lte(couponMerchantCounts.expiresAt, sql`now()`))
      ).length;
    const rowsPast = await past();
    expect(rowsPast).toBe(2 * expired.length);

    // Batches of 4: several statements, every past row gone, every row still ahead kept.
    const run = await pruneExpired(t.db, new Date(), 4);
    expect(run.pastCouponCounts).toBe(rowsPast);
    expect(await past()).toBe(0);
    expect(await t.db.select().from(couponCategoryCounts)).toHaveLength(2);
    expect(await counts()).toEqual(before.tiles);
    expect(await directoryCount()).toBe(before.directory);
    expect((await pruneExpired(t.db, new Date(), 4)).pastCouponCounts).toBe(0);

    // A later write to a coupon whose row is gone lowers nothing and leaves nothing behind.
    await t.db.update(coupons).set({ suspendedAt: new Date() }).where(eq(coupons.id, expired[0]!.id));
    await t.db.delete(coupons).where(eq(coupons.id, expired[1]!.id));
    expect(await past()).toBe(0);
    expect(await counts()).toEqual(before.tiles);
    // A clean-up dated later than the database's clock deletes nothing still ahead by it.
    expect((await pruneExpired(t.db, new Date(Date.now() + 400 * 86_400_000), 4)).pastCouponCounts).toBe(0);
    expect(await counts()).toEqual(before.tiles);
  });
});
