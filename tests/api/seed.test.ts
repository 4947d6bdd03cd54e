import { and, count, countDistinct, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../functions/auth/passwords.ts';
import {
  accounts,
  coupons,
  flashTexts,
  merchantCategories,
  merchantProducts,
  reviews,
  siteImages,
  stores,
} from '../../functions/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData, seedDemoDataIfEmpty } from '../../functions/seed/seed-demo-data.ts';
import { approveCoupon } from '../../functions/services/admin/decide-coupon.ts';
import { readEarnings } from '../../functions/services/earnings/read-earnings.ts';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t, { signInAccounts: true });
}, 120_000);
afterAll(() => t.close());

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe('the demo seed', () => {
  it('has at least 30 live approved coupons over at least 8 categories, in English, Hindi and Telugu', async () => {
    const live = and(eq(coupons.status, 'approved'), gt(coupons.expiresAt, new Date()));
    expect(await n(t.db.select({ n: count() }).from(coupons).where(live))).toBeGreaterThanOrEqual(30);
    expect(
      await n(
        t.db
          .select({ n: countDistinct(coupons.category) })
          .from(coupons)
          .where(live),
      ),
    ).toBeGreaterThanOrEqual(8);
    for (const language of ['hi', 'te', 'en'] as const) {
      expect(
        await n(
          t.db
            .select({ n: count() })
            .from(coupons)
            .where(and(live, eq(coupons.language, language))),
        ),
      ).toBeGreaterThan(0);
    }
  });

  it('has expired and pending coupons, one approved coupon per slot, and slots the pending ones can take', async () => {
    const expired = and(eq(coupons.status, 'approved'), lte(coupons.expiresAt, new Date()));
    expect(await n(t.db.select({ n: count() }).from(coupons).where(expired))).toBeGreaterThan(0);
    const pending = await t.db
      .select({ id: coupons.id, slot: coupons.requestedSlotId })
      .from(coupons)
      .where(eq(coupons.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);

    const held = await t.db
      .select({ slot: coupons.assignedSlotId, live: sql<boolean>`${coupons.expiresAt} > now()` })
      .from(coupons)
      .where(and(eq(coupons.status, 'approved'), isNotNull(coupons.assignedSlotId)));
    const liveSlots = held.filter((row) => row.live).map((row) => row.slot);
    expect(new Set(held.map((row) => row.slot)).size).toBe(held.length);
    expect(liveSlots.length).toBeGreaterThanOrEqual(20);
    // Each pending coupon's requested slot is free or held by an expired coupon, so approving it works.
    for (const { slot } of pending) expect(liveSlots).not.toContain(slot);
    const admin = await t.db.query.accounts.findFirst({ where: eq(accounts.role, 'admin') });
    for (const { id } of pending) await approveCoupon(t.db, admin?.id ?? '', { couponId: id });
  });

  it('has images for every position, a flash text, reviews, two stores with categories and products', async () => {
    const kinds = await t.db
      .selectDistinct({ kind: siteImages.kind, position: siteImages.position })
      .from(siteImages);
    const names = kinds.map((k) => k.position ?? k.kind);
    for (const expected of [
      'hero',
      'seasonal',
      'top_banner',
      'card',
      'popup_ad',
      'TopMiddle',
      'TTCoLeftMin',
      'TTCoMax',
      'TTCoRightMin',
      'Cat',
      'TC',
      'BO',
    ]) {
      expect(names).toContain(expected);
    }
    expect(await n(t.db.select({ n: count() }).from(flashTexts))).toBe(1);
    expect(await n(t.db.select({ n: count() }).from(reviews))).toBeGreaterThanOrEqual(5);
    expect(await n(t.db.select({ n: count() }).from(stores))).toBe(2);
    expect(
      await n(t.db.select({ n: countDistinct(merchantCategories.merchantId) }).from(merchantCategories)),
    ).toBe(2);
    expect(await n(t.db.select({ n: count() }).from(merchantProducts))).toBeGreaterThan(0);
  });

  it('gives the demo stores slugs from their brand names, and lists them in the store directory', async () => {
    const response = await t.app.request('/api/stores');
    const { stores: listed } = (await response.json()) as StoreDirectory;
    expect(listed.map(({ storeName, storeSlug }) => ({ storeName, storeSlug }))).toEqual([
      { storeName: 'Charminar Threads', storeSlug: 'charminar-threads' },
      { storeName: 'Deccan Digital', storeSlug: 'deccan-digital' },
    ]);
    for (const store of listed)
      expect(store).toMatchObject({ hasStorefront: true, logoUrl: expect.any(String) });
    expect(listed.every((store) => store.liveCoupons > 0)).toBe(true);
  });

  it('gives the demo user pending, confirmed and reversed cashback and a referred friend’s bonus', async () => {
    const user = await t.db.query.accounts.findFirst({ where: eq(accounts.username, 'demo_user') });
    const earnings = await readEarnings(t.db, user?.id ?? '');
    const statuses = new Set(earnings.purchaseHistory.map((entry) => entry.status));
    expect([...statuses].sort()).toEqual(['confirmed', 'pending', 'reversed']);
    expect(earnings.purchaseHistory.find((entry) => entry.status === 'reversed')?.reason).toMatch(
      /^Returned: /,
    );
    expect(earnings.purchaseHistory.filter((entry) => entry.purchaseType === 'Referral bonus')).toHaveLength(
      1,
    );
    expect(earnings.pendingPoints).toBeGreaterThan(0);
    expect(earnings.totalPoints).toBeGreaterThan(0);
  });

  it('creates the three demo accounts with their documented passwords', async () => {
    for (const demo of Object.values(DEMO_ACCOUNTS)) {
      const account = await t.db.query.accounts.findFirst({ where: eq(accounts.username, demo.username) });
      expect(account?.role).toBe(demo.role);
      expect(account?.email).toBe(demo.email);
      expect(await verifyPassword(account?.passwordHash ?? '', demo.password)).toBe(true);
      expect(await verifyPassword(account?.passwordHash ?? '', 'wrong password')).toBe(false);
    }
  });

  it('does nothing on a database that already has accounts', async () => {
    const before = await n(t.db.select({ n: count() }).from(coupons));
    expect(await seedDemoDataIfEmpty(t, { signInAccounts: true })).toBe(false);
    expect(await n(t.db.select({ n: count() }).from(coupons))).toBe(before);
  });
});
