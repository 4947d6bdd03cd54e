import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import {
  API_MESSAGE_KEYS,
  API_MESSAGE_TEMPLATES,
  translateApiMessage,
} from '../../functions/http/caller-language.ts';
import { SHOPPER_MESSAGE_TEMPLATES } from '../../functions/http/api-messages/shopper.ts';
import { trustMessages } from '../../functions/contract/coupon-trust.ts';
import { ORDER_STATUS_VALUES, orderMessages } from '../../functions/contract/orders.ts';
import { PAGE_SIZE_MAX, pagingMessages, PUBLIC_LIST_MAX } from '../../functions/contract/paging.ts';
import {
  PAYOUT_REASON_KEYS,
  payoutFailureReasons,
  payoutMessages,
  payoutReasonKey,
} from '../../functions/contract/payouts.ts';
import { contactSchema } from '../../functions/contract/public.ts';
import { TEXT_LIMITS } from '../../functions/contract/rules.ts';
import { SEARCH_COUPONS_MAX } from '../../functions/contract/search.ts';
import { storeMessages } from '../../functions/contract/stores.ts';

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

/** Issue 26 item 7: the shopper's and the public site's messages made by contract functions (templates). */
describe('the shopper’s template messages', () => {
  it('lists only keys whose English has a placeholder', () => {
    for (const key of SHOPPER_MESSAGE_TEMPLATES) expect(CATALOGUES.en[key]).toMatch(/\{\w+\}/);
  });

  it('recognises pagingMessages.limit(max) and keeps the number', () => {
    for (const max of [PAGE_SIZE_MAX, PUBLIC_LIST_MAX, SEARCH_COUPONS_MAX]) {
      const english = pagingMessages.limit(max);
      expect(translateApiMessage('hi', english)).toBe(`limit 1 से ${max} तक की पूरी संख्या होनी चाहिए`);
      expect(translateApiMessage('te', english)).toBe(`limit 1 నుండి ${max} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`);
      expect(translateApiMessage('en', english)).toBe(english);
    }
  });

  it('recognises a contact field over its length (public.ts requiredText)', () => {
    const parsed = contactSchema.safeParse({
      name: 'x'.repeat(TEXT_LIMITS.name + 1),
      email: 'priya@example.in',
      contactNumber: '9876543210',
      message: 'Hello',
    });
    const english = parsed.error?.issues[0]?.message ?? '';
    expect(english).toBe(`Must be at most ${TEXT_LIMITS.name} characters long`);
    expect(translateApiMessage('hi', english)).toBe(`ज़्यादा से ज़्यादा ${TEXT_LIMITS.name} अक्षर हो सकते हैं`);
    expect(translateApiMessage('te', english)).toBe(`గరిష్టంగా ${TEXT_LIMITS.name} అక్షరాలు ఉండవచ్చు`);
  });

  it('recognises every orderMessages.badTransition(from, to), with both statuses translated', () => {
    for (const from of ORDER_STATUS_VALUES) {
      for (const to of ORDER_STATUS_VALUES) {
        const english = orderMessages.badTransition(from, to);
        for (const locale of ['hi', 'te'] as const) {
          const translated = translateApiMessage(locale, english);
          expect(translated).not.toBe(english);
          expect(translated.replace(/[^A-Za-z]/g, '')).toBe('');
        }
      }
    }
    expect(translateApiMessage('hi', orderMessages.badTransition('delivered', 'cancelled'))).toBe(
      'ऑर्डर की स्थिति "डिलीवर हो गया" से "रद्द" में नहीं बदली जा सकती।',
    );
    expect(translateApiMessage('te', orderMessages.badTransition('placed', 'delivered'))).toBe(
      'ఆర్డర్ స్థితిని "ఆర్డర్ అయింది" నుండి "డెలివర్ అయింది"కి మార్చలేరు.',
    );
  });

  it('translates the fixed messages of the shopper’s groups, and leaves a free text alone', () => {
    expect(translateApiMessage('hi', storeMessages.storeNotFound)).toBe('यह स्टोर मौजूद नहीं है।');
    expect(translateApiMessage('te', trustMessages.revealFirst)).toBe('ఈ కోడ్ పనిచేసిందో లేదో చెప్పే ముందు కోడ్ చూడండి.');
    expect(translateApiMessage('hi', 'Row 3: Something nobody mapped.')).toBe(
      'Row 3: Something nobody mapped.',
    );
  });

  it('knows the payout reasons the site writes, and no other', () => {
    expect(payoutReasonKey(payoutFailureReasons.failed)).toBe('apiShopper.payoutFailedAtBank');
    expect(payoutReasonKey(payoutFailureReasons.reversed)).toBe('apiShopper.payoutReturnedByBank');
    expect(payoutReasonKey(payoutMessages.testFailureReason)).toBe('shopper.testPayout.failureReason');
    expect(payoutReasonKey('INSUFFICIENT_FUNDS in the beneficiary bank')).toBeNull();
    expect(payoutReasonKey('toString')).toBeNull();
    for (const [english, key] of Object.entries(PAYOUT_REASON_KEYS)) expect(CATALOGUES.en[key]).toBe(english);
  });
});
