import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema } from '../contract/paging-query.ts';
import { SITE_IMAGE_KINDS } from '../contract/site-images.ts';
import { siteContentMessages } from '../contract/site-content.ts';
import { parseSlotId } from '../contract/rules.ts';
import { requireRole, signedInAccountId } from '../auth/guards.ts';
import type { AppEnv } from '../http/app-env.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import { acceptsUpload } from '../http/middleware.ts';
import { HttpError } from '../http/http-error.ts';
import { pagedJson } from '../http/paged-json.ts';
import { readPathId } from '../http/read-path-id.ts';
import { listLiveSiteImages } from '../services/site-images/list-live-site-images.ts';
import { placeSiteImage, removeSiteImage } from '../services/site-images/place-site-image.ts';

/**
 * /api/admin/site-images (beyond the spec): what is live in each image tab, the Card Images tab's
 * uploads (coupon-card images, the popup ad on a card's back, product ads in a slot), and removal.
 */
export const adminSiteImageRoutes = new Hono<AppEnv>();

const kindSchema = z.enum(SITE_IMAGE_KINDS);
/** Kinds uploaded here; the others have the spec's own upload calls. */
const cardKindSchema = z.enum(['card', 'popup_ad', 'product_ad']);

// GET /api/admin/site-images?kind=hero – the live images of one kind, newest first
adminSiteImageRoutes.get('/', requireRole('admin'), async (c) => {
  const kind = kindSchema.safeParse(c.req.query('kind'));
  if (!kind.success)
    throw HttpError.badInput(siteContentMessages.chooseKind, { kind: siteContentMessages.chooseKind });
  return pagedJson(c, await listLiveSiteImages(c.var.db, kind.data, pageQuerySchema.parse(c.req.query())));
});

// POST /api/admin/site-images – Card Images tab: upload a card image, the popup ad, or a product ad (kind, Image, MerchantURL, slotId)
adminSiteImageRoutes.post('/', requireRole('admin'), acceptsUpload, async (c) => {
  const upload = await readAdminUpload(c, {
    file: 'Image',
    required: ['Image', 'kind'],
    missingMessage: siteContentMessages.imageRequired,
    urlField: 'MerchantURL',
  });
  const kind = cardKindSchema.safeParse(upload.text('kind'));
  if (!kind.success)
    throw HttpError.badInput(siteContentMessages.chooseKind, { kind: siteContentMessages.chooseKind });
  let slotId: number | null = null;
  if (kind.data === 'product_ad') {
    slotId = parseSlotId(upload.text('slotId') ?? '');
    const message = siteContentMessages.chooseSlot;
    if (slotId === null) throw HttpError.badInput(message, { slotId: message });
  }
  const placed = await placeSiteImage(c.var, signedInAccountId(c), {
    kind: kind.data,
    position: kind.data === 'product_ad' ? String(slotId) : null,
    slotId,
    file: upload.file,
    field: 'Image',
    merchantUrl: upload.merchantUrl,
  });
  return placedImageResponse(c, siteContentMessages.imageUploaded, placed);
});

// DELETE /api/admin/site-images/{id} – take an image off the site
adminSiteImageRoutes.delete('/:id', requireRole('admin'), async (c) => {
  const id = readPathId(c, siteContentMessages.imageNotOnSite);
  if (!(await removeSiteImage(c.var, signedInAccountId(c), id))) {
    throw HttpError.notFound(siteContentMessages.imageNotOnSite);
  }
  return c.json({ message: siteContentMessages.imageRemoved });
});
