import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../contract/limits.ts';
import type { Database } from '../../db/database.ts';
import { premiumSlotPrices } from '../../db/schema/index.ts';

/**
 * The demo's premium slot prices (issue 12 item 6): the first row of the home grid costs most. Slots
 * without a row would cost PREMIUM_SLOT_PRICE_RUPEES; the demo sets all 24 so the admin sees the table.
 */
export function demoSlotPricePaise(slotId: number): number {
  if (slotId <= 4) return 99_900;
  if (slotId <= 12) return 69_900;
  return 49_900;
}

export async function createDemoSlotPrices(db: Database): Promise<void> {
  const rows = [];
  for (let slotId = AD_SLOT_MIN; slotId <= AD_SLOT_MAX; slotId++)
    rows.push({ slotId, pricePaise: demoSlotPricePaise(slotId) });
  await db.insert(premiumSlotPrices).values(rows);
}
