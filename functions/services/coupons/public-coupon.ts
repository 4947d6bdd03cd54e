import { eq } from 'drizzle-orm';
import { toWebUrl } from '../../contract/rules.ts';
import type { OfferLanguage, PublicCouponFields } from '../../contract/public.ts';
import { coupons, mediaFiles } from '../../db/schema/index.ts';
import { paiseToRupees } from '../../contract/money.ts';

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
};

/** Join condition for the coupon's ad image (left join: a coupon may have none). */
export const couponImageJoin = eq(mediaFiles.id, coupons.adImageId);

/** A row selected with publicCouponColumns (media columns are null without an image). */
export interface PublicCouponRow {
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
    hasCode: true,
  };
}
