import { Hono } from 'hono';
import { categorySchema, categoriesQuerySchema } from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/read-json.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { createCategory } from '../services/storefront/create-category.ts';
import { publicCache } from '../http/middleware.ts';
import { listCategories } from '../services/storefront/list-categories.ts';
import { catalogueMessages } from '../contract/catalogue.ts';
import { categoryChangeSchema } from '../contract/catalogue-schemas.ts';
import { readPathId } from '../http/read-path-id.ts';
import {
  deleteMyCategory,
  listMyCategories,
  updateMyCategory,
} from '../services/storefront/manage-catalogue.ts';

/** Storefront categories under /api/MerchantCategories (spec: Site creation): the public list; adding one, merchants only. */
export const merchantCategoryRoutes = new Hono<AppEnv>();

// POST /api/MerchantCategories – add a category to my storefront (JSON categoryName, description; merchantId optional, must be mine)
merchantCategoryRoutes.post('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const category = await createCategory(c.var.db, merchantId, await readJson(c, categorySchema));
  return c.json({ message: siteCreationMessages.categorySaved, category }, 201);
});

// GET /api/MerchantCategories?merchantId=&onlyActive=true&limit=1..200 – a merchant's storefront categories, oldest first
merchantCategoryRoutes.get('/', publicCache(60), async (c) => {
  const query = categoriesQuerySchema.parse(c.req.query());
  return c.json(await listCategories(c.var.db, query.merchantId, query));
});

// GET /api/MerchantCategories/mine – my categories (hidden ones too) with how many products each holds
merchantCategoryRoutes.get('/mine', merchantOnly(), async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(await listMyCategories(c.var.db, c.var.merchantId));
});

// PATCH /api/MerchantCategories/{id} – JSON {categoryName?, description?, isActive?}: rename, describe, hide or show my category
merchantCategoryRoutes.patch('/:id', merchantOnly(), async (c) => {
  const id = readPathId(c, catalogueMessages.categoryNotFound);
  const change = await readJson(c, categoryChangeSchema);
  const category = await updateMyCategory(c.var.db, c.var.merchantId, id, change);
  const message =
    change.isActive === false
      ? catalogueMessages.categoryHidden
      : change.isActive === true
        ? catalogueMessages.categoryShown
        : catalogueMessages.categorySaved;
  return c.json({ message, category });
});

// DELETE /api/MerchantCategories/{id} – delete my category; 409 while it holds products
merchantCategoryRoutes.delete('/:id', merchantOnly(), async (c) => {
  const id = readPathId(c, catalogueMessages.categoryNotFound);
  await deleteMyCategory(c.var.db, c.var.merchantId, id);
  return c.json({ message: catalogueMessages.categoryDeleted });
});
