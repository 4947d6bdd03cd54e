/** The kinds and positions of site images an administrator manages (spec sections 3, 5 and 9). */

export const SITE_IMAGE_KINDS = [
  'hero',
  'top_middle',
  'top_banner',
  'category_banner',
  'top_coupons',
  'seasonal',
  'card',
  'popup_ad',
  'product_ad',
] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

/**
 * Kinds whose position holds one image: a new upload replaces the active one. The others (hero slides,
 * top banners, seasonal offers, card images) add to what is there. The database allows one active image
 * per (kind, position) of these kinds (index site_images_one_active_per_position).
 */
export const REPLACING_SITE_IMAGE_KINDS = [
  'top_middle',
  'top_coupons',
  'category_banner',
  'popup_ad',
  'product_ad',
] as const satisfies readonly SiteImageKind[];

/** Cat_TC_BO frames, with the labels the admin form shows. */
export const CATEGORY_BANNER_FRAMES = { Cat: 'Cat Footer', TC: 'TopCO Footer', BO: 'BesTO Footer' } as const;
export type CategoryBannerFrame = keyof typeof CATEGORY_BANNER_FRAMES;

export const TOP_COUPONS_POSITIONS = ['TTCoLeftMin', 'TTCoMax', 'TTCoRightMin'] as const;
export const TOP_MIDDLE_POSITION = 'TopMiddle';
export const TTC_POSITIONS = [...TOP_COUPONS_POSITIONS, TOP_MIDDLE_POSITION] as const;
export type TtcPosition = (typeof TTC_POSITIONS)[number];

export const FLASH_TEXT_POSITION = 'FlashText';
