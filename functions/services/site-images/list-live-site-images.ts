import { and, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../contract/paging.ts';
import type { SiteImageKind } from '../../contract/site-images.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles, siteImages } from '../../db/schema/index.ts';
import { afterCursor, pageKeyOf, rowsToFetch, toPage } from '../paging.ts';

/**
 * What is live in one image tab of the admin dashboard, newest first, whatever its position, paged
 * (decision 0019): the admin's view, with ids to remove and upload times (the public lists are in services/list-site-images.ts).
 */
export async function listLiveSiteImages(db: Database, kind: SiteImageKind, query: PageQuery) {
  const rows = await db
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
      pageKey: pageKeyOf(siteImages.createdAt),
    })
    .from(siteImages)
    .innerJoin(mediaFiles, eq(mediaFiles.id, siteImages.mediaId))
    .where(
      and(
        eq(siteImages.kind, kind),
        eq(siteImages.isActive, true),
        afterCursor(siteImages.createdAt, siteImages.id, query, 'desc'),
      ),
    )
    .orderBy(desc(siteImages.createdAt), desc(siteImages.id))
    .limit(rowsToFetch(query));
  return toPage(rows, query, (row) => row);
}
