import { Hono } from 'hono';
import { requireRole, signedInAccount } from '../auth/guards.ts';
import type { SlotMapEntry } from '../contract/slots.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readSlotMapFor, slotMapViewerOf } from '../services/coupons/slot-map.ts';
import { slotPriceSettings } from '../services/payments/slot-prices.ts';

/**
 * The slot map (issue 24 item 1, decision 0072) that the merchant's Create Coupons and the admin's
 * Pending Coupons click to choose a slot. Merchants and administrators (visitors 401, users 403).
 */
export const slotMapRoutes = new Hono<AppEnv>();

// GET /api/coupons/slot-map – the 24 slots: premium price, free / held (title, store, until) / reserved; never cached
slotMapRoutes.get('/', requireRole('merchant', 'admin'), async (c) => {
  const viewer = await slotMapViewerOf(c.var.db, signedInAccount(c));
  return c.json<SlotMapEntry[]>(await readSlotMapFor(c.var.db, viewer, slotPriceSettings(c.var.config)));
});
