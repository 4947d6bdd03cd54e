import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../functions/contract/account-display.ts';
import { claimMessages } from '../../functions/contract/cashback-claims.ts';
import { saleMessages } from '../../functions/contract/earnings.ts';
import { googleMessages } from '../../functions/contract/google.ts';
import { overviewQueryMessages } from '../../functions/contract/merchant-overview-query.ts';
import { messages } from '../../functions/contract/messages.ts';
import { paymentMessages } from '../../functions/contract/payments.ts';
import { slotMessages } from '../../functions/contract/slots.ts';
import { CLAIM_WINDOW_DAYS } from '../../functions/contract/limits.ts';
import { CATALOGUES, translate, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { MERCHANT_MESSAGE_KEYS } from '../../functions/contract/i18n/message-keys/merchant.ts';
import {
  SHOPPER_MESSAGE_KEYS,
  SHOPPER_MESSAGE_TEMPLATES,
} from '../../functions/contract/i18n/message-keys/shopper.ts';
import { trustMessages } from '../../functions/contract/coupon-trust.ts';
import { ORDER_STATUS_VALUES, orderMessages } from '../../functions/contract/orders.ts';
import { PAGE_SIZE_MAX, pagingMessages, PUBLIC_LIST_MAX } from '../../functions/contract/paging.ts';
import { payoutFailureReasons, payoutMessages } from '../../functions/contract/payouts.ts';
import { contactSchema } from '../../functions/contract/public.ts';
import { TEXT_LIMITS } from '../../functions/contract/rules.ts';
import { SEARCH_COUPONS_MAX } from '../../functions/contract/search.ts';
import { storeMessages } from '../../functions/contract/stores.ts';
import {
  CORE_MESSAGE_KEYS,
  MESSAGE_KEYS,
  MESSAGE_TEMPLATES,
  messagesIn,
  translateMessage,
} from '../../functions/contract/i18n/message-keys.ts';

/** Whether an English text fits a template's English (`{name}` stands for any text). */
function fits(template: string, english: string): boolean {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '.+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 's').test(english);
}

/**
 * Issue 26 item 7, decision 0089: one map from the contract's English messages to their keys, for the API's
 * answers and the islands' checks alike.
 */
describe('the contract messages in Hindi and Telugu', () => {
  it('maps each contract message to a key whose English is that very message', () => {
    for (const [english, key] of Object.entries(MESSAGE_KEYS)) expect(CATALOGUES.en[key]).toBe(english);
  });

  it('maps every key of the api namespaces (api, apiShopper, apiMerchant) as a message or a template', () => {
    const mapped = new Set([...Object.values(MESSAGE_KEYS), ...MESSAGE_TEMPLATES]);
    const keys = (Object.keys(CATALOGUES.en) as MessageKey[]).filter((key) =>
      /^api(Shopper|Merchant)?\./.test(key),
    );
    expect(keys.filter((key) => !mapped.has(key))).toEqual([]);
  });

  it('gives one message one key: no api key repeats the English of a message the map already has', () => {
    const mapped = new Set([...Object.values(MESSAGE_KEYS), ...MESSAGE_TEMPLATES]);
    const englishOfMapped = new Map<string, MessageKey[]>();
    for (const key of mapped) {
      const english = CATALOGUES.en[key];
      englishOfMapped.set(english, [...(englishOfMapped.get(english) ?? []), key]);
    }
    expect([...englishOfMapped.values()].filter((keys) => keys.length > 1)).toEqual([]);
    // A key of the api namespaces that is not mapped would be a second key for a message: the test above
    // (every api key is mapped) and this one together leave no copy.
  });

  it('has each English message in one module only, and no message both exact and made from a template', () => {
    const modules = [CORE_MESSAGE_KEYS, SHOPPER_MESSAGE_KEYS, MERCHANT_MESSAGE_KEYS];
    const seen = new Map<string, number>();
    for (const module of modules)
      for (const english of Object.keys(module)) seen.set(english, (seen.get(english) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([english]) => english)).toEqual([]);
    // A message the map has word for word must not also fit a template: it would have two keys.
    const templates = MESSAGE_TEMPLATES.map((key) => ({ key, english: CATALOGUES.en[key] }));
    const both = Object.keys(MESSAGE_KEYS).flatMap((english) =>
      templates
        .filter(({ english: template }) => fits(template, english))
        .map(({ key }) => `${MESSAGE_KEYS[english]} / ${key}`),
    );
    expect(both).toEqual([]);
  });

  it('recognises a message made from a template and fills its values', () => {
    expect(translateMessage('en', claimMessages.dateTooOld)).toBe(claimMessages.dateTooOld);
    const hindi = translateMessage('hi', claimMessages.dateTooOld);
    expect(hindi).not.toBe(claimMessages.dateTooOld);
    expect(hindi).toContain(String(CLAIM_WINDOW_DAYS));
  });

  it('translates a known message and leaves an unknown one in English', () => {
    expect(translateMessage('hi', 'Not found.')).toBe('नहीं मिला।');
    expect(translateMessage('te', 'Not found.')).toBe('కనుగొనబడలేదు.');
    expect(translateMessage('en', 'Not found.')).toBe('Not found.');
    expect(translateMessage('hi', 'Something nobody mapped.')).toBe('Something nobody mapped.');
  });

  it('maps the refusals that were inline English (decision 0092), English kept word for word', () => {
    const mapped = {
      [messages.bodyNotJson]: 'The request body must be JSON.',
      [messages.formUnreadable]: 'The form could not be read.',
      [accountMessages.userDetailsAlreadySaved]: 'Your details are already saved.',
      [accountMessages.merchantDetailsAlreadySaved]: 'Your merchant details are already saved.',
      [googleMessages.notConfigured]: 'Google sign-in is not configured.',
      [saleMessages.idempotencyKeyRequired]:
        'Please send an Idempotency-Key (header or idempotencyKey field).',
      [overviewQueryMessages.merchantNotFound]: 'Merchant not found.',
      [slotMessages.notAwaitingPayment]: 'This coupon is not waiting for a premium slot payment.',
      [paymentMessages.linkNotFound]: 'This payment link does not exist.',
      [paymentMessages.linkAlreadyPaid]: 'This payment link has already been paid.',
    };
    for (const [constant, english] of Object.entries(mapped)) {
      expect(constant).toBe(english);
      expect(translateMessage('en', english)).toBe(english);
      const hindi = translateMessage('hi', english);
      const telugu = translateMessage('te', english);
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      expect(telugu, english).toMatch(/[\u0C00-\u0C7F]/);
    }
    expect(translateMessage('hi', accountMessages.userDetailsAlreadySaved)).toBe(
      'आपकी जानकारी पहले ही सेव हो चुकी है।',
    );
    expect(translateMessage('te', saleMessages.idempotencyKeyRequired)).toBe(
      'దయచేసి Idempotency-Key పంపండి (హెడర్‌లో లేదా idempotencyKey ఫీల్డ్‌లో).',
    );
    // The payment page's keys: one message, one key.
    expect(MESSAGE_KEYS[paymentMessages.linkNotFound]).toBe('shopper.payment.linkDoesNotExist');
  });

  it('hands an island only the messages it names, and nothing on an English page', () => {
    expect(messagesIn('en', ['Not found.'])).toEqual({});
    expect(messagesIn('hi', ['Not found.', 'Something nobody mapped.', 42])).toEqual({
      'Not found.': 'नहीं मिला।',
    });
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
      expect(translateMessage('hi', english)).toBe(`limit 1 से ${max} तक की पूरी संख्या होनी चाहिए`);
      expect(translateMessage('te', english)).toBe(`limit 1 నుండి ${max} వరకు పూర్ణ సంఖ్య అయి ఉండాలి`);
      expect(translateMessage('en', english)).toBe(english);
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
    expect(translateMessage('hi', english)).toBe(`ज़्यादा से ज़्यादा ${TEXT_LIMITS.name} अक्षर हो सकते हैं`);
    expect(translateMessage('te', english)).toBe(`గరిష్టంగా ${TEXT_LIMITS.name} అక్షరాలు ఉండవచ్చు`);
  });

  it('recognises every orderMessages.badTransition(from, to), with both statuses translated', () => {
    for (const from of ORDER_STATUS_VALUES) {
      for (const to of ORDER_STATUS_VALUES) {
        const english = orderMessages.badTransition(from, to);
        for (const locale of ['hi', 'te'] as const) {
          const translated = translateMessage(locale, english);
          expect(translated).not.toBe(english);
          expect(translated.replace(/[^A-Za-z]/g, '')).toBe('');
        }
      }
    }
    expect(translateMessage('hi', orderMessages.badTransition('delivered', 'cancelled'))).toBe(
      'ऑर्डर की स्थिति "डिलीवर हो गया" से "रद्द" में नहीं बदली जा सकती।',
    );
    expect(translateMessage('te', orderMessages.badTransition('placed', 'delivered'))).toBe(
      'ఆర్డర్ స్థితిని "ఆర్డర్ అయింది" నుండి "డెలివర్ అయింది"కి మార్చలేరు.',
    );
  });

  it('translates the fixed messages of the shopper’s groups, and leaves a free text alone', () => {
    expect(translateMessage('hi', storeMessages.storeNotFound)).toBe('यह स्टोर मौजूद नहीं है।');
    expect(translateMessage('te', trustMessages.revealFirst)).toBe('ఈ కోడ్ పనిచేసిందో లేదో చెప్పే ముందు కోడ్ చూడండి.');
    // An import row's prefix is a template; the free text after it stays as it came.
    expect(translateMessage('hi', 'Row 3: Something nobody mapped.')).toBe(
      'पंक्ति 3: Something nobody mapped.',
    );
    expect(translateMessage('hi', 'Something nobody mapped.')).toBe('Something nobody mapped.');
  });

  it('knows the payout reasons the site writes, and leaves a bank’s own words alone', () => {
    expect(translateMessage('hi', payoutFailureReasons.failed)).toBe(
      translate('hi', 'apiShopper.payoutFailedAtBank'),
    );
    expect(translateMessage('te', payoutFailureReasons.reversed)).toBe(
      translate('te', 'apiShopper.payoutReturnedByBank'),
    );
    expect(translateMessage('hi', payoutMessages.testFailureReason)).toBe(
      translate('hi', 'shopper.testPayout.failureReason'),
    );
    expect(translateMessage('hi', 'INSUFFICIENT_FUNDS in the beneficiary bank')).toBe(
      'INSUFFICIENT_FUNDS in the beneficiary bank',
    );
    expect(translateMessage('hi', 'toString')).toBe('toString');
  });
});
