import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../../functions/contract/limits.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { translator } from '../../../functions/contract/i18n/translate.ts';
import {
  TOP_COUPONS_POSITIONS,
  TOP_MIDDLE_POSITION,
  CATEGORY_BANNER_FRAMES,
} from '../../../functions/contract/site-images.ts';
import type { UploadSectionConfig } from '../../islands/admin/types.ts';

/**
 * The admin image tabs' upload forms (spec sections 3, 5, 7 and 8), built on the server with the
 * contract's texts and handed to the ImageUploadTab island as plain props (so no zod reaches the browser).
 * The texts are the page's language (issue 26; English: the spec's words, site-content.ts).
 */
/**
 * The category banner's frames and the top coupons' positions by their code, in a language (English: the
 * spec's own names, CATEGORY_BANNER_FRAMES and TOP_COUPONS_POSITIONS; the values sent stay those codes).
 */
export function framesAndPositionsIn(locale: Locale) {
  const t = translator(locale);
  const frameLabels: Record<keyof typeof CATEGORY_BANNER_FRAMES, string> = {
    Cat: t('adminMoney.tabs.frameCat'),
    TC: t('adminMoney.tabs.frameTopCoupons'),
    BO: t('adminMoney.tabs.frameBestOffers'),
  };
  const positionLabels: Record<(typeof TOP_COUPONS_POSITIONS)[number], string> = {
    TTCoLeftMin: t('adminMoney.tabs.positionLeftMin'),
    TTCoMax: t('adminMoney.tabs.positionMax'),
    TTCoRightMin: t('adminMoney.tabs.positionRightMin'),
  };
  return { frameLabels, positionLabels };
}

/**
 * A payment link description's position names (the frame's English name, a top coupons code) in a
 * language, for the admin Payments tab (linkDescriptionIn, decision 0096); empty in English.
 */
export function linkPositionsIn(locale: Locale): Record<string, string> {
  if (locale === 'en') return {};
  const { frameLabels, positionLabels } = framesAndPositionsIn(locale);
  const frames = Object.entries(CATEGORY_BANNER_FRAMES) as [keyof typeof CATEGORY_BANNER_FRAMES, string][];
  return {
    ...Object.fromEntries(frames.map(([code, name]) => [name, frameLabels[code]])),
    ...positionLabels,
  };
}

export function uploadTabsIn(locale: Locale): Record<string, UploadSectionConfig[]> {
  const t = translator(locale);
  const text = {
    imageRequired: t('adminMoney.tabs.imageRequired'),
    allFieldsRequired: t('adminMoney.tabs.allFieldsRequired'),
    imageTypeUrlRequired: t('adminMoney.tabs.imageTypeUrlRequired'),
    imageFileRequired: t('adminMoney.tabs.imageFileRequired'),
    imageUploaded: t('adminMoney.tabs.imageUploaded'),
    imageUploadFailed: t('adminMoney.tabs.imageUploadFailed'),
    topBannerUploaded: t('adminMoney.tabs.topBannerUploaded'),
    topBannerFailed: t('adminMoney.tabs.topBannerFailed'),
    uploadFailedPrefix: t('adminMoney.tabs.failedPrefix'),
    uploadFailed: t('adminMoney.tabs.failed'),
    imageRemoved: t('adminMoney.tabs.removed'),
    chooseSlot: t('adminMoney.slots.slotRange', { min: AD_SLOT_MIN, max: AD_SLOT_MAX }),
  };

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
  const image = { fileLabel: t('adminMoney.tabs.fileImage'), urlField: 'MerchantURL' };

  const { frameLabels, positionLabels } = framesAndPositionsIn(locale);
  const slotMessage = text.chooseSlot;

  return {
    'hero-images': [
      {
        ...image,
        id: 'hero',
        heading: t('adminMoney.tabs.hero.heading'),
        endpoint: '/api/AdminContent/upload-hero-image',
        fileField: 'Image',
        urlRequired: false,
        messages: { ...plain, missing: text.imageRequired },
        list: {
          kind: 'hero',
          heading: t('adminMoney.tabs.hero.list'),
          itemLabel: t('adminMoney.tabs.hero.item'),
        },
      },
    ],
    'top-middle-images': [
      {
        ...image,
        id: 'top-middle',
        heading: t('adminMoney.tabs.topMiddle.heading'),
        endpoint: '/api/TopBanner/TTC_Images',
        fileField: 'Data',
        urlRequired: true,
        fixed: { postion: TOP_MIDDLE_POSITION },
        messages: { ...prefixed, missing: text.imageTypeUrlRequired },
        list: {
          kind: 'top_middle',
          heading: t('adminMoney.tabs.topMiddle.list'),
          positions: [TOP_MIDDLE_POSITION],
          positionLabels: { [TOP_MIDDLE_POSITION]: t('adminMoney.tabs.positionTopMiddle') },
          itemLabel: t('adminMoney.tabs.topMiddle.item'),
        },
      },
    ],
    'top-banner-images': [
      {
        ...image,
        id: 'top-banner',
        heading: t('adminMoney.tabs.topBanner.heading'),
        endpoint: '/api/TopBanner/uploadTopbanner',
        fileField: 'Data',
        fileLabel: t('adminMoney.tabs.fileImageOrVideo'),
        urlRequired: false,
        messages: {
          ...common,
          missing: text.imageFileRequired,
          success: text.topBannerUploaded,
          failure: text.topBannerFailed,
          failureMode: 'console',
        },
        list: {
          kind: 'top_banner',
          heading: t('adminMoney.tabs.topBanner.list'),
          itemLabel: t('adminMoney.tabs.topBanner.item'),
        },
      },
    ],
    'cat-tc-bo-images': [
      {
        ...image,
        id: 'cat-tc-bo',
        heading: t('adminMoney.tabs.footer.heading'),
        endpoint: '/api/Cat_TC_BO/add-or-update-Cat-Banner',
        fileField: 'ImageData',
        urlRequired: true,
        select: {
          name: 'Frame',
          label: t('adminMoney.tabs.frameLabel'),
          placeholder: t('adminMoney.tabs.framePlaceholder'),
          options: Object.entries(frameLabels).map(([value, label]) => ({ value, label })),
          query: 'Frame',
        },
        messages: { ...plain, missing: text.allFieldsRequired },
        list: {
          kind: 'category_banner',
          heading: t('adminMoney.tabs.footer.list'),
          positionLabels: frameLabels,
          itemLabel: t('adminMoney.tabs.footer.item'),
        },
      },
    ],
    'top-coupons-images': [
      {
        ...image,
        id: 'top-coupons',
        heading: t('adminMoney.tabs.topCoupons.heading'),
        endpoint: '/api/TopBanner/TTC_Images',
        fileField: 'Data',
        urlRequired: true,
        select: {
          name: 'postion',
          label: t('adminMoney.link.positionLabel'),
          placeholder: t('adminMoney.link.positionPlaceholder'),
          options: TOP_COUPONS_POSITIONS.map((value) => ({ value, label: positionLabels[value] })),
        },
        messages: { ...prefixed, missing: text.imageTypeUrlRequired },
        list: {
          kind: 'top_coupons',
          heading: t('adminMoney.tabs.topCoupons.list'),
          positions: [...TOP_COUPONS_POSITIONS],
          positionLabels,
          itemLabel: t('adminMoney.tabs.topCoupons.item'),
        },
      },
    ],
    'card-images': [
      {
        ...image,
        id: 'card',
        heading: t('adminMoney.tabs.card.heading'),
        endpoint: '/api/admin/site-images',
        fileField: 'Image',
        urlRequired: false,
        fixed: { kind: 'card' },
        messages: { ...plain, missing: text.imageRequired },
        list: {
          kind: 'card',
          heading: t('adminMoney.tabs.card.list'),
          itemLabel: t('adminMoney.tabs.card.item'),
        },
      },
      {
        ...image,
        id: 'popup-ad',
        heading: t('adminMoney.tabs.popup.heading'),
        endpoint: '/api/admin/site-images',
        fileField: 'Image',
        urlRequired: false,
        fixed: { kind: 'popup_ad' },
        messages: { ...plain, missing: text.imageRequired },
        list: {
          kind: 'popup_ad',
          heading: t('adminMoney.tabs.popup.list'),
          itemLabel: t('adminMoney.tabs.popup.item'),
        },
      },
      {
        ...image,
        id: 'product-ad',
        heading: t('adminMoney.tabs.productAd.heading'),
        endpoint: '/api/admin/site-images',
        fileField: 'Image',
        urlRequired: false,
        slot: {
          name: 'slotId',
          label: t('adminMoney.slots.slotLabel'),
          min: AD_SLOT_MIN,
          max: AD_SLOT_MAX,
          message: slotMessage,
        },
        fixed: { kind: 'product_ad' },
        messages: { ...plain, missing: text.imageRequired },
        list: {
          kind: 'product_ad',
          heading: t('adminMoney.tabs.productAd.list'),
          itemLabel: t('adminMoney.tabs.productAd.item'),
        },
      },
    ],
    'seasonal-offers': [
      {
        ...image,
        id: 'seasonal',
        heading: t('adminMoney.tabs.seasonal.heading'),
        endpoint: '/api/SeasonalOffer_Images/SeasonalOffer_Images',
        fileField: 'Data',
        urlRequired: false,
        fixed: { postion: 'Seasonal Offers' },
        messages: { ...plain, missing: text.imageRequired },
        list: {
          kind: 'seasonal',
          heading: t('adminMoney.tabs.seasonal.list'),
          itemLabel: t('adminMoney.tabs.seasonal.item'),
        },
      },
    ],
  };
}

/** The English forms. */
export const uploadTabs = uploadTabsIn('en');
