import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../functions/contract/search.ts';
import { SEARCH_MAX_LENGTH, searchMessages } from '../../functions/contract/search.ts';
import { stores } from '../../functions/db/schema/index.ts';
import {
  createCoupon,
  createMerchant,
  createStore,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * GET /api/search (issue 21 item 5, decision 0058). One database for the file: the searches only read.
 * Runs on PGlite (npm run test:api) and on real Postgres (npm run test:pg) with the same expectations.
 */
let t: TestApp;

const live = (merchantId: string, values: Partial<Parameters<typeof createCoupon>[1]> = {}) =>
  createCoupon(t.db, { merchantId, status: 'approved', approvedAt: new Date(), ...values });

beforeAll(async () => {
  t = await createTestApp();
  const charminar = await createMerchant(t.db, {
    merchantName: 'Charminar Foods Pvt. Ltd.',
    brandName: 'Charminar Biryani',
    category: 'Food',
  });
  await createStore(t, { merchantId: charminar.id, storeName: 'Charminar Kitchen' });
  await live(charminar.id, {
    title: 'Free raita with every order',
    couponName: 'RAITA',
    category: 'Food',
    couponCode: 'SECRETRAITA1',
    description: 'On orders above ₹299.',
  });
  await live(charminar.id, {
    title: 'బిర్యానీ ఆర్డర్లపై ₹100 తగ్గింపు',
    couponName: 'Telugu biryani',
    language: 'te',
    category: 'Food',
    couponCode: 'SECRETTELUGU',
  });

  // A coupon that mentions the other store's word in its title ranks after that store's coupons.
  const palace = await createMerchant(t.db, { brandName: 'Pizza Palace', category: 'Food' });
  const other = await createMerchant(t.db, { brandName: 'Deccan Digital', category: 'Electronics' });
  await live(other.id, {
    title: 'Pizza cutter free with any laptop',
    couponName: 'CUTTER',
    category: 'Electronics',
    couponCode: 'SECRETCUTTER',
    createdAt: new Date(Date.now() + 60_000),
  });
  await live(palace.id, {
    title: '₹120 off on large orders',
    couponName: 'LARGE120',
    category: 'Food',
    couponCode: 'SECRETLARGE',
  });
  await live(other.id, {
    title: 'दिवाली पर मोबाइल पर 50% तक की छूट',
    couponName: 'Diwali mobiles',
    language: 'hi',
    category: 'Electronics',
    couponCode: 'SECRETHINDI',
  });

  // Never shown: expired, pending, rejected coupons; a store an admin hid; a store with nothing live.
  const hidden = await createMerchant(t.db, { brandName: 'Zafrani Hidden Store' });
  const hiddenStore = await createStore(t, { merchantId: hidden.id, storeName: 'Zafrani Hidden Store' });
  await t.db.update(stores).set({ hiddenAt: new Date() }).where(eq(stores.id, hiddenStore.id));
  await live(hidden.id, { title: 'Zafrani offer of a hidden store', couponCode: 'SECRETHIDDEN' });
  const idle = await createMerchant(t.db, { brandName: 'Zafrani Idle Traders' });
  await createCoupon(t.db, { merchantId: idle.id, title: 'Zafrani pending offer', status: 'pending' });
  await createCoupon(t.db, {
    merchantId: idle.id,
    title: 'Zafrani rejected offer',
    status: 'rejected',
  });
  await live(idle.id, {
    title: 'Zafrani expired offer',
    expiryDate: isoDateInDays(-1),
    issueDate: isoDateInDays(-10),
  });
  // A store with only an active storefront is a store to visit.
  const front = await createMerchant(t.db, { brandName: 'Zafrani Silks' });
  await createStore(t, { merchantId: front.id, storeName: 'Zafrani Silks' });
});
afterAll(() => t.close());

async function find(q: string, extra = ''): Promise<SearchResults> {
  const response = await t.app.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResults;
}

describe('GET /api/search', () => {
  it('puts the store whose name matches first, then its coupons, then other coupons that mention it', async () => {
    const results = await find('pizza');
    expect(results.query).toBe('pizza');
    expect(results.stores.map((store) => store.name)).toEqual(['Pizza Palace']);
    expect(results.stores[0]).toMatchObject({ slug: 'pizza-palace', liveCoupons: 1 });
    expect(results.coupons.map((coupon) => coupon.title)).toEqual([
      '₹120 off on large orders',
      'Pizza cutter free with any laptop',
    ]);
    expect(results.coupons[0]).toMatchObject({ storeName: 'Pizza Palace', storeSlug: 'pizza-palace' });
  });

  it('forgives a wrong letter: "charminr" finds Charminar Biryani and its coupons', async () => {
    const results = await find('charminr');
    expect(results.stores[0]).toMatchObject({ name: 'Charminar Biryani', slug: 'charminar-biryani' });
    expect(results.stores[0]?.logoUrl).toMatch(/^\/media\//);
    expect(results.stores[0]?.liveCoupons).toBe(2);
    expect(results.coupons.map((coupon) => coupon.couponName).sort()).toEqual(['RAITA', 'Telugu biryani']);
    // A typo in a coupon's own words finds it too.
    expect((await find('raitta')).coupons.map((coupon) => coupon.couponName)).toEqual(['RAITA']);
  });

  it('ignores case, and finds a store by its storefront name too', async () => {
    for (const q of ['CHARMINAR', 'Charminar BIRYANI', 'charminar kitchen']) {
      expect((await find(q)).stores.map((store) => store.name)).toEqual(['Charminar Biryani']);
    }
  });

  it('finds Hindi and Telugu words in their own script', async () => {
    const hindi = await find('दिवाली');
    expect(hindi.coupons.map((coupon) => coupon.couponName)).toEqual(['Diwali mobiles']);
    expect(hindi.coupons[0]?.language).toBe('hi');
    expect((await find('छूट')).coupons.map((coupon) => coupon.couponName)).toEqual(['Diwali mobiles']);
    const telugu = await find('బిర్యానీ');
    expect(telugu.coupons.map((coupon) => coupon.couponName)).toEqual(['Telugu biryani']);
    expect(telugu.coupons[0]?.storeName).toBe('Charminar Biryani');
  });

  it('answers categories with live coupons, and filters coupons by category and language', async () => {
    const results = await find('electro');
    expect(results.categories).toEqual([{ name: 'Electronics', liveCoupons: 2 }]);
    expect(results.coupons.map((coupon) => coupon.couponName).sort()).toEqual(['CUTTER', 'Diwali mobiles']);
    expect((await find('food')).categories).toEqual([{ name: 'Food', liveCoupons: 3 }]);
    const inHindi = await find('electronics', '&language=hi');
    expect(inHindi.coupons.map((coupon) => coupon.couponName)).toEqual(['Diwali mobiles']);
    const inFood = await find('pizza', '&category=Food');
    expect(inFood.coupons.map((coupon) => coupon.couponName)).toEqual(['LARGE120']);
  });

  it('never shows expired, pending or rejected coupons, a hidden store, or a store with nothing to visit', async () => {
    const results = await find('zafrani');
    expect(results.stores.map((store) => store.name)).toEqual(['Zafrani Silks']);
    expect(results.stores[0]?.liveCoupons).toBe(0);
    // The hidden storefront's coupon is still a live coupon (every list shows it), without the store.
    expect(results.coupons.map((coupon) => coupon.title)).toEqual(['Zafrani offer of a hidden store']);
    expect(results.coupons[0]?.storeLogoUrl).toBeNull();
  });

  it('never sends a coupon code', async () => {
    const response = await t.app.request('/api/search?q=biryani');
    const body = await response.text();
    expect(JSON.parse(body).coupons.length).toBeGreaterThan(0);
    expect(body).not.toMatch(/SECRET|couponCode/);
    expect(JSON.parse(body).coupons[0].hasCode).toBe(true);
  });

  it('is public and cached like the other public lists', async () => {
    const response = await t.app.request('/api/search?q=pizza');
    expect(response.headers.get('CDN-Cache-Control')).toMatch(/public, max-age=60/);
  });

  it('finds nothing for fewer than two characters, and refuses a q that is too long with a message', async () => {
    expect(await find('p')).toEqual({ query: 'p', stores: [], coupons: [], categories: [] });
    expect(await find('  ')).toEqual({ query: '', stores: [], coupons: [], categories: [] });
    expect((await find('pi')).stores.map((store) => store.name)).toEqual(['Pizza Palace']);
    const response = await t.app.request(`/api/search?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.q).toBe(searchMessages.tooLong);
  });

  it('matches two characters at the beginning of a name, title or category only (decision 0060)', async () => {
    expect((await find('ch')).stores.map((store) => store.name)).toEqual(['Charminar Biryani']);
    // "al" is inside "Pizza Palace" and "Electronics" but begins neither.
    const inside = await find('al');
    expect(inside.stores).toEqual([]);
    expect(inside.categories).toEqual([]);
    expect((await find('fr')).coupons.map((coupon) => coupon.couponName)).toEqual(['RAITA']);
    expect((await find('el')).categories.map((category) => category.name)).toEqual(['Electronics']);
  });

  it('takes % and _ as the characters they are', async () => {
    expect((await find('%%')).coupons).toEqual([]);
    expect((await find('_a')).stores).toEqual([]);
  });
});
