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
