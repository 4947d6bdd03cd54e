import { describe, expect, it } from 'vitest';
import { isPageSlug, priceToPaise } from '../../functions/contract/rules.ts';

/** The site-creation rules that the forms and the server share (functions/contract/rules.ts). */
describe('isPageSlug', () => {
  it('takes 3 to 40 lowercase letters, digits and inner hyphens', () => {
    for (const slug of ['abc', 'kaveri-silks', 'store-24x7', 'a'.repeat(40), ' padded-slug '])
      expect(isPageSlug(slug), slug).toBe(true);
  });
  it('refuses capitals, spaces, other signs, end hyphens and the wrong length', () => {
    for (const slug of [
      'ab',
      'a'.repeat(41),
      'Kaveri',
      'kaveri silks',
      'kaveri_silks',
      '-abc',
      'abc-',
      'कावेरी',
      '',
    ])
      expect(isPageSlug(slug), slug).toBe(false);
  });
});

describe('priceToPaise', () => {
  it('reads rupees with up to two decimals and Indian or western commas', () => {
    expect(priceToPaise('499')).toBe(49_900);
    expect(priceToPaise(' 499.5 ')).toBe(49_950);
    expect(priceToPaise('1,299.05')).toBe(129_905);
    expect(priceToPaise('10,00,000')).toBe(100_000_000);
    expect(priceToPaise('1')).toBe(100);
    expect(priceToPaise('₹499')).toBe(49_900);
  });
  it('refuses what is not a price from ₹1 to ₹10 lakh', () => {
    for (const text of ['', 'abc', '0', '0.99', '-5', '12.345', '1e3', '1000001'])
      expect(priceToPaise(text), text).toBeNull();
  });
});
