import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import {
  API_MESSAGE_KEYS,
  API_MESSAGE_TEMPLATES,
  translateApiMessage,
} from '../../functions/http/caller-language.ts';

/** Issue 26 item 7: the api namespace's English is the contract's own text, and every api key is mapped. */
describe('the API messages in Hindi and Telugu', () => {
  it('maps each contract message to a key whose English is that very message', () => {
    for (const [english, key] of Object.entries(API_MESSAGE_KEYS)) expect(CATALOGUES.en[key]).toBe(english);
  });

  it('maps every key of the api namespaces (api, apiShopper, apiMerchant) as a message or a template', () => {
    const mapped = new Set([...Object.values(API_MESSAGE_KEYS), ...API_MESSAGE_TEMPLATES]);
    const keys = (Object.keys(CATALOGUES.en) as MessageKey[]).filter((key) =>
      /^api(Shopper|Merchant)?\./.test(key),
    );
    expect(keys.filter((key) => !mapped.has(key))).toEqual([]);
  });

  it('translates a known message and leaves an unknown one in English', () => {
    expect(translateApiMessage('hi', 'Not found.')).toBe('नहीं मिला।');
    expect(translateApiMessage('te', 'Not found.')).toBe('కనుగొనబడలేదు.');
    expect(translateApiMessage('en', 'Not found.')).toBe('Not found.');
    expect(translateApiMessage('hi', 'Something nobody mapped.')).toBe('Something nobody mapped.');
  });
});
