import { describe, expect, it } from 'vitest';
import { isPageSlug } from '../../functions/contract/rules.ts';
import { numberedSlug, slugFromName } from '../../functions/contract/store-slug.ts';

describe('slugFromName', () => {
  it('makes a lower-case, hyphenated address from a brand name', () => {
    expect(slugFromName('Charminar Biryani House')).toBe('charminar-biryani-house');
    expect(slugFromName('  Deccan Digital!! ')).toBe('deccan-digital');
    expect(slugFromName('Café Niloufer')).toBe('cafe-niloufer');
    expect(slugFromName('Tea & Toast')).toBe('tea-and-toast');
  });

  it('gives Hindi, Telugu and too-short names a slug that is still valid', () => {
    expect(slugFromName('चारमीनार')).toBe('store');
    expect(slugFromName('చార్మినార్')).toBe('store');
    expect(slugFromName('AB')).toBe('ab-store');
    for (const name of ['चारमीनार', 'AB', 'x', '---', 'Charminar Threads'])
      expect(isPageSlug(slugFromName(name))).toBe(true);
  });

  it('cuts a long name at a word, within the page-slug limit', () => {
    const slug = slugFromName('The Great Hyderabad Handloom and Heritage Weavers Cooperative');
    expect(slug).toBe('the-great-hyderabad-handloom-and');
    expect(isPageSlug(slug)).toBe(true);
  });

  it('numbers a taken slug without passing the limit', () => {
    expect(numberedSlug('charminar', 1)).toBe('charminar');
    expect(numberedSlug('charminar', 2)).toBe('charminar-2');
    const long = 'a'.repeat(40);
    expect(numberedSlug(long, 12)).toHaveLength(40);
    expect(isPageSlug(numberedSlug(long, 12))).toBe(true);
  });
});
