import { describe, expect, it } from 'vitest';
import { adminMessages } from '../../functions/contract/admin.ts';
import { COUPON_EDIT_FIELDS, couponEditMessages } from '../../functions/contract/coupon-edits.ts';
import { reasonLabels, suspensionMessages } from '../../functions/contract/coupon-suspension.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../functions/contract/limits.ts';
import { SLOT_KINDS } from '../../functions/contract/merchant-coupons.ts';
import { productMessages } from '../../functions/contract/merchant-products.ts';
import { messages } from '../../functions/contract/messages.ts';
import { listMessages } from '../../functions/contract/paging.ts';
import { publicMessages } from '../../functions/contract/public.ts';
import { reviewMessages } from '../../functions/contract/reviews.ts';
import { slotMapMessages } from '../../functions/contract/slots.ts';
import { storefrontMessages } from '../../functions/contract/storefront.ts';
import { fill } from '../../functions/contract/i18n/fill.ts';
import { CATALOGUES } from '../../functions/contract/i18n/translate.ts';
import {
  pendingCouponsProps,
  productsApprovalProps,
  reviewsModerationProps,
  storefrontsModerationProps,
} from '../../src/lib/admin-review-texts.ts';

/**
 * The admin dashboard's review screens in three languages (issue 26): English says exactly what the
 * contract says (the spec's texts and the islands' words as they were), and the page's messages are
 * swapped for Hindi and Telugu ones.
 */
const en = CATALOGUES.en;

describe('admin review texts', () => {
  it('English repeats the contract word for word', () => {
    const pairs: [string, string][] = [
      [en['adminReview.loading'], listMessages.loading],
      [en['adminReview.loadMore'], listMessages.loadMore],
      [en['adminReview.noData'], publicMessages.noData],
      [en['adminReview.serverError'], messages.serverError],
      [en['adminReview.rejectReasonRequired'], adminMessages.rejectReasonRequired],
      [en['adminReview.slotKindFree'], SLOT_KINDS.free],
      [en['adminReview.slotKindPremium'], SLOT_KINDS.premium],
      [en['adminReview.pending.couponApproved'], adminMessages.couponApproved],
      [en['adminReview.pending.couponApproveFailed'], adminMessages.couponApproveFailed],
      [en['adminReview.pending.couponRejected'], adminMessages.couponRejected],
      [en['adminReview.pending.noPendingCoupons'], adminMessages.noPendingCoupons],
      [fill(en['adminReview.pending.slotRange'], { max: AD_SLOT_MAX }), adminMessages.slotRange],
      [en['adminReview.pending.pricesNote'], slotMapMessages.pricesNote],
      [en['adminReview.pending.mapSummaryOne'], slotMapMessages.adminSummary(1)],
      [fill(en['adminReview.pending.mapSummaryOther'], { count: 7 }), slotMapMessages.adminSummary(7)],
      [en['adminReview.edits.heading'], couponEditMessages.adminHeading],
      [en['adminReview.edits.badge'], couponEditMessages.adminBadge],
      [en['adminReview.edits.none'], couponEditMessages.noEdits],
      [en['adminReview.edits.approved'], couponEditMessages.approved],
      [en['adminReview.edits.approveFailed'], couponEditMessages.approveFailed],
      [en['adminReview.edits.rejected'], couponEditMessages.rejected],
      [en['adminReview.edits.loadFailed'], couponEditMessages.loadFailed],
      [en['adminReview.edits.newImage'], couponEditMessages.newImage],
      [en['adminReview.edits.rejectHint'], couponEditMessages.rejectHint],
      [en['adminReview.edits.unchanged'], couponEditMessages.unchanged],
      [en['adminReview.edits.fieldCouponName'], COUPON_EDIT_FIELDS.couponName],
      [en['adminReview.edits.fieldTitle'], COUPON_EDIT_FIELDS.title],
      [en['adminReview.edits.fieldCouponCode'], COUPON_EDIT_FIELDS.couponCode],
      [en['adminReview.edits.fieldDescription'], COUPON_EDIT_FIELDS.description],
      [en['adminReview.edits.fieldTerms'], COUPON_EDIT_FIELDS.termsAndConditions],
      [en['adminReview.edits.fieldDiscount'], COUPON_EDIT_FIELDS.discount],
      [en['adminReview.edits.fieldExpiryDate'], COUPON_EDIT_FIELDS.expiryDate],
      [en['adminReview.edits.fieldCategory'], COUPON_EDIT_FIELDS.category],
      [en['adminReview.edits.fieldLanguage'], COUPON_EDIT_FIELDS.language],
      [en['adminReview.edits.fieldMerchantUrl'], COUPON_EDIT_FIELDS.merchantUrl],
      [en['adminReview.edits.fieldAdImage'], COUPON_EDIT_FIELDS.adImage],
      [en['adminReview.products.approved'], adminMessages.productApproved],
      [en['adminReview.products.rejected'], adminMessages.productRejected],
      [en['adminReview.products.approveFailed'], adminMessages.productApproveFailed],
      [en['adminReview.products.rejectFailed'], adminMessages.productRejectFailed],
      [en['adminReview.products.hiddenDone'], productMessages.hidden],
      [en['adminReview.products.shownDone'], productMessages.shown],
      [en['adminReview.products.hideFailed'], productMessages.hideFailed],
      [en['adminReview.products.showFailed'], productMessages.showFailed],
      [en['adminReview.suspended.intro'], suspensionMessages.adminIntro],
      [en['adminReview.suspended.empty'], suspensionMessages.adminEmpty],
      [en['adminReview.suspended.listLabel'], suspensionMessages.adminHeading],
      [en['adminReview.suspended.keptListed'], suspensionMessages.keptListed],
      [en['adminReview.suspended.keepListed'], suspensionMessages.keepListed],
      [en['adminReview.suspended.keepListedFailed'], suspensionMessages.keepListedFailed],
      [en['adminReview.suspended.votesNoRateOne'], suspensionMessages.successRate(null, 1)],
      [
        fill(en['adminReview.suspended.votesNoRateOther'], { votes: 3 }),
        suspensionMessages.successRate(null, 3),
      ],
      [fill(en['adminReview.suspended.workedForOne'], { rate: 20 }), suspensionMessages.successRate(0.2, 1)],
      [
        fill(en['adminReview.suspended.workedForOther'], { rate: 17, votes: 6 }),
        suspensionMessages.successRate(1 / 6, 6),
      ],
      [en['adminReview.suspended.reasonExpired'], reasonLabels.expired],
      [en['adminReview.suspended.reasonMinimumOrder'], reasonLabels.minimum_order],
      [en['adminReview.suspended.reasonNotAccepted'], reasonLabels.not_accepted],
      [en['adminReview.suspended.reasonOther'], reasonLabels.other],
      [
        fill(en['adminReview.suspended.reasonCount'], { reason: reasonLabels.expired, count: 2 }),
        suspensionMessages.reasonsSummary({ expired: 2, minimum_order: 0, not_accepted: 0, other: 0 }),
      ],
      [en['adminReview.reviews.hiddenDone'], reviewMessages.reviewHidden],
      [en['adminReview.reviews.shownDone'], reviewMessages.reviewShown],
      [en['adminReview.reviews.visibilityFailed'], reviewMessages.visibilityFailed],
      [en['adminReview.storefronts.storeHidden'], storefrontMessages.storeHidden],
      [en['adminReview.storefronts.storeShown'], storefrontMessages.storeShown],
      [en['adminReview.storefronts.productHidden'], storefrontMessages.productHidden],
      [en['adminReview.storefronts.productShown'], storefrontMessages.productShown],
      [en['adminReview.storefronts.visibilityFailed'], storefrontMessages.visibilityFailed],
    ];
    for (const [catalogue, contract] of pairs) expect(catalogue).toBe(contract);
    expect(fill(en['adminReview.pending.assignedSlotHint'], { min: AD_SLOT_MIN, max: AD_SLOT_MAX })).toBe(
      `A slot from ${AD_SLOT_MIN} to ${AD_SLOT_MAX}; where it is placed by default (the requested slot when free, else the first free slot).`,
    );
  });

  it('English passes the page its own messages unchanged, and no slot map words', () => {
    const pending = pendingCouponsProps('en', adminMessages, messages.serverError);
    expect(pending.messages).toBe(adminMessages);
    expect(pending.rejectFailedText).toBe(messages.serverError);
    expect('slotTexts' in pending).toBe(false);
    expect(productsApprovalProps('en', adminMessages, publicMessages.noData).emptyText).toBe(
      publicMessages.noData,
    );
  });

  it('Hindi and Telugu swap the page messages for their own', () => {
    const hi = pendingCouponsProps('hi', adminMessages, messages.serverError);
    expect(hi.messages.couponApproved).toBe('कूपन मंज़ूर हो गया!');
    expect(hi.messages.slotRange).toContain(String(AD_SLOT_MAX));
    expect(hi.slotTexts?.locale).toBe('hi');
    expect(hi.texts.locale).toBe('hi');
    const te = reviewsModerationProps('te', reviewMessages, publicMessages.noData);
    expect(te.messages.reviewHidden).toBe('రివ్యూను సైట్ నుంచి దాచాం.');
    expect(te.emptyText).toBe('సమాచారం ఏమీ లేదు');
    const store = storefrontsModerationProps('te', storefrontMessages, publicMessages.noData);
    expect(Object.keys(store.messages).sort()).toEqual(
      ['productHidden', 'productShown', 'storeHidden', 'storeShown', 'visibilityFailed'].sort(),
    );
  });
});
