import { Hono } from 'hono';
import { flashTextSchema, siteContentMessages } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload, publicCache } from '../http/middleware.ts';
import { readJson } from '../http/read-json.ts';
import { saveFlashText } from '../services/site-images/save-flash-text.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';
import { z } from 'zod';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { recordIdSchema } from '../contract/ids.ts';
import { FLASH_TEXT_POSITION } from '../contract/site-images.ts';
import { listApprovedProducts } from '../services/site-images/list-approved-products.ts';
import { readFlashText } from '../services/site-images/read-flash-text.ts';
import { listHeroSlides } from '../services/list-site-images.ts';

/**
 * /api/AdminContent: the home page's hero slides, flash text and approved products for everyone, and
 * the admin's uploads (each guarded where it is declared).
 */
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

// GET /api/AdminContent/get-hero-images?limit=1..200 – the home page's hero slides, as image URLs
adminContentRoutes.get('/get-hero-images', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listHeroSlides(c.var.db, limit));
});

// GET /api/AdminContent/get-Flash-Text?position=FlashText – the scrolling flash text
adminContentRoutes.get('/get-Flash-Text', publicCache(60), async (c) => {
  const position = z
    .string()
    .max(40)
    .catch(FLASH_TEXT_POSITION)
    .parse(c.req.query('position') ?? FLASH_TEXT_POSITION);
  return c.json({ flashText: await readFlashText(c.var.db, position) });
});

// GET /api/AdminContent/products/approved?merchantId=&limit=1..200 – approved "Pick Your Products" items (optionally one merchant's)
adminContentRoutes.get('/products/approved', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  const merchantId = recordIdSchema.optional().catch(undefined).parse(c.req.query('merchantId'));
  return c.json(await listApprovedProducts(c.var.db, merchantId, limit));
});
