import { and, desc, eq } from 'drizzle-orm';
import type { SiteImageKind } from '../../contract/site-images.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, siteImages } from '../../db/schema/index.ts';

/**
 * What is live in one image tab of the admin dashboard, newest first, whatever its position: the
 * admin's view, with ids to remove and upload times (the public lists are in services/list-site-images.ts).
 */
export async function listLiveSiteImages(db: Database, kind: SiteImageKind) {
  return db
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
    .where(and(eq(siteImages.kind, kind), eq(siteImages.isActive, true)))
    .orderBy(desc(siteImages.createdAt));
}
