import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../functions/contract/catalogue.ts';
import { reasonLabels, suspensionMessages } from '../../functions/contract/coupon-suspension.ts';
import { en } from '../../functions/contract/i18n/catalogue/en.ts';
import { hi } from '../../functions/contract/i18n/catalogue/hi.ts';
import { te } from '../../functions/contract/i18n/catalogue/te.ts';
import { translate } from '../../functions/contract/i18n/translate.ts';
import { listMessages } from '../../functions/contract/paging.ts';
import { figureMessages as M } from '../../functions/contract/merchant-overview.ts';
import { ORDER_STATUS_LABELS } from '../../functions/contract/orders.ts';
import { siteCreationMessages as S } from '../../functions/contract/site-creation.ts';
import { translateMessage } from '../../functions/contract/i18n/message-keys.ts';
import { siteCreationTexts, siteRuleMessages } from '../../src/lib/merchant-site-texts.ts';

// Issue 26: the merchant dashboard's Account, Review and Site creation tabs read their English from the
// catalogue now; it must stay the contract's (and the spec's) words exactly.
describe('merchant site texts', () => {
  it("keeps the contract's English word for word", () => {
    expect(en['merchantSite.figures.heading']).toBe(M.heading);
    expect(translate('en', 'merchantSite.figures.periodLink', { days: 30 })).toBe(M.periodLink(30));
    expect(
      translate('en', 'merchantSite.figures.periodCaption', {
        days: 7,
        from: '1 Nov 2026',
        to: '7 Nov 2026',
      }),
    ).toBe(M.periodCaption(7, '1 Nov 2026', '7 Nov 2026'));
    expect(en['merchantSite.figures.cashbackOwedNote']).toBe(M.cashbackOwedNote);
    expect(translate('en', 'merchantSite.figures.newFollowers', { count: '1,200' })).toBe(
      M.newFollowers(1200),
    );
    expect(translate('en', 'merchantSite.funnel.caption', { days: 90 })).toBe(M.funnelTableCaption(90));
    expect(translate('en', 'merchantSite.funnel.withoutCouponOne', { count: '1', revenue: '₹5' })).toBe(
      M.withoutCoupon(1, '₹5'),
    );
    expect(translate('en', 'merchantSite.funnel.withoutCouponOther', { count: '3', revenue: '₹5' })).toBe(
      M.withoutCoupon(3, '₹5'),
    );
    expect(en['merchantSite.funnel.intro']).toBe(M.funnelIntro);
    expect(en['merchantSite.funnel.empty']).toBe(M.funnelEmpty);
    expect(en['merchantSite.votes.heading']).toBe(suspensionMessages.trustHeading);
    expect(en['merchantSite.votes.suspended']).toBe(suspensionMessages.suspendedState);
    expect(en['cards.reasonMinimumOrder']).toBe(reasonLabels.minimum_order);
    // The recent activity's labels (spec: Merchant dashboard): the catalogue is their one source.
    expect(en['merchantSite.activity.claimDeclined']).toBe('Cashback claim declined');
    expect(en['merchantSite.activity.orderCancelled']).toBe('Order cancelled');
    expect(en['merchantSite.activity.couponSubmitted']).toBe('Coupon submitted');
    expect(en['user.orders.statusShipped']).toBe(ORDER_STATUS_LABELS.shipped);
    expect(en['merchantSite.review.empty']).toBe('No reviews found.');
    expect(en['merchantSite.review.emptyHint']).toBe(
      'When shoppers rate and review your live coupons, their reviews appear here.',
    );
    expect(en['merchantSite.review.loadFailed']).toBe(
      'Your reviews could not be loaded. Please reload the page.',
    );
    expect(en['merchantSite.msg.productFailed']).toBe(S.productFailed);
    expect(en['merchantSite.msg.collectionSaved']).toBe(S.categorySaved);
    expect(en['merchantSite.msg.permissionSaved']).toBe(S.permissionSaved);
    expect(en['merchantSite.msg.productSaved']).toBe(catalogueMessages.productSaved);
    expect(en['merchantSite.form.stockHint']).toBe(catalogueMessages.stockHint);
    expect(en['merchantSite.form.stock']).toBe(catalogueMessages.stockLabel);
    expect(en['merchantSite.catalogue.productsTitle']).toBe(catalogueMessages.productsTitle);
    expect(en['merchantSite.catalogue.categoriesTitle']).toBe(catalogueMessages.categoriesTitle);
    expect(en['merchantSite.catalogue.noProducts']).toBe(catalogueMessages.noProducts);
    expect(en['merchantSite.catalogue.noCategories']).toBe(catalogueMessages.noCategories);
    expect(en['merchantSite.catalogue.outOfStock']).toBe(catalogueMessages.stockShown(0));
    expect(translate('en', 'merchantSite.catalogue.inStock', { count: '1,200' })).toBe(
      catalogueMessages.stockShown(1200),
    );
    expect(en['merchantSite.catalogue.statusLive']).toBe(catalogueMessages.statusLabels.live);
    expect(en['merchantSite.catalogue.statusHidden']).toBe(catalogueMessages.statusLabels.hidden);
    expect(en['merchantSite.catalogue.statusAdminHidden']).toBe(catalogueMessages.statusLabels.adminHidden);
    expect(translate('en', 'merchantSite.catalogue.confirmDelete', { name: 'Kurta' })).toBe(
      catalogueMessages.confirmDeleteProduct('Kurta'),
    );
    expect(en['merchantSite.catalogue.hidden']).toBe(catalogueMessages.categoryHiddenLabel.toLowerCase());
    expect(en['merchantSite.catalogue.productNotFound']).toBe(catalogueMessages.productNotFound);
    expect(en['merchantSite.catalogue.categoryNotFound']).toBe(catalogueMessages.categoryNotFound);
    expect(en['merchantSite.catalogue.loadMore']).toBe(listMessages.loadMore);
  });

  it('translates every check message, and in English gives it back as the rules write it', () => {
    const checks = siteRuleMessages().filter((message): message is string => typeof message === 'string');
    for (const english of checks) {
      expect(translateMessage('en', english)).toBe(english);
      expect(translateMessage('hi', english), english).not.toBe(english);
      expect(translateMessage('te', english), english).not.toBe(english);
    }
    expect(siteCreationTexts('en').messages).toEqual({});
    expect(siteCreationTexts('hi').messages[S.required]).toBe(hi['forms.msg.required']);
    expect(siteCreationTexts('te')['merchantSite.site.legend']).toBe(te['merchantSite.site.legend']);
  });
});
