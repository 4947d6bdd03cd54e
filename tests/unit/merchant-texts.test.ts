import { describe, expect, it } from 'vitest';
import { couponEditMessages } from '../../functions/contract/coupon-edits.ts';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { productMessages } from '../../functions/contract/merchant-products.ts';
import { checkCouponForm } from '../../functions/contract/rules.ts';
import {
  slotMapMessages,
  slotMapName,
  slotMessages,
  type SlotMapEntry,
} from '../../functions/contract/slots.ts';
import { fill } from '../../functions/contract/i18n/fill.ts';
import { couponFormTexts, myOffersTexts, productTexts, slotMapTexts } from '../../src/lib/merchant-texts.ts';
import { slotWords } from '../../src/islands/slots/SlotMap.tsx';

/**
 * The merchant dashboard in three languages (issue 26): English says exactly what the contract says
 * (the spec's texts), and every message the coupon form's rules give has its Hindi and Telugu.
 */
const slot = (over: Partial<SlotMapEntry>): SlotMapEntry => ({
  position: 5,
  pricePaise: 49_900,
  status: 'free',
  heldBy: null,
  heldUntil: null,
  available: true,
  ...over,
});
const holder = { couponId: 'c1', title: 'Diwali lamps', storeName: 'Kaveri Sarees', own: false };
const SLOTS = [
  slot({}),
  slot({ position: 3, status: 'held', heldBy: holder, heldUntil: '2026-11-28', available: false }),
  slot({ position: 8, status: 'reserved', available: false }),
  slot({ position: 9, status: 'reserved', heldBy: holder, available: false }),
];
const EMPTY = {
  couponName: '',
  couponCode: '',
  expiryDate: '',
  termsAndConditions: '',
  title: '',
  description: '',
  percentage: '',
  discountValue: '',
  discountKind: 'percentage',
  requestedSlotId: '',
  slotKind: '',
  category: '',
  language: '',
  merchantURL: '',
};

describe('merchant texts', () => {
  it('the English slot map words are the contract’s', () => {
    const english = slotWords(slotMapTexts('en'));
    for (const one of SLOTS) expect(english.name(one, '2026-11-26')).toBe(slotMapName(one, '2026-11-26'));
    expect(english.freeCount(1)).toBe(slotMapMessages.freeCount(1));
    expect(english.freeCount(7)).toBe(slotMapMessages.freeCount(7));
    for (const [requested, placed] of [
      [4, null],
      [4, 4],
      [4, 6],
    ] as const)
      expect(english.placementNote(requested, placed)).toBe(slotMapMessages.placementNote(requested, placed));
    expect(english.merchantHintFree).toBe(slotMapMessages.merchantHintFree);
    expect(english.legend).toBe(slotMapMessages.legend);
  });

  it('the English coupon form and product texts are the contract’s', () => {
    const form = couponFormTexts('en');
    expect(form['merchant.msg.added']).toBe(couponMessages.added);
    expect(form['merchant.msg.uploadFailed']).toBe(couponMessages.uploadFailed);
    expect(form['merchant.msg.sentForApproval']).toBe(couponEditMessages.sentForApproval);
    expect(form['merchant.form.imageHint']).toBe(couponMessages.imageHint);
    expect(form.messages).toEqual({});
    const offers = myOffersTexts('en');
    expect(offers['merchant.offers.editPending']).toBe(couponEditMessages.editPending);
    expect(offers['merchant.offers.editRejected']).toBe(couponEditMessages.editRejected);
    expect(fill(offers['merchant.offers.sentOn'], { day: '3 Dec' })).toBe(couponEditMessages.sentOn('3 Dec'));
    expect(fill(offers['merchant.offers.payNoteHeld'], { position: 4, until: '2026-12-01' })).toBe(
      slotMessages.payNoteHeld(4, '2026-12-01'),
    );
    expect(fill(offers['merchant.offers.payNoteReserved'], { position: 4 })).toBe(
      slotMessages.payNoteReserved(4),
    );
    expect(offers['merchant.offers.payNoteEdit']).toBe(slotMessages.payNoteEdit);
    const products = productTexts('en');
    expect(products['merchant.products.msgUploaded']).toBe(productMessages.uploaded);
    expect(products['merchant.products.none']).toBe(productMessages.noProducts);
  });

  it('every message of the coupon form’s rules has its Hindi and Telugu', () => {
    const bad = {
      ...EMPTY,
      couponName: 'x'.repeat(500),
      couponCode: 'A B',
      expiryDate: '30/12/2030',
      termsAndConditions: 'ok',
      title: 'ok',
      description: 'ok',
      percentage: '500',
      requestedSlotId: '25',
      slotKind: 'gold',
      category: 'Toys',
      language: 'fr',
      merchantURL: 'ftp://x',
    };
    const found = [
      ...Object.values(checkCouponForm(EMPTY, '2026-11-26')),
      ...Object.values(checkCouponForm(bad, '2026-11-26')),
    ];
    for (const locale of ['hi', 'te'] as const) {
      const { messages } = couponFormTexts(locale);
      expect(found.filter((message) => !messages[message!])).toEqual([]);
    }
  });
});
