import { inArray } from 'drizzle-orm';
import type { UploadKind } from '../../contract/rules.ts';
import type { Database } from '../../db/database.ts';
import { mediaFiles } from '../../db/schema/index.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { storeMedia, type StoredMedia } from '../store-media.ts';

export interface Upload {
  bytes: Uint8Array;
  kind: UploadKind;
  /** The form field, which names a refused file in the error. */
  field: string;
}

/**
 * Stores several uploads through the real upload path (checks, WebP, blob, media row), one after the
 * other; if one is refused, the ones already stored are removed again, so a refused form leaves
 * nothing behind. The caller writes the rows naming them and calls `discardUploads` if that fails.
 */
export async function storeUploads(
  deps: { db: Database; blobs: BlobStore },
  uploads: Upload[],
): Promise<StoredMedia[]> {
  const stored: StoredMedia[] = [];
  try {
    for (const upload of uploads)
      stored.push(await storeMedia(deps, upload.bytes, upload.kind, upload.field));
  } catch (error) {
    await discardUploads(deps, stored);
    throw error;
  }
  return stored;
}

/** Removes stored uploads whose rows were never written (their media rows, then their files). */
export async function discardUploads(deps: { db: Database; blobs: BlobStore }, media: StoredMedia[]) {
  if (media.length === 0) return;
  await deps.db
    .delete(mediaFiles)
    .where(
      inArray(
        mediaFiles.id,
        media.map((item) => item.id),
      ),
    )
    .catch(() => {});
  await Promise.all(
    media.map((item) => deps.blobs.delete({ key: item.blobKey, url: item.url }).catch(() => {})),
  );
}
