import { Hono } from 'hono';
import { merchantOnly } from '../auth/merchant-only.ts';
import type { SlotAvailability } from '../contract/slots.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readSlotMap } from '../services/coupons/slot-map.ts';
import { slotPriceSettings } from '../services/payments/slot-prices.ts';

/**
 * The ad slots as a merchant choosing a premium slot sees them (decision 0045). Merchants only:
 * visitors 401, users and admins 403, a merchant without its details 403.
 */
export const merchantSlotRoutes = new Hono<AppEnv>();

// GET /api/merchant/slots – the 24 slots: price, free / held (by which coupon, until when) / reserved, and whether an order can be made
merchantSlotRoutes.get('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return c.json<SlotAvailability[]>(await readSlotMap(c.var.db, merchantId, slotPriceSettings(c.var.config)));
});
