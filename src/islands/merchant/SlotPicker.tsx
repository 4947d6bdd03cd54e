import { useEffect, useState, type ReactNode } from 'react';
import type { SlotAvailability } from '../../../functions/contract/slots.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import type { MyOffersTexts } from '../../lib/merchant-texts.ts';
import { getJson } from '../../lib/api.ts';

/**
 * My Offers' pay action for a premium request (decision 0045): the requested slot's price and
 * whether it can be paid for today; when it cannot, why, and no Pay now (the server would refuse the
 * order anyway). `children` is the Pay now link.
 */
export function SlotPayNote({
  couponId,
  position,
  children,
  T,
}: {
  couponId: string;
  position: number;
  children: ReactNode;
  T: MyOffersTexts;
}) {
  const [slot, setSlot] = useState<SlotAvailability | null | undefined>(undefined);
  useEffect(() => {
    getJson<SlotAvailability[]>('/api/merchant/slots', { fresh: true }).then(
      (slots) => setSlot(slots.find((one) => one.position === position) ?? null),
      () => setSlot(null),
    );
  }, [position]);
  // Until the slots are read (or if they cannot be), the server's check is the one that counts.
  if (!slot || slot.available || slot.heldBy?.couponId === couponId) return <>{children}</>;
  return (
    <span className="my-coupons__slot-taken" role="note">
      {slot.status === 'held'
        ? fill(T['merchant.offers.payNoteHeld'], { position, until: slot.heldUntil ?? '' })
        : fill(T['merchant.offers.payNoteReserved'], { position })}{' '}
      {T['merchant.offers.payNoteEdit']}
    </span>
  );
}
