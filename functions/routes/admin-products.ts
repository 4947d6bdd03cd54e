import { adminMessages, productStatusSchema } from '../contract/admin.ts';
import { roleRoutes, signedInAccountId } from '../auth/guards.ts';
import { readJson } from '../http/read-json.ts';
import {
  listMerchantProductsForAdmin,
  setMerchantProductStatus,
} from '../services/admin/merchant-products.ts';

/** /api/AdminContent/admin/merchant-products: the Products Approval tab. Administrators only. */
export const adminProductRoutes = roleRoutes('admin');

// GET /api/AdminContent/admin/merchant-products – every merchant product with its state
adminProductRoutes.get('/', async (c) => c.json(await listMerchantProductsForAdmin(c.var.db)));

// POST /api/AdminContent/admin/merchant-products/update-status – approve, or reject with a reason
adminProductRoutes.post('/update-status', async (c) => {
  const body = await readJson(c, productStatusSchema);
  await setMerchantProductStatus(c.var.db, signedInAccountId(c), body);
  return c.json({ message: body.isApproved ? adminMessages.productApproved : adminMessages.productRejected });
});
