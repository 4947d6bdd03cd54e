import { asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../contract/limits.ts';
import { rupeesToPaise } from '../../contract/money.ts';
import type { PremiumSlotPrice } from '../../contract/payment-admin.ts';
import type { Database } from '../../db/database.ts';
import { premiumSlotPrices } from '../../db/schema/index.ts';
import { recordAudit } from '../admin/record-audit.ts';

/** What a premium slot costs when the table has no row for it (PREMIUM_SLOT_PRICE_RUPEES), in paise. */
export interface SlotPriceSettings {
  defaultSlotPricePaise: number;
}

export function slotPriceSettings(config: Config): SlotPriceSettings {
  return { defaultSlotPricePaise: rupeesToPaise(config.PREMIUM_SLOT_PRICE_RUPEES) };
}

/** The default's default (₹499), for tests and seeds that do not read a config. */
export const DEFAULT_SLOT_PRICE_SETTINGS: SlotPriceSettings = { defaultSlotPricePaise: 49_900 };

/** Slot prices for the given slots (the table's row, else the setting's default), by slot id. */
export async function readSlotPrices(
  db: Database,
  slotIds: number[],
  settings: SlotPriceSettings,
): Promise<Map<number, number>> {
  const wanted = [...new Set(slotIds)];
  const rows = wanted.length
    ? await db.select().from(premiumSlotPrices).where(inArray(premiumSlotPrices.slotId, wanted))
    : [];
  const stored = new Map(rows.map((row) => [row.slotId, row.pricePaise]));
  return new Map(wanted.map((slotId) => [slotId, stored.get(slotId) ?? settings.defaultSlotPricePaise]));
}

export async function readSlotPrice(db: Database, slotId: number, settings: SlotPriceSettings) {
  return (await readSlotPrices(db, [slotId], settings)).get(slotId) ?? settings.defaultSlotPricePaise;
}

/** Every slot, 1 to 24, with its price and whether the admin set it (else the default applies). */
export async function listSlotPrices(db: Database, settings: SlotPriceSettings): Promise<PremiumSlotPrice[]> {
  const rows = await db.select().from(premiumSlotPrices).orderBy(asc(premiumSlotPrices.slotId));
  const stored = new Map(rows.map((row) => [row.slotId, row.pricePaise]));
  const slots: PremiumSlotPrice[] = [];
  for (let slotId = AD_SLOT_MIN; slotId <= AD_SLOT_MAX; slotId++) {
    const price = stored.get(slotId);
    slots.push({ slotId, pricePaise: price ?? settings.defaultSlotPricePaise, stored: price !== undefined });
  }
  return slots;
}

/**
 * An administrator sets a slot's price (audit-logged with the old and new price). Coupons already
 * paid keep what they paid; an order not yet paid keeps the amount it was created with.
 */
export async function setSlotPrice(
  db: Database,
  input: { slotId: number; pricePaise: number; actorAccountId: string },
): Promise<PremiumSlotPrice> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pricePaise: premiumSlotPrices.pricePaise })
      .from(premiumSlotPrices)
      .where(eq(premiumSlotPrices.slotId, input.slotId))
      .for('update');
    await tx
      .insert(premiumSlotPrices)
      .values({ slotId: input.slotId, pricePaise: input.pricePaise })
      .onConflictDoUpdate({
        target: premiumSlotPrices.slotId,
        set: { pricePaise: input.pricePaise, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorAccountId: input.actorAccountId,
      action: 'set_price',
      entity: 'premium_slot',
      entityId: String(input.slotId),
      details: { fromPaise: before?.pricePaise ?? null, toPaise: input.pricePaise },
    });
    return { slotId: input.slotId, pricePaise: input.pricePaise, stored: true };
  });
}
