import { Hono } from 'hono';
import { siteContentMessages } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload, publicCache } from '../http/middleware.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** /api/SeasonalOffer_Images: the seasonal offers for everyone; the admin's upload. */
export const seasonalOfferRoutes = new Hono<AppEnv>();

// POST /api/SeasonalOffer_Images/SeasonalOffer_Images – an admin adds a seasonal offer (Data, postion, MerchantURL)
seasonalOfferRoutes.post('/SeasonalOffer_Images', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'Data',
    required: ['Data'],
    missingMessage: siteContentMessages.imageRequired,
    urlField: 'MerchantURL',
  });
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: 'seasonal',
    position: null,
    file: upload.file,
    field: 'Data',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.imageUploaded, placed);
});

// GET /api/SeasonalOffer_Images/get-SeasonalOffers-images?limit=1..200 – the seasonal offers slider
seasonalOfferRoutes.get('/get-SeasonalOffers-images', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'seasonal', null, limit));
});
