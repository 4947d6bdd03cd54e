import type { ImageRef } from './api-types.ts';

/**
 * Site creation and the storefront's reads (spec: Site creation, Public storefront; sections 3, 7 and
 * 8): the texts and the response shapes. No zod here, so islands and pages import it freely; the
 * request schemas are in site-creation-schemas.ts.
 */
export const siteCreationMessages = {
  siteUrlSaved: 'Store URL uploaded successfully!',
  siteUrlFailed: 'Upload failed.',
  permissionSaved: 'Permission Approved',
  permissionFailed: 'Permission failed.',
  storeSaved: 'Store details uploaded successfully!',
  storeFailed: 'Upload failed.',
  categorySaved: 'Collection uploaded successfully!',
  categoryFailed: 'Upload failed.',
  productSaved: 'Collection uploaded successfully!',
  productFailed: 'Upload failed. Check console for details.',
  merchantIdNotFound: 'Merchant ID not found.',
  required: 'This field is required',
  siteUrlFirst: 'Please save your store URL first.',
  consentRequired: 'Please allow us to read your site to give this permission.',
  nothingToSave: 'Nothing to save: send the store URL form or the permission notes.',
  slugTaken: 'This page address is already taken. Please choose another.',
  categoryTaken: 'You already have a category with this name.',
  categoryNotFound: 'This category does not exist.',
  otherMerchant: 'You can only add categories to your own store.',
  imageRequired: 'Please select an image',
  storeNotFound: 'This store does not exist.',
} as const;

/** GET/POST /api/merchant/preferences: the signed-in merchant's site-creation choices. */
export interface MerchantPreferences {
  hasExternalSite: boolean;
  externalSiteUrl: string | null;
  consentScrape: boolean;
  consentMerchantPage: boolean;
  storeName: string | null;
  pageSlug: string | null;
  notes: string | null;
}

/** GET /api/MerchantPage/GetMerchantStore/{merchantId}: a storefront's details, images as URLs. */
export interface StoreDetails {
  merchantId: string;
  storeName: string;
  storeAddress: string | null;
  tagline: string | null;
  aboutDescription: string | null;
  merchantLogo: ImageRef | null;
  landingBanner: ImageRef | null;
  heroBannerImage: ImageRef | null;
  updatedAt: string;
}

/** GET /api/MerchantCategories?merchantId=&onlyActive=true: one of a merchant's storefront categories. */
export interface MerchantCategory {
  id: string;
  categoryName: string;
  description: string | null;
  merchantId: string;
  isActive: boolean;
}

/**
 * GET /api/merchantpage/efq/products: one catalogue product. `price` is in rupees (the spec's read-back);
 * `imageUrl` is the medium image, where the spec read `imageMediumBase64` (decision 0004), and
 * `imageData` all three sizes; both are null when asked `includeImages=false`. `merchantURL` is the
 * storefront's path, whose last segment is the merchant id (as the spec's storefront filter expects).
 */
export interface CatalogueProduct {
  id: string;
  productName: string;
  brand: string;
  description: string;
  price: number;
  categoryId: string;
  merchantId: string;
  merchantURL: string;
  imageUrl: string | null;
  imageData: { small: ImageRef | null; medium: ImageRef | null; large: ImageRef | null } | null;
  createdAt: string;
}

/** The public storefront's path for a merchant (route table: /merchantproductsite/{merchantid}). */
export const storefrontPath = (merchantId: string) => `/merchantproductsite/${merchantId}`;
