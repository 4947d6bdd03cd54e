import { describe, expect, it } from 'vitest';
import { daysBetween, todayInIndia } from '../../functions/contract/india-time.ts';
import { discountText } from '../../functions/contract/coupon-edits.ts';
import { offerAmounts } from '../../functions/contract/rules.ts';
import {
  endsText,
  initialsTone,
  INITIALS_TONES,
  savingText,
  storeInitials,
  storePath,
} from '../../src/islands/coupons/coupon-model.ts';

/** What a coupon card says (issue 21 item 4): the saving as given, when it ends, whose store it is. */

describe('the saving', () => {
  it('shows a flat amount in rupees, never as a percentage', () => {
    expect(savingText({ percentage: null, discount: 300 })).toBe('₹300 OFF');
    expect(savingText({ percentage: 0, discount: 300 })).toBe('₹300 OFF');
    expect(savingText({ percentage: null, discount: 1500 })).toBe('₹1,500 OFF');
    expect(savingText({ percentage: null, discount: 99.5 })).toBe('₹99.50 OFF');
  });

  it('shows a percentage, with its cap when the merchant gave one, and nothing for no amount', () => {
    expect(savingText({ percentage: 40, discount: null })).toBe('40% OFF');
    expect(savingText({ percentage: 40, discount: 0 })).toBe('40% OFF');
    expect(savingText({ percentage: 50, discount: 150 })).toBe('50% OFF up to ₹150');
    expect(savingText({ percentage: 0, discount: 0 })).toBeNull();
    expect(savingText({ percentage: null, discount: null })).toBeNull();
  });

  it('shows what the merchant gave when the kind is stored (issue 24 item 5): a flat kind never shows a percentage', () => {
    expect(savingText({ percentage: 20, discount: 150, discountKind: 'flat' })).toBe('₹150 OFF');
    expect(savingText({ percentage: 20, discount: null, discountKind: 'percentage' })).toBe('20% OFF');
    expect(savingText({ percentage: 20, discount: 150, discountKind: 'percentage' })).toBe(
      '20% OFF up to ₹150',
    );
    // The admin's "what changed" words a discount the same way, from paise.
    expect(discountText({ percentage: null, discountValuePaise: 15_000, discountKind: 'flat' })).toBe(
      '₹150 OFF',
    );
    expect(discountText({ percentage: 20, discountValuePaise: 15_000, discountKind: 'percentage' })).toBe(
      '20% OFF up to ₹150',
    );
    expect(discountText({ percentage: null, discountValuePaise: null, discountKind: null })).toBe('');
  });

  it('stores a 0 typed in the form as no amount (what the card reads)', () => {
    expect(offerAmounts({ percentage: '0', discountValue: '300' })).toEqual({
      percentage: null,
      discountValuePaise: 30_000,
      discountKind: 'flat',
    });
    expect(offerAmounts({ percentage: '40', discountValue: '0.00' })).toEqual({
      percentage: 40,
      discountValuePaise: null,
      discountKind: 'percentage',
    });
    expect(offerAmounts({ percentage: '25', discountValue: '₹1,200' })).toEqual({
      percentage: 25,
      discountValuePaise: 120_000,
      discountKind: 'percentage',
    });
  });

  it('keeps the kind the merchant chose (issue 24 item 5): a flat amount drops any percentage sent', () => {
    expect(offerAmounts({ percentage: '20', discountValue: '150', discountKind: 'flat' })).toEqual({
      percentage: null,
      discountValuePaise: 15_000,
      discountKind: 'flat',
    });
    expect(offerAmounts({ percentage: '20', discountValue: '', discountKind: 'percentage' })).toEqual({
      percentage: 20,
      discountValuePaise: null,
      discountKind: 'percentage',
    });
    expect(offerAmounts({ percentage: '0', discountValue: '0' }).discountKind).toBeNull();
  });
});

describe('when the offer ends', () => {
  it('counts days from today, then names the date', () => {
    const today = '2026-11-25';
    expect(endsText('2026-11-25', today)).toBe('Ends today');
    expect(endsText('2026-11-26', today)).toBe('Ends tomorrow');
    expect(endsText('2026-11-27', today)).toBe('Ends in 2 days');
    expect(endsText('2026-12-02', today)).toBe('Ends in 7 days');
    expect(endsText('2026-12-03', today)).toBe('Valid till 3 Dec 2026');
    expect(endsText('2027-02-25', today)).toBe('Valid till 25 Feb 2027');
    expect(endsText('2026-11-24', today)).toBe('Expired');
    expect(endsText('not a date', today)).toBe('');
  });

  it('counts across a month, a year and a leap day', () => {
    expect(endsText('2026-12-01', '2026-11-30')).toBe('Ends tomorrow');
    expect(endsText('2027-01-03', '2026-12-31')).toBe('Ends in 3 days');
    expect(endsText('2028-03-01', '2028-02-28')).toBe('Ends in 2 days');
    expect(daysBetween('2026-11-25', '2026-11-18')).toBe(-7);
  });

  it('turns the day at midnight in India (18:30 UTC), whatever the clock of the machine', () => {
    const expiry = '2026-11-26';
    const lastMomentOf25th = todayInIndia(new Date('2026-11-25T18:29:59.999Z'));
    const firstMomentOf26th = todayInIndia(new Date('2026-11-25T18:30:00.000Z'));
    expect(endsText(expiry, lastMomentOf25th)).toBe('Ends tomorrow');
    expect(endsText(expiry, firstMomentOf26th)).toBe('Ends today');
    // Still the 26th in India until 18:30 UTC on the 26th, when it has passed.
    expect(endsText(expiry, todayInIndia(new Date('2026-11-26T18:29:59.999Z')))).toBe('Ends today');
    expect(endsText(expiry, todayInIndia(new Date('2026-11-26T18:30:00.000Z')))).toBe('Expired');
    // UTC midnight is 05:30 in India: no change of day there.
    expect(endsText(expiry, todayInIndia(new Date('2026-11-25T23:59:59.999Z')))).toBe('Ends today');
  });
});

describe('the store', () => {
  it('links to its page and has initials when it has no logo', () => {
    expect(storePath('charminar-threads')).toBe('/stores/charminar-threads');
    expect(storeInitials('Charminar Threads')).toBe('CT');
    expect(storeInitials('Deccan Digital Home & Kitchen')).toBe('DD');
    expect(storeInitials('myntra')).toBe('M');
    expect(storeInitials('  (Zing) Foods ')).toBe('ZF');
    expect(storeInitials('शॉप अड्डा')).toHaveLength(2);
    expect(storeInitials('')).toBe('');
  });

  it('gives one store always the same badge colour', () => {
    const tone = initialsTone('Charminar Threads');
    expect(tone).toBe(initialsTone('Charminar Threads'));
    expect(tone).toBeGreaterThanOrEqual(0);
    expect(tone).toBeLessThan(INITIALS_TONES);
  });
});
