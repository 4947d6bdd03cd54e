/** Shapes of the demo content that the seed turns into rows (functions/seed/seed-demo-data.ts). */

export type DemoLanguage = 'en' | 'hi' | 'te';

export interface DemoCoupon {
  /** key of the merchant in DEMO_MERCHANTS */
  merchant: 'demo_merchant' | 'second_merchant';
  couponName: string;
  /** secret code, upper case letters and digits */
  couponCode: string;
  title: string;
  description: string;
  category: string;
  language: DemoLanguage;
  termsAndConditions: string;
  percentage: number | null;
  /** flat discount in rupees (converted to paise by the seed) */
  discountRupees: number | null;
  merchantUrl: string;
  requestedSlotId: number;
  /**
   * 'approved' and 'expired' coupons get assignedSlotId = requestedSlotId: one approved coupon per slot
   * (decision 0017). The expired ones hold the slots the pending ones request, until an approval
   * releases them.
   */
  status: 'approved' | 'pending' | 'expired';
  /** An approved coupon that is live in the lists but holds no ad slot (there are only 24). */
  slotless?: true;
  /** days from today until expiry; negative for expired coupons */
  expiresInDays: number;
  /** two colours (hex) for the generated ad image gradient */
  colors: [string, string];
  /** how many times it was revealed (popularity) */
  reveals: number;
}

export interface DemoMerchant {
  key: 'demo_merchant' | 'second_merchant';
  merchantName: string;
  brandName: string;
  industry: string;
  category: string;
  address: string;
  mobile: string;
  siteUrl: string;
  store: { storeName: string; tagline: string; aboutDescription: string; storeAddress: string };
  /** The storefront's landing banner (the hero banner shows the tagline): its headline and colours. */
  landingBanner: { label: string; colors: [string, string] };
  categories: { categoryName: string; description: string }[];
  /** catalogue products; categoryName must be one of the categories above */
  catalogue: {
    categoryName: string;
    brand: string;
    productName: string;
    description: string;
    priceRupees: number;
  }[];
  /** "Pick Your Products" ads */
  pickProducts: { productName: string; priceRupees: number; approved: boolean }[];
}

export interface DemoReview {
  /** index into DEMO_COUPONS (must be an approved coupon) */
  couponIndex: number;
  reviewerName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  reviewText: string;
}

export interface DemoSiteImage {
  /** headline drawn on the generated image */
  label: string;
  merchantUrl: string | null;
  colors: [string, string];
}
