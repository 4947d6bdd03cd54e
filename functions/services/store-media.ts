import { messages } from '../contract/messages.ts';
import type { UploadKind } from '../contract/rules.ts';
import type { Database } from '../db/database.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { acceptUpload } from '../storage/accept-upload.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { HttpError } from '../http/http-error.ts';

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
  const { url } = await putBlob(deps.blobs, accepted);
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

/**
 * The blob write, with its failure told plainly: a full disk, an unwritable folder or a failing Vercel
 * Blob is a 503 saying nothing was saved (no row is written before it), the cause goes to the log.
 */
async function putBlob(blobs: BlobStore, accepted: { key: string; bytes: Uint8Array; contentType: string }) {
  try {
    return await blobs.put(accepted.key, accepted.bytes, accepted.contentType);
  } catch (error) {
    throw new HttpError(503, 'media_store_unavailable', messages.mediaStoreUnavailable, undefined, error);
  }
}
