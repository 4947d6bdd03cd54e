import { describe, expect, it } from 'vitest';
import { slotStatusText, type SlotAvailability } from '../../functions/contract/slots.ts';

const slot = (over: Partial<SlotAvailability>): SlotAvailability => ({
  position: 7,
  pricePaise: 49_900,
  status: 'free',
  heldBy: null,
  heldUntil: null,
  available: true,
  ...over,
});

describe('the slot picker names who holds a slot', () => {
  it('says free, and who holds a slot until when', () => {
    expect(slotStatusText(slot({}))).toBe('Free');
    const held = slot({
      status: 'held',
      heldBy: { couponId: 'c1', title: 'Diwali lamps', own: false },
      heldUntil: '2026-12-31',
      available: false,
    });
    expect(slotStatusText(held)).toBe('Held by “Diwali lamps” until 2026-12-31');
  });

  it('tells the merchant’s own coupons from the coupon being edited', () => {
    const mine = slot({
      status: 'held',
      heldBy: { couponId: 'c2', title: 'Winter sale', own: true },
      heldUntil: '2027-01-10',
      available: false,
    });
    expect(slotStatusText(mine)).toBe('Held by your coupon “Winter sale” until 2027-01-10');
    expect(slotStatusText(mine, 'c2')).toBe('Held by this coupon');
    const reserved = slot({ status: 'reserved', heldBy: { couponId: 'c3', title: 'Lamps', own: true } });
    expect(slotStatusText(reserved)).toBe('Reserved for your coupon “Lamps”');
    expect(slotStatusText(reserved, 'c3')).toBe('Reserved for this coupon');
  });

  it('does not name another merchant’s paid request', () => {
    expect(slotStatusText(slot({ status: 'reserved', available: false }))).toBe(
      'Reserved (paid, awaiting approval)',
    );
  });
});
