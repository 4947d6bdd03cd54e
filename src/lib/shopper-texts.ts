import { DEFAULT_LOCALE, type Locale } from '../../functions/contract/i18n/locales.ts';
import { accountMessages } from '../../functions/contract/account-display.ts';
import { settingsMessages } from '../../functions/contract/account-settings.ts';
import { claimMessages } from '../../functions/contract/cashback-claims.ts';
import { messagesIn } from '../../functions/contract/i18n/message-keys.ts';
import { pickTexts, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { reviewMessages } from '../../functions/contract/reviews.ts';
import type { FormTexts } from '../islands/forms/texts.tsx';
import { emailPreferenceTexts } from './account-texts.ts';

/**
 * The texts of the shopper's Settings forms, Reviews tab and Missing cashback page (issue 26), picked
 * for the page's language. English pages pass none: the islands then show the English written beside
 * each key, exactly as before.
 */
const SETTINGS_TEXT_KEYS = [
  'shopper.settings.nameHeading',
  'shopper.settings.nameLabel',
  'shopper.settings.businessNameLabel',
  'shopper.settings.nameHint',
  'shopper.settings.saveName',
  'shopper.settings.mobileHeading',
  'shopper.settings.yourNumber',
  'shopper.settings.noMobile',
  'shopper.settings.saveMobile',
  'shopper.settings.emailHeading',
  'shopper.settings.yourAddress',
  'shopper.settings.noEmail',
  'shopper.settings.notVerified',
  'shopper.settings.newEmailLabel',
  'shopper.settings.newEmailHint',
  'shopper.settings.currentPassword',
  'shopper.settings.changeEmail',
  'shopper.settings.passwordHeading',
  'shopper.settings.newPassword',
  'shopper.settings.newPasswordHint',
  'shopper.settings.changePassword',
  'shopper.settings.signOutEverywhere',
  'shopper.settings.signOutIntro',
  'shopper.settings.dataHeading',
  'shopper.settings.dataIntro',
  'shopper.settings.downloadData',
  'shopper.settings.deleteAccount',
  'shopper.settings.deleteIntro',
  'shopper.settings.deleteCannotUndo',
  'shopper.settings.deleteMerchantOffline',
  'shopper.settings.forfeit',
  'shopper.settings.passwordToConfirm',
  'shopper.settings.typeToConfirm',
  'forms.mobile',
  'forms.mobileHint',
] as const satisfies readonly MessageKey[];

const REVIEW_TEXT_KEYS = [
  'shopper.reviews.formLabel',
  'shopper.reviews.reviewing',
  'shopper.reviews.chooseCoupon',
  'shopper.reviews.coupon',
  'shopper.reviews.selectCoupon',
  'shopper.reviews.revealedToday',
  'shopper.reviews.otherLive',
  'shopper.reviews.live',
  'shopper.reviews.rating',
  'shopper.reviews.oneStar',
  'shopper.reviews.stars',
  'shopper.reviews.remarks',
  'shopper.reviews.remarksHint',
  'shopper.reviews.purchaseDetails',
  'shopper.reviews.purchaseType',
  'shopper.reviews.purchaseTypeHint',
  'shopper.reviews.purchaseAmount',
  'shopper.reviews.purchaseAmountHint',
  'shopper.reviews.purchaseDate',
  'shopper.reviews.submitting',
  'shopper.reviews.submit',
  'shopper.reviews.yours',
  'shopper.reviews.rated',
  'shopper.reviews.hidden',
  'shopper.reviews.ended',
  'shopper.reviews.edit',
  'shopper.reviews.editOf',
  'shopper.reviews.msg.loadFailed',
] as const satisfies readonly MessageKey[];

const CLAIM_TEXT_KEYS = [
  'shopper.claims.ended',
  'shopper.claims.revealedToday',
  'shopper.claims.fileHeading',
  'shopper.claims.formLabel',
  'shopper.claims.couponLabel',
  'shopper.claims.selectCoupon',
  'shopper.claims.noCoupons',
  'shopper.claims.purchaseDate',
  'shopper.claims.purchaseDateHint',
  'shopper.claims.amount',
  'shopper.claims.amountHint',
  'shopper.claims.orderReference',
  'shopper.claims.orderReferenceHint',
  'shopper.claims.send',
  'shopper.claims.yours',
  'shopper.claims.couponGone',
  'shopper.claims.line',
  'shopper.claims.open',
  'shopper.claims.accepted',
  'shopper.claims.declined',
  'shopper.claims.reason',
] as const satisfies readonly MessageKey[];

/** The Settings tab's forms: their own texts, the email switches' and the account fields' checks. */
export function settingsTextsFor(locale: Locale): FormTexts {
  return locale === DEFAULT_LOCALE
    ? {}
    : {
        ...pickTexts(locale, SETTINGS_TEXT_KEYS),
        ...emailPreferenceTexts(locale),
        // The account fields' checks (name, mobile, email, password) and the settings' answers.
        messages: messagesIn(locale, [...Object.values(settingsMessages), ...Object.values(accountMessages)]),
      };
}

export function reviewTextsFor(locale: Locale): FormTexts {
  return locale === DEFAULT_LOCALE
    ? {}
    : { ...pickTexts(locale, REVIEW_TEXT_KEYS), messages: messagesIn(locale, Object.values(reviewMessages)) };
}

export function claimTextsFor(locale: Locale): FormTexts {
  return locale === DEFAULT_LOCALE
    ? {}
    : { ...pickTexts(locale, CLAIM_TEXT_KEYS), messages: messagesIn(locale, Object.values(claimMessages)) };
}
