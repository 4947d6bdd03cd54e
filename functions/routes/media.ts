import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { MEDIA_CACHE_CONTROL } from '../storage/blob-store.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';

export const mediaRoutes = new Hono<AppEnv>();

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' };

// GET /media/{kind}/{uuid}.{ext} – files of the local blob store (Vercel Blob serves its own)
mediaRoutes.get('/*', async (c) => {
  const blobs = c.var.blobs;
  if (!(blobs instanceof LocalBlobStore)) throw HttpError.notFound();
  const key = c.req.path.replace(/^\/media\//, '');
  const bytes = await blobs.read(key);
  if (!bytes) throw HttpError.notFound();
  const extension = key.slice(key.lastIndexOf('.') + 1);
  // Names are random and never reused, but a removed file must stop being served: short ages (0018).
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': MEDIA_CACHE_CONTROL,
  });
});
