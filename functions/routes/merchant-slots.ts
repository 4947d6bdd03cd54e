import { roleRoutes, signedInAccountId } from '../auth/guards.ts';
import type { SlotAvailability } from '../contract/slots.ts';
import { requireMerchantId } from '../services/accounts/require-merchant-id.ts';
import { readSlotMap } from '../services/coupons/slot-map.ts';
import { slotPriceSettings } from '../services/payments/slot-prices.ts';

/**
 * The ad slots as a merchant choosing a premium slot sees them (decision 0045). Merchants only:
 * visitors 401, users and admins 403.
 */
export const merchantSlotRoutes = roleRoutes('merchant');

// GET /api/merchant/slots – the 24 slots: price, free / held (by which coupon, until when) / reserved, and whether an order can be made
merchantSlotRoutes.get('/', async (c) => {
  const merchantId = await requireMerchantId(c.var.db, signedInAccountId(c));
  return c.json<SlotAvailability[]>(await readSlotMap(c.var.db, merchantId, slotPriceSettings(c.var.config)));
});
