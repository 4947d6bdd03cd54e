/**
 * The public storefront /merchantproductsite/{merchantid} (spec: Public storefront; section 9), its
 * Follow badge and the administrator's hide and show. Zod-free: the page's script imports the texts.
 */

/** The spec's texts, and the few the page adds. */
export const storefrontMessages = {
  itemNotFound: 'Item not found',
  shopByCategory: 'Shop by Category',
  more: 'more...',
  homeProducts: 'HOME PRODUCTS',
  buyNow: 'Buy Now',
  follow: 'Follow',
  following: 'Following',
  signInToFollow: 'Sign in as a user to follow this store.',
  followFailed: 'Could not update the follow. Please try again.',
  storeNotFound: 'This storefront does not exist.',
  productNotFound: 'This product does not exist.',
  storeHidden: 'Storefront hidden.',
  storeShown: 'Storefront shown.',
  productHidden: 'Product hidden.',
  productShown: 'Product shown.',
  visibilityFailed: 'Could not change the visibility. Please try again.',
} as const;

/** Spec section 9: the storefront header shows the first 3 categories; the rest are in the drawer. */
export const STOREFRONT_HEADER_CATEGORIES = 3;

/** An image with its intrinsic size, so the page reserves its space (no layout shift). */
export interface SizedImage {
  url: string;
  width: number | null;
  height: number | null;
}

export interface StorefrontCategory {
  id: string;
  categoryName: string;
  description: string | null;
}

/**
 * One card of the grid: a catalogue product (in a category) or an approved "Pick Your Products" item
 * (no category). `price` is in rupees, as /payment/{price} takes it.
 */
export interface StorefrontProduct {
  id: string;
  source: 'catalogue' | 'pick';
  productName: string;
  brand: string | null;
  price: number;
  /** The MRP in rupees, shown struck through beside the price when above it; null: none (issue 24 item 6). */
  mrp?: number | null;
  /** False when its stock count is 0: Buy Now is shown disabled (issue 24 item 6). */
  inStock?: boolean;
  /** How many are left when 1..LOW_STOCK_SHOWN ("Only N left"); null when more, none or not counted. */
  stockLeft?: number | null;
  categoryId: string | null;
  image: SizedImage | null;
}

/** Everything the page shows, the same for every visitor (it is cached like the listing pages). */
export interface Storefront {
  merchantId: string;
  storeName: string;
  tagline: string | null;
  aboutDescription: string | null;
  storeAddress: string | null;
  logo: SizedImage | null;
  heroBanner: SizedImage | null;
  landingBanner: SizedImage | null;
  categories: StorefrontCategory[];
  products: StorefrontProduct[];
  followerCount: number;
  /** "Up to N% cashback": the store's cashback rate in force, in percent (issue 22 item 1). */
  cashbackPercent: number;
}

/** GET/POST/DELETE /api/storefront/{merchantId}/follow: the count for everyone, `following` for the caller. */
export interface FollowState {
  followerCount: number;
  following: boolean;
}

/** GET /api/admin/storefronts: one store in the administrator's Storefronts list. */
export interface AdminStorefront {
  merchantId: string;
  storeName: string;
  merchantName: string;
  isActive: boolean;
  hidden: boolean;
}

/** GET /api/admin/storefronts/{merchantId}/products: one catalogue product of a store. */
export interface AdminCatalogueProduct {
  id: string;
  productName: string;
  brand: string;
  categoryName: string;
  price: number;
  hidden: boolean;
}

/**
 * /payment/{price}?product={id}&kind={catalogue|pick}: the spec's Buy Now link, the price in rupees;
 * the product names what is bought, so the server charges its stored price (issue #12 item 7).
 */
export function paymentPath(price: number, product?: { id: string; source: 'catalogue' | 'pick' }): string {
  const path = `/payment/${price}`;
  return product ? `${path}?product=${encodeURIComponent(product.id)}&kind=${product.source}` : path;
}

/** The WhatsApp share link for a page (spec: share on WhatsApp). */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** At or below this stock count a product shows "Only N left" (the storefront and the Buy Now page). */
export const LOW_STOCK_SHOWN = 5;
