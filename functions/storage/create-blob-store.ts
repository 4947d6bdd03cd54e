import path from 'node:path';
import type { Config } from '../config.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { VercelBlobStore } from './vercel-blob-store.ts';

export function createBlobStore(config: Pick<Config, 'BLOB_READ_WRITE_TOKEN' | 'DATA_DIR'>): BlobStore {
  if (config.BLOB_READ_WRITE_TOKEN) return new VercelBlobStore(config.BLOB_READ_WRITE_TOKEN);
  return new LocalBlobStore(path.join(config.DATA_DIR, 'blobs'));
}
