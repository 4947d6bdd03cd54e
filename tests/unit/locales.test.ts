import { describe, expect, it } from 'vitest';
import {
  localePath,
  preferredLocale,
  splitLocalePath,
  toLocale,
} from '../../functions/contract/i18n/locales.ts';
import { fill, pickTexts, translate } from '../../functions/contract/i18n/translate.ts';

describe('language addresses (issue 26 item 2)', () => {
  it('keeps English at today’s paths and puts Hindi and Telugu under /hi and /te', () => {
    expect(localePath('en', '/stores')).toBe('/stores');
    expect(localePath('hi', '/stores')).toBe('/hi/stores');
    expect(localePath('te', '/')).toBe('/te/');
    expect(localePath('hi', '/search?q=pizza')).toBe('/hi/search?q=pizza');
    expect(localePath('en', '/hi/stores')).toBe('/stores');
    expect(localePath('te', '/hi/stores/kaveri')).toBe('/te/stores/kaveri');
  });

  it('reads the language of an address', () => {
    expect(splitLocalePath('/te/stores?q=a')).toEqual({ locale: 'te', path: '/stores?q=a' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('finds the browser’s language among ours, and falls back to English for unknown values', () => {
    expect(preferredLocale(['te-IN', 'en-US'])).toBe('te');
    expect(preferredLocale(['en-GB', 'hi'])).toBe('en');
    expect(preferredLocale(['ta-IN', 'fr'])).toBeNull();
    expect(toLocale('xx')).toBe('en');
    expect(toLocale('hi')).toBe('hi');
  });

  it('fills placeholders and hands an island only the texts it asks for', () => {
    expect(fill('{brand}: deals', { brand: 'DealSphere' })).toBe('DealSphere: deals');
    expect(fill('{n} left', {})).toBe('{n} left');
    expect(translate('hi', 'layout.languageLabel')).toBe('भाषा');
    expect(pickTexts('te', ['layout.languageLabel'])).toEqual({ 'layout.languageLabel': 'భాష' });
  });
});

describe('dates and numbers in each language (issue 26 item 5)', () => {
  it('keeps English as the site writes it and takes Hindi and Telugu month names from Intl', async () => {
    const { formatCalendarDateIn, formatCountIn, formatDateIn } =
      await import('../../functions/contract/i18n/format.ts');
    expect(formatCalendarDateIn('en', '2026-11-26')).toBe('26 Nov 2026');
    expect(formatCalendarDateIn('hi', '2026-11-26')).toMatch(/^26 नव.* 2026$/);
    expect(formatCalendarDateIn('te', '2026-11-26')).toMatch(/^26,? నవం.* 2026$/);
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(formatDateIn('hi', '2026-11-25T20:00:00Z', { year: false })).toMatch(/^26 नव/);
    expect(formatCountIn('te', 100000)).toBe('1,00,000');
    expect(formatCountIn('hi', 1234567)).toBe('12,34,567');
  });

  it("writes a date and time with the day in the language and the site's India time", async () => {
    const { formatDateTimeIn } = await import('../../functions/contract/i18n/format.ts');
    const { formatIndiaDateTime } = await import('../../functions/contract/india-time.ts');
    // 09:35 UTC is 3:05 pm in India.
    expect(formatDateTimeIn('en', '2026-11-26T09:35:00Z')).toBe(formatIndiaDateTime('2026-11-26T09:35:00Z'));
    expect(formatDateTimeIn('hi', '2026-11-26T09:35:00Z')).toMatch(/^26 नव.* 2026, 3:05 pm$/);
    expect(formatDateTimeIn('te', new Date('2026-11-25T20:00:00Z'))).toMatch(/^26,? నవం.* 2026, 1:30 am$/);
    expect(formatDateTimeIn('hi', 'not a date')).toBe('not a date');
  });
});

describe('the remembered language (issue 26 item 3)', () => {
  const at = (path: string) => {
    const [pathname = '/', search = ''] = path.split('?');
    const moved: string[] = [];
    const location = {
      pathname,
      search: search ? `?${search}` : '',
      hash: '',
      replace: (to: string) => moved.push(to),
    } as unknown as Location;
    return { location, moved };
  };

  it('takes someone who chose Hindi from an English page to the same page in Hindi', async () => {
    const { followRememberedLocale } = await import('../../src/components/i18n/remember-locale.ts');
    const { location, moved } = at('/stores?q=kav');
    followRememberedLocale('a=1; lang=hi', 'en-IN', location);
    expect(moved).toEqual(['/hi/stores?q=kav']);
  });

  it('leaves alone a first visit, a choice of English, and a page already in the language', async () => {
    const { followRememberedLocale } = await import('../../src/components/i18n/remember-locale.ts');
    for (const [cookie, lang] of [
      ['', 'en-IN'],
      ['lang=en', 'en-IN'],
      ['lang=te', 'te-IN'],
      ['lang=fr', 'en-IN'],
    ] as const) {
      const { location, moved } = at('/faqs');
      followRememberedLocale(cookie, lang, location);
      expect(moved).toEqual([]);
    }
  });
});
