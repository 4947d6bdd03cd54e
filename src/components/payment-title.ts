import type { Locale } from '../../functions/contract/i18n/locales.ts';
import { translator } from '../../functions/contract/i18n/translate.ts';
import { linkDescription, linkDescriptionIn } from '../../functions/contract/payment-admin.ts';
import type { PaymentSubjectParts } from '../../functions/contract/payments.ts';
import { paymentTabLabels } from '../islands/admin/payment-tab-labels.ts';
import { adminMoneyTexts } from '../lib/admin-money-texts.ts';
import { linkPositionsIn } from './admin/upload-tabs.ts';

/**
 * A premium slot's or a payment link's title in a Hindi or Telugu page's words (decision 0095), from the
 * stored parts: '"…" के लिए प्रीमियम स्लॉट 3', a link's '{tab} विज्ञापन — {position}' as the admin's Payments tab
 * says it (decision 0096). The coupon's name and a position no catalogue names stay as written. English
 * (and a payment with no parts) keeps the stored description word for word.
 */
export function paymentSubjectTitle(
  locale: Locale,
  description: string | null,
  subject: PaymentSubjectParts | null | undefined,
): string | null {
  if (locale === 'en' || !subject) return description;
  const t = translator(locale);
  if (subject.purpose === 'premium_slot')
    return t('payment.premiumSlotFor', { slot: subject.slotId, coupon: subject.couponName });
  return linkDescriptionIn(linkDescription(subject.source, subject.position), {
    tabs: paymentTabLabels(adminMoneyTexts(locale, ['link'])),
    ad: t('adminMoney.pay.linkAd'),
    adAt: t('adminMoney.pay.linkAdAt'),
    positions: linkPositionsIn(locale),
  });
}
