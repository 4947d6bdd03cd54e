import { describe, expect, it } from 'vitest';
import { linkDescription, linkDescriptionIn } from '../../functions/contract/payment-admin.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';
import { linkPositionsIn } from '../../src/components/admin/upload-tabs.ts';

/** Decision 0096: a payment link's stored English description, as the Hindi admin Payments tab shows it. */
describe('linkDescriptionIn', () => {
  const hindi = {
    tabs: {
      hero: translate('hi', 'adminMoney.link.tab.hero'),
      top_middle: translate('hi', 'adminMoney.link.tab.topMiddle'),
      top_banner: translate('hi', 'adminMoney.link.tab.topBanner'),
      category_banner: translate('hi', 'adminMoney.link.tab.categoryBanner'),
      top_coupons: translate('hi', 'adminMoney.link.tab.topCoupons'),
      seasonal: translate('hi', 'adminMoney.link.tab.seasonal'),
    },
    ad: translate('hi', 'adminMoney.pay.linkAd'),
    adAt: translate('hi', 'adminMoney.pay.linkAdAt'),
  };
  const seasonal = translate('hi', 'adminMoney.link.tab.seasonal');

  it('names the tab and its own position in the language; the API’s English stays', () => {
    expect(linkDescription('seasonal', 'Seasonal Offers')).toBe('Seasonal Offers ad — Seasonal Offers');
    expect(linkDescriptionIn(linkDescription('seasonal', 'Seasonal Offers'), hindi)).toBe(
      `${seasonal} विज्ञापन`,
    );
    expect(linkDescriptionIn(linkDescription('category_banner', 'Cat'), hindi)).toBe(
      `${translate('hi', 'adminMoney.link.tab.categoryBanner')} विज्ञापन — Cat Footer`,
    );
    expect(
      linkDescriptionIn(linkDescription('category_banner', 'Cat'), {
        ...hindi,
        positions: linkPositionsIn('hi'),
      }),
    ).toBe(
      `${translate('hi', 'adminMoney.link.tab.categoryBanner')} विज्ञापन — ${translate('hi', 'adminMoney.tabs.frameCat')}`,
    );
    expect(linkDescriptionIn(linkDescription('seasonal', null), hindi)).toBe(`${seasonal} विज्ञापन`);
    expect(linkDescriptionIn('Premium slot 7 for Nykaa', hindi)).toBe('Premium slot 7 for Nykaa');
  });
});
