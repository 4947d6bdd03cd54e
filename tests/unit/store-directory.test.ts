import { describe, expect, it } from 'vitest';
import {
  cashbackText,
  couponCountText,
  directoryLetter,
  foldName,
  storeInitials,
  storePath,
} from '../../functions/contract/stores.ts';

describe('the store directory’s rules', () => {
  it('files a name under its first Latin letter, accents dropped, else under #', () => {
    expect(directoryLetter('Charminar Threads')).toBe('C');
    expect(directoryLetter('  deccan digital')).toBe('D');
    expect(directoryLetter('Émile Bakery')).toBe('E');
    expect(directoryLetter('అన్నపూర్ణ స్వీట్స్')).toBe('#');
    expect(directoryLetter('शर्मा स्वीट्स')).toBe('#');
    expect(directoryLetter('99 Store')).toBe('#');
    expect(foldName('Café DELHI')).toBe('cafe delhi');
  });

  it('makes initials from the first two words in any script', () => {
    expect(storeInitials('Charminar Threads')).toBe('CT');
    expect(storeInitials('zaika')).toBe('Z');
    expect(storeInitials('అన్నపూర్ణ స్వీట్స్')).toBe('అస');
    expect(storeInitials('  ')).toBe('?');
  });

  it('says the rate, the counts and the address as the pages show them', () => {
    expect(cashbackText(5)).toBe('Up to 5% cashback');
    expect(cashbackText(2.5)).toBe('Up to 2.5% cashback');
    expect(couponCountText(1)).toBe('1 coupon');
    expect(couponCountText(1200)).toBe('1,200 coupons');
    expect(storePath('charminar-threads')).toBe('/stores/charminar-threads');
  });
});
