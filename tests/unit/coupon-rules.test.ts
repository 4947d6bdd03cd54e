import { describe, expect, it } from 'vitest';
import { couponEditMessages } from '../../functions/contract/coupon-edits.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { paiseToRupeesText, parseRupees } from '../../functions/contract/money.ts';
import {
  couponCategoryFor,
  couponLanguageOf,
  couponMessages,
  detectOfferLanguage,
} from '../../functions/contract/merchant-coupons.ts';
import {
  checkCouponForm,
  checkCouponImage,
  expiryDateMessage,
  expiryTypingMessage,
  readExpiryDate,
  slotRangeMessage,
} from '../../functions/contract/rules.ts';

/** The coupon form's rules (spec section 5), which the island and the upload route share. */

const MB = 1024 * 1024;

describe('expiry date', () => {
  it('reads yyyy/mm/dd and yyyy-mm-dd with a 19xx or 20xx year', () => {
    expect(readExpiryDate('2030/12/31')).toEqual({ iso: '2030-12-31' });
    expect(readExpiryDate(' 2030-01-05 ')).toEqual({ iso: '2030-01-05' });
    expect(readExpiryDate('2028/02/29')).toEqual({ iso: '2028-02-29' });
    for (const text of ['2030/12-31', '31/12/2030', '2130/12/31', '1830/12/31', '2030/1/5', '20301231', ''])
      expect(readExpiryDate(text), text).toEqual({ problem: 'format' });
    for (const text of ['2030/02/30', '2029/02/29', '2030/13/01', '2030/00/10', '2030/04/31'])
      expect(readExpiryDate(text), text).toEqual({ problem: 'impossible' });
  });

  it("says 'Invalid date entered' while typing only once the date cannot exist", () => {
    expect(expiryTypingMessage('2030/0')).toBeUndefined();
    expect(expiryTypingMessage('2030/02/3')).toBeUndefined();
    expect(expiryTypingMessage('2030/13')).toBe('Invalid date entered');
    expect(expiryTypingMessage('2030/02/30')).toBe('Invalid date entered');
    expect(expiryTypingMessage('2030/02/28')).toBeUndefined();
  });

  it("on submit: the format message, 'Invalid expiry date', or a date in the past", () => {
    const today = '2026-11-23';
    expect(expiryDateMessage('', today)).toBe('This field is required');
    expect(expiryDateMessage('23-11-2026', today)).toBe('Enter expiry date in yyyy/mm/dd format');
    expect(expiryDateMessage('2026/02/30', today)).toBe('Invalid expiry date');
    expect(expiryDateMessage('2026/11/22', today)).toBe(couponMessages.expiryPast);
    expect(expiryDateMessage('2026/11/23', today)).toBeUndefined();
  });

  it("knows India's day: 19:00 UTC is already the next day in India", () => {
    expect(todayInIndia(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
});

describe('money', () => {
  it('turns rupees into paise without floating-point drift, and back', () => {
    expect(parseRupees('150')).toBe(15000);
    expect(parseRupees('99.5')).toBe(9950);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1000000')).toBe(100_000_000);
    for (const text of ['-5', '1.234', '1e3', '', 'abc', '10000001'])
      expect(parseRupees(text), text).toBeNull();
    expect(paiseToRupeesText(9950)).toBe('99.50');
    expect(paiseToRupeesText(15000)).toBe('150');
  });
});

describe('the whole form', () => {
  const valid = {
    couponName: 'Diwali',
    couponCode: 'DIWALI-40',
    expiryDate: '2030/10/01',
    termsAndConditions: 'Once',
    title: '40% off',
    description: 'Kurtas',
    percentage: '40',
    discountValue: '0',
    discountKind: '',
    requestedSlotId: '24',
    slotKind: 'premium',
    category: 'Fashion',
    language: 'te',
    merchantURL: 'example.in',
  };

  it('passes a complete form and names each problem', () => {
    expect(checkCouponForm(valid, '2026-11-23')).toEqual({});
    expect(
      checkCouponForm(
        { ...valid, requestedSlotId: '25', slotKind: 'toString', language: 'constructor', couponCode: 'A B' },
        '2026-11-23',
      ),
    ).toEqual({
      requestedSlotId: slotRangeMessage,
      slotKind: couponMessages.slotKind,
      language: couponMessages.language,
      couponCode: couponMessages.couponCode,
    });
  });

  it('asks for one amount once the merchant says which kind of discount it is (issue 24 item 5)', () => {
    // The spec's payload (no discountKind): both numbers, as before.
    expect(checkCouponForm({ ...valid, discountValue: '' }, '2026-11-23')).toEqual({
      discountValue: couponMessages.required,
    });
    const percentage = { ...valid, discountKind: 'percentage', percentage: '20', discountValue: '' };
    expect(checkCouponForm(percentage, '2026-11-23')).toEqual({});
    expect(checkCouponForm({ ...percentage, percentage: '0' }, '2026-11-23')).toEqual({
      percentage: couponEditMessages.percentageRequired,
    });
    const flat = { ...valid, discountKind: 'flat', percentage: '', discountValue: '150' };
    expect(checkCouponForm(flat, '2026-11-23')).toEqual({});
    expect(checkCouponForm({ ...flat, discountValue: '0' }, '2026-11-23')).toEqual({
      discountValue: couponEditMessages.flatRequired,
    });
    expect(checkCouponForm({ ...flat, discountKind: 'both' }, '2026-11-23')).toEqual({
      discountKind: couponEditMessages.discountKind,
    });
  });

  it('needs the ad image for a new coupon, at most 2 MB', () => {
    expect(checkCouponImage(null, true)).toBe('This field is required');
    expect(checkCouponImage(null, false)).toBeUndefined();
    expect(checkCouponImage({ size: 2 * MB + 1, type: 'image/png' }, true)).toBe(
      'The file is too large. The limit is 2 MB.',
    );
    expect(checkCouponImage({ size: 1000, type: 'image/svg+xml' }, true)).toBe(
      'Only JPG, PNG, WebP or GIF images can be uploaded.',
    );
  });
});

describe('what a coupon sent without slot request, language or category gets (issue 20 item 8)', () => {
  it('reads the language from the script: Devanagari is Hindi, Telugu is Telugu, anything else English', () => {
    expect(detectOfferLanguage('Flat 40% off on kurtas')).toBe('en');
    expect(detectOfferLanguage('')).toBe('en');
    expect(detectOfferLanguage('₹150 OFF — 40%!')).toBe('en');
    expect(detectOfferLanguage('Café Niño: 20% de descuento')).toBe('en');
    expect(detectOfferLanguage('कुर्तों पर 40% की छूट')).toBe('hi');
    expect(detectOfferLanguage('Fabindia पर Flat 40% off')).toBe('hi');
    expect(detectOfferLanguage('कुर्तों पर छूट।')).toBe('hi');
    expect(detectOfferLanguage('కుర్తాలపై 40% తగ్గింపు')).toBe('te');
    expect(detectOfferLanguage('Pochampally చీరలు sale')).toBe('te');
    // Tamil or Bengali are not offer languages of the site.
    expect(detectOfferLanguage('தள்ளுபடி')).toBe('en');
    expect(detectOfferLanguage('ছাড়')).toBe('en');
  });

  it('goes by the script with more letters when a text mixes Hindi and Telugu', () => {
    expect(detectOfferLanguage('छूट తగ్గింపు ఇక్కడ')).toBe('te');
    expect(detectOfferLanguage('कुर्तों पर छूट తగ్గ')).toBe('hi');
  });

  it("reads a coupon's title and description together", () => {
    expect(couponLanguageOf({ title: 'Diwali sale', description: 'त्योहार की छूट' })).toBe('hi');
    expect(couponLanguageOf({ title: 'పండుగ', description: 'Festive sale' })).toBe('te');
    expect(couponLanguageOf({ title: '', description: '' })).toBe('en');
  });

  it("files the coupon under the merchant's category when it is one of the list, whatever its case; else Other", () => {
    expect(couponCategoryFor('Fashion')).toBe('Fashion');
    expect(couponCategoryFor(' food & dining ')).toBe('Food & Dining');
    expect(couponCategoryFor('Kirana store')).toBe('Other');
    expect(couponCategoryFor('')).toBe('Other');
  });
});
