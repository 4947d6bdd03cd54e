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
