import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { HeroSlide } from '../contract/api-types.ts';
import { PUBLIC_LIST_MAX } from '../contract/paging.ts';
import type { SiteImageItem } from '../contract/site-content.ts';
import type { SiteImageKind } from '../contract/site-images.ts';
import type { Database } from '../db/database.ts';
import { mediaFiles, siteImages } from '../db/schema/index.ts';

/**
 * The active images of one kind (and position), in display order, with their media: at most `limit`
 * (PUBLIC_LIST_MAX unless the caller asks for fewer).
 */
export async function listSiteImages(
  db: Database,
  kind: SiteImageKind,
  position: string | null = null,
  limit = PUBLIC_LIST_MAX,
) {
  return db
    .select({
      id: siteImages.id,
      merchantUrl: siteImages.merchantUrl,
      slotId: siteImages.slotId,
      position: siteImages.position,
      url: mediaFiles.url,
      width: mediaFiles.width,
      height: mediaFiles.height,
      contentType: mediaFiles.contentType,
    })
    .from(siteImages)
    .innerJoin(mediaFiles, eq(mediaFiles.id, siteImages.mediaId))
    .where(
      and(
        eq(siteImages.kind, kind),
        eq(siteImages.isActive, true),
        position === null ? isNull(siteImages.position) : eq(siteImages.position, position),
      ),
    )
    .orderBy(asc(siteImages.sortOrder), desc(siteImages.createdAt))
    .limit(limit);
}

export async function listHeroSlides(db: Database, limit = PUBLIC_LIST_MAX): Promise<HeroSlide[]> {
  const rows = await listSiteImages(db, 'hero', null, limit);
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.url,
    width: row.width,
    height: row.height,
    merchantURL: row.merchantUrl,
  }));
}

/** The public shape of placed images (banners, frames, positions, seasonal offers). */
export async function listSiteImageItems(
  db: Database,
  kind: SiteImageKind,
  position: string | null = null,
  limit = PUBLIC_LIST_MAX,
): Promise<SiteImageItem[]> {
  const rows = await listSiteImages(db, kind, position, limit);
  return rows.map((row) => ({
    id: row.id,
    imageUrl: row.url,
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    merchantURL: row.merchantUrl,
    position: row.position,
  }));
}
