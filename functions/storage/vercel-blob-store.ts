import { del, put } from '@vercel/blob';
import { MEDIA_MAX_AGE_SECONDS, type BlobStore, type StoredBlob } from './blob-store.ts';

/**
 * How long one write may take, retries included: the client retries a failing service up to 10
 * times with a growing pause, which would outlast the function; past this the upload answers 503.
 */
export const BLOB_PUT_TIMEOUT_MS = 20_000;

/**
 * Vercel Blob, used when BLOB_READ_WRITE_TOKEN is set. The client honours VERCEL_BLOB_API_URL, which
 * the tests point at a local fake.
 */
export class VercelBlobStore implements BlobStore {
  private readonly token: string;
  constructor(token: string) {
    this.token = token;
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    const blob = await put(key, Buffer.from(bytes), {
      access: 'public',
      contentType,
      token: this.token,
      addRandomSuffix: false,
      cacheControlMaxAge: MEDIA_MAX_AGE_SECONDS,
      abortSignal: AbortSignal.timeout(BLOB_PUT_TIMEOUT_MS),
    });
    return { url: blob.url };
  }

  async delete({ url }: StoredBlob) {
    await del(url, { token: this.token });
  }
}
