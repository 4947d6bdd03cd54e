import { siteContentMessages } from '../contract/site-content.ts';
import { roleRoutes, signedInAccountId } from '../auth/guards.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';

/** The admin's upload under /api/SeasonalOffer_Images; the public read is in seasonal-offers-public.ts. */
export const seasonalOfferRoutes = roleRoutes('admin');

// POST /api/SeasonalOffer_Images/SeasonalOffer_Images – an admin adds a seasonal offer (Data, postion, MerchantURL)
seasonalOfferRoutes.post('/SeasonalOffer_Images', acceptsUpload, async (c) => {
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
