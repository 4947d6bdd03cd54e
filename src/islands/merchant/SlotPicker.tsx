import { useEffect, useState, type ReactNode } from 'react';
import { formatPaise } from '../../../functions/contract/money.ts';
import { slotMessages, slotStatusText, type SlotAvailability } from '../../../functions/contract/slots.ts';
import { getJson } from '../../lib/api.ts';

/**
 * The 24 ad slots as a premium request sees them before paying (decision 0045): each slot's price and
 * whether it is free, held (until when) or reserved by a paid request. A slot that cannot be paid for
 * today is shown but cannot be chosen; choosing one fills the requested slot.
 */
export function SlotPicker({
  chosen,
  couponId,
  onChoose,
}: {
  chosen: string;
  /** The coupon being edited: its own reservation or live slot stays choosable. */
  couponId?: string | undefined;
  onChoose: (position: string) => void;
}) {
  const [slots, setSlots] = useState<SlotAvailability[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getJson<SlotAvailability[]>('/api/merchant/slots', { fresh: true }).then(setSlots, () => setFailed(true));
  }, []);

  if (slots === null)
    return <p className="field__hint">{failed ? slotMessages.pricesFailed : slotMessages.pricesLoading}</p>;
  const choosable = (slot: SlotAvailability) => slot.available || slot.heldBy?.couponId === couponId;
  return (
    <fieldset className="slot-picker">
      <legend>{slotMessages.pickerLegend}</legend>
      <ul className="slot-picker__list" aria-label={slotMessages.pickerLabel}>
        {slots.map((slot) => {
          const selected = chosen === String(slot.position);
          return (
            <li key={slot.position}>
              <button
                type="button"
                className={`slot-picker__slot${selected ? ' slot-picker__slot--chosen' : ''}`}
                aria-pressed={selected}
                disabled={!choosable(slot)}
                onClick={() => onChoose(String(slot.position))}
              >
                <strong>{slotMessages.slotName(slot.position)}</strong>{' '}
                <span>{formatPaise(slot.pricePaise)}</span>
                <span className="slot-picker__status">{slotStatusText(slot, couponId)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * My Offers' pay action for a premium request (decision 0045): the requested slot's price and
 * whether it can be paid for today; when it cannot, why, and no Pay now (the server would refuse the
 * order anyway). `children` is the Pay now link.
 */
export function SlotPayNote({
  couponId,
  position,
  children,
}: {
  couponId: string;
  position: number;
  children: ReactNode;
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
        ? slotMessages.payNoteHeld(position, slot.heldUntil ?? '')
        : slotMessages.payNoteReserved(position)}{' '}
      {slotMessages.payNoteEdit}
    </span>
  );
}
