import { Hono } from 'hono';
import { siteContentMessages } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';

/** The admin's upload under /api/SeasonalOffer_Images; the public read is in seasonal-offers-public.ts. */
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
