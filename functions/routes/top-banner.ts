import { Hono } from 'hono';
import { TOP_MIDDLE_POSITION } from '../contract/site-images.ts';
import { siteContentMessages, ttcPositionSchema } from '../contract/site-content.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { publicCache } from '../http/middleware.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';

export const topBannerRoutes = new Hono<AppEnv>();
const adminOnly = [requireRole('admin'), personal] as const;

// GET /api/TopBanner/TTC_Images/{TTCoLeftMin|TTCoRightMin|TTCoMax|TopMiddle} – the image at a position
topBannerRoutes.get('/TTC_Images/:position', publicCache(60), async (c) => {
  const position = ttcPositionSchema.safeParse(c.req.param('position'));
  if (!position.success) throw HttpError.notFound('There is no such position.');
  const kind = position.data === TOP_MIDDLE_POSITION ? 'top_middle' : 'top_coupons';
  return c.json(await listSiteImageItems(c.var.db, kind, position.data));
});

// GET /api/TopBanner/get-top-banners – the rotating top banners (images or videos)
topBannerRoutes.get('/get-top-banners', publicCache(60), async (c) => {
  return c.json(await listSiteImageItems(c.var.db, 'top_banner'));
});

// POST /api/TopBanner/TTC_Images – an admin sets the top-coupons or top-middle image (Data, postion, MerchantURL)
topBannerRoutes.post('/TTC_Images', ...adminOnly, async (c) => {
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
topBannerRoutes.post('/uploadTopbanner', ...adminOnly, async (c) => {
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
