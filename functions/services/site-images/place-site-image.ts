import { and, eq, isNull } from 'drizzle-orm';
import { isImagePosition, SITE_IMAGE_RULES, withScheme } from '../../contract/rules.ts';
import type { SiteImageKind } from '../../contract/site-images.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Database, DbOrTx } from '../../db/database.ts';
import { mediaFiles, siteImages } from '../../db/schema/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { deleteReleasedBlobs, releaseMediaIfUnused } from '../media/release-media.ts';
import { storeMedia } from '../store-media.ts';

export interface PlaceSiteImage {
  kind: SiteImageKind;
  position: string | null;
  slotId?: number | null;
  file: Uint8Array;
  field: string;
  merchantUrl: string | undefined;
}

/**
 * Stores an administrator's image and puts it on the site at once. The kind's rules (rules.ts
 * SITE_IMAGE_RULES) say which upload limits the file follows and whether it replaces what holds its
 * place. A replaced image goes, file and media row, once nothing active uses it (decision 0018); the
 * audit log keeps what was placed where. If anything fails after the file was stored, the file and
 * its media row are removed again, so nothing is left behind.
 */
export async function placeSiteImage(
  deps: { db: Database; blobs: BlobStore },
  adminId: string,
  input: PlaceSiteImage,
) {
  const rule = SITE_IMAGE_RULES[input.kind];
  // Routes check the position against the form's own choices; a wrong one here is a bug, not bad input.
  if (!isImagePosition(input.kind, input.position)) {
    throw new Error(`position ${String(input.position)} is not a place for ${input.kind} images`);
  }
  const media = await storeMedia(deps, input.file, rule.upload, input.field);
  let placed;
  try {
    placed = await deps.db.transaction(async (tx) => {
      const released = rule.replaces ? await replaceActive(tx, input) : [];
      const [row] = await tx
        .insert(siteImages)
        .values({
          kind: input.kind,
          position: input.position,
          slotId: input.slotId ?? null,
          mediaId: media.id,
          merchantUrl: input.merchantUrl ? withScheme(input.merchantUrl) : null,
          createdBy: adminId,
        })
        .returning();
      if (!row) throw new Error('site image insert returned no row');
      await recordAudit(tx, {
        actorAccountId: adminId,
        action: 'upload',
        entity: 'site_image',
        entityId: row.id,
        details: { kind: input.kind, position: input.position, url: media.url },
      });
      return { placed: { ...row, media }, released };
    });
  } catch (error) {
    await deps.db
      .delete(mediaFiles)
      .where(eq(mediaFiles.id, media.id))
      .catch(() => {});
    await deps.blobs.delete({ key: media.blobKey, url: media.url }).catch(() => {});
    throw error;
  }
  await deleteReleasedBlobs(deps.blobs, placed.released);
  return placed.placed;
}

/**
 * Deactivates the image a position holds and releases its media. The position's advisory lock makes
 * concurrent uploads to one position queue, so each finds the other's image and the index
 * site_images_one_active_per_position is never hit.
 */
async function replaceActive(tx: DbOrTx, input: PlaceSiteImage) {
  await lockForTransaction(tx, 'site-image-position', `${input.kind}/${input.position ?? ''}`);
  const replaced = await tx
    .update(siteImages)
    .set({ isActive: false })
    .where(
      and(
        eq(siteImages.kind, input.kind),
        input.position === null ? isNull(siteImages.position) : eq(siteImages.position, input.position),
        eq(siteImages.isActive, true),
      ),
    )
    .returning({ mediaId: siteImages.mediaId });
  const released = [];
  for (const { mediaId } of replaced) released.push(await releaseMediaIfUnused(tx, mediaId));
  return released;
}

/**
 * Takes an image off the site; its file and media row go once nothing active uses them (the audit
 * trail keeps the removal).
 */
export async function removeSiteImage(deps: { db: Database; blobs: BlobStore }, adminId: string, id: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(siteImages)
      .set({ isActive: false })
      .where(and(eq(siteImages.id, id), eq(siteImages.isActive, true)))
      .returning({ id: siteImages.id, kind: siteImages.kind, mediaId: siteImages.mediaId });
    if (!row) return null;
    await recordAudit(tx, {
      actorAccountId: adminId,
      action: 'remove',
      entity: 'site_image',
      entityId: id,
      details: { kind: row.kind },
    });
    return { released: await releaseMediaIfUnused(tx, row.mediaId) };
  });
  if (!outcome) return false;
  await deleteReleasedBlobs(deps.blobs, [outcome.released]);
  return true;
}
