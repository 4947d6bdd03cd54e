import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EarningsResponse } from '../../functions/contract/earnings.ts';
import type { MyClaim } from '../../functions/contract/cashback-claims.ts';
import type { MerchantRating } from '../../functions/contract/public.ts';
import { siteCreationMessages } from '../../functions/contract/site-creation.ts';
import type { StoreDirectory, StorePage } from '../../functions/contract/stores.ts';
import { cashbackClaims } from '../../functions/db/schema/index.ts';
import {
  createCoupon,
  createMerchant,
  createMerchantProduct,
  createReview,
  createStore,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { listClaimableCoupons } from '../../functions/services/claims/list-claimable-coupons.ts';
import { DEFAULT_CASHBACK_SETTINGS } from '../../functions/services/earnings/cashback-settings.ts';
import { recordMerchantSale } from '../../functions/services/earnings/record-merchant-sale.ts';
import { readMyReviewsTab } from '../../functions/services/reviews/my-reviews.ts';
import { lookUpStore } from '../../functions/services/stores/read-store-page.ts';
import { changeStoreSlug, uniqueStoreSlug } from '../../functions/services/stores/store-slug.ts';
import { findProductForSale } from '../../functions/services/payments/subjects/product.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const LEGAL = 'Hyderabad Heritage Foods Pvt. Ltd.';

/** A merchant whose legal name differs from the brand shoppers know. */
async function brandedMerchant(brandName: string, overrides: Parameters<typeof createMerchant>[1] = {}) {
  return createMerchant(t.db, {
    merchantName: LEGAL,
    brandName,
    storeSlug: await uniqueStoreSlug(t.db, brandName),
    ...overrides,
  });
}

const liveCoupon = (merchantId: string, title: string) =>
  createCoupon(t.db, { merchantId, title, couponName: title, status: 'approved', approvedAt: new Date() });

async function storePage(slug: string) {
  const response = await t.app.request(`/api/stores/${slug}`, { redirect: 'manual' });
  return { response, body: response.status === 200 ? ((await response.json()) as StorePage) : null };
}

async function directory() {
  const response = await t.app.request('/api/stores');
  expect(response.status).toBe(200);
  expect(response.headers.get('CDN-Cache-Control')).toMatch(/^public/);
  return ((await response.json()) as StoreDirectory).stores;
}

describe('a store page', () => {
  it('shows the brand, its logo, the cashback rate, only live coupons and only shown reviews', async () => {
    const merchant = await brandedMerchant('Charminar Biryani');
    await createStore(t, {
      merchantId: merchant.id,
      storeName: 'Charminar Outlet',
      tagline: 'Dum biryani since 1989',
    });
    const live = await liveCoupon(merchant.id, 'Biryani for two');
    await createCoupon(t.db, { merchantId: merchant.id, title: 'Not yet approved', status: 'pending' });
    await createCoupon(t.db, {
      merchantId: merchant.id,
      title: 'Ended yesterday',
      status: 'approved',
      approvedAt: new Date(),
      expiryDate: isoDateInDays(-1),
    });
    const other = await brandedMerchant('Deccan Digital');
    await liveCoupon(other.id, 'Another store’s offer');
    await createReview(t.db, {
      coupon: live,
      rating: 4,
      reviewText: 'Tasty',
      reviewer: { displayName: 'Asha' },
    });
    await createReview(t.db, { coupon: live, rating: 2, reviewText: 'Hidden one', hiddenAt: new Date() });

    const { response, body } = await storePage('charminar-biryani');
    expect(response.status).toBe(200);
    expect(response.headers.get('CDN-Cache-Control')).toMatch(/^public/);
    expect(body).toMatchObject({
      merchantId: merchant.id,
      storeName: 'Charminar Biryani',
      storeSlug: 'charminar-biryani',
      tagline: 'Dum biryani since 1989',
      cashbackPercent: 5,
      storefrontUrl: `/merchantproductsite/${merchant.id}`,
      averageRating: 4,
      totalReviews: 1,
      reviews: [{ couponName: 'Biryani for two', rating: 4, userName: 'Asha', reviewText: 'Tasty' }],
    });
    expect(body?.logo?.url).toMatch(/^\/media\//);
    expect(body?.coupons.map((coupon) => coupon.title)).toEqual(['Biryani for two']);
    expect(body?.coupons[0]).not.toHaveProperty('couponCode');
    expect(JSON.stringify(body)).not.toContain(LEGAL);
  });

  it('is a 404 without a live coupon or an open storefront; a hidden storefront lends no logo or link', async () => {
    const hiddenOnly = await brandedMerchant('Hidden Handlooms');
    await createStore(t, { merchantId: hiddenOnly.id, hiddenAt: new Date() });
    const inactive = await brandedMerchant('Closed Corner');
    await createStore(t, { merchantId: inactive.id, isActive: false });
    const expiredOnly = await brandedMerchant('Old Offers');
    await createCoupon(t.db, {
      merchantId: expiredOnly.id,
      status: 'approved',
      approvedAt: new Date(),
      expiryDate: isoDateInDays(-2),
    });
    for (const slug of ['hidden-handlooms', 'closed-corner', 'old-offers', 'no-such-store']) {
      const { response } = await storePage(slug);
      expect(response.status, slug).toBe(404);
    }

    const hiddenWithCoupon = await brandedMerchant('Kaveri Silks');
    await createStore(t, { merchantId: hiddenWithCoupon.id, hiddenAt: new Date(), tagline: 'Secret' });
    await liveCoupon(hiddenWithCoupon.id, 'Silk sale');
    const { body } = await storePage('kaveri-silks');
    expect(body).toMatchObject({ storeName: 'Kaveri Silks', logo: null, tagline: null, storefrontUrl: null });
    expect(body?.coupons).toHaveLength(1);

    const storefrontOnly = await brandedMerchant('Pochampally Looms');
    await createStore(t, { merchantId: storefrontOnly.id });
    expect((await storePage('pochampally-looms')).body).toMatchObject({ coupons: [], totalReviews: 0 });

    const listed = await directory();
    expect(listed.map((store) => store.storeSlug).sort()).toEqual(['kaveri-silks', 'pochampally-looms']);
    expect(listed.find((store) => store.storeSlug === 'kaveri-silks')).toMatchObject({
      storeName: 'Kaveri Silks',
      logoUrl: null,
      liveCoupons: 1,
      hasStorefront: false,
    });
    expect(listed.find((store) => store.storeSlug === 'pochampally-looms')).toMatchObject({
      liveCoupons: 0,
      hasStorefront: true,
    });
  });

  it('answers an old slug with a 301 to the current one, in the API and for the page', async () => {
    const merchant = await brandedMerchant('Annapurna Sweets');
    await liveCoupon(merchant.id, 'Kaju katli 20% off');
    await t.db.transaction((tx) => changeStoreSlug(tx, merchant.id, 'annapurna'));

    const { response } = await storePage('annapurna-sweets');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/api/stores/annapurna');
    expect((await storePage('annapurna')).body?.storeName).toBe('Annapurna Sweets');

    // What /stores/{slug} renders (functions/pages/stores.ts reads the same lookup).
    expect(await lookUpStore(t.db, 'annapurna-sweets', 5)).toEqual({ redirectTo: 'annapurna' });
    expect(await lookUpStore(t.db, 'ANNAPURNA', 5)).toEqual({ redirectTo: 'annapurna' });
    expect(await lookUpStore(t.db, 'annapurna', 5)).toMatchObject({ page: { storeSlug: 'annapurna' } });
  });

  it('lists the directory with each store’s live coupons counted', async () => {
    const a = await brandedMerchant('Zaika Kitchen');
    await liveCoupon(a.id, 'One');
    await liveCoupon(a.id, 'Two');
    await createCoupon(t.db, { merchantId: a.id, status: 'pending' });
    const telugu = await createMerchant(t.db, { merchantName: LEGAL, brandName: 'అన్నపూర్ణ స్వీట్స్' });
    await liveCoupon(telugu.id, 'Pootharekulu');
    await createMerchant(t.db, { brandName: 'Nothing Live' });

    const listed = await directory();
    expect(listed.map(({ storeName, liveCoupons }) => ({ storeName, liveCoupons }))).toEqual(
      expect.arrayContaining([
        { storeName: 'Zaika Kitchen', liveCoupons: 2 },
        { storeName: 'అన్నపూర్ణ స్వీట్స్', liveCoupons: 1 },
      ]),
    );
    expect(listed).toHaveLength(2);
  });
});

describe('the pageSlug of Site creation', () => {
  const save = (cookie: string, pageSlug: string) =>
    postJson(t, '/api/merchant/preferences/upsert', { pageSlug }, cookie);

  it('becomes the store page’s slug, and the old one redirects', async () => {
    const { merchant, cookie } = await signedIn(t, 'merchant');
    if (!merchant) throw new Error('no merchant');
    await liveCoupon(merchant.id, 'Festive offer');

    const saved = await save(cookie, 'festive-bazaar');
    expect(saved.status, await saved.text()).toBe(200);
    expect((await storePage('festive-bazaar')).body?.merchantId).toBe(merchant.id);
    const old = await storePage(merchant.storeSlug);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get('Location')).toBe('/api/stores/festive-bazaar');

    // Taking back one's own old slug is allowed: it stops redirecting.
    expect((await save(cookie, merchant.storeSlug)).status).toBe(200);
    expect((await storePage(merchant.storeSlug)).response.status).toBe(200);
    expect((await storePage('festive-bazaar')).response.status).toBe(301);
  });

  it('refuses a slug another store uses or still redirects from, with the 409 of a taken page slug', async () => {
    const taken = await brandedMerchant('Deccan Digital');
    const renamed = await brandedMerchant('Old Name Store');
    await t.db.transaction((tx) => changeStoreSlug(tx, renamed.id, 'new-name-store'));
    const { merchant, cookie } = await signedIn(t, 'merchant');
    if (!merchant) throw new Error('no merchant');

    for (const slug of [taken.storeSlug, 'old-name-store']) {
      const response = await save(cookie, slug);
      expect(response.status, slug).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'conflict',
          message: siteCreationMessages.slugTaken,
          fields: { pageSlug: siteCreationMessages.slugTaken },
        },
      });
    }
    // Nothing changed: the merchant kept its slug and the old link still points to the renamed store.
    const [again] = await t.db.query.merchants.findMany({ where: (m, { eq }) => eq(m.id, merchant.id) });
    expect(again?.storeSlug).toBe(merchant.storeSlug);
    const redirects = await t.db.query.storeSlugRedirects.findMany();
    expect(redirects).toEqual([expect.objectContaining({ slug: 'old-name-store', merchantId: renamed.id })]);
  });
});

describe('shoppers see the brand, never the legal name', () => {
  it('in My Earnings, the Reviews tab, claims, the claim form, the public ratings and a Buy Now', async () => {
    const merchant = await brandedMerchant('Charminar Threads');
    await createStore(t, { merchantId: merchant.id, storeName: 'CT Online' });
    const coupon = await liveCoupon(merchant.id, 'Saree week');
    const shopper = await signedIn(t, 'user');

    await recordMerchantSale(
      t.db,
      {
        merchantId: merchant.id,
        accountId: shopper.account.id,
        couponId: null,
        saleAmountPaise: 100_000,
        saleDate: isoDateInDays(0),
        remarks: null,
        idempotencyKey: 'brand-test-sale',
      },
      DEFAULT_CASHBACK_SETTINGS,
    );
    const earnings = await t.app.request(`/api/AToZ/my-earnings/${shopper.account.id}`, {
      headers: { Cookie: shopper.cookie },
    });
    expect(earnings.status).toBe(200);
    const { purchaseHistory: history } = (await earnings.json()) as EarningsResponse;
    expect(history[0]).toMatchObject({ purchaseType: 'Charminar Threads', storeName: 'Charminar Threads' });

    await createReview(t.db, { coupon, accountId: shopper.account.id, rating: 5 });
    const tab = await readMyReviewsTab(t.db, shopper.account.id);
    expect(tab.reviews[0]?.merchantName).toBe('Charminar Threads');
    expect(tab.coupons.find((option) => option.couponId === coupon.id)?.merchantName).toBe(
      'Charminar Threads',
    );

    const ratings = await t.app.request('/api/AToZ/get-merchant-ratings');
    const rated = ((await ratings.json()) as MerchantRating[]).find((row) => row.merchantId === merchant.id);
    expect(rated?.merchantName).toBe('Charminar Threads');

    await t.db.insert(cashbackClaims).values({
      accountId: shopper.account.id,
      merchantId: merchant.id,
      couponId: coupon.id,
      purchaseDate: isoDateInDays(0),
      amountPaise: 50_000,
      orderReference: 'ORDER-1',
    });
    const claims = await t.app.request('/api/cashback-claims/mine', { headers: { Cookie: shopper.cookie } });
    expect(claims.status).toBe(200);
    expect(((await claims.json()) as MyClaim[])[0]?.merchantName).toBe('Charminar Threads');
    const claimable = await listClaimableCoupons(t.db, shopper.account.id);
    expect(claimable.find((option) => option.id === coupon.id)?.merchantName).toBe('Charminar Threads');

    const product = await createMerchantProduct(t, {
      merchantId: merchant.id,
      productName: 'Kanchi saree',
      isApproved: true,
    });
    expect((await findProductForSale(t.db, 'pick', product.id))?.storeName).toBe('Charminar Threads');

    // The legal name is still the merchant's and the administrator's to see.
    const anyShopperOutput = JSON.stringify([history, tab, rated, claimable]);
    expect(anyShopperOutput).not.toContain(LEGAL);
  });
});
