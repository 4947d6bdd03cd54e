import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../functions/db/schema/index.ts';
import { storeMedia } from '../../functions/services/store-media.ts';
import { createBlobStore } from '../../functions/storage/create-blob-store.ts';
import { VercelBlobStore } from '../../functions/storage/vercel-blob-store.ts';
import { smallPng } from '../fixtures/images.ts';
import { startFakeVercelBlob } from '../support/fake-vercel-blob.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let fake: Awaited<ReturnType<typeof startFakeVercelBlob>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeVercelBlob();
  process.env.VERCEL_BLOB_API_URL = fake.apiUrl;
  t = await createTestApp();
});
afterAll(async () => {
  delete process.env.VERCEL_BLOB_API_URL;
  await t.close();
  await fake.close();
});

describe('Vercel Blob storage', () => {
  it('is chosen when BLOB_READ_WRITE_TOKEN is set', () => {
    expect(createBlobStore({ BLOB_READ_WRITE_TOKEN: fake.token, DATA_DIR: t.dataDir })).toBeInstanceOf(
      VercelBlobStore,
    );
  });

  it('stores a checked upload as public WebP, records its URL, and deletes it again', async () => {
    const blobs = new VercelBlobStore(fake.token);
    const media = await storeMedia({ db: t.db, blobs }, await smallPng(), 'hero', 'Image');

    expect(media.url).toBe(`https://teststore.public.blob.vercel-storage.com/${media.blobKey}`);
    const stored = fake.blobs.get(media.blobKey);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.bytes.subarray(8, 12).toString()).toBe('WEBP');
    // Browsers keep it an hour, not a year: a removed image stops being served (decision 0018).
    expect(stored?.cacheControlMaxAge).toBe('3600');
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, media.id));
    expect(row?.url).toBe(media.url);

    await blobs.delete({ key: media.blobKey, url: media.url });
    expect(fake.blobs.has(media.blobKey)).toBe(false);
  });
});
