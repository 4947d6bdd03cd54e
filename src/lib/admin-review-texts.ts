import type { adminMessages } from '../../functions/contract/admin.ts';
import type { reviewMessages } from '../../functions/contract/reviews.ts';
import type { storefrontMessages } from '../../functions/contract/storefront.ts';
import { AD_SLOT_MAX } from '../../functions/contract/limits.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { pickTexts, translate, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { slotMapTexts } from './merchant-texts.ts';

/**
 * The texts of the admin dashboard's review screens (issue 26): pending coupons and edits of live
 * coupons, products approval, suspended coupons, storefronts, reviews and the audit log. Picked on the
 * server in the page's language and passed as props, so the islands never load the catalogue. In
 * English the contract's own messages are passed as they are; the catalogue's English repeats the
 * islands' words exactly (tests/unit/admin-review-texts.test.ts).
 */

/** Texts with the language, for the island's dates and links. */
type WithLocale<K extends MessageKey> = Record<K, string> & { locale: Locale };

function textsOf<K extends MessageKey>(locale: Locale, keys: readonly K[]): WithLocale<K> {
  return { ...pickTexts(locale, keys), locale };
}

/** The contract's messages (English, as the page passes them) in the page's language. */
function messagesIn<T extends Record<string, string>>(
  locale: Locale,
  english: T,
  keys: { [name in keyof T]: MessageKey },
): T {
  if (locale === 'en') return english;
  const names = Object.keys(keys) as (keyof T & string)[];
  return Object.fromEntries(
    names.map((name) => [name, translate(locale, keys[name], { max: AD_SLOT_MAX })]),
  ) as T;
}

const LIST_KEYS = [
  'adminReview.loading',
  'adminReview.loadMore',
  'list.loadMore',
  'list.loading',
  'list.moreFailed',
  'list.tryAgain',
] as const;

const PENDING_KEYS = [
  ...LIST_KEYS,
  'adminReview.approve',
  'adminReview.reject',
  'adminReview.cancel',
  'adminReview.sendRejection',
  'adminReview.rejectReason',
  'adminReview.merchantReads',
  'adminReview.expires',
  'adminReview.slotKindFree',
  'adminReview.slotKindPremium',
  'adminReview.pending.loadFailed',
  'adminReview.pending.listLabel',
  'adminReview.pending.imageAlt',
  'adminReview.pending.noImage',
  'adminReview.pending.terms',
  'adminReview.pending.code',
  'adminReview.pending.offer',
  'adminReview.pending.offerPercent',
  'adminReview.pending.offerPercentUpTo',
  'adminReview.pending.offerFlat',
  'adminReview.pending.store',
  'adminReview.pending.category',
  'adminReview.pending.requestedSlot',
  'adminReview.pending.placedIn',
  'adminReview.pending.noSlotFree',
  'adminReview.pending.slot',
  'adminReview.pending.storeLink',
  'adminReview.pending.assignedSlot',
  'adminReview.pending.assignedSlotHint',
  'adminReview.pending.mapSummaryOne',
  'adminReview.pending.mapSummaryOther',
  'adminReview.pending.mapLegend',
  'adminReview.pending.pricesNote',
  'adminReview.pending.rejectLabel',
] as const;
export type PendingCouponsTexts = WithLocale<(typeof PENDING_KEYS)[number]>;

type PendingMessages = Pick<
  typeof adminMessages,
  | 'couponApproved'
  | 'couponApproveFailed'
  | 'couponRejected'
  | 'noPendingCoupons'
  | 'rejectReasonRequired'
  | 'slotRange'
>;

/** PendingCoupons' props: the page's messages in the language, its texts and the slot map's. */
export function pendingCouponsProps(locale: Locale, messages: PendingMessages, rejectFailedText: string) {
  return {
    messages: messagesIn(locale, messages, {
      couponApproved: 'adminReview.pending.couponApproved',
      couponApproveFailed: 'adminReview.pending.couponApproveFailed',
      couponRejected: 'adminReview.pending.couponRejected',
      noPendingCoupons: 'adminReview.pending.noPendingCoupons',
      rejectReasonRequired: 'adminReview.rejectReasonRequired',
      slotRange: 'adminReview.pending.slotRange',
    }),
    rejectFailedText: locale === 'en' ? rejectFailedText : translate(locale, 'adminReview.serverError'),
    texts: textsOf(locale, PENDING_KEYS),
    // English keeps the slot map's own words (the contract's); Hindi and Telugu pass theirs.
    ...(locale === 'en' ? {} : { slotTexts: slotMapTexts(locale) }),
  };
}

const EDITS_KEYS = [
  ...LIST_KEYS,
  'adminReview.cancel',
  'adminReview.sendRejection',
  'adminReview.rejectReason',
  'adminReview.merchant',
  'adminReview.slotKindFree',
  'adminReview.slotKindPremium',
  'adminReview.edits.heading',
  'adminReview.edits.badge',
  'adminReview.edits.none',
  'adminReview.edits.approved',
  'adminReview.edits.approveFailed',
  'adminReview.edits.rejected',
  'adminReview.edits.loadFailed',
  'adminReview.edits.newImage',
  'adminReview.edits.liveImage',
  'adminReview.edits.rejectHint',
  'adminReview.edits.unchanged',
  'adminReview.edits.suspended',
  'adminReview.edits.slotKept',
  'adminReview.edits.sent',
  'adminReview.edits.changesCaption',
  'adminReview.edits.field',
  'adminReview.edits.liveNow',
  'adminReview.edits.proposed',
  'adminReview.edits.approveEdit',
  'adminReview.edits.rejectEdit',
  'adminReview.edits.ofCoupon',
  'adminReview.edits.rejectLabel',
  'adminReview.edits.fieldCouponName',
  'adminReview.edits.fieldTitle',
  'adminReview.edits.fieldCouponCode',
  'adminReview.edits.fieldDescription',
  'adminReview.edits.fieldTerms',
  'adminReview.edits.fieldDiscount',
  'adminReview.edits.fieldExpiryDate',
  'adminReview.edits.fieldCategory',
  'adminReview.edits.fieldLanguage',
  'adminReview.edits.fieldMerchantUrl',
  'adminReview.edits.fieldAdImage',
] as const;
export type CouponEditsTexts = WithLocale<(typeof EDITS_KEYS)[number]>;

/** PendingCouponEdits' texts. */
export function couponEditsTexts(locale: Locale): CouponEditsTexts {
  return textsOf(locale, EDITS_KEYS);
}

const PRODUCTS_KEYS = [
  ...LIST_KEYS,
  'adminReview.approve',
  'adminReview.reject',
  'adminReview.cancel',
  'adminReview.rejectReason',
  'adminReview.merchantReads',
  'adminReview.merchant',
  'adminReview.status',
  'adminReview.hide',
  'adminReview.show',
  'adminReview.products.hiddenDone',
  'adminReview.products.shownDone',
  'adminReview.products.hideFailed',
  'adminReview.products.showFailed',
  'adminReview.products.loadFailed',
  'adminReview.products.listLabel',
  'adminReview.products.price',
  'adminReview.products.isApproved',
  'adminReview.products.notApproved',
  'adminReview.products.hiddenFromSite',
  'adminReview.products.advisedChanges',
  'adminReview.products.toggleLabel',
  'adminReview.products.rejectTitle',
  'adminReview.products.product',
  'adminReview.products.optional',
  'adminReview.products.rejectProduct',
] as const;
export type ProductsApprovalTexts = WithLocale<(typeof PRODUCTS_KEYS)[number]>;

type ProductMessages = Pick<
  typeof adminMessages,
  | 'productApproved'
  | 'productRejected'
  | 'productApproveFailed'
  | 'productRejectFailed'
  | 'rejectReasonRequired'
>;

/** ProductsApproval's props: the page's messages and empty text in the language, and its texts. */
export function productsApprovalProps(locale: Locale, messages: ProductMessages, emptyText: string) {
  return {
    messages: messagesIn(locale, messages, {
      productApproved: 'adminReview.products.approved',
      productRejected: 'adminReview.products.rejected',
      productApproveFailed: 'adminReview.products.approveFailed',
      productRejectFailed: 'adminReview.products.rejectFailed',
      rejectReasonRequired: 'adminReview.rejectReasonRequired',
    }),
    emptyText: locale === 'en' ? emptyText : translate(locale, 'adminReview.noData'),
    texts: textsOf(locale, PRODUCTS_KEYS),
  };
}

const SUSPENDED_KEYS = [
  ...LIST_KEYS,
  'adminReview.merchant',
  'adminReview.expires',
  'adminReview.suspended.intro',
  'adminReview.suspended.empty',
  'adminReview.suspended.listLabel',
  'adminReview.suspended.keptListed',
  'adminReview.suspended.keepListed',
  'adminReview.suspended.keepListedFailed',
  'adminReview.suspended.loadFailed',
  'adminReview.suspended.suspended',
  'adminReview.suspended.votes',
  'adminReview.suspended.whyNot',
  'adminReview.suspended.votesNoRateOne',
  'adminReview.suspended.votesNoRateOther',
  'adminReview.suspended.workedForOne',
  'adminReview.suspended.workedForOther',
  'adminReview.suspended.reasonCount',
  'adminReview.suspended.reasonExpired',
  'adminReview.suspended.reasonMinimumOrder',
  'adminReview.suspended.reasonNotAccepted',
  'adminReview.suspended.reasonOther',
] as const;
export type SuspendedCouponsTexts = WithLocale<(typeof SUSPENDED_KEYS)[number]>;

/** SuspendedCoupons' texts. */
export function suspendedCouponsTexts(locale: Locale): SuspendedCouponsTexts {
  return textsOf(locale, SUSPENDED_KEYS);
}

const VISIBILITY_KEYS = [
  ...LIST_KEYS,
  'adminReview.merchant',
  'adminReview.status',
  'adminReview.hide',
  'adminReview.show',
  'adminReview.hidden',
  'adminReview.shown',
] as const;

const REVIEWS_KEYS = [
  ...VISIBILITY_KEYS,
  'adminReview.reviews.loadFailed',
  'adminReview.reviews.listLabel',
  'adminReview.reviews.by',
  'adminReview.reviews.rating',
  'adminReview.reviews.date',
  'adminReview.reviews.ofReview',
] as const;
export type ReviewsModerationTexts = WithLocale<(typeof REVIEWS_KEYS)[number]>;

type ReviewMessages = Pick<typeof reviewMessages, 'reviewHidden' | 'reviewShown' | 'visibilityFailed'>;

/** ReviewsModeration's props: the page's messages and empty text in the language, and its texts. */
export function reviewsModerationProps(locale: Locale, messages: ReviewMessages, emptyText: string) {
  return {
    messages: messagesIn(locale, messages, {
      reviewHidden: 'adminReview.reviews.hiddenDone',
      reviewShown: 'adminReview.reviews.shownDone',
      visibilityFailed: 'adminReview.reviews.visibilityFailed',
    }),
    emptyText: locale === 'en' ? emptyText : translate(locale, 'adminReview.noData'),
    texts: textsOf(locale, REVIEWS_KEYS),
  };
}

const STOREFRONTS_KEYS = [
  ...VISIBILITY_KEYS,
  'adminReview.storefronts.loadFailed',
  'adminReview.storefronts.listLabel',
  'adminReview.storefronts.inactive',
  'adminReview.storefronts.products',
  'adminReview.storefronts.ofStore',
  'adminReview.storefronts.open',
  'adminReview.storefronts.openOf',
  'adminReview.storefronts.productsLoadFailed',
  'adminReview.storefronts.catalogueLabel',
] as const;
export type StorefrontsModerationTexts = WithLocale<(typeof STOREFRONTS_KEYS)[number]>;

type StorefrontMessages = Pick<
  typeof storefrontMessages,
  'storeHidden' | 'storeShown' | 'productHidden' | 'productShown' | 'visibilityFailed'
>;

/** StorefrontsModeration's props: the page's messages and empty text in the language, and its texts. */
export function storefrontsModerationProps(locale: Locale, messages: StorefrontMessages, emptyText: string) {
  return {
    messages: messagesIn(locale, messages, {
      storeHidden: 'adminReview.storefronts.storeHidden',
      storeShown: 'adminReview.storefronts.storeShown',
      productHidden: 'adminReview.storefronts.productHidden',
      productShown: 'adminReview.storefronts.productShown',
      visibilityFailed: 'adminReview.storefronts.visibilityFailed',
    }),
    emptyText: locale === 'en' ? emptyText : translate(locale, 'adminReview.noData'),
    texts: textsOf(locale, STOREFRONTS_KEYS),
  };
}

const AUDIT_KEYS = [
  ...LIST_KEYS,
  'adminReview.audit.loadFailed',
  'adminReview.audit.empty',
  'adminReview.audit.caption',
  'adminReview.audit.when',
  'adminReview.audit.who',
  'adminReview.audit.action',
  'adminReview.audit.what',
  'adminReview.audit.unknown',
  'adminReview.audit.entitySiteImage',
  'adminReview.audit.entityCoupon',
  'adminReview.audit.entityMerchantProduct',
  'adminReview.audit.entityFlashText',
] as const;
export type AuditLogTexts = WithLocale<(typeof AUDIT_KEYS)[number]>;

/** AuditLog's texts. */
export function auditLogTexts(locale: Locale): AuditLogTexts {
  return textsOf(locale, AUDIT_KEYS);
}
