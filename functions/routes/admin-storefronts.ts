import { Hono } from 'hono';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { storefrontMessages } from '../contract/storefront.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import {
  listStoreCatalogueForAdmin,
  listStorefrontsForAdmin,
  setCatalogueProductHidden,
  setStoreHidden,
} from '../services/admin/storefront-visibility.ts';

/**
 * /api/admin/storefronts (beyond the spec, the moderation): the administrator lists stores and
 * their catalogue products and hides or shows either, audit-logged. A store is named by its merchant's
 * id, as its public page is. Administrators only.
 */
export const adminStorefrontRoutes = new Hono<AppEnv>();

// GET /api/admin/storefronts?limit=&cursor= – every store, newest first, paged (X-Next-Cursor)
adminStorefrontRoutes.get('/', requireRole('admin'), async (c) =>
  pagedJson(c, await listStorefrontsForAdmin(c.var.db, pageQuerySchema.parse(c.req.query()))),
);

// GET /api/admin/storefronts/{merchantId}/products?limit=&cursor= – the store's catalogue products, hidden ones too, paged
adminStorefrontRoutes.get('/:id/products', requireRole('admin'), async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  const query = pageQuerySchema.parse(c.req.query());
  return pagedJson(c, await listStoreCatalogueForAdmin(c.var.db, merchantId, query));
});

// POST /api/admin/storefronts/{merchantId}/hide – the store's page becomes a 404 (audit-logged)
adminStorefrontRoutes.post('/:id/hide', requireRole('admin'), async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  await setStoreHidden(c.var.db, signedInAccountId(c), merchantId, true);
  return c.json({ message: storefrontMessages.storeHidden, hidden: true });
});

// POST /api/admin/storefronts/{merchantId}/show – the store's page is public again (audit-logged)
adminStorefrontRoutes.post('/:id/show', requireRole('admin'), async (c) => {
  const merchantId = readPathId(c, storefrontMessages.storeNotFound);
  await setStoreHidden(c.var.db, signedInAccountId(c), merchantId, false);
  return c.json({ message: storefrontMessages.storeShown, hidden: false });
});

// POST /api/admin/storefronts/products/{productId}/hide – a catalogue product leaves its storefront (audit-logged)
adminStorefrontRoutes.post('/products/:id/hide', requireRole('admin'), async (c) => {
  const productId = readPathId(c, storefrontMessages.productNotFound);
  await setCatalogueProductHidden(c.var.db, signedInAccountId(c), productId, true);
  return c.json({ message: storefrontMessages.productHidden, hidden: true });
});

// POST /api/admin/storefronts/products/{productId}/show – the catalogue product is back on its storefront (audit-logged)
adminStorefrontRoutes.post('/products/:id/show', requireRole('admin'), async (c) => {
  const productId = readPathId(c, storefrontMessages.productNotFound);
  await setCatalogueProductHidden(c.var.db, signedInAccountId(c), productId, false);
  return c.json({ message: storefrontMessages.productShown, hidden: false });
});
