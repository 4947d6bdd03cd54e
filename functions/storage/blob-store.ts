export interface StoredBlob {
  key: string;
  url: string;
}

/** Where uploaded files live. Rows keep the key and the public URL; nothing else knows the backend. */
export interface BlobStore {
  /** Stores bytes under a key the server chose and returns the URL the public can load it from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** Removes a stored blob, named by what `put` stored and returned. */
  delete(blob: StoredBlob): Promise<void>;
}

/** Keys are made by the server: `<kind>/<uuid>.<ext>`. Anything else is refused, so no path escapes. */
export const BLOB_KEY_PATTERN = /^[a-z][a-zA-Z-]*\/[0-9a-f-]{36}\.(webp|mp4|webm)$/;

/**
 * How long caches may keep a stored file (decision 0018). Names are never reused, but a removed image
 * must stop being served soon: browsers may keep it an hour, shared caches (a CDN in front of /media)
 * five minutes. Vercel Blob takes the browser's age and purges its own CDN when a blob is deleted.
 */
export const MEDIA_MAX_AGE_SECONDS = 3600;
export const MEDIA_SHARED_MAX_AGE_SECONDS = 300;
export const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_MAX_AGE_SECONDS}, s-maxage=${MEDIA_SHARED_MAX_AGE_SECONDS}`;
