import { Hono } from 'hono';
import { siteContentMessages } from '../contract/site-content.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';

export const seasonalOfferRoutes = new Hono<AppEnv>();

// GET /api/SeasonalOffer_Images/get-SeasonalOffers-images – the seasonal offers slider
seasonalOfferRoutes.get('/get-SeasonalOffers-images', publicCache(60), async (c) => {
  return c.json(await listSiteImageItems(c.var.db, 'seasonal'));
});

// POST /api/SeasonalOffer_Images/SeasonalOffer_Images – an admin adds a seasonal offer (Data, postion, MerchantURL)
seasonalOfferRoutes.post('/SeasonalOffer_Images', requireRole('admin'), personal, async (c) => {
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
