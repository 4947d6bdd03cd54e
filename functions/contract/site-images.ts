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

/** Cat_TC_BO frames, with the labels the admin form shows. */
export const CATEGORY_BANNER_FRAMES = { Cat: 'Cat Footer', TC: 'TopCO Footer', BO: 'BesTO Footer' } as const;
export type CategoryBannerFrame = keyof typeof CATEGORY_BANNER_FRAMES;

export const TOP_COUPONS_POSITIONS = ['TTCoLeftMin', 'TTCoMax', 'TTCoRightMin'] as const;
export const TOP_MIDDLE_POSITION = 'TopMiddle';
export const TTC_POSITIONS = [...TOP_COUPONS_POSITIONS, TOP_MIDDLE_POSITION] as const;
export type TtcPosition = (typeof TTC_POSITIONS)[number];

export const FLASH_TEXT_POSITION = 'FlashText';
