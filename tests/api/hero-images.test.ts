import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSiteImage } from '../../functions/seed/factories/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('GET /api/AdminContent/get-hero-images', () => {
  it('returns the active hero slides in order, as image URLs that serve WebP', async () => {
    await createSiteImage(t, {
      kind: 'hero',
      label: 'Second',
      sortOrder: 2,
      merchantUrl: 'shop.example.in/sale',
    });
    await createSiteImage(t, { kind: 'hero', label: 'First', sortOrder: 1 });
    await createSiteImage(t, { kind: 'seasonal', label: 'Not a hero slide' });

    const response = await t.app.request('/api/AdminContent/get-hero-images');
    expect(response.status).toBe(200);
    expect(response.headers.get('cdn-cache-control')).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const slides = (await response.json()) as {
      imageUrl: string;
      merchantURL: string | null;
      width: number;
    }[];

    expect(slides).toHaveLength(2);
    expect(slides.map((s) => s.merchantURL)).toEqual([null, 'https://shop.example.in/sale']);
    expect(JSON.stringify(slides)).not.toMatch(/base64/);
    for (const slide of slides) {
      expect(slide.imageUrl).toMatch(/^\/media\/hero\/[0-9a-f-]{36}\.webp$/);
      expect(slide.width).toBe(1200);
      const image = await t.app.request(slide.imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=300');
      const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
    }
  });

  it('returns an empty list when there are no slides', async () => {
    const response = await t.app.request('/api/AdminContent/get-hero-images');
    expect(await response.json()).toEqual([]);
  });

  it('answers 404 for media that does not exist or a key that tries to leave the folder', async () => {
    expect((await t.app.request('/media/hero/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
    expect((await t.app.request('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
