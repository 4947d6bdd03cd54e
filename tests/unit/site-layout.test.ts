import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptLanguage } from '../../src/components/header/header-content.ts';
import { FADE_END_SCROLL, MIN_OPACITY, headerOpacity } from '../../src/components/header/sticky.ts';
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

describe('the header fade in CSS (scroll-driven, decision 0052)', () => {
  it('ends where the formula reaches its floor, so CSS and the script fallback agree', () => {
    expect(FADE_END_SCROLL).toBe(45);
    expect(headerOpacity(FADE_END_SCROLL)).toBeCloseTo(MIN_OPACITY, 5);
    expect(headerOpacity(FADE_END_SCROLL - 1)).toBeGreaterThan(MIN_OPACITY);
    const css = fs.readFileSync('src/components/SiteHeader.astro', 'utf8');
    expect(css).toContain(`animation-range: 0px ${FADE_END_SCROLL}px;`);
    expect(css).toMatch(new RegExp(`opacity: ${MIN_OPACITY};`));
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
