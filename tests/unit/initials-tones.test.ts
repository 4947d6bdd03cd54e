import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A store without a logo shows white initials on one of six colours picked from its name.
// Which colour a store gets depends on its name, so a colour that fails contrast only shows
// up in the browser tests when some store happens to land on it: check all six here.
const css = readFileSync(new URL('../../src/islands/coupons/coupons.css', import.meta.url), 'utf8');

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('store initials colours', () => {
  const tones = [
    ...css.matchAll(/\.coupon-card__initials\.is-tone-(\d)\s*\{\s*background:\s*#([0-9a-f]{6});/gi),
  ];

  it('defines all six tones', () => {
    expect(tones.map((t) => t[1]).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it.each(tones.map((t) => [t[1], t[2]!]))('tone %s keeps white text at 4.5:1 or more', (_tone, hex) => {
    expect(1.05 / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
