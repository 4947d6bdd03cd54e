import { Hono } from 'hono';
import { adminMessages, productStatusSchema, productVisibilitySchema } from '../contract/admin.ts';
import { productMessages } from '../contract/merchant-products.ts';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readJson } from '../http/read-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import {
  listMerchantProductsForAdmin,
  setMerchantProductHidden,
  setMerchantProductStatus,
} from '../services/admin/merchant-products.ts';

/** /api/AdminContent/admin/merchant-products: the Products Approval tab. Administrators only. */
export const adminProductRoutes = new Hono<AppEnv>();

// GET /api/AdminContent/admin/merchant-products?limit=&cursor= – merchant products with their state, newest first, paged (X-Next-Cursor)
adminProductRoutes.get('/', requireRole('admin'), async (c) =>
  pagedJson(c, await listMerchantProductsForAdmin(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// POST /api/AdminContent/admin/merchant-products/update-status – approve, or reject with a reason
adminProductRoutes.post('/update-status', requireRole('admin'), async (c) => {
  const body = await readJson(c, productStatusSchema);
  await setMerchantProductStatus(c.var.db, signedInAccountId(c), body);
  return c.json({ message: body.isApproved ? adminMessages.productApproved : adminMessages.productRejected });
});

// POST /api/AdminContent/admin/merchant-products/{id}/visibility – hide a product from the home grid and the storefront, or show it again (audit-logged)
adminProductRoutes.post('/:id/visibility', requireRole('admin'), async (c) => {
  const productId = readPathId(c, productMessages.notFound);
  const { hidden } = await readJson(c, productVisibilitySchema);
  await setMerchantProductHidden(c.var.db, signedInAccountId(c), { productId, hidden });
  return c.json({ message: hidden ? productMessages.hidden : productMessages.shown, hidden });
});
