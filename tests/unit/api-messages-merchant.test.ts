import { describe, expect, it } from 'vitest';
import { cashbackRateMessages } from '../../functions/contract/cashback-rates.ts';
import { catalogueMessages, catalogueRowMessage } from '../../functions/contract/catalogue.ts';
import { translate, type MessageKey } from '../../functions/contract/i18n/translate.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { messages } from '../../functions/contract/messages.ts';
import { orderMessages } from '../../functions/contract/orders.ts';
import { refundMadeMessage } from '../../functions/contract/payment-admin.ts';
import { rowMessage, salesImportMessages } from '../../functions/contract/sales-import.ts';
import { slotMapMessages, slotMessages } from '../../functions/contract/slots.ts';
import {
  MERCHANT_MESSAGE_KEYS,
  MERCHANT_MESSAGE_TEMPLATES,
} from '../../functions/contract/i18n/message-keys/merchant.ts';
import { SHOPPER_MESSAGE_KEYS } from '../../functions/contract/i18n/message-keys/shopper.ts';
import { MESSAGE_KEYS, translateMessage } from '../../functions/contract/i18n/message-keys.ts';

/**
 * Issue 26 item 7: the merchant's and the administrator's messages made by the contract's functions. Each
 * case is what a function makes and the values its template's placeholders hold: the template's English,
 * filled, must be the function's text word for word, and a Hindi or Telugu caller gets it translated.
 */
const CASES: [MessageKey, string, Record<string, string>][] = [
  [
    'apiMerchant.rowField',
    rowMessage(7, 'amount', 'Unreadable cell'),
    { row: '7', field: 'amount', message: 'Unreadable cell' },
  ],
  ['apiMerchant.row', catalogueRowMessage(4, null, 'Duplicate row'), { row: '4', message: 'Duplicate row' }],
  ['apiMerchant.fileTooLarge', messages.fileTooLarge(2 * 1024 * 1024), { max: '2' }],
  ['merchant.msg.tooLong', couponMessages.tooLong(60), { max: '60' }],
  ['apiMerchant.categoryHasProducts', catalogueMessages.categoryHasProducts(3), { count: '3' }],
  ['apiMerchant.notCsv', catalogueMessages.notCsv(7), { line: '7' }],
  ['apiMerchant.notCsv', salesImportMessages.notCsv(12), { line: '12' }],
  [
    'apiMerchant.missingColumns',
    catalogueMessages.missingColumns(['price', 'image']),
    { names: 'price, image' },
  ],
  ['apiMerchant.missingColumns', salesImportMessages.missingColumns(['amount']), { names: 'amount' }],
  ['apiMerchant.catalogueTooManyRows', catalogueMessages.tooManyRows(1500), { rows: '1,500', max: '1,000' }],
  ['apiMerchant.salesTooManyRows', salesImportMessages.tooManyRows(6000), { rows: '6,000', max: '5,000' }],
  [
    'apiMerchant.slotHeld',
    slotMessages.held(5, '2026-12-31'),
    { position: '5', until: '2026-12-31', after: '2026-12-31' },
  ],
  ['apiMerchant.slotReserved', slotMessages.reserved(5), { position: '5' }],
  [
    'apiMerchant.slotReservedForApproval',
    slotMessages.reservedForApproval(9, 'Diwali 20% off'),
    { position: '9', couponName: 'Diwali 20% off' },
  ],
  ['apiMerchant.noFreeSlot', slotMapMessages.noFreeSlot(4), { requested: '4' }],
  ['apiMerchant.rateOutOfBounds', cashbackRateMessages.outOfBounds(2, 12.5), { min: '2', max: '12.5' }],
  // Success answers' messages made from a value (decision 0099); a status word is itself translated.
  [
    'merchantSales.orders.moved',
    orderMessages.moved('DS-1042', 'shipped'),
    { number: 'DS-1042', status: 'shipped' },
  ],
  ['apiMerchant.catalogueDuplicateInFile', catalogueMessages.duplicateInFile(3), { row: '3' }],
  ['apiMerchant.catalogueImageMissing', catalogueMessages.imageMissing('saree.png'), { name: 'saree.png' }],
  ['apiMerchant.catalogueImageAmbiguous', catalogueMessages.imageAmbiguous('a.png'), { name: 'a.png' }],
  // A problem the map does not know stays as written; one it knows is translated (the class test).
  [
    'apiMerchant.catalogueImageProblem',
    catalogueMessages.imageProblem('a.png', 'a problem'),
    { name: 'a.png', problem: 'a problem' },
  ],
  ['apiMerchant.salesDuplicateInFile', salesImportMessages.duplicateInFile(8), { row: '8' }],
  [
    'merchantSales.orders.cancelledMsg',
    orderMessages.cancelled('DS-1042', '₹1,299.00'),
    { number: 'DS-1042', refund: '₹1,299.00' },
  ],
  ['adminMoney.refund.done', refundMadeMessage(12_345), { amount: '₹123.45' }],
];

describe("the merchant's and the administrator's API messages in Hindi and Telugu", () => {
  it('has a case for every template', () => {
    const cased = new Set(CASES.map(([key]) => key));
    expect(MERCHANT_MESSAGE_TEMPLATES.filter((key) => !cased.has(key))).toEqual([]);
  });

  for (const [key, made, params] of CASES) {
    it(`${key}: the template's English is what the contract makes, and it is translated`, () => {
      expect(translate('en', key, params)).toBe(made);
      expect(translateMessage('en', made)).toBe(made);
      for (const locale of ['hi', 'te'] as const) {
        // A placeholder's value is translated too when it is a message the map knows (an order's status).
        const inLocale = Object.fromEntries(
          Object.entries(params).map(([name, value]) => [name, translateMessage(locale, value)]),
        );
        expect(translateMessage(locale, made)).toBe(translate(locale, key, inLocale));
      }
    });
  }

  it('translates a fixed message, and the one-product form of a template function', () => {
    expect(translateMessage('hi', couponMessages.notFound)).toBe('यह कूपन मौजूद नहीं है।');
    expect(translateMessage('te', couponMessages.notFound)).toBe('ఈ కూపన్ లేదు.');
    expect(translateMessage('hi', catalogueMessages.categoryHasProducts(1))).toBe(
      translate('hi', 'apiMerchant.categoryHasOneProduct'),
    );
  });

  it('shares no English with the shopper module, so no key of either is overridden', () => {
    const shared = Object.keys(MERCHANT_MESSAGE_KEYS).filter((english) =>
      Object.hasOwn(SHOPPER_MESSAGE_KEYS, english),
    );
    expect(shared).toEqual([]);
    for (const [english, key] of Object.entries(MERCHANT_MESSAGE_KEYS))
      expect(MESSAGE_KEYS[english]).toBe(key);
  });
});
