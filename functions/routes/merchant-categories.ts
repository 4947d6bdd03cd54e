import { Hono } from 'hono';
import { categorySchema } from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import {} from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/read-json.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { createCategory } from '../services/storefront/create-category.ts';

/** Adding storefront categories under /api/MerchantCategories (spec: Site creation). Merchants only. */
export const merchantCategoryRoutes = new Hono<AppEnv>();

// POST /api/MerchantCategories – add a category to my storefront (JSON categoryName, description; merchantId optional, must be mine)
merchantCategoryRoutes.post('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const category = await createCategory(c.var.db, merchantId, await readJson(c, categorySchema));
  return c.json({ message: siteCreationMessages.categorySaved, category }, 201);
});
