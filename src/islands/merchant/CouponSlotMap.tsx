import { parseSlotId } from '../../../functions/contract/rules.ts';
import {
  freePositions,
  placeFreeRequest,
  slotMapMessages as M,
  type SlotMapEntry,
} from '../../../functions/contract/slots.ts';
import { SlotMap, useSlotMap } from '../slots/SlotMap.tsx';

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
}: {
  requested: string;
  slotKind: string;
  couponId?: string | undefined;
  onChoose: (position: string) => void;
}) {
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
      />
      {note && (
        <p className="slot-map__note" role="status">
          {note}
        </p>
      )}
    </>
  );
}
