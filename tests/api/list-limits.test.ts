import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createDemoMedia,
  createMerchant,
  createSiteImage,
} from '../../functions/seed/factories/index.ts';
import { auditLog, merchantProducts } from '../../functions/db/schema/index.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Decision 0019: every list is bounded; the lists that grow without end come in pages. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const PUBLIC_LISTS = [
  '/api/AToZ/newest',
  '/api/AToZ/popular',
  '/api/AToZ/BestOffers',
  '/api/AToZ/available-categories',
  '/api/AToZ/category-counts',
  '/api/AToZ/get-all-reviews',
  '/api/AToZ/get-merchant-ratings',
  '/api/AdSlot/get-all-ad-slots',
  '/api/TopBanner/get-top-banners',
  '/api/TopBanner/TTC_Images/TTCoMax',
  '/api/SeasonalOffer_Images/get-SeasonalOffers-images',
  '/api/Cat_TC_BO/get-Cat_TC_BO?position=Cat',
  '/api/AdminContent/get-hero-images',
  '/api/AdminContent/products/approved',
  '/api/site-images/cards',
];

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

async function getJson(path: string, cookie?: string) {
  const response = await t.app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

describe('public lists', () => {
  it.each(PUBLIC_LISTS)('%s refuses a limit that is not a whole number from 1 to 200', async (path) => {
    for (const limit of ['0', 'abc', '100000', '-1', '2.5', '201', '']) {
      const { status, body } = await getJson(withQuery(path, `limit=${limit}`));
      expect(status, `limit=${limit}`).toBe(400);
      expect(body).toMatchObject({
        error: { code: 'invalid_input', fields: { limit: 'limit must be a whole number from 1 to 200' } },
      });
    }
    expect((await getJson(withQuery(path, 'limit=200'))).status).toBe(200);
    expect((await getJson(path)).status).toBe(200);
  });

  it('never sends more than 200 coupons, and honours a smaller limit', async () => {
    const merchant = await createMerchant(t.db);
    for (let i = 0; i < 205; i++) {
      await createCoupon(t.db, {
        merchantId: merchant.id,
        status: 'approved',
        category: `Category ${i % 3}`,
      });
    }
    for (const path of ['/api/AToZ/newest', '/api/AToZ/popular', '/api/AToZ/BestOffers']) {
      expect(((await getJson(path)).body as unknown[]).length, path).toBe(200);
      expect(((await getJson(`${path}?limit=7`)).body as unknown[]).length, path).toBe(7);
    }
    expect((await getJson('/api/AToZ/available-categories?limit=2')).body).toEqual([
      'Category 0',
      'Category 1',
    ]);
  });

  it('honours a limit on the image lists', async () => {
    for (let i = 0; i < 3; i++) {
      await createSiteImage(t, { kind: 'card', label: `Card ${i}`, width: 80, height: 40 });
    }
    expect(((await getJson('/api/site-images/cards')).body as unknown[]).length).toBe(3);
    expect(((await getJson('/api/site-images/cards?limit=2')).body as unknown[]).length).toBe(2);
  });
});

/** Reads a paged list to its end, page by page, following X-Next-Cursor. */
async function readAllPages(path: string, cookie: string, limit: number) {
  const ids: string[] = [];
  let next: string | null = withQuery(path, `limit=${limit}`);
  let pages = 0;
  while (next) {
    const { status, body, headers } = await getJson(next, cookie);
    expect(status, next).toBe(200);
    const rows = body as { id: string }[];
    expect(rows.length).toBeLessThanOrEqual(limit);
    ids.push(...rows.map((row) => row.id));
    const cursor = headers.get('X-Next-Cursor');
    next = cursor ? withQuery(path, `limit=${limit}&cursor=${encodeURIComponent(cursor)}`) : null;
    pages++;
    expect(pages).toBeLessThan(20);
  }
  return { ids, pages };
}

function expectEveryRowOnce(ids: string[], expected: string[]) {
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual([...expected].sort());
}

describe('paged lists', () => {
  // Rows sharing one creation time prove the id breaks ties: none is skipped or repeated at a page edge.
  const sameInstant = new Date('2026-11-20T10:00:00.000Z');
  const createdAtFor = (i: number) =>
    i % 3 === 0 ? sameInstant : new Date(sameInstant.getTime() + i * 1000);

  it('returns every pending coupon exactly once across pages, oldest first', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const merchant = await createMerchant(t.db);
    const created = [];
    for (let i = 0; i < 11; i++) {
      created.push(await createCoupon(t.db, { merchantId: merchant.id, createdAt: createdAtFor(i) }));
    }
    // Pages of 3: the first page ends inside the group of four coupons created at the same instant.
    const { ids, pages } = await readAllPages('/api/Admin/PendingCoupons', cookie, 3);
    expect(pages).toBe(4);
    expectEveryRowOnce(
      ids,
      created.map((row) => row.id),
    );
    const oldestFirst = [...created].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    expect(ids).toEqual(oldestFirst.map((row) => row.id));
    const first = await getJson('/api/Admin/PendingCoupons', cookie);
    expect((first.body as unknown[]).length).toBe(11);
    expect(first.headers.get('X-Next-Cursor')).toBeNull();
  });

  it("returns every one of a merchant's coupons exactly once across pages, and only theirs", async () => {
    const { cookie, merchant } = await signedIn(t, 'merchant');
    const other = await createMerchant(t.db);
    await createCoupon(t.db, { merchantId: other.id });
    const created = [];
    for (let i = 0; i < 9; i++) {
      created.push(await createCoupon(t.db, { merchantId: merchant?.id ?? '', createdAt: createdAtFor(i) }));
    }
    const { ids, pages } = await readAllPages('/api/merchant/coupons', cookie, 4);
    expect(pages).toBe(3);
    expectEveryRowOnce(
      ids,
      created.map((row) => row.id),
    );
  });

  it('returns every audit entry exactly once across pages, newest first', async () => {
    const { cookie, account } = await signedIn(t, 'admin');
    const rows = await t.db
      .insert(auditLog)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          actorAccountId: account.id,
          action: 'approve',
          entity: 'coupon',
          entityId: String(i),
          createdAt: createdAtFor(i),
        })),
      )
      .returning({ id: auditLog.id });
    const { ids, pages } = await readAllPages('/api/Admin/audit-log', cookie, 3);
    expect(pages).toBe(4);
    expectEveryRowOnce(
      ids,
      rows.map((row) => row.id),
    );
  });

  it('returns every merchant product exactly once across pages, as the bare array the tab reads', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const merchant = await createMerchant(t.db);
    const image = await createDemoMedia(t, { label: 'Kettle', width: 80, height: 80, kind: 'product' });
    const rows = await t.db
      .insert(merchantProducts)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          merchantId: merchant.id,
          productName: `Kettle ${i}`,
          pricePaise: 129_900,
          merchantUrl: 'https://deccan.example.in',
          imageId: image.id,
          uploadedAt: createdAtFor(i),
        })),
      )
      .returning({ id: merchantProducts.id });
    const { ids, pages } = await readAllPages('/api/AdminContent/admin/merchant-products', cookie, 3);
    expect(pages).toBe(3);
    expectEveryRowOnce(
      ids,
      rows.map((row) => row.id),
    );
    const first = await getJson('/api/AdminContent/admin/merchant-products?limit=3', cookie);
    expect(Array.isArray(first.body)).toBe(true);
  });

  it('returns every live image of a kind exactly once across pages', async () => {
    const { cookie } = await signedIn(t, 'admin');
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await createSiteImage(t, { kind: 'seasonal', label: `S${i}`, width: 80, height: 40 }));
    }
    const { ids, pages } = await readAllPages('/api/admin/site-images?kind=seasonal', cookie, 2);
    expect(pages).toBe(3);
    expectEveryRowOnce(
      ids,
      created.map((row) => row.id),
    );
  });

  it('refuses a bad limit or a cursor it did not make', async () => {
    const { cookie } = await signedIn(t, 'admin');
    for (const query of [
      'limit=0',
      'limit=abc',
      'limit=100000',
      'cursor=nonsense',
      'cursor=' + btoa('x|y'),
    ]) {
      const { status, body } = await getJson(`/api/Admin/audit-log?${query}`, cookie);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_input' } });
    }
  });
});
