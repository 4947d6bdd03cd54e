import { describe, expect, it } from 'vitest';
import { translator } from '../../functions/contract/i18n/translate.ts';
import {
  cashbackText,
  cashbackTextIn,
  couponCountText,
  couponCountTextIn,
  reviewCountText,
  reviewCountTextIn,
  storeCountTextIn,
} from '../../functions/contract/stores.ts';

describe('store texts in each language (issue 26)', () => {
  it('keeps the English texts word for word', () => {
    const t = translator('en');
    for (const percent of [5, 2.5, 12.345]) expect(cashbackTextIn(t, percent)).toBe(cashbackText(percent));
    for (const n of [0, 1, 2, 12_345]) {
      expect(couponCountTextIn(t, n)).toBe(couponCountText(n));
      expect(reviewCountTextIn(t, n)).toBe(reviewCountText(n));
    }
    expect(storeCountTextIn(t, 1)).toBe('1 store');
    expect(storeCountTextIn(t, 1_00_000)).toBe('1,00,000 stores');
  });

  it('says them in Hindi and Telugu, with Latin digits and Indian grouping', () => {
    expect(cashbackTextIn(translator('hi'), 2.5)).toBe('2.5% तक कैशबैक');
    expect(cashbackTextIn(translator('te'), 5)).toBe('5% వరకు క్యాష్‌బ్యాక్');
    expect(couponCountTextIn(translator('hi'), 12_345)).toBe('12,345 कूपन');
    expect(couponCountTextIn(translator('te'), 1)).toBe('1 కూపన్');
    expect(couponCountTextIn(translator('te'), 2)).toBe('2 కూపన్లు');
    expect(storeCountTextIn(translator('te'), 3)).toBe('3 స్టోర్లు');
  });
});
