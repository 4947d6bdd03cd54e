import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { toWebUrl } from '../../contract/rules.ts';
import type { OfferLanguage, PublicCouponFields } from '../../contract/public.ts';
import { coupons, mediaFiles, merchants, stores } from '../../db/schema/index.ts';
import { paiseToRupees } from '../../contract/money.ts';
import {
  logoOfStorefront,
  merchantOfCoupon,
  storeIdentityColumns,
  storefrontOfMerchant,
  storeLogo,
} from '../stores/store-identity.ts';
import { bpToPercent, joinStoreRateTables, rateInForceBpSql } from '../stores/store-cashback.ts';
import { couponTrustColumns, toCouponTrust, type CouponTrustRow } from './coupon-trust.ts';

/**
 * The columns a public coupon is made from. The code is deliberately not among them: what is never
 * selected can never be sent.
 */
export const publicCouponColumns = {
  id: coupons.id,
  category: coupons.category,
  language: coupons.language,
  merchantUrl: coupons.merchantUrl,
  imageUrl: mediaFiles.url,
  width: mediaFiles.width,
  height: mediaFiles.height,
  expiryDate: coupons.expiryDate,
  percentage: coupons.percentage,
  discountValuePaise: coupons.discountValuePaise,
  discountKind: coupons.discountKind,
  description: coupons.description,
  termsAndConditions: coupons.termsAndConditions,
  ...storeIdentityColumns,
};

/**
 * publicCouponColumns with the store's cashback rate in force (issue 22 item 1) and the coupon's trust
 * figures (issue 23 item 2: votes, success, today's reveals, re-confirmation), computed in the same
 * query; `defaultRateBp` is CASHBACK_RATE_PERCENT in basis points (cashbackSettings), `now` decides
 * the India day of the figures.
 */
export function publicCouponSelection(defaultRateBp: number, now: Date = new Date()) {
  return {
    ...publicCouponColumns,
    cashbackRateBp: rateInForceBpSql(defaultRateBp),
    ...couponTrustColumns(now),
  };
}

/** Join condition for the coupon's ad image (left join: a coupon may have none). */
export const couponImageJoin = eq(mediaFiles.id, coupons.adImageId);

/**
 * The joins publicCouponSelection reads from: the ad image, the merchant, its storefront and logo, its
 * cashback terms and the rate bounds (left joins where a coupon may have none). Use on
 * `db.select(...).from(coupons).$dynamic()`.
 */
export function joinPublicCouponTables<T extends PgSelect>(query: T) {
  return joinStoreRateTables(
    query
      .leftJoin(mediaFiles, couponImageJoin)
      .innerJoin(merchants, merchantOfCoupon)
      .leftJoin(stores, storefrontOfMerchant)
      .leftJoin(storeLogo, logoOfStorefront),
  );
}

/** A row selected with publicCouponColumns (media columns are null without an image). */
export interface PublicCouponRow extends CouponTrustRow {
  id: string;
  category: string;
  language: OfferLanguage;
  merchantUrl: string;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
  expiryDate: string;
  percentage: number | null;
  discountValuePaise: number | null;
  discountKind: 'percentage' | 'flat' | null;
  description: string;
  termsAndConditions: string;
  storeName: string;
  storeSlug: string;
  storeLogoUrl: string | null;
  /** The store's cashback rate in force, basis points. */
  cashbackRateBp: number;
}

/** A selected row as the public sees it: https:// merchant link, rupees, and `hasCode` for the code. */
export function toPublicCoupon(row: PublicCouponRow): PublicCouponFields {
  return {
    id: row.id,
    category: row.category,
    language: row.language,
    // A link stored before every URL was checked (issue 20 item 5) is served as none.
    merchantURL: toWebUrl(row.merchantUrl) ?? '',
    imageUrl: row.imageUrl,
    width: row.width,
    height: row.height,
    expiryDate: row.expiryDate,
    percentage: row.percentage,
    discount: row.discountValuePaise === null ? null : paiseToRupees(row.discountValuePaise),
    // A row written before the kind was stored (or by a seed) says it by its amounts, as offerAmounts does.
    discountKind:
      row.discountKind ?? (row.percentage ? 'percentage' : row.discountValuePaise ? 'flat' : null),
    description: row.description,
    termsAndConditions: row.termsAndConditions,
    storeName: row.storeName,
    storeSlug: row.storeSlug,
    storeLogoUrl: row.storeLogoUrl,
    cashbackPercent: bpToPercent(row.cashbackRateBp),
    hasCode: true,
    ...toCouponTrust(row),
  };
}
