import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { coupons, mediaFiles, merchants, stores } from '../../db/schema/index.ts';

/**
 * Who a shopper sees behind an offer (issue 21 item 3, decision 0059): the brand name, else the
 * storefront's name, and only as a last resort the registered (legal) name, for a merchant that gave
 * neither. Every public and shopper-facing query names the store with this one expression, after
 * joining `merchants` and (left) `stores`.
 */
export const storeName = sql<string>`coalesce(nullif(btrim(${merchants.brandName}), ''), nullif(btrim(${stores.storeName}), ''), ${merchants.merchantName})`;

/** The storefront's logo, joined under its own name because coupon queries already join their ad image. */
export const storeLogo = alias(mediaFiles, 'store_logo');

/** Join conditions, in order: the coupon's merchant, its storefront (if any), the storefront's logo. */
export const merchantOfCoupon = eq(merchants.id, coupons.merchantId);
export const storefrontOfMerchant = eq(stores.merchantId, merchants.id);
/** A storefront an administrator hid lends no logo either. */
export const logoOfStorefront = and(eq(storeLogo.id, stores.logoId), isNull(stores.hiddenAt));

/** The store columns public coupon rows carry. */
export const storeIdentityColumns = {
  storeName,
  storeSlug: merchants.storeSlug,
  storeLogoUrl: storeLogo.url,
};
