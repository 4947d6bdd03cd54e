import { Hono } from 'hono';
import { preferencesSchema } from '../contract/site-creation-schemas.ts';
import { siteCreationMessages } from '../contract/site-creation.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/read-json.ts';
import { merchantOnly } from '../auth/merchant-only.ts';
import { readPreferences } from '../services/storefront/read-preferences.ts';
import { savePreferences } from '../services/storefront/save-preferences.ts';

/** /api/merchant/preferences: the signed-in merchant's site-creation choices (spec: Site creation). Merchants only. */
export const merchantPreferenceRoutes = new Hono<AppEnv>();

// GET /api/merchant/preferences – my saved choices, so the site URL and permission forms show them
merchantPreferenceRoutes.get('/', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  return c.json(await readPreferences(c.var.db, merchantId));
});

// POST /api/merchant/preferences/upsert – the store URL form, or the scrape-permission notes (JSON)
merchantPreferenceRoutes.post('/upsert', merchantOnly(), async (c) => {
  const { merchantId } = c.var;
  const body = await readJson(c, preferencesSchema);
  const preferences = await savePreferences(c.var.db, merchantId, body);
  const storeUrlForm = [body.hasExternalSite, body.externalSiteUrl, body.storeName, body.pageSlug].some(
    (value) => value !== undefined,
  );
  const message = storeUrlForm ? siteCreationMessages.siteUrlSaved : siteCreationMessages.permissionSaved;
  return c.json({ message, preferences });
});
