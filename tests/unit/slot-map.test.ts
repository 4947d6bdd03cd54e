import { describe, expect, it } from 'vitest';
import {
  freePositions,
  placeFreeRequest,
  slotMapName,
  type SlotMapEntry,
} from '../../functions/contract/slots.ts';

const slot = (over: Partial<SlotMapEntry>): SlotMapEntry => ({
  position: 5,
  pricePaise: 49_900,
  status: 'free',
  heldBy: null,
  heldUntil: null,
  available: true,
  ...over,
});

describe('placeFreeRequest (decision 0072)', () => {
  it('keeps a free requested slot, else takes the lowest free slot, else none', () => {
    expect(placeFreeRequest(5, [16, 5, 13])).toBe(5);
    expect(placeFreeRequest(5, [16, 14, 13])).toBe(13);
    expect(placeFreeRequest(5, [])).toBeNull();
  });

  it('counts only free slots as free', () => {
    const map = [
      slot({ position: 1, status: 'held' }),
      slot({ position: 2, status: 'reserved' }),
      slot({ position: 3 }),
    ];
    expect(freePositions(map)).toEqual([3]);
  });
});

describe('slotMapName', () => {
  it('says the slot, its state, its holder and until when, and its premium price', () => {
    expect(slotMapName(slot({}), '2026-11-26')).toBe('Slot 5, free, ₹499');
    const held = slot({
      position: 3,
      status: 'held',
      heldBy: { couponId: 'c1', title: 'Diwali lamps', storeName: 'Kaveri Sarees', own: false },
      heldUntil: '2026-11-28',
    });
    expect(slotMapName(held, '2026-11-26')).toBe(
      'Slot 3, held by Diwali lamps (Kaveri Sarees) until 28 Nov, ₹499',
    );
    expect(slotMapName({ ...held, heldUntil: '2027-01-03' }, '2026-11-26')).toContain('until 3 Jan 2027');
    expect(slotMapName(slot({ position: 8, status: 'reserved' }), '2026-11-26')).toBe(
      'Slot 8, reserved, ₹499',
    );
  });
});
