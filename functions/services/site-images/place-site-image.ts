import { and, eq, isNull } from 'drizzle-orm';
import { isImagePosition, SITE_IMAGE_RULES, withScheme } from '../../contract/rules.ts';
import type { SiteImageKind } from '../../contract/site-images.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, siteImages } from '../../db/schema/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { recordAudit } from '../admin/record-audit.ts';
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
 * place; replaced images are deactivated, not deleted (the audit log can still show them). If anything fails after the file was stored, the
 * file and its media row are removed again, so nothing is left behind.
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
  try {
    return await deps.db.transaction(async (tx) => {
      if (rule.replaces) {
        await tx
          .update(siteImages)
          .set({ isActive: false })
          .where(
            and(
              eq(siteImages.kind, input.kind),
              input.position === null ? isNull(siteImages.position) : eq(siteImages.position, input.position),
              eq(siteImages.isActive, true),
            ),
          );
      }
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
      await recordAudit(tx as unknown as Database, {
        actorAccountId: adminId,
        action: 'upload',
        entity: 'site_image',
        entityId: row.id,
        details: { kind: input.kind, position: input.position, url: media.url },
      });
      return { ...row, media };
    });
  } catch (error) {
    await deps.db
      .delete(mediaFiles)
      .where(eq(mediaFiles.id, media.id))
      .catch(() => {});
    await deps.blobs.delete({ key: media.blobKey, url: media.url }).catch(() => {});
    throw error;
  }
}

/** Takes an image off the site (it stays in the audit trail). */
export async function removeSiteImage(db: Database, adminId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(siteImages)
      .set({ isActive: false })
      .where(and(eq(siteImages.id, id), eq(siteImages.isActive, true)))
      .returning({ id: siteImages.id, kind: siteImages.kind });
    if (!row) return false;
    await recordAudit(tx as unknown as Database, {
      actorAccountId: adminId,
      action: 'remove',
      entity: 'site_image',
      entityId: id,
      details: { kind: row.kind },
    });
    return true;
  });
}
