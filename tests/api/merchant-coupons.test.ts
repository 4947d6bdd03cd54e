import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponMessages } from '../../functions/contract/merchant-coupons.ts';
import { todayInIndia } from '../../functions/contract/india-time.ts';
import { slotRangeMessage, webUrlMessages } from '../../functions/contract/rules.ts';
import { coupons, mediaFiles } from '../../functions/db/schema/index.ts';
import {
  createAccount,
  createCoupon,
  createDemoMedia,
  createMerchant,
  isoDateInDays,
} from '../../functions/seed/factories/index.ts';
import { noisyPng, smallPng, textFile } from '../fixtures/images.ts';
import { cookiesFrom, postJson, signedIn, TEST_PASSWORD } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Create Coupons and My Offers (issue #10 item 3): POST /api/MerchantDetails/coupons/upload, PUT and
 * DELETE /api/merchant/coupons/{id}. The spec's section 5 messages, the 2 MB image, the session's
 * merchant only, and merchant A against merchant B.
 */

let t: TestApp;
let merchantA: Awaited<ReturnType<typeof signedIn>>;
let merchantB: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  merchantA = await signedIn(t, 'merchant');
  merchantB = await signedIn(t, 'merchant');
  admin = await signedIn(t, 'admin');
  png = await smallPng();
});
afterAll(() => t.close());

const future = isoDateInDays(40);
const valid = () => ({
  couponName: 'Diwali Dhamaka',
  couponCode: 'DIWALI40',
  expiryDate: future.replaceAll('-', '/'),
  termsAndConditions: 'Once per account. Not valid on sale items.',
  title: 'Flat 40% off on kurtas',
  description: 'Festive kurtas and sarees at 40% off.',
  percentage: '40',
  discountValue: '150.50',
  requestedSlotId: '15',
  slotKind: 'free',
  category: 'Fashion',
  language: 'hi',
  merchantURL: 'shop.example.in/diwali',
});

function form(values: Record<string, string>, image: Uint8Array | null = png, name = 'ad.png') {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  if (image) body.set('adPost', new File([new Uint8Array(image)], name, { type: 'image/png' }));
  return body;
}

function send(method: 'POST' | 'PUT', path: string, body: FormData, cookie?: string) {
  return t.app.request(path, sameOrigin({ method, body, headers: cookie ? { Cookie: cookie } : {} }));
}
const uploadCoupon = (body: FormData, cookie = merchantA.cookie) =>
  send('POST', '/api/MerchantDetails/coupons/upload', body, cookie);

async function couponCount() {
  const [row] = await t.db.select({ n: count() }).from(coupons);
  return row?.n ?? 0;
}
async function mediaCount() {
  const [row] = await t.db.select({ n: count() }).from(mediaFiles);
  return row?.n ?? 0;
}

describe('POST /api/MerchantDetails/coupons/upload', () => {
  it('stores the coupon for the signed-in merchant: pending, not approved, no slot, issued today, paise, end of the day in India', async () => {
    const response = await uploadCoupon(form(valid()));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; id: string; imageUrl: string };
    expect(body.message).toBe('Coupon added successfully!');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, body.id));
    expect(row).toMatchObject({
      merchantId: merchantA.merchant?.id,
      couponName: 'Diwali Dhamaka',
      couponCode: 'DIWALI40',
      status: 'pending',
      assignedSlotId: null,
      approvedAt: null,
      requestedSlotId: 15,
      slotKind: 'free',
      category: 'Fashion',
      language: 'hi',
      percentage: 40,
      discountValuePaise: 15050,
      merchantUrl: 'https://shop.example.in/diwali',
      issueDate: todayInIndia(),
      expiryDate: future,
    });
    expect(row?.expiresAt.toISOString()).toBe(new Date(`${future}T23:59:59.999+05:30`).toISOString());
    expect(body.imageUrl).toMatch(/^\/media\/couponAd\//);

    // It waits in the admin's pending list, and is nowhere public.
    const pending = await t.app.request('/api/Admin/PendingCoupons', { headers: { Cookie: admin.cookie } });
    expect(((await pending.json()) as { id: string }[]).map((c) => c.id)).toContain(body.id);
    for (const path of ['/api/AdSlot/get-all-ad-slots', '/api/AToZ/newest', '/api/AToZ/BestOffers']) {
      expect(await (await t.app.request(path)).text()).not.toContain('Diwali Dhamaka');
    }
  });

  it('stores a flat ₹300 off (0%, ₹300) as no percentage and serves it as ₹300, never as 0% (issue 21 item 4)', async () => {
    const flat = {
      ...valid(),
      couponName: 'Flat 300 Weekend',
      percentage: '0',
      discountValue: '300',
      requestedSlotId: '21',
    };
    const response = await uploadCoupon(form(flat));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ percentage: null, discountValuePaise: 30_000 });

    const approve = await postJson(t, '/api/Admin/ApproveCoupon', { couponId: id }, admin.cookie);
    expect(approve.status).toBe(200);
    for (const path of ['/api/AdSlot/get-all-ad-slots', '/api/AToZ/newest', '/api/AToZ/BestOffers']) {
      const listed = ((await (await t.app.request(path)).json()) as { id: string }[]).find(
        (c) => c.id === id,
      );
      expect(listed, path).toMatchObject({ percentage: null, discount: 300 });
    }

    // A percentage offer with no cap keeps no flat amount; the database refuses a 0 of either kind.
    const percent = await uploadCoupon(form({ ...valid(), percentage: '40', discountValue: '0' }));
    const [percentRow] = await t.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, ((await percent.json()) as { id: string }).id));
    expect(percentRow).toMatchObject({ percentage: 40, discountValuePaise: null });
    await expect(t.db.update(coupons).set({ percentage: 0 }).where(eq(coupons.id, id))).rejects.toThrow();
    await expect(
      t.db.update(coupons).set({ discountValuePaise: 0 }).where(eq(coupons.id, id)),
    ).rejects.toThrow();
  });

  it('accepts yyyy-mm-dd and a premium request', async () => {
    const response = await uploadCoupon(form({ ...valid(), expiryDate: future, slotKind: 'premium' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.slotKind).toBe('premium');
  });

  it("answers each of section 5's messages, and stores nothing", async () => {
    const before = [await couponCount(), await mediaCount()];
    const cases: [Record<string, string>, string, string][] = [
      [{ requestedSlotId: '25' }, 'requestedSlotId', slotRangeMessage],
      [{ requestedSlotId: '0' }, 'requestedSlotId', slotRangeMessage],
      [{ expiryDate: '2030/13/45' }, 'expiryDate', 'Invalid expiry date'],
      [{ expiryDate: '2030/02/30' }, 'expiryDate', 'Invalid expiry date'],
      [{ expiryDate: '30/12/2030' }, 'expiryDate', 'Enter expiry date in yyyy/mm/dd format'],
      [{ expiryDate: '2130/12/30' }, 'expiryDate', 'Enter expiry date in yyyy/mm/dd format'],
      [{ expiryDate: '2030/12-30' }, 'expiryDate', 'Enter expiry date in yyyy/mm/dd format'],
      [{ expiryDate: isoDateInDays(-2) }, 'expiryDate', couponMessages.expiryPast],
      [{ couponName: '  ' }, 'couponName', 'This field is required'],
      [{ category: 'Fake Deals' }, 'category', couponMessages.category],
      [{ language: 'fr' }, 'language', couponMessages.language],
      [{ slotKind: 'gold' }, 'slotKind', couponMessages.slotKind],
      [{ discountValue: '-5' }, 'discountValue', couponMessages.discountValue],
      [{ percentage: '101' }, 'percentage', couponMessages.percentage],
      [{ merchantURL: 'javascript:alert(1)' }, 'merchantURL', webUrlMessages.scheme],
    ];
    for (const [change, field, message] of cases) {
      const response = await uploadCoupon(form({ ...valid(), ...change }));
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.message).toBe('Upload failed. Please check the fields.');
      expect(body.error.fields[field], JSON.stringify(change)).toBe(message);
    }
    expect([await couponCount(), await mediaCount()]).toEqual(before);
  });

  it("requires every field of the spec's Coupon, the ad image included; slot request, category and language only when sent empty", async () => {
    const before = await couponCount();
    const spec = [
      'adPost',
      'couponCode',
      'couponName',
      'description',
      'discountValue',
      'expiryDate',
      'merchantURL',
      'percentage',
      'requestedSlotId',
      'termsAndConditions',
      'title',
    ];
    const missing = await uploadCoupon(form({}, null));
    expect(missing.status).toBe(400);
    const absent = (await missing.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(absent.error.fields).sort()).toEqual(spec.sort());
    expect(new Set(Object.values(absent.error.fields))).toEqual(new Set(['This field is required']));

    const empty = Object.fromEntries(Object.keys(valid()).map((name) => [name, ' ']));
    const blank = await uploadCoupon(form(empty, null));
    expect(blank.status).toBe(400);
    const sentEmpty = (await blank.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(sentEmpty.error.fields).sort()).toEqual(
      [...spec, 'category', 'language', 'slotKind'].sort(),
    );
    expect(new Set(Object.values(sentEmpty.error.fields))).toEqual(new Set(['This field is required']));
    expect(await couponCount()).toBe(before);
  });

  it('refuses an image over 2 MB (413) and a file that is not an image (400), storing nothing', async () => {
    const before = [await couponCount(), await mediaCount(), (await t.storedFiles()).length];
    const big = await uploadCoupon(form(valid(), await noisyPng(2.2)));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { fields: Record<string, string> } }).error.fields.adPost).toBe(
      'The file is too large. The limit is 2 MB.',
    );
    const text = await uploadCoupon(form(valid(), textFile(), 'ad.png'));
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { fields: Record<string, string> } }).error.fields.adPost).toBe(
      'Only JPG, PNG, WebP or GIF images can be uploaded.',
    );
    expect([await couponCount(), await mediaCount(), (await t.storedFiles()).length]).toEqual(before);
  });

  it('refuses a merchantId naming another merchant with 403, and stores nothing; its own id is fine', async () => {
    const before = await couponCount();
    const foreign = await uploadCoupon(form({ ...valid(), merchantId: merchantB.merchant?.id ?? '' }));
    expect(foreign.status).toBe(403);
    expect(await couponCount()).toBe(before);
    const own = await uploadCoupon(form({ ...valid(), merchantId: merchantA.merchant?.id ?? '' }));
    expect(own.status).toBe(201);
  });

  it('is for merchants: visitors 401, users and admins 403; JSON is 415', async () => {
    expect((await uploadCoupon(form(valid()), '')).status).toBe(401);
    const user = await signedIn(t, 'user');
    expect((await uploadCoupon(form(valid()), user.cookie)).status).toBe(403);
    expect((await uploadCoupon(form(valid()), admin.cookie)).status).toBe(403);
    const json = await postJson(t, '/api/MerchantDetails/coupons/upload', valid(), merchantA.cookie);
    expect(json.status).toBe(415);
  });
});

describe("the spec's coupon payload as written (issue 20 item 8)", () => {
  /** Exactly the multipart Coupon of spec sections 3 and 7: no slotKind, language or category. */
  const specPayload = (texts: { title: string; description: string }, merchantId: string) => ({
    couponName: 'Festive offer',
    couponCode: 'FEST25',
    expiryDate: future.replaceAll('-', '/'),
    termsAndConditions: 'Once per account.',
    ...texts,
    percentage: '25',
    discountValue: '100',
    requestedSlotId: '7',
    // Server-made fields a client may send: ignored.
    status: 'approved',
    issueDate: '2020/01/01',
    assignedSlotId: '7',
    isApproved: 'true',
    merchantId,
    merchantURL: 'https://shop.example.in/festive',
  });
  const texts = {
    en: { title: 'Flat 25% off on kurtas', description: 'Festive wear at 25% off this week.' },
    hi: { title: 'कुर्तों पर 25% की छूट', description: 'इस हफ़्ते Fabindia पर त्योहार के कपड़े 25% कम में।' },
    te: { title: 'కుర్తాలపై 25% తగ్గింపు', description: 'ఈ వారం పండుగ దుస్తులపై 25% తగ్గింపు.' },
  } as const;

  it.each(Object.keys(texts) as (keyof typeof texts)[])(
    "is accepted in %s and stored as a free request in the language of its text, in the merchant's category, pending",
    async (language) => {
      const body = form(specPayload(texts[language], merchantA.merchant?.id ?? ''));
      expect([...body.keys()].sort()).not.toContain('slotKind');
      const response = await uploadCoupon(body);
      expect(response.status, await response.clone().text()).toBe(201);
      const { id, status } = (await response.json()) as { id: string; status: string };
      expect(status).toBe('pending');
      const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
      expect(row).toMatchObject({
        slotKind: 'free',
        language,
        category: 'Fashion',
        status: 'pending',
        assignedSlotId: null,
        approvedAt: null,
        requestedSlotId: 7,
        issueDate: todayInIndia(),
      });
    },
  );

  it("files a coupon under 'Other' when the merchant's own category is not one of the list", async () => {
    const account = await createAccount(t.db, { role: 'merchant', password: TEST_PASSWORD });
    const merchant = await createMerchant(t.db, { accountId: account.id, category: 'Kirana store' });
    const login = await postJson(t, '/api/MerchantDetails/Login', {
      userName: account.username,
      password: TEST_PASSWORD,
    });
    const response = await uploadCoupon(form(specPayload(texts.en, merchant.id)), cookiesFrom(login));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ category: 'Other', language: 'en', slotKind: 'free' });
  });

  it('a slot request, language or category that is sent still wins over the defaults', async () => {
    const response = await uploadCoupon(
      form({
        ...specPayload(texts.hi, merchantA.merchant?.id ?? ''),
        slotKind: 'premium',
        language: 'te',
        category: 'Travel',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ slotKind: 'premium', language: 'te', category: 'Travel' });
  });
});

describe('My Offers: edit and delete', () => {
  let couponId: string;
  let imageId: string;
  let slot = 0;
  beforeEach(async () => {
    slot += 1;
    const media = await createDemoMedia(t, { label: 'OLD', kind: 'couponAd', width: 270, height: 255 });
    imageId = media.id;
    // Never approved (refused once): edited in place. A live coupon's edit waits aside: coupon-edits.test.ts.
    const coupon = await createCoupon(t.db, {
      merchantId: merchantA.merchant?.id ?? '',
      status: 'rejected',
      rejectReason: 'Blurry image',
      adImageId: media.id,
      requestedSlotId: slot,
    });
    couponId = coupon.id;
  });

  const edit = (body: FormData, cookie = merchantA.cookie, id = couponId) =>
    send('PUT', `/api/merchant/coupons/${id}`, body, cookie);
  const remove = (cookie = merchantA.cookie, id = couponId) =>
    t.app.request(
      `/api/merchant/coupons/${id}`,
      sameOrigin({ method: 'DELETE', headers: { Cookie: cookie } }),
    );
  const rowOf = async (id = couponId) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

  it('lists the coupon in My Offers with what the edit form needs', async () => {
    const response = await t.app.request('/api/merchant/coupons', { headers: { Cookie: merchantA.cookie } });
    const mine = ((await response.json()) as { id: string; slotKind: string; imageUrl: string }[]).find(
      (coupon) => coupon.id === couponId,
    );
    expect(mine).toMatchObject({ slotKind: 'free', imageUrl: expect.stringMatching(/^\/media\/couponAd\//) });
    const other = await t.app.request('/api/merchant/coupons', { headers: { Cookie: merchantB.cookie } });
    expect(((await other.json()) as { id: string }[]).map((c) => c.id)).not.toContain(couponId);
  });

  it('an edit of a coupon never approved keeps the image when none is sent, and sends it back to pending', async () => {
    const response = await edit(form({ ...valid(), couponName: 'Edited offer' }, null));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(couponMessages.updated);
    expect(await rowOf()).toMatchObject({
      couponName: 'Edited offer',
      status: 'pending',
      assignedSlotId: null,
      approvedAt: null,
      approvedBy: null,
      rejectReason: null,
      adImageId: imageId,
      requestedSlotId: 15,
    });
  });

  it('an edit with a new image releases the old one', async () => {
    const files = (await t.storedFiles()).length;
    const response = await edit(form(valid()));
    expect(response.status).toBe(200);
    const row = await rowOf();
    expect(row?.adImageId).not.toBe(imageId);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, imageId))).toEqual([]);
    expect((await t.storedFiles()).length).toBe(files);
  });

  it('an edit follows the same rules', async () => {
    const response = await edit(form({ ...valid(), requestedSlotId: '25' }, null));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      requestedSlotId: slotRangeMessage,
    });
    expect((await rowOf())?.status).toBe('rejected');
  });

  it("merchant B can neither edit nor delete merchant A's coupon (404), and nothing changes", async () => {
    const before = await rowOf();
    const files = (await t.storedFiles()).length;
    const edited = await edit(form({ ...valid(), couponName: 'Hijacked' }), merchantB.cookie);
    expect(edited.status).toBe(404);
    expect((await remove(merchantB.cookie)).status).toBe(404);
    expect(await rowOf()).toEqual(before);
    expect((await t.storedFiles()).length).toBe(files);
    const foreignId = await edit(
      form({ ...valid(), merchantId: merchantA.merchant?.id ?? '' }),
      merchantB.cookie,
    );
    expect(foreignId.status).toBe(404);
  });

  it('a merchant deletes their own coupon; its image goes with it', async () => {
    const response = await remove();
    expect(response.status).toBe(200);
    expect(await rowOf()).toBeUndefined();
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, imageId))).toEqual([]);
    expect((await remove()).status).toBe(404);
  });

  it('edit and delete are for merchants only', async () => {
    expect((await edit(form(valid()), '')).status).toBe(401);
    expect((await edit(form(valid()), admin.cookie)).status).toBe(403);
    expect((await remove('')).status).toBe(401);
    expect((await remove(admin.cookie)).status).toBe(403);
    expect((await rowOf())?.status).toBe('rejected');
  });
});
