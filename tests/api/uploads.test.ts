import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../functions/db/schema/index.ts';
import { acceptsUpload } from '../../functions/http/middleware.ts';
import { readMultipart } from '../../functions/http/read-upload.ts';
import { storeMedia } from '../../functions/services/store-media.ts';
import { noisyPng, smallPng, svgImage, textFile } from '../fixtures/images.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // The upload path every image endpoint uses: read the form, check and store the file.
  t.app.post('/api/test/upload', acceptsUpload, async (c) => {
    const form = await readMultipart(c);
    const media = await storeMedia(c.var, await form.file('Image'), 'couponAd', 'Image');
    return c.json({
      url: media.url,
      width: media.width,
      height: media.height,
      contentType: media.contentType,
    });
  });
});
afterEach(() => t.close());

function upload(bytes: Uint8Array, fileName: string, declaredType: string) {
  const form = new FormData();
  form.set('Image', new File([new Uint8Array(bytes)], fileName, { type: declaredType }));
  return t.app.request('/api/test/upload', sameOrigin({ method: 'POST', body: form }));
}

async function expectNothingStored() {
  const [row] = await t.db.select({ n: count() }).from(mediaFiles);
  expect(row?.n).toBe(0);
  expect(await t.storedFiles()).toEqual([]);
}

describe('uploads', () => {
  it('stores a real image re-encoded as WebP under a random name, with its size', async () => {
    const response = await upload(await smallPng(), 'my photo.png', 'image/png');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      url: string;
      width: number;
      height: number;
      contentType: string;
    };
    expect(body).toMatchObject({ width: 320, height: 200, contentType: 'image/webp' });
    expect(body.url).toMatch(/^\/media\/couponAd\/[0-9a-f-]{36}\.webp$/);
    expect(body.url).not.toContain('photo');
    expect(await t.storedFiles()).toHaveLength(1);
  });

  it('refuses a text file renamed .png, and stores nothing', async () => {
    const response = await upload(textFile(), 'coupon.png', 'image/png');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Only JPG, PNG, WebP or GIF images can be uploaded.',
        fields: { Image: 'Only JPG, PNG, WebP or GIF images can be uploaded.' },
      },
    });
    await expectNothingStored();
  });

  it('refuses an SVG (it can carry script), and stores nothing', async () => {
    const response = await upload(svgImage(), 'logo.svg', 'image/svg+xml');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Only JPG, PNG, WebP or GIF images can be uploaded.',
    );
    await expectNothingStored();
  });

  it('refuses a 3 MB coupon image with 413 and the limit in the message, and stores nothing', async () => {
    const big = await noisyPng(3);
    expect(big.byteLength).toBeGreaterThan(3 * 1024 * 1024 * 0.95);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'The file is too large. The limit is 2 MB.',
    );
    await expectNothingStored();
  });

  it('asks for an image when none was chosen', async () => {
    const form = new FormData();
    form.set('MerchantURL', 'shop.example.in');
    const response = await t.app.request('/api/test/upload', sameOrigin({ method: 'POST', body: form }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Please select an image',
    );
    await expectNothingStored();
  });
});
