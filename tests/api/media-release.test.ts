import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCoupon,
  createDemoMedia,
  createMerchant,
  createSiteImage,
} from '../../functions/seed/factories/index.ts';
import {
  catalogueProducts,
  merchantCategories,
  merchantProducts,
  mediaFiles,
  siteImages,
  stores,
} from '../../functions/db/schema/index.ts';
import type { StoredMedia } from '../../functions/services/store-media.ts';
import { smallPng } from '../fixtures/images.ts';
import { signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterEach(() => t.close());

async function uploadFrame(frame: 'Cat' | 'TC' | 'BO') {
  const form = new FormData();
  form.set('ImageData', new File([new Uint8Array(await smallPng())], 'frame.png', { type: 'image/png' }));
  form.set('Frame', frame);
  form.set('MerchantURL', 'shop.example.in');
  const response = await t.app.request(
    '/api/Cat_TC_BO/add-or-update-Cat-Banner',
    sameOrigin({ method: 'POST', body: form, headers: { Cookie: admin } }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; imageUrl: string };
}

const removeImage = (id: string) =>
  t.app.request(`/api/admin/site-images/${id}`, sameOrigin({ method: 'DELETE', headers: { Cookie: admin } }));
const mediaRow = async (url: string) =>
  (await t.db.select().from(mediaFiles).where(eq(mediaFiles.url, url)))[0];
const served = async (url: string) => (await t.app.request(url)).status;

describe('removed and replaced images stop being served (decision 0018)', () => {
  it('a replaced frame image: its old /media URL answers 404 and its media row is gone', async () => {
    const first = await uploadFrame('BO');
    expect(await served(first.imageUrl)).toBe(200);
    const second = await uploadFrame('BO');

    expect(await served(first.imageUrl)).toBe(404);
    expect(await mediaRow(first.imageUrl)).toBeUndefined();
    expect(await t.db.select().from(siteImages).where(eq(siteImages.id, first.id))).toEqual([]);
    const current = await t.app.request(second.imageUrl);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=300');
    expect(await t.storedFiles()).toHaveLength(1);
  });

  it('a removed image: its /media URL answers 404 (not cached) and its media row is gone', async () => {
    const placed = await uploadFrame('Cat');
    expect((await removeImage(placed.id)).status).toBe(200);
    const gone = await t.app.request(placed.imageUrl);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await mediaRow(placed.imageUrl)).toBeUndefined();
    expect(await t.storedFiles()).toEqual([]);
  });

  // Every column that references media_files keeps an image alive.
  const otherUses: [string, (media: StoredMedia) => Promise<unknown>][] = [
    [
      'a coupon ad',
      async (media) => createCoupon(t.db, { merchantId: await merchantId(), adImageId: media.id }),
    ],
    [
      'a product ad',
      async (media) =>
        t.db.insert(merchantProducts).values({
          merchantId: await merchantId(),
          productName: 'Kettle',
          pricePaise: 100_000,
          merchantUrl: 'https://shop.example.in',
          imageId: media.id,
        }),
    ],
    [
      'a store logo',
      async (media) =>
        t.db.insert(stores).values({ merchantId: await merchantId(), storeName: 'Shop', logoId: media.id }),
    ],
    [
      'a catalogue product',
      async (media) => {
        const id = await merchantId();
        const [category] = await t.db
          .insert(merchantCategories)
          .values({ merchantId: id, categoryName: 'Kitchen' })
          .returning();
        await t.db.insert(catalogueProducts).values({
          merchantId: id,
          categoryId: category?.id ?? '',
          brand: 'Brand',
          productName: 'Pan',
          description: 'A pan.',
          pricePaise: 50_000,
          imageLargeId: media.id,
        });
      },
    ],
    [
      'another active site image',
      async (media) => t.db.insert(siteImages).values({ kind: 'hero', mediaId: media.id }),
    ],
  ];
  const merchantId = async () => (await createMerchant(t.db)).id;

  for (const [use, addUse] of otherUses) {
    it(`an image that ${use} still uses stays when its site image is removed`, async () => {
      const placed = await createSiteImage(t, { kind: 'card', label: 'Card' });
      await addUse(placed.media);
      expect((await removeImage(placed.id)).status).toBe(200);
      expect(await served(placed.media.url)).toBe(200);
      expect(await mediaRow(placed.media.url)).toBeDefined();
    });
  }

  it('an unused media file is left alone by a remove of something else', async () => {
    const unrelated = await createDemoMedia(t, { label: 'Other' });
    const placed = await uploadFrame('TC');
    expect((await removeImage(placed.id)).status).toBe(200);
    expect(await served(unrelated.url)).toBe(200);
  });
});
