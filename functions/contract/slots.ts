/**
 * The 24 ad slots as a merchant choosing a premium slot sees them (GET /api/merchant/slots, decision
 * 0045), the slot map merchants and administrators click (GET /api/coupons/slot-map, decision 0072),
 * where a free request is placed, and the messages of selling one. No zod, no Node: islands import it.
 */
import { formatCalendarDate } from './india-time.ts';
import { formatPaise } from './money.ts';

/**
 * free: nothing holds it. held: a live coupon holds it until `heldUntil` (its expiry date, India time;
 * it is free the day after). reserved: a paid premium request waits for the administrator in it.
 */
export type SlotStatus = 'free' | 'held' | 'reserved';

export interface SlotAvailability {
  position: number;
  /** The premium price now, in paise. */
  pricePaise: number;
  status: SlotStatus;
  /**
   * Who holds or reserves it: the live coupon (public anyway), or the merchant's own coupon. Another
   * merchant's reservation is not named (its coupon is not public): null.
   */
  heldBy: { couponId: string; title: string; own: boolean } | null;
  /** held: the last day (YYYY-MM-DD, India) it is held; reserved or free: null. */
  heldUntil: string | null;
  /** Whether a premium order can be made for it today: free, held only until today, or reserved by this coupon. */
  available: boolean;
}

export const slotMessages = {
  /** 409 of an order (or a paid coupon's move) into a slot held past today. */
  held: (position: number, until: string) =>
    `Slot ${position} is held by another coupon until ${until}. Choose another slot, or request it after ${until}.`,
  /** 409 of an order (or a move) into a slot another paid request reserves. */
  reserved: (position: number) =>
    `Slot ${position} is reserved by another paid request until the administrator decides. Choose another slot.`,
  /** 409 of an approval into a slot another coupon's payment reserves. */
  reservedForApproval: (position: number, couponName: string) =>
    `Slot ${position} is reserved for "${couponName}", whose premium slot is paid; decide that coupon first or choose another slot.`,
  /** A premium slot payment for a coupon that is not waiting for one (subjects/premium-slot.ts). */
  notAwaitingPayment: 'This coupon is not waiting for a premium slot payment.',
  /** An open order cancelled because the coupon's slot was edited. */
  orderCancelled: 'Cancelled: the coupon’s slot changed after this order was made.',
  /** The slot picker of a premium request and My Offers' pay note. */
  pricesLoading: 'Loading slot prices…',
  pricesFailed: 'The slot prices could not be loaded.',
  pickerLegend: 'Premium slots: price and availability',
  pickerLabel: 'Premium slots',
  slotName: (position: number) => `Slot ${position}`,
  payNoteHeld: (position: number, until: string) =>
    `Slot ${position} is held by another coupon until ${until}.`,
  payNoteReserved: (position: number) => `Slot ${position} is reserved by another paid request.`,
  payNoteEdit: 'Edit the coupon to choose another slot.',
} as const;

/**
 * A slot's state in a few words for the slot picker: 'Free', 'Held by “Diwali lamps” until 2026-12-31',
 * 'Reserved for your coupon “…”', 'Reserved (paid, awaiting approval)'. `couponId` is the coupon being
 * edited, whose own slot reads "this coupon".
 */
export function slotStatusText(slot: SlotAvailability, couponId?: string): string {
  const holder = slot.heldBy;
  if (holder && holder.couponId === couponId)
    return slot.status === 'reserved' ? 'Reserved for this coupon' : 'Held by this coupon';
  if (slot.status === 'held')
    return holder
      ? `Held by ${holder.own ? 'your coupon ' : ''}“${holder.title}” until ${slot.heldUntil ?? ''}`
      : `Held until ${slot.heldUntil ?? ''}`;
  if (slot.status === 'reserved')
    return holder?.own ? `Reserved for your coupon “${holder.title}”` : 'Reserved (paid, awaiting approval)';
  return 'Free';
}

/**
 * One slot of the slot map (GET /api/coupons/slot-map, decision 0072): a SlotAvailability whose holder
 * also carries its store's name. A merchant sees a live holder (public anyway: title, store, until)
 * and its own reservations; another merchant's reservation is not named. An administrator sees every
 * holder and reservation named. No code, no merchant id, nothing private.
 */
export interface SlotMapEntry extends Omit<SlotAvailability, 'heldBy'> {
  heldBy: { couponId: string; title: string; storeName: string; own: boolean } | null;
}

/**
 * Where a free request goes (issue 24 item 2, decision 0072): its requested slot when that slot is
 * free, else the first free slot; null only when no slot is free. `free` lists the free positions.
 */
export function placeFreeRequest(requested: number, free: Iterable<number>): number | null {
  const open = [...free].sort((a, b) => a - b);
  if (open.includes(requested)) return requested;
  return open[0] ?? null;
}

/** The positions of the map a free request can be placed in now: nothing holds or reserves them. */
export function freePositions(slots: readonly Pick<SlotMapEntry, 'position' | 'status'>[]): number[] {
  return slots.filter((slot) => slot.status === 'free').map((slot) => slot.position);
}

/** '28 Nov' this year, '3 Jan 2027' another year. */
export function slotMapUntil(isoDate: string, today: string): string {
  return formatCalendarDate(isoDate, { year: isoDate.slice(0, 4) !== today.slice(0, 4) });
}

export const slotMapMessages = {
  legend: 'Slot map: the 24 ad slots now',
  listLabel: 'Ad slots',
  loading: 'Loading the slot map…',
  failed: 'The slot map could not be loaded.',
  retry: 'Try again',
  /** A slot button's visible lines (their words are the accessible name's, slotMapName). */
  free: 'Free',
  heldBy: (holder: string) => `held by ${holder}`,
  until: (date: string) => `until ${date}`,
  reserved: 'Reserved',
  reservedFor: (holder: string) => `for ${holder}`,
  pricesNote: 'Each slot shows its premium (paid) price.',
  freeCount: (count: number) => (count === 1 ? '1 slot free' : `${count} slots free`),
  /** The merchant's form: what clicking does, for each kind of request. */
  merchantHintFree:
    'Click a free slot to ask for it. A free request for a slot that is taken is placed in the first free slot. Prices are for a premium (paid) slot.',
  merchantHintPremium: 'Click a slot you can pay for now; each shows its premium price.',
  /** Below the form's slot fields: where a free request would go today. */
  placementNote: (requested: number, placed: number | null) =>
    placed === null
      ? `Slot ${requested} is taken and no slot is free now: your request waits until one is.`
      : placed === requested
        ? `Slot ${requested} is free now.`
        : `Slot ${requested} is taken: a free request is placed in slot ${placed}, the first free slot.`,
  /** The admin's pending card. */
  adminSummary: (free: number) =>
    `Choose on the slot map (${free === 1 ? '1 slot free' : `${free} slots free`})`,
  /** 409 of an approval of a free request when no slot is free (decision 0072). */
  noFreeSlot: (requested: number) =>
    `No ad slot is free: slot ${requested} and every other slot are held. Approve it when a slot frees up, or reject it.`,
} as const;

/**
 * A slot's accessible name on the map (decision 0072), whose words contain the button's visible text:
 * 'Slot 5, free, ₹499', 'Slot 3, held by Diwali lamps (Kaveri Sarees) until 28 Nov, ₹499', 'Slot 8,
 * reserved, ₹499'. The price is the slot's premium price. `today` (India) decides whether the year is shown.
 */
export function slotMapName(slot: SlotMapEntry, today: string): string {
  const price = `, ${formatPaise(slot.pricePaise)}`;
  const holder = slot.heldBy ? `${slot.heldBy.title} (${slot.heldBy.storeName})` : '';
  if (slot.status === 'free') return `Slot ${slot.position}, free${price}`;
  if (slot.status === 'held')
    return `Slot ${slot.position}, held by ${holder} until ${slotMapUntil(slot.heldUntil ?? '', today)}${price}`;
  return `Slot ${slot.position}, reserved${holder ? ` for ${holder}` : ''}${price}`;
}
