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
import { formatCalendarDateIn } from '../../../functions/contract/i18n/format.ts';
import { fill } from '../../../functions/contract/i18n/fill.ts';
import { getJson } from '../../lib/api.ts';
import type { SlotMapTexts } from '../../lib/merchant-texts.ts';
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
 * The slot map's words: English from the contract (slotMapMessages, slotMapName) unless a page passes
 * them in its language (issue 26: the merchant's dashboard), with dates in that language.
 */
export function slotWords(texts?: SlotMapTexts) {
  if (!texts)
    return {
      ...M,
      name: slotMapName,
      untilDate: slotMapUntil,
    };
  const t = texts;
  const untilDate = (isoDate: string, today: string) =>
    formatCalendarDateIn(t.locale, isoDate, { year: isoDate.slice(0, 4) !== today.slice(0, 4) });
  const holderOf = (slot: SlotMapEntry) =>
    slot.heldBy ? `${slot.heldBy.title} (${slot.heldBy.storeName})` : '';
  return {
    legend: t['slots.legend'],
    listLabel: t['slots.listLabel'],
    loading: t['slots.loading'],
    failed: t['slots.failed'],
    retry: t['slots.retry'],
    free: t['slots.free'],
    heldBy: (holder: string) => fill(t['slots.heldBy'], { holder }),
    until: (date: string) => fill(t['slots.until'], { date }),
    reserved: t['slots.reserved'],
    reservedFor: (holder: string) => fill(t['slots.reservedFor'], { holder }),
    freeCount: (count: number) =>
      count === 1 ? t['slots.freeCountOne'] : fill(t['slots.freeCountOther'], { count }),
    merchantHintFree: t['slots.merchantHintFree'],
    merchantHintPremium: t['slots.merchantHintPremium'],
    placementNote: (requested: number, placed: number | null) =>
      placed === null
        ? fill(t['slots.placementWaits'], { requested })
        : placed === requested
          ? fill(t['slots.placementFree'], { requested })
          : fill(t['slots.placementMoved'], { requested, placed }),
    name: (slot: SlotMapEntry, today: string) => {
      const base = { position: slot.position, price: formatPaise(slot.pricePaise), holder: holderOf(slot) };
      if (slot.status === 'free') return fill(t['slots.nameFree'], base);
      if (slot.status === 'held')
        return fill(t['slots.nameHeld'], { ...base, date: untilDate(slot.heldUntil ?? '', today) });
      return fill(base.holder ? t['slots.nameReservedFor'] : t['slots.nameReserved'], base);
    },
    untilDate,
  };
}
type SlotWords = ReturnType<typeof slotWords>;

/**
 * A slot button's visible text, in the order of its accessible name (slotMapName) so the name contains
 * what is seen: '5 / Free / ₹499', '3 / held by Diwali lamps (Kaveri Sarees) / until 28 Nov / ₹499'.
 * CSS shows 'until …' above the holder.
 */
function SlotText({ slot, today, W }: { slot: SlotMapEntry; today: string; W: SlotWords }) {
  const holder = slot.heldBy ? `${slot.heldBy.title} (${slot.heldBy.storeName})` : null;
  return (
    <>
      <span className="slot-map__number">{slot.position}</span>{' '}
      {slot.status === 'free' && <span className="slot-map__status">{W.free} </span>}
      {slot.status === 'held' && (
        <>
          <span className="slot-map__holder">{W.heldBy(holder ?? '')} </span>
          <span className="slot-map__status">{W.until(W.untilDate(slot.heldUntil ?? '', today))} </span>
        </>
      )}
      {slot.status === 'reserved' && (
        <>
          <span className="slot-map__status">{W.reserved} </span>
          {holder && <span className="slot-map__holder">{W.reservedFor(holder)} </span>}
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
  legend,
  hint,
  texts,
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
  /** The words in the page's language; English (the contract's) when left out. */
  texts?: SlotMapTexts | undefined;
}) {
  const M = slotWords(texts);
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
        {legend ?? M.legend}{' '}
        <span className="slot-map__count">({M.freeCount(freePositions(slots).length)})</span>
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
                aria-label={M.name(slot, today)}
                disabled={!choosable(slot)}
                onClick={() => onChoose(String(slot.position))}
              >
                <SlotText slot={slot} today={today} W={M} />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
