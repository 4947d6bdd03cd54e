import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { pickTexts, type MessageKey } from '../../functions/contract/i18n/translate.ts';

/**
 * The texts the public islands show (spec section 8; issue 26), picked on the server for the page's
 * language and handed to the islands as props: islands never load the catalogue (nor the contract's zod).
 * English is the spec's words exactly (tests/unit/coupon-card-text.test.ts compares them).
 */
/** The texts of the line a click-out shows (ClickOutStatus): on cards and on store pages. */
export const CLICK_OUT_KEYS = [
  'stores.clickOpening',
  'stores.clickActivated',
  'stores.clickSignInToEarn',
  'stores.clickSignInLink',
  'stores.clickVerifyToEarn',
  'stores.clickNotShopper',
  'stores.clickNotTracked',
  'stores.clickPopupBlocked',
  'stores.clickOpenStore',
] as const satisfies readonly MessageKey[];

const COUPON_TEXT_KEYS = [
  'cards.noCoupon',
  'cards.noNewestCoupons',
  'cards.noMatch',
  'cards.noImage',
  'cards.noCode',
  'cards.loginToGetCoupon',
  'cards.couponNotFound',
  'cards.codeFailed',
  'cards.checkingAccount',
  'cards.login',
  'cards.gettingCode',
  'cards.codeLabel',
  'cards.copyCode',
  'cards.copied',
  'cards.pressToCopy',
  'cards.visitMoreOffers',
  'cards.detailsAndTerms',
  'cards.termsAndConditions',
  'cards.getCode',
  'cards.opening',
  'cards.openingCoupon',
  'cards.close',
  'cards.percentOff',
  'cards.percentOffUpTo',
  'cards.flatOff',
  'cards.expired',
  'cards.endsToday',
  'cards.endsTomorrow',
  'cards.endsInDays',
  'cards.validTill',
  'cards.cashbackUpTo',
  'cards.verified',
  'cards.verifiedHint',
  'cards.workedForOneVote',
  'cards.workedForVotes',
  'cards.usedOnceToday',
  'cards.usedTimesToday',
  'cards.feedbackQuestion',
  'cards.feedbackYes',
  'cards.feedbackNo',
  'cards.feedbackReasonLegend',
  'cards.reasonExpired',
  'cards.reasonMinimumOrder',
  'cards.reasonNotAccepted',
  'cards.reasonOther',
  'cards.feedbackThanks',
  'cards.feedbackFailed',
  'cards.save',
  'cards.saved',
  'cards.saveFailed',
  'cards.follow',
  'cards.followLabel',
  'cards.following',
  'cards.followingLabel',
  'cards.followedStore',
  'cards.unfollowed',
  'cards.followFailed',
  'cards.sponsored',
  'cards.sponsoredOffer',
  'cards.seconds',
  'cards.closeAd',
  'cards.loadingOffers',
  'cards.showingOffers',
  'cards.showMore',
  'cards.showLess',
  'cards.languageAll',
  'cards.offerLanguage',
  'cards.categoryBeauty',
  'cards.categoryEducation',
  'cards.categoryElectronics',
  'cards.categoryFashion',
  'cards.categoryFood',
  'cards.categoryGrocery',
  'cards.categoryHealth',
  'cards.categoryHome',
  'cards.categoryMobiles',
  'cards.categoryTravel',
  'cards.categoryOther',
  // The line under a card's store link after a click out (ClickOutStatus).
  ...CLICK_OUT_KEYS,
] as const satisfies readonly MessageKey[];

/** What the Categories page's filters add to the cards' texts. */
const LISTING_TEXT_KEYS = [
  'listing.sortLabel',
  'listing.sortPopularity',
  'listing.sortAz',
  'listing.sortNewest',
  'listing.sortReliable',
  'listing.searchLabel',
  'listing.searchPlaceholder',
  'listing.categoryLabel',
  'listing.allCategories',
  'listing.categoriesList',
  'listing.noCategoryMatches',
  'listing.tilesLabel',
  'listing.tileAll',
  'listing.oneOffer',
  'listing.offers',
] as const satisfies readonly MessageKey[];

/** The language travels with the texts: the cards write their dates in it (formatCalendarDateIn). */
export type CouponTexts = Record<(typeof COUPON_TEXT_KEYS)[number], string> & { locale: Locale };
export type CategoriesTexts = CouponTexts & Record<(typeof LISTING_TEXT_KEYS)[number], string>;

/** Every coupon grid's texts (home, listings, search, store pages). */
export function couponTextsFor(locale: Locale): CouponTexts {
  return { ...pickTexts(locale, COUPON_TEXT_KEYS), locale };
}

/** The Categories page's: the cards' and its filters'. */
export function categoriesTextsFor(locale: Locale): CategoriesTexts {
  return { ...couponTextsFor(locale), ...pickTexts(locale, LISTING_TEXT_KEYS) };
}

export function newsletterTextsFor(locale: Locale) {
  return pickTexts(locale, [
    'content.invalidEmail',
    'content.subscribeFailed',
    'content.subscribed',
    'content.alreadySubscribed',
    'content.newsletter',
    'content.emailLabel',
    'content.emailPlaceholder',
    'content.subscribe',
  ] as const);
}
export type NewsletterTexts = ReturnType<typeof newsletterTextsFor>;

export function productsTextsFor(locale: Locale) {
  return pickTexts(locale, [
    'content.noData',
    'content.noImage',
    'content.showMore',
    'content.showLess',
  ] as const);
}
export type ProductsTexts = ReturnType<typeof productsTextsFor>;

export function seasonalTextsFor(locale: Locale) {
  return pickTexts(locale, [
    'content.seasonalHeading',
    'content.seasonalOffer',
    'content.previousSeasonal',
    'content.nextSeasonal',
    'content.play',
    'content.pause',
    'content.seasonalOffers',
    'content.viewAll',
  ] as const);
}
export type SeasonalTexts = ReturnType<typeof seasonalTextsFor>;

export function bannerTextsFor(locale: Locale) {
  return pickTexts(locale, [
    'content.advertisements',
    'content.advertisementOf',
    'content.slideOf',
    'content.previousAd',
    'content.nextAd',
    'content.playBanner',
    'content.pauseBanner',
  ] as const);
}
export type BannerTexts = ReturnType<typeof bannerTextsFor>;

export function siteAdTextsFor(locale: Locale) {
  return pickTexts(locale, ['content.advertisement'] as const);
}
export type SiteAdTexts = ReturnType<typeof siteAdTextsFor>;

export function heroTextsFor(locale: Locale) {
  return pickTexts(locale, [
    'content.heroLabel',
    'content.heroSlide',
    'content.playSlides',
    'content.pauseSlides',
  ] as const);
}
export type HeroTexts = ReturnType<typeof heroTextsFor>;
