import { Hono } from 'hono';
import { flashTextSchema, siteContentMessages } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { readJson } from '../http/read-json.ts';
import { saveFlashText } from '../services/site-images/save-flash-text.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';

/** The admin's uploads under /api/AdminContent; the public reads are in admin-content-public.ts. */
export const adminContentRoutes = new Hono<AppEnv>();

// POST /api/AdminContent/upload-hero-image – an admin adds a hero slide (Image, optional MerchantURL)
adminContentRoutes.post('/upload-hero-image', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'Image',
    required: ['Image'],
    missingMessage: siteContentMessages.imageRequired,
    urlField: 'MerchantURL',
  });
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: 'hero',
    position: null,
    file: upload.file,
    field: 'Image',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.imageUploaded, placed);
});

// POST /api/AdminContent/add-or-update-FlashText – an admin replaces the flash text (JSON)
adminContentRoutes.post('/add-or-update-FlashText', requireRole('admin'), async (c) => {
  const body = await readJson(c, flashTextSchema);
  await saveFlashText(c.var.db, signedInAccountId(c), body);
  return c.json({ message: siteContentMessages.flashTextUploaded });
});
