import { Hono } from 'hono';
import { categoryFrameSchema, siteContentMessages } from '../contract/site-content.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { HttpError } from '../http/http-error.ts';
import { acceptsUpload, publicCache } from '../http/middleware.ts';
import { placeSiteImage } from '../services/site-images/place-site-image.ts';
import { publicLimitQuerySchema } from '../contract/paging-query.ts';
import { listSiteImageItems } from '../services/list-site-images.ts';

/** /api/Cat_TC_BO: the category, top-coupons and best-offers images for everyone; the admin's upload. */
export const catTcBoRoutes = new Hono<AppEnv>();

// POST /api/Cat_TC_BO/add-or-update-Cat-Banner?Frame= – an admin sets a frame's banner (ImageData, Frame, MerchantURL)
catTcBoRoutes.post('/add-or-update-Cat-Banner', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'ImageData',
    required: ['ImageData', 'MerchantURL'],
    missingMessage: siteContentMessages.allFieldsRequired,
    urlField: 'MerchantURL',
  });
  const frame = categoryFrameSchema.safeParse(upload.text('Frame') ?? c.req.query('Frame'));
  if (!frame.success)
    throw HttpError.badInput(siteContentMessages.allFieldsRequired, {
      Frame: siteContentMessages.allFieldsRequired,
    });
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: 'category_banner',
    position: frame.data,
    file: upload.file,
    field: 'ImageData',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.imageUploaded, placed);
});

// GET /api/Cat_TC_BO/get-Cat_TC_BO?position=Cat|TC|BO&limit=1..200 – the footer banner of Categories, Top Coupons or Best Offers
catTcBoRoutes.get('/get-Cat_TC_BO', publicCache(60), async (c) => {
  const frame = categoryFrameSchema.safeParse(c.req.query('position'));
  if (!frame.success)
    throw HttpError.badInput(siteContentMessages.positionNotCatTcBo, {
      position: siteContentMessages.positionNotCatTcBo,
    });
  const { limit } = publicLimitQuerySchema.parse(c.req.query());
  return c.json(await listSiteImageItems(c.var.db, 'category_banner', frame.data, limit));
});
