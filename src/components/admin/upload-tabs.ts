import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import { siteContentMessages as text } from '../../../functions/contract/site-content.ts';
import {
  CATEGORY_BANNER_FRAMES,
  TOP_COUPONS_POSITIONS,
  TOP_MIDDLE_POSITION,
} from '../../../functions/contract/site-images.ts';
import type { UploadSectionConfig } from '../../islands/admin/types.ts';

/**
 * The admin image tabs' upload forms (spec sections 3, 5, 7 and 8), built on the server with the
 * contract's texts and handed to the ImageUploadTab island as plain props (so no zod reaches the browser).
 */

const common = { noResponse: text.uploadFailed, removed: text.imageRemoved };
const plain = {
  ...common,
  success: text.imageUploaded,
  failure: text.imageUploadFailed,
  failureMode: 'plain' as const,
};
const prefixed = {
  ...common,
  success: text.imageUploaded,
  failure: text.uploadFailedPrefix,
  failureMode: 'prefix' as const,
};
const image = { fileLabel: 'Image', urlField: 'MerchantURL' };

const frameLabels: Record<string, string> = { ...CATEGORY_BANNER_FRAMES };
const slotMessage = text.chooseSlot;

export const uploadTabs: Record<string, UploadSectionConfig[]> = {
  'hero-images': [
    {
      ...image,
      id: 'hero',
      heading: 'Upload a hero image',
      endpoint: '/api/AdminContent/upload-hero-image',
      fileField: 'Image',
      urlRequired: false,
      messages: { ...plain, missing: text.imageRequired },
      list: { kind: 'hero', heading: 'Live hero images', itemLabel: 'Hero image' },
    },
  ],
  'top-middle-images': [
    {
      ...image,
      id: 'top-middle',
      heading: 'Upload the top middle image',
      endpoint: '/api/TopBanner/TTC_Images',
      fileField: 'Data',
      urlRequired: true,
      fixed: { postion: TOP_MIDDLE_POSITION },
      messages: { ...prefixed, missing: text.imageTypeUrlRequired },
      list: {
        kind: 'top_middle',
        heading: 'Live top middle image',
        positions: [TOP_MIDDLE_POSITION],
        itemLabel: 'Top middle image',
      },
    },
  ],
  'top-banner-images': [
    {
      ...image,
      id: 'top-banner',
      heading: 'Upload a top banner',
      endpoint: '/api/TopBanner/uploadTopbanner',
      fileField: 'Data',
      fileLabel: 'Image or video',
      urlRequired: false,
      messages: {
        ...common,
        missing: text.imageFileRequired,
        success: text.topBannerUploaded,
        failure: text.topBannerFailed,
        failureMode: 'console',
      },
      list: { kind: 'top_banner', heading: 'Live top banners', itemLabel: 'Top banner' },
    },
  ],
  'cat-tc-bo-images': [
    {
      ...image,
      id: 'cat-tc-bo',
      heading: 'Upload a footer banner',
      endpoint: '/api/Cat_TC_BO/add-or-update-Cat-Banner',
      fileField: 'ImageData',
      urlRequired: true,
      select: {
        name: 'Frame',
        label: 'Frame',
        placeholder: 'Choose a frame',
        options: Object.entries(CATEGORY_BANNER_FRAMES).map(([value, label]) => ({ value, label })),
        query: 'Frame',
      },
      messages: { ...plain, missing: text.allFieldsRequired },
      list: {
        kind: 'category_banner',
        heading: 'Live footer banners',
        positionLabels: frameLabels,
        itemLabel: 'Footer banner',
      },
    },
  ],
  'top-coupons-images': [
    {
      ...image,
      id: 'top-coupons',
      heading: 'Upload a top coupons image',
      endpoint: '/api/TopBanner/TTC_Images',
      fileField: 'Data',
      urlRequired: true,
      select: {
        name: 'postion',
        label: 'Position',
        placeholder: 'Choose a position',
        options: TOP_COUPONS_POSITIONS.map((value) => ({ value, label: value })),
      },
      messages: { ...prefixed, missing: text.imageTypeUrlRequired },
      list: {
        kind: 'top_coupons',
        heading: 'Live top coupons images',
        positions: [...TOP_COUPONS_POSITIONS],
        itemLabel: 'Top coupons image',
      },
    },
  ],
  'card-images': [
    {
      ...image,
      id: 'card',
      heading: 'Coupon card images',
      endpoint: '/api/admin/site-images',
      fileField: 'Image',
      urlRequired: false,
      fixed: { kind: 'card' },
      messages: { ...plain, missing: text.imageRequired },
      list: { kind: 'card', heading: 'Live coupon card images', itemLabel: 'Card image' },
    },
    {
      ...image,
      id: 'popup-ad',
      heading: "Popup ad on a card's back",
      endpoint: '/api/admin/site-images',
      fileField: 'Image',
      urlRequired: false,
      fixed: { kind: 'popup_ad' },
      messages: { ...plain, missing: text.imageRequired },
      list: { kind: 'popup_ad', heading: 'Live popup ad (one at a time)', itemLabel: 'Popup ad' },
    },
    {
      ...image,
      id: 'product-ad',
      heading: 'Product ads',
      endpoint: '/api/admin/site-images',
      fileField: 'Image',
      urlRequired: false,
      slot: { name: 'slotId', label: 'Slot', min: AD_SLOT_MIN, max: AD_SLOT_MAX, message: slotMessage },
      fixed: { kind: 'product_ad' },
      messages: { ...plain, missing: text.imageRequired },
      list: { kind: 'product_ad', heading: 'Live product ads (one per slot)', itemLabel: 'Product ad' },
    },
  ],
  'seasonal-offers': [
    {
      ...image,
      id: 'seasonal',
      heading: 'Upload a seasonal offer',
      endpoint: '/api/SeasonalOffer_Images/SeasonalOffer_Images',
      fileField: 'Data',
      urlRequired: false,
      fixed: { postion: 'Seasonal Offers' },
      messages: { ...plain, missing: text.imageRequired },
      list: { kind: 'seasonal', heading: 'Live seasonal offers', itemLabel: 'Seasonal offer' },
    },
  ],
};
