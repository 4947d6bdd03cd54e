import { describe, expect, it } from 'vitest';
import { redirectToStore } from '../../functions/pages/stores.ts';

describe('an old store slug redirects in the address’s language (issue 26)', () => {
  it('keeps /stores/{new} for English and /hi/… or /te/… for Hindi and Telugu', () => {
    const english = redirectToStore('annapurna');
    expect(english.status).toBe(301);
    expect(english.headers.get('Location')).toBe('/stores/annapurna');
    expect(redirectToStore('annapurna', 'en').headers.get('Location')).toBe('/stores/annapurna');
    expect(redirectToStore('annapurna', 'hi').headers.get('Location')).toBe('/hi/stores/annapurna');
    const telugu = redirectToStore('annapurna', 'te');
    expect(telugu.status).toBe(301);
    expect(telugu.headers.get('Location')).toBe('/te/stores/annapurna');
    expect(telugu.headers.get('Cache-Control')).toBe(english.headers.get('Cache-Control'));
  });
});
