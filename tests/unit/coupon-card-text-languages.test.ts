import { describe, expect, it } from 'vitest';
import { COUPON_CATEGORIES } from '../../functions/contract/merchant-coupons.ts';
import { trustMessages } from '../../functions/contract/coupon-trust.ts';
import { cashbackText } from '../../functions/contract/stores.ts';
import { publicMessages } from '../../functions/contract/public.ts';
import { followingMessages } from '../../functions/contract/following.ts';
import { savedCouponMessages } from '../../functions/contract/saved-coupons.ts';
import {
  cashbackTextIn,
  categoryNameIn,
  endsText,
  endsTextIn,
  savingText,
  savingTextIn,
  usedTodayIn,
  workedForIn,
} from '../../src/islands/coupons/coupon-model.ts';
import { couponTextsFor } from '../../src/lib/public-texts.ts';

/**
 * The coupon card's texts in the page's language (issue 26): English word for word as the English
 * helpers and the contract say them, Hindi and Telugu from the catalogue, amounts as formatPaise writes them.
 */
const en = couponTextsFor('en');
const hi = couponTextsFor('hi');
const te = couponTextsFor('te');

const SAVINGS = [
  { percentage: null, discount: 300 },
  { percentage: 0, discount: 1500 },
  { percentage: null, discount: 99.5 },
  { percentage: 40, discount: null },
  { percentage: 10, discount: 75 },
  { percentage: 20, discount: 150, discountKind: 'flat' as const },
  { percentage: 20, discount: 150, discountKind: 'percentage' as const },
  { percentage: 0, discount: 0 },
  { percentage: null, discount: null },
];

describe('the card in English is unchanged', () => {
  it('says the saving as savingText does', () => {
    for (const coupon of SAVINGS) expect(savingTextIn(en, coupon)).toBe(savingText(coupon));
  });

  it('says when the offer ends as endsText does', () => {
    const today = '2026-11-25';
    for (const day of [
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-12-02',
      '2026-12-03',
      '2027-02-25',
      'not a date',
    ])
      expect(endsTextIn(en, day, today).text).toBe(endsText(day, today));
    expect(endsTextIn(en, '2027-02-25', today)).toEqual({ text: 'Valid till 25 Feb 2027', soon: false });
    expect(endsTextIn(en, '2026-11-27', today)).toEqual({ text: 'Ends in 2 days', soon: true });
  });

  it('says cashback, trust and the spec texts as the contract does', () => {
    for (const percent of [5, 2.5, 3.333]) expect(cashbackTextIn(en, percent)).toBe(cashbackText(percent));
    for (const [rate, votes] of [
      [0.92, 25],
      [1, 1],
      [0.5, 2],
    ] as const)
      expect(workedForIn(en, rate, votes)).toBe(trustMessages.workedFor(rate, votes));
    for (const count of [1, 2, 14]) expect(usedTodayIn(en, count)).toBe(trustMessages.usedToday(count));
    expect(en['cards.loginToGetCoupon']).toBe(publicMessages.loginToGetCoupon);
    expect(en['cards.noCoupon']).toBe(publicMessages.noCoupon);
    expect(en['cards.noNewestCoupons']).toBe(publicMessages.noNewestCoupons);
    expect(en['cards.noMatch']).toBe(publicMessages.noMatch);
    expect(en['cards.noImage']).toBe(publicMessages.noImage);
    expect(en['cards.noCode']).toBe(publicMessages.noCode);
    expect(en['cards.couponNotFound']).toBe(publicMessages.couponNotFound);
    expect(en['cards.feedbackQuestion']).toBe(trustMessages.question);
    expect(en['cards.verified']).toBe(trustMessages.verified);
    expect(en['cards.save']).toBe(savedCouponMessages.save);
    expect(en['cards.following']).toBe(followingMessages.following);
  });

  it('names every category as it is filed', () => {
    for (const category of COUPON_CATEGORIES) expect(categoryNameIn(en, category)).toBe(category);
    expect(categoryNameIn(en, 'Pets')).toBe('Pets');
  });
});

describe('the card in Hindi and Telugu', () => {
  it('says the saving with the amount as written in English', () => {
    expect(savingTextIn(hi, { percentage: null, discount: 300 })).toBe('₹300 की छूट');
    expect(savingTextIn(hi, { percentage: 10, discount: 75 })).toBe('10% की छूट, ₹75 तक');
    expect(savingTextIn(hi, { percentage: 40, discount: null })).toBe('40% की छूट');
    expect(savingTextIn(te, { percentage: null, discount: 1500 })).toBe('₹1,500 తగ్గింపు');
    expect(savingTextIn(te, { percentage: 10, discount: 75 })).toBe('10% తగ్గింపు, గరిష్ఠంగా ₹75');
    expect(savingTextIn(te, { percentage: 20, discount: 150, discountKind: 'flat' })).toBe('₹150 తగ్గింపు');
    expect(savingTextIn(hi, { percentage: null, discount: null })).toBeNull();
  });

  it('says when the offer ends, with the month in the language', () => {
    const today = '2026-11-25';
    expect(endsTextIn(hi, '2026-11-25', today).text).toBe('आज खत्म होगा');
    expect(endsTextIn(hi, '2026-11-26', today).text).toBe('कल खत्म होगा');
    expect(endsTextIn(hi, '2026-11-30', today).text).toBe('5 दिन में खत्म होगा');
    expect(endsTextIn(hi, '2026-11-24', today).text).toBe('खत्म हो गया');
    expect(endsTextIn(te, '2026-11-25', today).text).toBe('ఈరోజు ముగుస్తుంది');
    expect(endsTextIn(te, '2026-11-26', today).text).toBe('రేపు ముగుస్తుంది');
    expect(endsTextIn(te, '2026-11-30', today).text).toBe('5 రోజుల్లో ముగుస్తుంది');
    const later = endsTextIn(hi, '2027-02-25', today);
    expect(later.soon).toBe(false);
    expect(later.text).toMatch(/^25 फ़र/u);
    expect(later.text).toMatch(/2027 तक मान्य$/u);
    expect(endsTextIn(te, '2027-02-25', today).text).toMatch(/^25,? ఫిబ్ర.* 2027 వరకు చెల్లుతుంది$/u);
    expect(endsTextIn(te, 'not a date', today).text).toBe('');
  });

  it('says cashback, trust and categories in the language', () => {
    expect(cashbackTextIn(hi, 2.5)).toBe('2.5% तक कैशबैक');
    expect(cashbackTextIn(te, 5)).toBe('గరిష్ఠంగా 5% క్యాష్‌బ్యాక్');
    expect(workedForIn(hi, 0.92, 25)).toBe('92% लोगों के लिए चला · 25 वोट');
    expect(workedForIn(te, 0.92, 1)).toBe('92% మందికి పనిచేసింది · 1 ఓటు');
    expect(usedTodayIn(hi, 14)).toBe('आज 14 बार इस्तेमाल हुआ');
    expect(usedTodayIn(te, 14)).toBe('ఈరోజు 14 సార్లు వాడారు');
    expect(categoryNameIn(hi, 'Fashion')).toBe('फैशन');
    expect(categoryNameIn(te, 'Food & Dining')).toBe('ఆహారం');
    expect(categoryNameIn(te, 'Pets')).toBe('Pets');
    expect(hi['cards.getCode']).toBe('कोड देखें');
    expect(te['cards.getCode']).toBe('కోడ్ చూడండి');
  });
});
