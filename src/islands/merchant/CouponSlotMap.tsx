import { parseSlotId } from '../../../functions/contract/rules.ts';
import { freePositions, placeFreeRequest, type SlotMapEntry } from '../../../functions/contract/slots.ts';
import type { SlotMapTexts } from '../../lib/merchant-texts.ts';
import { SlotMap, slotWords, useSlotMap } from '../slots/SlotMap.tsx';

/**
 * The coupon form's slot map (issue 24 item 1, decision 0072): clicking a slot fills the requested slot
 * id (which can still be typed). A free request can pick a free slot, and is told where a taken slot
 * would place it; a premium request can pick a slot it can pay for today (decision 0045). The coupon
 * being edited may keep its own slot.
 */
export function CouponSlotMap({
  requested,
  slotKind,
  couponId,
  onChoose,
  texts,
}: {
  requested: string;
  slotKind: string;
  couponId?: string | undefined;
  onChoose: (position: string) => void;
  /** The slot map's words in the page's language (issue 26). */
  texts?: SlotMapTexts | undefined;
}) {
  const M = slotWords(texts);
  const map = useSlotMap();
  const premium = slotKind === 'premium';
  const own = (slot: SlotMapEntry) => couponId !== undefined && slot.heldBy?.couponId === couponId;
  const choosable = (slot: SlotMapEntry) => own(slot) || (premium ? slot.available : slot.status === 'free');
  const position = parseSlotId(requested);
  const note =
    !premium && map.slots && position !== null
      ? M.placementNote(position, placeFreeRequest(position, freePositions(map.slots)))
      : null;
  return (
    <>
      <SlotMap
        slots={map.slots}
        failed={map.failed}
        onRetry={map.reload}
        chosen={requested}
        choosable={choosable}
        onChoose={onChoose}
        hint={premium ? M.merchantHintPremium : M.merchantHintFree}
        texts={texts}
      />
      {note && (
        <p className="slot-map__note" role="status">
          {note}
        </p>
      )}
    </>
  );
}
