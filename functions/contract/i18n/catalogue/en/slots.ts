/** The slot map of the merchant's coupon form (decision 0072): the 24 ad slots as buttons. */
export default {
  'slots.legend': 'Slot map: the 24 ad slots now',
  'slots.listLabel': 'Ad slots',
  'slots.loading': 'Loading the slot map…',
  'slots.failed': 'The slot map could not be loaded.',
  'slots.retry': 'Try again',
  'slots.free': 'Free',
  'slots.heldBy': 'held by {holder}',
  'slots.until': 'until {date}',
  'slots.reserved': 'Reserved',
  'slots.reservedFor': 'for {holder}',
  'slots.freeCountOne': '1 slot free',
  'slots.freeCountOther': '{count} slots free',
  'slots.nameFree': 'Slot {position}, free, {price}',
  'slots.nameHeld': 'Slot {position}, held by {holder} until {date}, {price}',
  'slots.nameReserved': 'Slot {position}, reserved, {price}',
  'slots.nameReservedFor': 'Slot {position}, reserved for {holder}, {price}',
  'slots.merchantHintFree':
    'Click a free slot to ask for it. A free request for a slot that is taken is placed in the first free slot. Prices are for a premium (paid) slot.',
  'slots.merchantHintPremium': 'Click a slot you can pay for now; each shows its premium price.',
  'slots.placementWaits':
    'Slot {requested} is taken and no slot is free now: your request waits until one is.',
  'slots.placementFree': 'Slot {requested} is free now.',
  'slots.placementMoved':
    'Slot {requested} is taken: a free request is placed in slot {placed}, the first free slot.',
} as const;
