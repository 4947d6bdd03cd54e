import type { SiteImageKind } from '../../contract/site-images.ts';
import { addDays, endOfIndianDay, todayInIndia } from '../../contract/india-time.ts';
import { withScheme } from '../../contract/rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import { storeMedia } from '../../services/store-media.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { UploadKind } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { generateDemoImage } from '../demo/generate-image.ts';
import { uniqueStoreSlug } from '../../services/stores/store-slug.ts';
import {
  accounts,
  catalogueProducts,
  coupons,
  merchantCategories,
  merchantProducts,
  merchants,
  reviews,
  siteImages,
  stores,
} from '../../db/schema/index.ts';

/**
 * Factories that make valid rows with sensible defaults. The demo seed and the tests use the same
 * ones (docs/decisions/0008-factories-in-functions.md; they sit above services since 0020, because
 * they store pictures through the real upload path), so a test's data looks like the real thing.
 */
export interface FactoryDeps {
  db: Database;
  blobs: BlobStore;
}

let sequence = 0;
const next = () => ++sequence;

export async function createAccount(
  db: Database,
  overrides: Partial<typeof accounts.$inferInsert> & {
    role: 'user' | 'merchant' | 'admin';
    password?: string;
  },
) {
  const n = next();
  const { password, ...values } = overrides;
  const [row] = await db
    .insert(accounts)
    .values({
      username: `${overrides.role}_${n}`,
      displayName: `Test ${overrides.role} ${n}`,
      email: `${overrides.role}${n}@example.com`,
      referralCode: newReferralCode(),
      passwordHash: password ? await hashPassword(password) : null,
      ...values,
    })
    .returning();
  return required(row);
}

export async function createMerchant(db: Database, overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const accountId = overrides.accountId ?? (await createAccount(db, { role: 'merchant' })).id;
  const n = next();
  const [row] = await db
    .insert(merchants)
    .values({
      accountId,
      merchantName: `Test Merchant ${n}`,
      storeSlug: await uniqueStoreSlug(db, overrides.brandName ?? `test-merchant-${n}`),
      category: 'Fashion',
      email: `merchant${n}@example.com`,
      mobile: '9876543210',
      ...overrides,
    })
    .returning();
  return required(row);
}

export function isoDateInDays(days: number, from = new Date()): string {
  return addDays(todayInIndia(from), days);
}

export async function createCoupon(
  db: Database,
  overrides: Partial<typeof coupons.$inferInsert> & { merchantId: string },
) {
  const n = next();
  const expiryDate = overrides.expiryDate ?? isoDateInDays(30);
  const [row] = await db
    .insert(coupons)
    .values({
      couponName: `Test Coupon ${n}`,
      couponCode: `TEST${n}CODE`,
      title: `Flat ${10 + (n % 50)}% off`,
      description: 'A coupon made by a test.',
      category: 'Fashion',
      termsAndConditions: 'Valid once per account.',
      percentage: 10,
      merchantUrl: 'https://shop.example.in',
      requestedSlotId: 1,
      issueDate: isoDateInDays(0),
      ...overrides,
      expiryDate,
      expiresAt: overrides.expiresAt ?? endOfIndianDay(expiryDate),
    })
    .returning();
  return required(row);
}

/** A generated picture, stored through the real upload path (checks, WebP, blob, media row). */
export async function createDemoMedia(
  deps: FactoryDeps,
  options: { label: string; colors?: [string, string]; width?: number; height?: number; kind?: UploadKind },
) {
  const png = await generateDemoImage({
    width: options.width ?? 1200,
    height: options.height ?? 400,
    label: options.label,
    colors: options.colors ?? ['#ff6a00', '#ee0979'],
  });
  return storeMedia(deps, png, options.kind ?? 'siteImage', 'image');
}

export async function createSiteImage(
  deps: FactoryDeps,
  options: {
    kind: SiteImageKind;
    label: string;
    position?: string | null;
    merchantUrl?: string | null;
    colors?: [string, string];
    width?: number;
    height?: number;
    sortOrder?: number;
    slotId?: number | null;
  },
) {
  const media = await createDemoMedia(deps, {
    label: options.label,
    ...(options.colors ? { colors: options.colors } : {}),
    width: options.width ?? 1200,
    height: options.height ?? 400,
    kind: options.kind === 'hero' ? 'hero' : 'siteImage',
  });
  const [row] = await deps.db
    .insert(siteImages)
    .values({
      kind: options.kind,
      position: options.position ?? null,
      slotId: options.slotId ?? null,
      mediaId: media.id,
      merchantUrl: options.merchantUrl ? withScheme(options.merchantUrl) : null,
      sortOrder: options.sortOrder ?? 0,
    })
    .returning();
  return { ...required(row), media };
}

/**
 * A shopper's review of a coupon, for the coupon's merchant. Without an `accountId` it is written by a
 * new user account (`reviewer` sets that account's fields), so reviews never share an author by chance.
 */
export async function createReview(
  db: Database,
  options: Omit<Partial<typeof reviews.$inferInsert>, 'couponId' | 'merchantId'> & {
    coupon: { id: string; merchantId: string };
    reviewer?: Partial<typeof accounts.$inferInsert>;
  },
) {
  const { coupon, reviewer, ...overrides } = options;
  const accountId = overrides.accountId ?? (await createAccount(db, { ...reviewer, role: 'user' })).id;
  const n = next();
  const [row] = await db
    .insert(reviews)
    .values({
      couponId: coupon.id,
      merchantId: coupon.merchantId,
      rating: 5,
      remarks: `Test review ${n}: the code worked.`,
      ...overrides,
      accountId,
    })
    .returning();
  return required(row);
}

/** A merchant's storefront; its logo and banner are generated pictures unless given. */
export async function createStore(
  deps: FactoryDeps,
  overrides: Partial<typeof stores.$inferInsert> & { merchantId: string },
) {
  const n = next();
  const storeName = overrides.storeName ?? `Test Store ${n}`;
  const tagline = overrides.tagline ?? 'Fresh offers every week';
  const logoId =
    overrides.logoId ??
    (
      await createDemoMedia(deps, {
        label: storeName,
        width: 400,
        height: 400,
        kind: 'storeImage',
        colors: ['#1f2937', '#4b5563'],
      })
    ).id;
  const bannerId =
    overrides.heroBannerId ??
    (await createDemoMedia(deps, { label: tagline, width: 1600, height: 500, kind: 'storeImage' })).id;
  const [row] = await deps.db
    .insert(stores)
    .values({
      storeName,
      tagline,
      ...overrides,
      logoId,
      heroBannerId: bannerId,
      landingBannerId: overrides.landingBannerId ?? bannerId,
    })
    .returning();
  return required(row);
}

/** One of a merchant's storefront categories (names are unique per merchant, whatever their case). */
export async function createCategory(
  db: Database,
  overrides: Partial<typeof merchantCategories.$inferInsert> & { merchantId: string },
) {
  const n = next();
  const [row] = await db
    .insert(merchantCategories)
    .values({ categoryName: `Test Category ${n}`, ...overrides })
    .returning();
  return required(row);
}

/**
 * A storefront catalogue product, in a new category of the merchant unless `categoryId` is given; one
 * generated picture serves the three sizes unless they are given. Unapproved, as uploaded.
 */
export async function createCatalogueProduct(
  deps: FactoryDeps,
  overrides: Partial<typeof catalogueProducts.$inferInsert> & { merchantId: string },
) {
  const n = next();
  const productName = overrides.productName ?? `Test Product ${n}`;
  const categoryId =
    overrides.categoryId ?? (await createCategory(deps.db, { merchantId: overrides.merchantId })).id;
  const { imageSmallId, imageMediumId, imageLargeId } = overrides;
  const imageId =
    imageSmallId || imageMediumId || imageLargeId ? null : (await createProductImage(deps, productName)).id;
  const [row] = await deps.db
    .insert(catalogueProducts)
    .values({
      brand: 'Test Brand',
      description: 'A product made by a test.',
      pricePaise: 49_900,
      imageSmallId: imageId,
      imageMediumId: imageId,
      imageLargeId: imageId,
      ...overrides,
      productName,
      categoryId,
    })
    .returning();
  return required(row);
}

/**
 * A "Pick Your Products" ad with a generated picture unless `imageId` is given. Unapproved, as a
 * merchant uploads it; an approved one is marked reviewed now unless `reviewedAt` says otherwise.
 */
export async function createMerchantProduct(
  deps: FactoryDeps,
  overrides: Partial<typeof merchantProducts.$inferInsert> & { merchantId: string },
) {
  const n = next();
  const productName = overrides.productName ?? `Test Product ${n}`;
  const imageId = overrides.imageId ?? (await createProductImage(deps, productName)).id;
  const [row] = await deps.db
    .insert(merchantProducts)
    .values({
      pricePaise: 129_900,
      merchantUrl: `https://shop.example.in/products/${n}`,
      reviewedAt: overrides.isApproved ? new Date() : null,
      ...overrides,
      productName,
      imageId,
    })
    .returning();
  return required(row);
}

function createProductImage(deps: FactoryDeps, label: string) {
  return createDemoMedia(deps, { label, width: 600, height: 600, kind: 'product' });
}

function required<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned no row');
  return row;
}
