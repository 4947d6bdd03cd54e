import fs from 'node:fs/promises';
import path from 'node:path';
import { BLOB_KEY_PATTERN, type BlobStore, type StoredBlob } from './blob-store.ts';

export const LOCAL_MEDIA_PREFIX = '/media/';

/** The default store: a folder (DATA_DIR/blobs), served by the app under /media/. */
export class LocalBlobStore implements BlobStore {
  readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, bytes: Uint8Array, _contentType: string) {
    const file = this.fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx' });
    return { url: LOCAL_MEDIA_PREFIX + key };
  }

  async delete({ key }: StoredBlob) {
    await fs.rm(this.fileFor(key), { force: true });
  }

  /** The bytes for a key, or null when there is no such blob. */
  async read(key: string): Promise<Buffer | null> {
    if (!BLOB_KEY_PATTERN.test(key)) return null;
    try {
      return await fs.readFile(this.fileFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private fileFor(key: string) {
    if (!BLOB_KEY_PATTERN.test(key)) throw new Error(`Refused blob key ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }
}
