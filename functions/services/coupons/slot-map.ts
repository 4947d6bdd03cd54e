import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { todayInIndia } from '../../contract/india-time.ts';
import { AD_SLOT_MAX, AD_SLOT_MIN } from '../../contract/limits.ts';
import {
  freePositions,
  slotMessages,
  type SlotAvailability,
  type SlotMapEntry,
} from '../../contract/slots.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { coupons, merchants, stores } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { readSlotPrices, type SlotPriceSettings } from '../payments/slot-prices.ts';
import { slotHoldingCoupon } from './live-coupons.ts';
import { merchantOfCoupon, storeName, storefrontOfMerchant } from '../stores/store-identity.ts';

/**
 * Who holds each ad slot (decision 0045): a live coupon (assigned_slot_id, decision 0017) until its
 * expiry date, or a paid premium request waiting for the administrator (reserved_slot_id).
 */
async function slotHolders(db: DbOrTx) {
  const columns = {
    id: coupons.id,
    title: coupons.title,
    merchantId: coupons.merchantId,
    expiryDate: coupons.expiryDate,
    assignedSlotId: coupons.assignedSlotId,
    reservedSlotId: coupons.reservedSlotId,
    storeName,
  };
  const holders = () =>
    db
      .select(columns)
      .from(coupons)
      .innerJoin(merchants, merchantOfCoupon)
      .leftJoin(stores, storefrontOfMerchant);
  const [live, paid] = await Promise.all([
    holders().where(and(isNotNull(coupons.assignedSlotId), slotHoldingCoupon)),
    holders().where(isNotNull(coupons.reservedSlotId)),
  ]);
  return {
    held: new Map(live.map((row) => [row.assignedSlotId!, row])),
    reserved: new Map(paid.map((row) => [row.reservedSlotId!, row])),
  };
}

/** Who reads the slot map: a merchant (its own coupons marked, others' reservations unnamed) or an administrator (all named). */
export type SlotMapViewer = { merchantId: string } | { admin: true };

/** The viewer of a signed-in merchant or admin; a merchant without details owns no coupon. */
export async function slotMapViewerOf(
  db: Database,
  account: { id: string; role: string },
): Promise<SlotMapViewer> {
  if (account.role === 'admin') return { admin: true };
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.accountId, account.id));
  return { merchantId: merchant?.id ?? '' };
}

/**
 * GET /api/coupons/slot-map (decision 0072): the 24 slots with their premium price and who holds them
 * (title, store, until), as `viewer` may see them. Nothing private: no code, no merchant id.
 */
export async function readSlotMapFor(
  db: Database,
  viewer: SlotMapViewer,
  settings: SlotPriceSettings,
  today = todayInIndia(),
): Promise<SlotMapEntry[]> {
  const slotIds = Array.from({ length: AD_SLOT_MAX - AD_SLOT_MIN + 1 }, (_, i) => AD_SLOT_MIN + i);
  const [prices, { held, reserved }] = await Promise.all([
    readSlotPrices(db, slotIds, settings),
    slotHolders(db),
  ]);
  const ownBy = (merchantId: string) => 'merchantId' in viewer && viewer.merchantId === merchantId;
  return slotIds.map((position): SlotMapEntry => {
    const pricePaise = prices.get(position) ?? settings.defaultSlotPricePaise;
    const holder = held.get(position);
    if (holder) {
      return {
        position,
        pricePaise,
        status: 'held',
        heldBy: {
          couponId: holder.id,
          title: holder.title,
          storeName: holder.storeName,
          own: ownBy(holder.merchantId),
        },
        heldUntil: holder.expiryDate,
        available: holder.expiryDate <= today,
      };
    }
    const reserver = reserved.get(position);
    if (reserver) {
      const own = ownBy(reserver.merchantId);
      return {
        position,
        pricePaise,
        status: 'reserved',
        heldBy:
          own || 'admin' in viewer
            ? { couponId: reserver.id, title: reserver.title, storeName: reserver.storeName, own }
            : null,
        heldUntil: null,
        available: false,
      };
    }
    return { position, pricePaise, status: 'free', heldBy: null, heldUntil: null, available: true };
  });
}

/**
 * GET /api/merchant/slots: the 24 slots with their premium price and who holds them, as `merchantId`
 * sees them (its own coupons named; another merchant's reservation not). `couponId` (the coupon being
 * edited) counts as the merchant's own request: its reservation leaves the slot available to it.
 */
export async function readSlotMap(
  db: Database,
  merchantId: string,
  settings: SlotPriceSettings,
  today = todayInIndia(),
): Promise<SlotAvailability[]> {
  const slots = await readSlotMapFor(db, { merchantId }, settings, today);
  return slots.map(({ heldBy, ...slot }) => ({
    ...slot,
    heldBy: heldBy && { couponId: heldBy.couponId, title: heldBy.title, own: heldBy.own },
  }));
}

/**
 * The slots a free request can be placed in now (decision 0072): no live coupon holds them and no paid
 * request reserves them, in order.
 */
export async function readFreeSlots(db: DbOrTx): Promise<number[]> {
  const { held, reserved } = await slotHolders(db);
  const slotIds = Array.from({ length: AD_SLOT_MAX - AD_SLOT_MIN + 1 }, (_, i) => AD_SLOT_MIN + i);
  return freePositions(
    slotIds.map((position) => ({
      position,
      status: held.has(position) ? 'held' : reserved.has(position) ? 'reserved' : 'free',
    })),
  );
}

/**
 * Throws the 409 of a premium order (or a paid coupon's move) into `slotId` for `couponId`: a slot
 * another live coupon holds past today, or another paid request reserves. Its own reservation is fine.
 */
export async function assertSlotOpenFor(
  db: Database,
  slotId: number,
  couponId: string,
  today = todayInIndia(),
) {
  const [holder] = await db
    .select({ expiryDate: coupons.expiryDate })
    .from(coupons)
    .where(and(eq(coupons.assignedSlotId, slotId), slotHoldingCoupon, ne(coupons.id, couponId)))
    .limit(1);
  if (holder && holder.expiryDate > today) {
    const message = slotMessages.held(slotId, holder.expiryDate);
    throw new HttpError(409, 'slot_held', message, { requestedSlotId: message });
  }
  const [reserver] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.reservedSlotId, slotId), ne(coupons.id, couponId)))
    .limit(1);
  if (reserver) {
    const message = slotMessages.reserved(slotId);
    throw new HttpError(409, 'slot_reserved', message, { requestedSlotId: message });
  }
}

/**
 * Reserves `slotId` for the coupon, inside `tx`, under the slot's lock (the one approvals take, so an
 * approval and a reservation of one slot queue). Throws the 409 of assertSlotOpenFor when it is taken;
 * the unique index coupons_one_reservation_per_slot backs this up for any other writer.
 */
export async function reserveSlot(tx: Database, couponId: string, slotId: number): Promise<void> {
  await lockForTransaction(tx, 'ad-slot', slotId);
  await assertSlotOpenFor(tx, slotId, couponId);
  await tx.update(coupons).set({ reservedSlotId: slotId }).where(eq(coupons.id, couponId));
}
