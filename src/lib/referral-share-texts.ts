import { accountMessages } from '../../functions/contract/account-display.ts';
import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { messagesIn } from '../../functions/contract/i18n/message-keys.ts';
import { pickTexts } from '../../functions/contract/i18n/translate.ts';
import { REFERRAL_SHARE_KEYS } from '../islands/ReferralShare.tsx';

/**
 * The invite island's texts in the page's language (issue 26): its labels, and the two messages its
 * browser-side check shows (no invite link yet, a mobile number that is not a valid Indian one), which
 * the island reads through inLanguage. English pages get the English beside each key.
 */
export function referralShareTexts(locale: Locale) {
  return {
    ...pickTexts(locale, REFERRAL_SHARE_KEYS),
    messages: messagesIn(locale, [
      accountMessages.referralUserNotLoaded,
      accountMessages.invalidReferralMobile,
    ]),
  };
}
