import { inArray } from 'drizzle-orm';
import type { ImageRef } from '../../contract/api-types.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles } from '../../db/schema/index.ts';

/** The images of many rows in one query: each media id's URL, size and type (decision 0004). */
export async function readImageRefs(
  db: Database,
  ids: (string | null)[],
): Promise<(id: string | null) => ImageRef | null> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: mediaFiles.id,
            url: mediaFiles.url,
            width: mediaFiles.width,
            height: mediaFiles.height,
            contentType: mediaFiles.contentType,
          })
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, wanted));
  const byId = new Map(rows.map(({ id, ...ref }) => [id, ref]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}
