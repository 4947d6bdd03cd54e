import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  formatTokens,
  paiseToRupees,
  paiseToRupeesText,
  parseRupees,
  rupeesToPaise,
} from '../../functions/contract/money.ts';

/** The one money module (decision 0047): how paise are shown, and rupees turned into paise and back. */

describe('formatPaise', () => {
  it('shows whole rupees without paise, in Indian grouping', () => {
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(100)).toBe('₹1');
    expect(formatPaise(49_900)).toBe('₹499');
    expect(formatPaise(99_900)).toBe('₹999');
    expect(formatPaise(100_000)).toBe('₹1,000');
    expect(formatPaise(149_900)).toBe('₹1,499');
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
    expect(formatPaise(50_000_000)).toBe('₹5,00,000');
    expect(formatPaise(100_000_000)).toBe('₹10,00,000');
    expect(formatPaise(1_000_000_000_00)).toBe('₹1,00,00,00,000');
  });

  it('shows paise as two digits when the amount is not whole', () => {
    expect(formatPaise(1)).toBe('₹0.01');
    expect(formatPaise(50)).toBe('₹0.50');
    expect(formatPaise(9_950)).toBe('₹99.50');
    expect(formatPaise(123_450)).toBe('₹1,234.50');
    expect(formatPaise(123_456_789)).toBe('₹12,34,567.89');
  });

  it('shows a reversal as a negative amount', () => {
    expect(formatPaise(-49_900)).toBe('-₹499');
    expect(formatPaise(-123_456_789)).toBe('-₹12,34,567.89');
    expect(formatPaise(-5)).toBe('-₹0.05');
  });

  it('refuses a fraction of a paisa instead of rounding it', () => {
    for (const paise of [0.5, 49_900.1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => formatPaise(paise), String(paise)).toThrow(RangeError);
  });
});

describe('rupees and paise', () => {
  it('turns the API rupee numbers into paise exactly, without floating-point drift', () => {
    expect(rupeesToPaise(499)).toBe(49_900);
    expect(rupeesToPaise(499.5)).toBe(49_950);
    // 19.99 * 100 is 1998.9999999999998 and 1.15 * 100 is 114.99999999999999 in floating point.
    expect(rupeesToPaise(19.99)).toBe(1_999);
    expect(rupeesToPaise(1.15)).toBe(115);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(12_34_567.89)).toBe(123_456_789);
    expect(rupeesToPaise(-4.99)).toBe(-499);
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('refuses rupees that hold a fraction of a paisa', () => {
    for (const rupees of [499.555, 19.995, 0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e20])
      expect(() => rupeesToPaise(rupees), String(rupees)).toThrow(RangeError);
  });

  it('gives the API its rupee numbers and round-trips every paise amount', () => {
    expect(paiseToRupees(49_950)).toBe(499.5);
    expect(paiseToRupees(1_999)).toBe(19.99);
    expect(() => paiseToRupees(0.5)).toThrow(RangeError);
    for (let paise = -1_000; paise <= 200_000; paise += 7)
      expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
  });

  it('reads rupees as typed and writes them back for a form or an address', () => {
    expect(parseRupees('1,00,000')).toBe(10_000_000);
    expect(parseRupees('₹1,234.5')).toBe(123_450);
    expect(parseRupees('Rs. 250')).toBe(25_000);
    for (const text of ['1.234', '-5', '1e3', '10000001', '']) expect(parseRupees(text), text).toBeNull();
    expect(paiseToRupeesText(123_450)).toBe('1234.50');
    expect(paiseToRupeesText(49_900)).toBe('499');
    expect(paiseToRupeesText(-5)).toBe('-0.05');
    expect(parseRupees(paiseToRupeesText(98_765_432))).toBe(98_765_432);
  });
});

describe('formatTokens', () => {
  it('shows tokens with the grouping and decimals of rupees, without the sign', () => {
    expect(formatTokens(0)).toBe('0');
    expect(formatTokens(12.5)).toBe('12.50');
    expect(formatTokens(100_000)).toBe('1,00,000');
    expect(formatTokens(-24.95)).toBe('-24.95');
  });
});
