import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, storeDirectoryMemoSeconds } from '../../functions/config.ts';
import type { StoreDirectory } from '../../functions/contract/stores.ts';
import { createCoupon, createMerchant } from '../../functions/seed/factories/index.ts';
import { storeDirectory } from '../../functions/services/stores/list-stores.ts';
import { uniqueStoreSlug } from '../../functions/services/stores/store-slug.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Decision 0103: one process reads the store directory at most once per STORE_DIRECTORY_MEMO_SECONDS,
// and takes the copy's age off the CDN's max-age, so no visitor sees it older than the CDN alone allows.

let t: TestApp | undefined;
afterEach(() => t?.close());

async function storeWithLiveCoupon(app: TestApp, brandName: string) {
  const merchant = await createMerchant(app.db, {
    brandName,
    storeSlug: await uniqueStoreSlug(app.db, brandName),
  });
  await createCoupon(app.db, {
    merchantId: merchant.id,
    title: `${brandName} offer`,
    couponName: `${brandName} offer`,
    status: 'approved',
    approvedAt: new Date(),
  });
  return merchant;
}

const names = (stores: readonly { storeName: string }[]) => stores.map((store) => store.storeName);

describe('the store directory read once per interval', () => {
  it('is on for 30 s in production and off in development and tests unless set', () => {
    expect(storeDirectoryMemoSeconds(parseConfig({ NODE_ENV: 'test' }))).toBe(0);
    expect(storeDirectoryMemoSeconds(parseConfig({ NODE_ENV: 'development' }))).toBe(0);
    expect(
      storeDirectoryMemoSeconds(parseConfig({ NODE_ENV: 'development', STORE_DIRECTORY_MEMO_SECONDS: '10' })),
    ).toBe(10);
    expect(() => parseConfig({ STORE_DIRECTORY_MEMO_SECONDS: '301' })).toThrow(
      /STORE_DIRECTORY_MEMO_SECONDS/,
    );
  });

  it('answers the same copy, with its age, until the interval is over; then reads again', async () => {
    t = await createTestApp();
    let clock = 1_000_000;
    const now = () => clock;
    await storeWithLiveCoupon(t, 'Anand Sweets');
    const first = await storeDirectory(t.db, 500, 30, now);
    expect(names(first.stores)).toEqual(['Anand Sweets']);
    expect(first.ageSeconds).toBe(0);

    await storeWithLiveCoupon(t, 'Bawarchi');
    clock += 29_999;
    const kept = await storeDirectory(t.db, 500, 30, now);
    expect(kept.stores).toBe(first.stores);
    expect(kept.ageSeconds).toBe(29);
    // Another default rate is another answer: read for itself.
    expect(names((await storeDirectory(t.db, 700, 30, now)).stores)).toEqual(['Anand Sweets', 'Bawarchi']);

    clock += 1;
    const fresh = await storeDirectory(t.db, 500, 30, now);
    expect(names(fresh.stores)).toEqual(['Anand Sweets', 'Bawarchi']);
    expect(fresh.ageSeconds).toBe(0);
    // Off (0): every call reads.
    await storeWithLiveCoupon(t, 'Chutneys');
    expect(names((await storeDirectory(t.db, 500, 0, now)).stores)).toEqual([
      'Anand Sweets',
      'Bawarchi',
      'Chutneys',
    ]);
  });

  it('shares one read between callers that arrive while it is under way', async () => {
    t = await createTestApp();
    await storeWithLiveCoupon(t, 'Anand Sweets');
    const [a, b] = await Promise.all([storeDirectory(t.db, 500, 30), storeDirectory(t.db, 500, 30)]);
    expect(a.stores).toBe(b.stores);
  });

  it("GET /api/stores takes the copy's age off the CDN max-age", async () => {
    t = await createTestApp({ STORE_DIRECTORY_MEMO_SECONDS: '30' });
    await storeWithLiveCoupon(t, 'Anand Sweets');
    const read = async () => {
      const response = await t!.app.request('/api/stores');
      expect(response.status).toBe(200);
      // The copy's JSON is written once and sent as is (decision 0109): still JSON to a client.
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('CDN-Cache-Control') ?? '')?.[1]);
      return { maxAge, stores: ((await response.json()) as StoreDirectory).stores };
    };
    const first = await read();
    expect(first.maxAge).toBe(300);
    expect(names(first.stores)).toEqual(['Anand Sweets']);
    await storeWithLiveCoupon(t, 'Bawarchi');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await read();
    // The same copy, a second or more older: the CDN keeps it as much less.
    expect(names(second.stores)).toEqual(['Anand Sweets']);
    expect(second.maxAge).toBeLessThan(300);
    expect(second.maxAge).toBeGreaterThan(270);
  });
});
