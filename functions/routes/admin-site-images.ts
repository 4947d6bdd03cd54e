import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { SITE_IMAGE_KINDS } from '../contract/site-images.ts';
import { siteContentMessages } from '../contract/site-content.ts';
import { parseSlotId } from '../contract/rules.ts';
import { personal, requireRole, signedInAccountId } from '../auth/guards.ts';
import { mediaFiles, siteImages } from '../db/schema/index.ts';
import { placedImageResponse, readAdminUpload } from '../http/admin-upload.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { readPathId } from '../http/read-path-id.ts';
import { placeSiteImage, removeSiteImage } from '../services/site-images/place-site-image.ts';

/**
 * /api/admin/site-images (beyond the spec): what is live in each image tab, the Card Images tab's
 * uploads (coupon-card images, the popup ad on a card's back, product ads in a slot), and removal.
 */
export const adminSiteImageRoutes = new Hono<AppEnv>();
adminSiteImageRoutes.use(requireRole('admin'), personal);

const kindSchema = z.enum(SITE_IMAGE_KINDS);
/** Kinds uploaded here; the others have the spec's own upload calls. */
const cardKindSchema = z.enum(['card', 'popup_ad', 'product_ad']);

// GET /api/admin/site-images?kind=hero – the live images of one kind, newest first
adminSiteImageRoutes.get('/', async (c) => {
  const kind = kindSchema.safeParse(c.req.query('kind'));
  if (!kind.success)
    throw HttpError.badInput(siteContentMessages.chooseKind, { kind: siteContentMessages.chooseKind });
  const rows = await c.var.db
    .select({
      id: siteImages.id,
      kind: siteImages.kind,
      position: siteImages.position,
      slotId: siteImages.slotId,
      merchantURL: siteImages.merchantUrl,
      createdAt: siteImages.createdAt,
      imageUrl: mediaFiles.url,
      contentType: mediaFiles.contentType,
      width: mediaFiles.width,
      height: mediaFiles.height,
    })
    .from(siteImages)
    .innerJoin(mediaFiles, eq(mediaFiles.id, siteImages.mediaId))
    .where(and(eq(siteImages.kind, kind.data), eq(siteImages.isActive, true)))
    .orderBy(desc(siteImages.createdAt));
  return c.json(rows);
});

// POST /api/admin/site-images – Card Images tab: upload a card image, the popup ad, or a product ad (kind, Image, MerchantURL, slotId)
adminSiteImageRoutes.post('/', async (c) => {
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
adminSiteImageRoutes.delete('/:id', async (c) => {
  const id = readPathId(c, siteContentMessages.imageNotOnSite);
  if (!(await removeSiteImage(c.var.db, signedInAccountId(c), id))) {
    throw HttpError.notFound(siteContentMessages.imageNotOnSite);
  }
  return c.json({ message: siteContentMessages.imageRemoved });
});
