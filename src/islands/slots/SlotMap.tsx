import { useCallback, useEffect, useState } from 'react';
import { todayInIndia } from '../../../functions/contract/india-time.ts';
import { formatPaise } from '../../../functions/contract/money.ts';
import {
  freePositions,
  slotMapMessages as M,
  slotMapName,
  slotMapUntil,
  type SlotMapEntry,
} from '../../../functions/contract/slots.ts';
import { getJson } from '../../lib/api.ts';
import './slot-map.css';

/** The slot map as read from GET /api/coupons/slot-map (decision 0072), with a way to read it again. */
export function useSlotMap() {
  const [slots, setSlots] = useState<SlotMapEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  // Each reload asks again; the answer (or the failure) arrives in a callback.
  const [round, setRound] = useState(0);
  useEffect(() => {
    getJson<SlotMapEntry[]>('/api/coupons/slot-map', { fresh: true }).then(
      (answer) => {
        setSlots(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { slots, failed, reload };
}

/**
 * A slot button's visible text, in the order of its accessible name (slotMapName) so the name contains
 * what is seen: '5 / Free / ₹499', '3 / held by Diwali lamps (Kaveri Sarees) / until 28 Nov / ₹499'.
 * CSS shows 'until …' above the holder.
 */
function SlotText({ slot, today }: { slot: SlotMapEntry; today: string }) {
  const holder = slot.heldBy ? `${slot.heldBy.title} (${slot.heldBy.storeName})` : null;
  return (
    <>
      <span className="slot-map__number">{slot.position}</span>{' '}
      {slot.status === 'free' && <span className="slot-map__status">{M.free} </span>}
      {slot.status === 'held' && (
        <>
          <span className="slot-map__holder">{M.heldBy(holder ?? '')} </span>
          <span className="slot-map__status">{M.until(slotMapUntil(slot.heldUntil ?? '', today))} </span>
        </>
      )}
      {slot.status === 'reserved' && (
        <>
          <span className="slot-map__status">{M.reserved} </span>
          {holder && <span className="slot-map__holder">{M.reservedFor(holder)} </span>}
        </>
      )}
      <span className="slot-map__price">{formatPaise(slot.pricePaise)}</span>
    </>
  );
}

/**
 * The 24 ad slots as buttons (issue 24 item 1, decision 0072), shared by the merchant's Create Coupons
 * and the administrator's Pending Coupons: each says its number, whether it is free or held (by which
 * coupon, until when) or reserved, and its premium price; its accessible name says the same ('Slot 5,
 * free, premium ₹499'). Clicking a slot that `choosable` lets through chooses it; the others are shown
 * but cannot be pressed. Four columns on a phone, six or eight on wider screens.
 */
export function SlotMap({
  slots,
  failed,
  onRetry,
  chosen,
  choosable,
  onChoose,
  legend = M.legend,
  hint,
}: {
  slots: SlotMapEntry[] | null;
  failed: boolean;
  onRetry: () => void;
  /** The slot now chosen (as typed in the slot field), pressed on the map. */
  chosen: string;
  choosable: (slot: SlotMapEntry) => boolean;
  onChoose: (position: string) => void;
  legend?: string;
  hint?: string | undefined;
}) {
  if (slots === null)
    return failed ? (
      <p className="slot-map__note" role="alert">
        {M.failed}{' '}
        <button type="button" className="button" onClick={onRetry}>
          {M.retry}
        </button>
      </p>
    ) : (
      <p className="slot-map__note">{M.loading}</p>
    );
  const today = todayInIndia();
  return (
    <fieldset className="slot-map">
      <legend>
        {legend} <span className="slot-map__count">({M.freeCount(freePositions(slots).length)})</span>
      </legend>
      {hint && <p className="slot-map__note">{hint}</p>}
      <ul className="slot-map__grid" aria-label={M.listLabel}>
        {slots.map((slot) => {
          const pressed = chosen === String(slot.position);
          return (
            <li key={slot.position}>
              <button
                type="button"
                className={`slot-map__slot slot-map__slot--${slot.status}`}
                aria-pressed={pressed}
                aria-label={slotMapName(slot, today)}
                disabled={!choosable(slot)}
                onClick={() => onChoose(String(slot.position))}
              >
                <SlotText slot={slot} today={today} />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
