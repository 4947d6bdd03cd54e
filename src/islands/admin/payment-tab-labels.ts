import type { PaymentLinkSourceId } from '../../../functions/contract/payment-admin.ts';
import type { PaymentLinkTexts } from '../../lib/admin-money-texts.ts';

/** Each image tab's name in the page's language (the payment link form's title, the Payments tab's "For"). */
export const paymentTabLabels = (texts: PaymentLinkTexts): Record<PaymentLinkSourceId, string> => ({
  hero: texts['adminMoney.link.tab.hero'],
  top_middle: texts['adminMoney.link.tab.topMiddle'],
  top_banner: texts['adminMoney.link.tab.topBanner'],
  category_banner: texts['adminMoney.link.tab.categoryBanner'],
  top_coupons: texts['adminMoney.link.tab.topCoupons'],
  seasonal: texts['adminMoney.link.tab.seasonal'],
});
