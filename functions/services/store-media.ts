import type { UploadKind } from '../contract/rules.ts';
import type { Database } from '../db/database.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { acceptUpload } from '../storage/accept-upload.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type StoredMedia = typeof mediaFiles.$inferSelect;

/**
 * Checks and stores one upload and records it in media_files. If recording fails, the blob is removed
 * again, so a failed upload leaves nothing behind. Callers that insert more rows referencing the media
 * should call it inside their transaction and `discardMedia` on failure.
 */
export async function storeMedia(
  deps: { db: Database; blobs: BlobStore },
  file: Uint8Array,
  kind: UploadKind,
  field: string,
): Promise<StoredMedia> {
  const accepted = await acceptUpload(file, kind, field);
  const { url } = await deps.blobs.put(accepted.key, accepted.bytes, accepted.contentType);
  try {
    const [row] = await deps.db
      .insert(mediaFiles)
      .values({
        blobKey: accepted.key,
        url,
        contentType: accepted.contentType,
        width: accepted.width,
        height: accepted.height,
        byteSize: accepted.bytes.byteLength,
        kind,
      })
      .returning();
    if (!row) throw new Error('media insert returned no row');
    return row;
  } catch (error) {
    await deps.blobs.delete({ key: accepted.key, url }).catch(() => {});
    throw error;
  }
}
