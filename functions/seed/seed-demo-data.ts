import { count } from 'drizzle-orm';
import { rupeesToPaise } from '../contract/money.ts';
import { TOP_MIDDLE_POSITION, type SiteImageKind } from '../contract/site-images.ts';
import type { Database } from '../db/database.ts';
import {
  DEMO_CARD_IMAGES,
  DEMO_COUPONS,
  DEMO_FLASH_TEXT,
  DEMO_HERO_SLIDES,
  DEMO_MERCHANTS,
  DEMO_POPUP_AD,
  DEMO_POSITIONED_IMAGES,
  DEMO_REVIEWS,
  DEMO_SEASONAL_OFFERS,
  DEMO_TOP_BANNERS,
} from './demo/content.ts';
import type { DemoSiteImage } from './demo/content-types.ts';
import { createDemoEarnings } from './demo/earnings.ts';
import { createDemoSlotPrices } from './demo/slot-prices.ts';
import {
  createAccount,
  createCatalogueProduct,
  createCategory,
  createCoupon,
  createDemoMedia,
  createMerchant,
  createMerchantProduct,
  createReview,
  createSiteImage,
  createStore,
  isoDateInDays,
  type FactoryDeps,
} from './factories/index.ts';
import { accounts, flashTexts, siteCounters, userProfiles } from '../db/schema/index.ts';

/**
 * The demo accounts: printed at start and listed in the README. Only the embedded database outside
 * production gets them with these passwords (decision 0016 and README "Demo accounts").
 */
export const DEMO_ACCOUNTS = {
  admin: { role: 'admin', username: 'admin', email: null, password: 'DemoAdmin#2025' },
  user: { role: 'user', username: 'demo_user', email: 'user@example.com', password: 'DemoUser#2025' },
  merchant: {
    role: 'merchant',
    username: 'demo_merchant',
    email: 'merchant@example.com',
    password: 'DemoMerchant#2025',
  },
} as const;

export interface SeedOptions {
  /**
   * true: the admin, demo_user and demo_merchant with the published passwords above (the embedded
   * database outside production only). false: no admin at all, and the demo user and merchant who own
   * the demo content have no password, so nobody can sign in to them (production, `npm run db:seed`).
   */
  signInAccounts: boolean;
}

/** Fills an empty database with the demo content; does nothing when any account exists. */
export async function seedDemoDataIfEmpty(deps: FactoryDeps, options: SeedOptions): Promise<boolean> {
  const [row] = await deps.db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(deps, options);
  return true;
}

/**
 * The whole demo in one transaction: either everything is there or nothing is. (Generated images that
 * were stored before a failure stay in the blob folder as unreferenced files.)
 */
export async function seedDemoData(deps: FactoryDeps, options: SeedOptions): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await seedInto({ db: tx, blobs: deps.blobs }, options);
  });
}

async function seedInto(deps: FactoryDeps, options: SeedOptions) {
  const { db } = deps;
  const accountsByRole = await createDemoAccounts(db, options);
  const merchantIds = await createDemoMerchants(deps, accountsByRole.merchant.id);
  const demoCoupons = await createDemoCoupons(deps, merchantIds, accountsByRole.admin?.id ?? null);
  await createDemoReviews(db, demoCoupons);
  const demoMerchantId = merchantIds.get('demo_merchant');
  if (!demoMerchantId) throw new Error('the demo merchant was not created');
  await createDemoEarnings(db, {
    userId: accountsByRole.user.id,
    merchantId: demoMerchantId,
    couponIds: demoCoupons
      .filter((coupon) => coupon.merchantId === demoMerchantId)
      .map((coupon) => coupon.id),
  });
  await createDemoSiteImages(deps);
  await createDemoSlotPrices(db);
  await db.insert(flashTexts).values({ text: DEMO_FLASH_TEXT, position: 'FlashText' });
  await db.insert(siteCounters).values({ name: 'totalVisitors', value: 12_480 });
}

async function createDemoAccounts(db: Database, options: SeedOptions) {
  const demos = Object.values(DEMO_ACCOUNTS).filter(
    (demo) => options.signInAccounts || demo.role !== 'admin',
  );
  const created = await Promise.all(
    demos.map((demo) =>
      createAccount(db, {
        role: demo.role,
        username: demo.username,
        email: demo.email,
        displayName:
          demo.role === 'admin' ? 'Administrator' : demo.role === 'user' ? 'Priya Sharma' : 'Rahul Verma',
        mobile: demo.role === 'admin' ? null : demo.role === 'user' ? '9876543210' : '9123456780',
        ...(options.signInAccounts ? { password: demo.password } : {}),
      }),
    ),
  );
  const admin = created.find((account) => account.role === 'admin');
  const user = created.find((account) => account.role === 'user');
  const merchant = created.find((account) => account.role === 'merchant');
  if (!user || !merchant) throw new Error('demo accounts were not created');
  await db.insert(userProfiles).values({
    accountId: user.id,
    username: user.username,
    email: DEMO_ACCOUNTS.user.email,
    mobileNumber: '9876543210',
    address: 'Flat 302, Lake View Apartments, Madhapur, Hyderabad 500081',
  });
  return { admin, user, merchant };
}

async function createDemoMerchants(deps: FactoryDeps, demoMerchantAccountId: string) {
  const ids = new Map<string, string>();
  for (const demo of DEMO_MERCHANTS) {
    const accountId =
      demo.key === 'demo_merchant'
        ? demoMerchantAccountId
        : (
            await createAccount(deps.db, {
              role: 'merchant',
              username: 'second_merchant',
              displayName: demo.merchantName,
            })
          ).id;
    const merchant = await createMerchant(deps.db, {
      accountId,
      merchantName: demo.merchantName,
      brandName: demo.brandName,
      industry: demo.industry,
      category: demo.category,
      address: demo.address,
      email:
        demo.key === 'demo_merchant'
          ? DEMO_ACCOUNTS.merchant.email
          : `hello@${new URL(demo.siteUrl).hostname}`,
      mobile: demo.mobile,
      siteUrl: demo.siteUrl,
    });
    ids.set(demo.key, merchant.id);

    const landingBanner = await createDemoMedia(deps, {
      ...demo.landingBanner,
      width: 1600,
      height: 500,
      kind: 'storeImage',
    });
    await createStore(deps, { merchantId: merchant.id, ...demo.store, landingBannerId: landingBanner.id });
    // One transaction gives every row the same now(): times a minute apart keep the storefront's order
    // as listed here (categories in the order added, products newest first).
    const seededAt = Date.now();
    const categories = new Map<string, string>();
    for (const [index, category] of demo.categories.entries()) {
      const row = await createCategory(deps.db, {
        merchantId: merchant.id,
        ...category,
        createdAt: new Date(seededAt - (demo.categories.length - index) * 60_000),
      });
      categories.set(row.categoryName, row.id);
    }
    for (const [index, { categoryName, priceRupees, ...product }] of demo.catalogue.entries()) {
      const categoryId = categories.get(categoryName);
      if (!categoryId) throw new Error(`demo product ${product.productName} names an unknown category`);
      await createCatalogueProduct(deps, {
        merchantId: merchant.id,
        categoryId,
        ...product,
        pricePaise: rupeesToPaise(priceRupees),
        isApproved: true,
        createdAt: new Date(seededAt - index * 60_000),
      });
    }
    for (const product of demo.pickProducts) {
      await createMerchantProduct(deps, {
        merchantId: merchant.id,
        productName: product.productName,
        pricePaise: rupeesToPaise(product.priceRupees),
        merchantUrl: `${demo.siteUrl}/products/${merchant.id}`,
        isApproved: product.approved,
      });
    }
  }
  return ids;
}

async function createDemoCoupons(
  deps: FactoryDeps,
  merchantIds: Map<string, string>,
  adminId: string | null,
) {
  const created: { id: string; merchantId: string }[] = [];
  // One transaction gives every row the same now(); a minute apart, in the listed order, keeps the
  // demo's lists (pending oldest first, newest first) in a fixed order rather than by random id.
  const seededAt = Date.now();
  for (const [index, demo] of DEMO_COUPONS.entries()) {
    const merchantId = merchantIds.get(demo.merchant);
    if (!merchantId) throw new Error(`demo coupon ${demo.couponName} names an unknown merchant`);
    const adImage = await createDemoMedia(deps, {
      label: demo.percentage ? `${demo.percentage}% OFF` : `₹${demo.discountRupees} OFF`,
      colors: demo.colors,
      width: 540,
      height: 510,
      kind: 'couponAd',
    });
    const live = demo.status !== 'pending';
    const coupon = await createCoupon(deps.db, {
      merchantId,
      couponName: demo.couponName,
      couponCode: demo.couponCode,
      title: demo.title,
      description: demo.description,
      category: demo.category,
      language: demo.language,
      termsAndConditions: demo.termsAndConditions,
      percentage: demo.percentage,
      discountValuePaise: demo.discountRupees === null ? null : rupeesToPaise(demo.discountRupees),
      discountKind: demo.percentage ? 'percentage' : demo.discountRupees ? 'flat' : null,
      merchantUrl: demo.merchantUrl,
      requestedSlotId: demo.requestedSlotId,
      assignedSlotId: live && !demo.slotless ? demo.requestedSlotId : null,
      status: live ? 'approved' : 'pending',
      approvedAt: live ? new Date() : null,
      approvedBy: live ? adminId : null,
      adImageId: adImage.id,
      issueDate: isoDateInDays(Math.min(demo.expiresInDays, 0) - 30),
      expiryDate: isoDateInDays(demo.expiresInDays),
      revealCount: demo.reveals,
      viewCount: demo.reveals * 7,
      createdAt: new Date(seededAt - (DEMO_COUPONS.length - index) * 60_000),
    });
    created.push({ id: coupon.id, merchantId });
  }
  return created;
}

async function createDemoReviews(db: Database, demoCoupons: { id: string; merchantId: string }[]) {
  for (const demo of DEMO_REVIEWS) {
    const coupon = demoCoupons[demo.couponIndex];
    if (!coupon) throw new Error(`demo review names coupon ${demo.couponIndex}, which does not exist`);
    const reviewer = await createAccount(db, {
      role: 'user',
      username: `${demo.reviewerName.toLowerCase().replace(/[^a-z]/g, '')}_${demo.couponIndex}`,
      displayName: demo.reviewerName,
      email: null,
    });
    await createReview(db, {
      coupon,
      accountId: reviewer.id,
      rating: demo.rating,
      reviewText: demo.reviewText,
      remarks: demo.reviewText,
    });
  }
}

/** Each kind of demo site image with the size its place on the page has. */
const DEMO_SITE_IMAGE_SETS: {
  kind: SiteImageKind;
  images: DemoSiteImage[];
  width: number;
  height: number;
}[] = [
  { kind: 'hero', images: DEMO_HERO_SLIDES, width: 1600, height: 500 },
  { kind: 'seasonal', images: DEMO_SEASONAL_OFFERS, width: 600, height: 400 },
  { kind: 'top_banner', images: DEMO_TOP_BANNERS, width: 1600, height: 200 },
  { kind: 'card', images: DEMO_CARD_IMAGES, width: 540, height: 510 },
  { kind: 'popup_ad', images: [DEMO_POPUP_AD], width: 600, height: 600 },
];

function positionedKind(position: string): SiteImageKind {
  if (position === TOP_MIDDLE_POSITION) return 'top_middle';
  return position.startsWith('TTCo') ? 'top_coupons' : 'category_banner';
}

async function createDemoSiteImages(deps: FactoryDeps) {
  for (const { kind, images, width, height } of DEMO_SITE_IMAGE_SETS) {
    for (const [sortOrder, image] of images.entries()) {
      await createSiteImage(deps, { kind, ...image, sortOrder, width, height });
    }
  }
  for (const [position, image] of Object.entries(DEMO_POSITIONED_IMAGES)) {
    await createSiteImage(deps, {
      kind: positionedKind(position),
      position,
      ...image,
      width: 1200,
      height: 300,
    });
  }
}
