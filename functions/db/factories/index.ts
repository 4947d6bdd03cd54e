import type { SiteImageKind } from '../../contract/site-images.ts';
import { withScheme } from '../../contract/rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { newReferralCode } from '../../auth/referral-code.ts';
import { storeMedia } from '../../services/store-media.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { UploadKind } from '../../contract/rules.ts';
import type { Database } from '../database.ts';
import { generateDemoImage } from '../demo/generate-image.ts';
import { accounts, coupons, merchants, siteImages } from '../schema/index.ts';

/**
 * Factories that make valid rows with sensible defaults. The demo seed and the tests use the same
 * ones (docs/decisions/0008-factories-in-functions.md), so a test's data looks like the real thing.
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
      category: 'Fashion',
      email: `merchant${n}@example.com`,
      mobile: '9876543210',
      ...overrides,
    })
    .returning();
  return required(row);
}

/** The instant an offer ends: the end of its expiry date in India (UTC+05:30). */
export function endOfIndianDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+05:30`);
}

export function isoDateInDays(days: number, from = new Date()): string {
  const date = new Date(from.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
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

function required<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned no row');
  return row;
}
