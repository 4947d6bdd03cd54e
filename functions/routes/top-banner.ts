import { Hono } from 'hono';
import { TOP_MIDDLE_POSITION } from '../contract/site-images.ts';
import { siteContentMessages, ttcPositionSchema } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptsUpload, publicCache } from '../http/middleware.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/**
 * /api/TopBanner: the public reads of the top banners and the top-coupons images, and the admin's
 * uploads (each guarded where it is declared).
 */
export const topBannerRoutes = new Hono<AppEnv>();

// POST /api/TopBanner/TTC_Images – an admin sets the top-coupons or top-middle image (Data, postion, MerchantURL)
topBannerRoutes.post('/TTC_Images', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'Data',
    required: ['Data', 'postion', 'MerchantURL'],
    missingMessage: siteContentMessages.imageTypeUrlRequired,
    urlField: 'MerchantURL',
  });
  const position = ttcPositionSchema.safeParse(upload.text('postion'));
  if (!position.success) {
    throw HttpError.badInput(siteContentMessages.imageTypeUrlRequired, {
      postion: siteContentMessages.imageTypeUrlRequired,
    });
  }
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: position.data === TOP_MIDDLE_POSITION ? 'top_middle' : 'top_coupons',
    position: position.data,
    file: upload.file,
    field: 'Data',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.imageUploaded, placed);
});

// POST /api/TopBanner/uploadTopbanner – an admin adds a top banner, image or MP4/WebM video (Data, MerchantURL)
topBannerRoutes.post('/uploadTopbanner', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'Data',
    required: ['Data'],
    missingMessage: siteContentMessages.imageFileRequired,
    urlField: 'MerchantURL',
  });
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: 'top_banner',
    position: null,
    file: upload.file,
    field: 'Data',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.topBannerUploaded, placed);
});

// GET /api/TopBanner/TTC_Images/{TTCoLeftMin|TTCoRightMin|TTCoMax|TopMiddle}?limit=1..200 – the image at a position
topBannerRoutes.get('/TTC_Images/:position', publicCache(60), async (c) => {
  const position = ttcPositionSchema.safeParse(c.req.param('position'));
  if (!position.success) throw HttpError.notFound(siteContentMessages.positionUnknown);
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  const kind = position.data === TOP_MIDDLE_POSITION ? 'top_middle' : 'top_coupons';
  return c.json(await listSiteImageItems(c.var.db, kind, position.data, limit));
});

// GET /api/TopBanner/get-top-banners?limit=1..200 – the rotating top banners (images or videos)
topBannerRoutes.get('/get-top-banners', publicCache(60), async (c) => {
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'top_banner', null, limit));
});
