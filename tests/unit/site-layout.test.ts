import { describe, expect, it } from 'vitest';
import { scriptLanguage } from '../../src/components/header/header-content.ts';
import { headerOpacity } from '../../src/components/header/sticky.ts';
import { PUBLIC_ROUTES, SEARCH_PAGES } from '../../src/components/site-info.ts';

describe('header opacity (spec section 9: max(1 - scrollY/300, 0.85))', () => {
  it.each([
    [0, 1],
    [30, 0.9],
    [45, 0.85],
    [150, 0.85],
    [5000, 0.85],
    [-20, 1],
  ])('at scrollY %d is %d', (scrollY, opacity) => {
    expect(headerOpacity(scrollY)).toBeCloseTo(opacity, 5);
  });
});

describe('the language of a text, for its lang attribute', () => {
  it('tells Hindi, Telugu and everything else apart', () => {
    expect(scriptLanguage('दिवाली पर बढ़िया डील')).toBe('hi');
    expect(scriptLanguage('బిర్యానీ పండగ ఆఫర్')).toBe('te');
    expect(scriptLanguage('Flat ₹100 off on biryani')).toBeNull();
  });
});

describe('site routes', () => {
  it('lists every search page in the sitemap and no private path', () => {
    for (const page of SEARCH_PAGES) expect(PUBLIC_ROUTES).toContain(page);
    expect(PUBLIC_ROUTES.some((path) => /admin|user\/|merchant\/|api/.test(path))).toBe(false);
  });
});
