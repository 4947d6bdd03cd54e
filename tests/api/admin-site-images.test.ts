import { webUrlMessages } from '../../functions/contract/rules.ts';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, flashTexts, mediaFiles, siteImages } from '../../functions/db/schema/index.ts';
import { smallPng, textFile } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).cookie;
});
afterEach(() => t.close());

async function postForm(path: string, fields: Record<string, string | Uint8Array>, cookie = admin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.set(
      name,
      typeof value === 'string'
        ? value
        : new File([new Uint8Array(value)], 'upload.png', { type: 'image/png' }),
    );
  }
  return t.app.request(path, sameOrigin({ method: 'POST', body: form, headers: { Cookie: cookie } }));
}

const json = async (response: Response) =>
  (await response.json()) as Record<string, unknown> & { error?: { message: string } };
const publicGet = async (path: string) =>
  (await t.app.request(path)).json() as Promise<{ imageUrl: string; merchantURL: string | null }[]>;

async function expectNothingStored() {
  const [media] = await t.db.select({ n: count() }).from(mediaFiles);
  const [placed] = await t.db.select({ n: count() }).from(siteImages);
  expect(media?.n).toBe(0);
  expect(placed?.n).toBe(0);
  expect(await t.storedFiles()).toEqual([]);
}

describe('hero images', () => {
  it('an uploaded hero image shows in the public list at once, and removing it takes it away', async () => {
    const response = await postForm('/api/AdminContent/upload-hero-image', {
      Image: await smallPng(),
      MerchantURL: 'shop.example.in/sale',
    });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body.message).toBe('Image uploaded successfully!');

    const slides = (await (await t.app.request('/api/AdminContent/get-hero-images')).json()) as {
      id: string;
      imageUrl: string;
      merchantURL: string;
    }[];
    expect(slides).toEqual([
      expect.objectContaining({ id: body.id, merchantURL: 'https://shop.example.in/sale' }),
    ]);
    expect((await t.app.request(slides[0]?.imageUrl ?? '')).headers.get('content-type')).toBe('image/webp');

    const listed = (await (
      await t.app.request('/api/admin/site-images?kind=hero', { headers: { Cookie: admin } })
    ).json()) as { id: string }[];
    expect(listed.map((l) => l.id)).toEqual([body.id]);

    const removed = await t.app.request(
      `/api/admin/site-images/${String(body.id)}`,
      sameOrigin({ method: 'DELETE', headers: { Cookie: admin } }),
    );
    expect(removed.status).toBe(200);
    expect(await (await t.app.request('/api/AdminContent/get-hero-images')).json()).toEqual([]);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(body.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['remove', 'upload']);
    const log = (await (
      await t.app.request('/api/Admin/audit-log', { headers: { Cookie: admin } })
    ).json()) as { action: string; actor: string }[];
    expect(log[0]).toMatchObject({ action: 'remove', actor: expect.any(String) });
  });
});

describe('every upload form refuses missing input with its spec message and stores nothing', () => {
  const cases: { path: string; fields: Record<string, string>; message: string }[] = [
    {
      path: '/api/AdminContent/upload-hero-image',
      fields: { MerchantURL: 'shop.example.in' },
      message: 'Please select an image',
    },
    {
      path: '/api/Cat_TC_BO/add-or-update-Cat-Banner?Frame=Cat',
      fields: { Frame: 'Cat' },
      message: 'All fields are required',
    },
    {
      path: '/api/TopBanner/TTC_Images',
      fields: { postion: 'TTCoMax' },
      message: 'Please select an image, type, and enter a URL.',
    },
    {
      path: '/api/TopBanner/TTC_Images',
      fields: { postion: 'TopMiddle', MerchantURL: 'shop.example.in' },
      message: 'Please select an image, type, and enter a URL.',
    },
    {
      path: '/api/SeasonalOffer_Images/SeasonalOffer_Images',
      fields: { MerchantURL: 'shop.example.in' },
      message: 'Please select an image',
    },
    {
      path: '/api/TopBanner/uploadTopbanner',
      fields: { MerchantURL: 'shop.example.in' },
      message: 'Please select an image file.',
    },
  ];
  for (const { path, fields, message } of cases) {
    it(`${path} → '${message}'`, async () => {
      const response = await postForm(path, fields);
      expect(response.status).toBe(400);
      expect((await json(response)).error?.message).toBe(message);
      await expectNothingStored();
    });
  }

  it('a Cat banner also needs the merchant URL, and a file that is not an image is refused', async () => {
    const noUrl = await postForm('/api/Cat_TC_BO/add-or-update-Cat-Banner?Frame=TC', {
      ImageData: await smallPng(),
      Frame: 'TC',
    });
    expect((await json(noUrl)).error?.message).toBe('All fields are required');
    const notImage = await postForm('/api/AdminContent/upload-hero-image', { Image: textFile() });
    expect(notImage.status).toBe(400);
    expect((await json(notImage)).error?.message).toBe('Only JPG, PNG, WebP or GIF images can be uploaded.');
    const badUrl = await postForm('/api/AdminContent/upload-hero-image', {
      Image: await smallPng(),
      MerchantURL: 'not a url',
    });
    expect((await json(badUrl)).error?.message).toBe(webUrlMessages.invalid);
    await expectNothingStored();
  });
});

describe('positions, frames and banners', () => {
  it('a frame or position holds one image: uploading again replaces it', async () => {
    for (const label of ['first', 'second']) {
      const response = await postForm('/api/Cat_TC_BO/add-or-update-Cat-Banner?Frame=BO', {
        ImageData: await smallPng(),
        Frame: 'BO',
        MerchantURL: `${label}.example.in`,
      });
      expect(response.status).toBe(201);
    }
    expect((await publicGet('/api/Cat_TC_BO/get-Cat_TC_BO?position=BO')).map((i) => i.merchantURL)).toEqual([
      'https://second.example.in',
    ]);
    expect(await publicGet('/api/Cat_TC_BO/get-Cat_TC_BO?position=Cat')).toEqual([]);

    await postForm('/api/TopBanner/TTC_Images', {
      Data: await smallPng(),
      postion: 'TopMiddle',
      MerchantURL: 'mid.example.in',
    });
    await postForm('/api/TopBanner/TTC_Images', {
      Data: await smallPng(),
      postion: 'TTCoLeftMin',
      MerchantURL: 'left.example.in',
    });
    expect((await publicGet('/api/TopBanner/TTC_Images/TopMiddle')).map((i) => i.merchantURL)).toEqual([
      'https://mid.example.in',
    ]);
    expect((await publicGet('/api/TopBanner/TTC_Images/TTCoLeftMin')).map((i) => i.merchantURL)).toEqual([
      'https://left.example.in',
    ]);
    expect((await t.app.request('/api/TopBanner/TTC_Images/Elsewhere')).status).toBe(404);
  });

  it('top banners say Upload Successful and seasonal offers accumulate', async () => {
    const banner = await postForm('/api/TopBanner/uploadTopbanner', { Data: await smallPng() });
    expect((await json(banner)).message).toBe('Upload Successful');
    await postForm('/api/SeasonalOffer_Images/SeasonalOffer_Images', {
      Data: await smallPng(),
      MerchantURL: 'holi.example.in',
    });
    await postForm('/api/SeasonalOffer_Images/SeasonalOffer_Images', {
      Data: await smallPng(),
      MerchantURL: 'diwali.example.in',
    });
    expect(await publicGet('/api/TopBanner/get-top-banners')).toHaveLength(1);
    expect(await publicGet('/api/SeasonalOffer_Images/get-SeasonalOffers-images')).toHaveLength(2);
  });

  it('the Card Images tab places card images, one popup ad, and product ads in a slot', async () => {
    expect((await postForm('/api/admin/site-images', { kind: 'card', Image: await smallPng() })).status).toBe(
      201,
    );
    expect(
      (await postForm('/api/admin/site-images', { kind: 'popup_ad', Image: await smallPng() })).status,
    ).toBe(201);
    expect(
      (await postForm('/api/admin/site-images', { kind: 'popup_ad', Image: await smallPng() })).status,
    ).toBe(201);
    const noSlot = await postForm('/api/admin/site-images', {
      kind: 'product_ad',
      Image: await smallPng(),
      slotId: '30',
    });
    expect((await json(noSlot)).error?.message).toBe('Choose a slot from 1 to 24.');
    expect(
      (await postForm('/api/admin/site-images', { kind: 'product_ad', Image: await smallPng(), slotId: '4' }))
        .status,
    ).toBe(201);
    const live = async (kind: string) =>
      (
        (await (
          await t.app.request(`/api/admin/site-images?kind=${kind}`, { headers: { Cookie: admin } })
        ).json()) as unknown[]
      ).length;
    expect([await live('card'), await live('popup_ad'), await live('product_ad')]).toEqual([1, 1, 1]);

    // The public reads the coupon card uses.
    const popup = (await (await t.app.request('/api/site-images/popup-ad')).json()) as {
      popupAd: { imageUrl: string } | null;
    };
    expect(popup.popupAd?.imageUrl).toMatch(/^\/media\/siteImage\/[0-9a-f-]{36}\.webp$/);
    expect(await publicGet('/api/site-images/cards')).toHaveLength(1);
  });
});

describe('flash text', () => {
  it('replaces the flash text, shown publicly at once', async () => {
    expect(await (await t.app.request('/api/AdminContent/get-Flash-Text?position=FlashText')).json()).toEqual(
      { flashText: null },
    );
    const empty = await postJson(t, '/api/AdminContent/add-or-update-FlashText', { flash_Text: '  ' }, admin);
    expect((await json(empty)).error?.message).toBe('Please check the highlighted fields.');
    for (const text of ['Holi sale is live!', 'Diwali offers up to 70% off']) {
      const response = await postJson(
        t,
        '/api/AdminContent/add-or-update-FlashText',
        { flash_Text: text, position: 'FlashText', isActive: true },
        admin,
      );
      expect((await json(response)).message).toBe('Flash Text  uploaded successfully');
    }
    expect(await (await t.app.request('/api/AdminContent/get-Flash-Text?position=FlashText')).json()).toEqual(
      {
        flashText: 'Diwali offers up to 70% off',
      },
    );
    const [row] = await t.db.select({ n: count() }).from(flashTexts).where(eq(flashTexts.isActive, true));
    expect(row?.n).toBe(1);
  });
});
