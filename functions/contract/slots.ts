/**
 * The 24 ad slots as a merchant choosing a premium slot sees them (GET /api/merchant/slots, decision
 * 0045), and the messages of selling one. No zod, no Node: islands import it.
 */

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
