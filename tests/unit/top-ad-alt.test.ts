import { describe, expect, it } from 'vitest';
import { topAdView } from '../../src/components/header/header-content.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';

const ad = { imageUrl: '/media/ad.webp', merchantURL: 'https://www.example.com/sale' } as Parameters<
  typeof topAdView
>[0];

describe('the top strip ad’s alt text (issue 26)', () => {
  it('keeps the English words without texts', () => {
    expect(topAdView(ad).alt).toBe('Sponsored offer from example.com');
    expect(topAdView({ ...ad, merchantURL: null } as typeof ad).alt).toBe('Sponsored offer');
  });

  it('says it in Hindi and Telugu with their texts', () => {
    for (const locale of ['hi', 'te'] as const) {
      const alts = {
        from: translate(locale, 'shopper.ad.sponsoredOfferFrom'),
        plain: translate(locale, 'shopper.ad.sponsoredOffer'),
      };
      expect(topAdView(ad, alts).alt).toBe(
        translate(locale, 'shopper.ad.sponsoredOfferFrom', { host: 'example.com' }),
      );
      expect(topAdView({ ...ad, merchantURL: null } as typeof ad, alts).alt).toBe(alts.plain);
    }
    expect(translate('en', 'shopper.ad.sponsoredOfferFrom', { host: 'example.com' })).toBe(topAdView(ad).alt);
  });
});
