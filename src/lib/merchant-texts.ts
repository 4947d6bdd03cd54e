import { couponEditMessages } from '../../functions/contract/coupon-edits.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { productMessages } from '../../functions/contract/merchant-products.ts';
import { COUPON_TEXT_LIMITS, slotRangeMessage, webUrlMessages } from '../../functions/contract/rules.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { messagesIn } from '../../functions/contract/i18n/message-keys.ts';
import { pickTexts } from '../../functions/contract/i18n/translate.ts';
import { LIST_KEYS } from '../islands/load-more.tsx';
import { votesTexts, type VotesTexts } from './merchant-sales-texts.ts';

/**
 * The merchant dashboard's texts for its islands (issue 26, decision 0084): picked on the server in
 * the account's language and passed as props, so the islands never load the catalogue.
 */
const SLOT_MAP_KEYS = [
  'slots.legend',
  'slots.listLabel',
  'slots.loading',
  'slots.failed',
  'slots.retry',
  'slots.free',
  'slots.heldBy',
  'slots.until',
  'slots.reserved',
  'slots.reservedFor',
  'slots.freeCountOne',
  'slots.freeCountOther',
  'slots.nameFree',
  'slots.nameHeld',
  'slots.nameReserved',
  'slots.nameReservedFor',
  'slots.merchantHintFree',
  'slots.merchantHintPremium',
  'slots.placementWaits',
  'slots.placementFree',
  'slots.placementMoved',
] as const;
export type SlotMapTextKey = (typeof SLOT_MAP_KEYS)[number];
/** The slot map's texts in a language, and the language for its dates. */
export type SlotMapTexts = Record<SlotMapTextKey, string> & { locale: Locale };

export function slotMapTexts(locale: Locale): SlotMapTexts {
  return { ...pickTexts(locale, SLOT_MAP_KEYS), locale };
}

const COUPON_FORM_KEYS = [
  'merchant.form.couponName',
  'merchant.form.couponNameHint',
  'merchant.form.couponCode',
  'merchant.form.couponCodeHint',
  'merchant.form.expiryDate',
  'merchant.form.expiryHint',
  'merchant.form.expiryPicker',
  'merchant.form.expiryPlaceholder',
  'merchant.form.terms',
  'merchant.form.adImage',
  'merchant.form.adImageKeep',
  'merchant.form.imageHint',
  'merchant.form.title',
  'merchant.form.titleHint',
  'merchant.form.description',
  'merchant.form.discount',
  'merchant.form.percentage',
  'merchant.form.flatAmount',
  'merchant.form.upTo',
  'merchant.form.percentageHint',
  'merchant.form.capHint',
  'merchant.form.flatHint',
  'merchant.form.slotId',
  'merchant.form.slotIdHint',
  'merchant.form.slotKind',
  'merchant.form.slotKindPlaceholder',
  'merchant.form.slotFree',
  'merchant.form.slotPremium',
  'merchant.form.category',
  'merchant.form.categoryPlaceholder',
  'merchant.form.language',
  'merchant.form.languagePlaceholder',
  'merchant.form.languageFromText',
  'merchant.form.langEnglish',
  'merchant.form.langHindi',
  'merchant.form.langTelugu',
  'merchant.form.merchantUrl',
  'merchant.form.urlHint',
  'merchant.form.uploading',
  'merchant.form.uploadingPercent',
  'merchant.form.progress',
  'merchant.form.save',
  'merchant.form.add',
  'merchant.form.liveNote',
  'merchant.form.inPlaceNote',
  'merchant.category.beauty',
  'merchant.category.education',
  'merchant.category.electronics',
  'merchant.category.fashion',
  'merchant.category.food',
  'merchant.category.grocery',
  'merchant.category.health',
  'merchant.category.home',
  'merchant.category.mobiles',
  'merchant.category.travel',
  'merchant.category.other',
  'merchant.msg.added',
  'merchant.msg.uploadFailed',
  'merchant.msg.updated',
  'merchant.msg.updateFailed',
  'merchant.msg.sentForApproval',
] as const;
export type CouponFormTextKey = (typeof COUPON_FORM_KEYS)[number];

/** The English messages the coupon form's rules (rules.ts, shared with the server) give. */
function ruleMessages(): unknown[] {
  const limits = [...new Set(Object.values(COUPON_TEXT_LIMITS))];
  return [
    ...Object.values(couponMessages),
    ...limits.map((max) => couponMessages.tooLong(max)),
    ...Object.values(couponEditMessages),
    slotRangeMessage,
    ...Object.values(webUrlMessages),
  ];
}

/** The coupon form's texts: labels, hints, options, messages, and its rules' messages in the language. */
export type CouponFormTexts = Record<CouponFormTextKey, string> & {
  /** English rule message → the same message in the page's language (empty in English). */
  messages: Record<string, string>;
  slotMap: SlotMapTexts;
};

export function couponFormTexts(locale: Locale): CouponFormTexts {
  const messages = messagesIn(locale, ruleMessages());
  return { ...pickTexts(locale, COUPON_FORM_KEYS), messages, slotMap: slotMapTexts(locale) };
}

const MY_OFFERS_KEYS = [
  ...LIST_KEYS,
  'merchant.coupons.myOffers',
  'merchant.offers.loadFailed',
  'merchant.offers.loading',
  'merchant.offers.none',
  'merchant.offers.codeExpires',
  'merchant.offers.slotLine',
  'merchant.offers.statsLine',
  'merchant.offers.reason',
  'merchant.offers.edit',
  'merchant.offers.closeEdit',
  'merchant.offers.editLabel',
  'merchant.offers.delete',
  'merchant.offers.deleteLabel',
  'merchant.offers.deleteConfirm',
  'merchant.offers.yesDelete',
  'merchant.offers.keep',
  'merchant.offers.pending',
  'merchant.offers.awaitingPayment',
  'merchant.offers.rejected',
  'merchant.offers.expired',
  'merchant.offers.suspended',
  'merchant.offers.live',
  'merchant.offers.liveInSlot',
  'merchant.offers.awaitingAmount',
  'merchant.offers.paid',
  'merchant.offers.payNow',
  'merchant.offers.payFor',
  'merchant.offers.afterPayment',
  'merchant.offers.editPending',
  'merchant.offers.editRejected',
  'merchant.offers.sentOn',
  'merchant.offers.payNoteHeld',
  'merchant.offers.payNoteReserved',
  'merchant.offers.payNoteEdit',
  'merchant.msg.deleted',
  'merchant.msg.deleteFailed',
] as const;

/** My Offers' texts, with the edit form's, and the language for its dates and links. */
export type MyOffersTexts = Record<(typeof MY_OFFERS_KEYS)[number], string> & {
  locale: Locale;
  form: CouponFormTexts;
  /** The shoppers' votes line and Re-confirm (merchant-sales-texts.ts). */
  votes: VotesTexts;
};

export function myOffersTexts(locale: Locale): MyOffersTexts {
  return {
    ...pickTexts(locale, MY_OFFERS_KEYS),
    locale,
    form: couponFormTexts(locale),
    votes: votesTexts(locale),
  };
}

const PRODUCT_KEYS = [
  ...LIST_KEYS,
  'merchant.products.uploadHeading',
  'merchant.products.intro',
  'merchant.products.myProducts',
  'merchant.products.loadFailed',
  'merchant.products.loading',
  'merchant.products.none',
  'merchant.products.reason',
  'merchant.products.noneGiven',
  'merchant.products.advised',
  'merchant.products.confirmLabel',
  'merchant.products.deleteConfirm',
  'merchant.products.editLabel',
  'merchant.products.deleteLabel',
  'merchant.products.pending',
  'merchant.products.rejected',
  'merchant.products.hidden',
  'merchant.products.live',
  'merchant.products.name',
  'merchant.products.price',
  'merchant.products.priceHint',
  'merchant.products.url',
  'merchant.products.urlHint',
  'merchant.products.image',
  'merchant.products.newImage',
  'merchant.products.imageHint',
  'merchant.products.newImageHint',
  'merchant.products.backForApproval',
  'merchant.products.saving',
  'merchant.products.upload',
  'merchant.products.cancel',
  'merchant.products.msgUploaded',
  'merchant.products.msgUploadFailed',
  'merchant.products.msgUpdated',
  'merchant.products.msgUpdateFailed',
  'merchant.products.msgDeleted',
  'merchant.products.msgDeleteFailed',
  'merchant.form.save',
  'merchant.offers.edit',
  'merchant.offers.delete',
  'merchant.offers.yesDelete',
  'merchant.offers.keep',
  'merchant.form.progress',
] as const;

/** Pick Your Products' texts, with its rules' messages in the page's language (empty in English). */
export type ProductTexts = Record<(typeof PRODUCT_KEYS)[number], string> & {
  messages: Record<string, string>;
};

export function productTexts(locale: Locale): ProductTexts {
  const messages = messagesIn(locale, [...Object.values(productMessages), ...Object.values(webUrlMessages)]);
  return { ...pickTexts(locale, PRODUCT_KEYS), messages };
}
