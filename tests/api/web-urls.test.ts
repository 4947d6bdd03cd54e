import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webUrlMessages } from '../../functions/contract/rules.ts';
import {
  accounts,
  coupons,
  merchantPreferences,
  merchantProducts,
  merchants,
  siteImages,
} from '../../functions/db/schema/index.ts';
import { createMerchant, isoDateInDays } from '../../functions/seed/factories/index.ts';
import { smallPng } from '../fixtures/images.ts';
import { postJson, signedIn } from '../support/sessions.ts';
import { createTestApp, sameOrigin, type TestApp } from '../support/test-app.ts';

/**
 * Every URL a person types is validated once (issue 20 item 5): the merchant sign-up's and details'
 * site URL, the coupon's and product's merchant URL, the store URL of site creation and the admin
 * uploads' merchant URL all refuse what is not an http(s) address with a real public host, with the
 * rule's message, and store nothing; good addresses pass, https:// added when left out.
 */

let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let png: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await signedIn(t, 'merchant');
  admin = await signedIn(t, 'admin');
  png = await smallPng();
});
afterAll(() => t.close());

/** Each bad address and the message it gets. */
const BAD: [string, string][] = [
  ['https://javascript:alert(document.domain)', webUrlMessages.invalid],
  ['javascript:alert(1)', webUrlMessages.scheme],
  ['http://localhost', webUrlMessages.host],
  ['https://a', webUrlMessages.host],
  ['ftp://x.com', webUrlMessages.scheme],
  ['https://user:secret@shop.example.in', webUrlMessages.credentials],
  ['http://192.168.1.10/admin', webUrlMessages.host],
  [`shop.example.in/${'a'.repeat(500)}`, webUrlMessages.tooLong],
];
const GOOD: [string, string][] = [
  ['shop.example.in/sale', 'https://shop.example.in/sale'],
  ['  http://kaveri-silks.co.in/?ref=ds  ', 'http://kaveri-silks.co.in/?ref=ds'],
];

function multipart(fields: Record<string, string | Uint8Array>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.set(
      name,
      typeof value === 'string' ? value : new File([new Uint8Array(value)], 'a.png', { type: 'image/png' }),
    );
  return form;
}
const postForm = (path: string, fields: Record<string, string | Uint8Array>, cookie: string) =>
  t.app.request(path, sameOrigin({ method: 'POST', body: multipart(fields), headers: { Cookie: cookie } }));

async function rows(table: typeof accounts | typeof coupons | typeof merchantProducts | typeof siteImages) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The field message of a 400 answer. */
async function refusal(response: Response, field: string): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { fields?: Record<string, string> } };
  return body.error.fields?.[field];
}

let n = 0;
const merchantSignup = (merchatSiteUrl: string) => {
  n += 1;
  return {
    merchantName: `URL Test Merchant ${n}`,
    category: 'Fashion',
    email: `url-test-${n}@example.in`,
    mobile: '9123456780',
    merchatSiteUrl,
    userName: `url_test_${n}`,
    password: 'Silk#Route2025',
  };
};

describe('the merchant sign-up site URL (merchatSiteUrl)', () => {
  it.each(BAD)("refuses %s with the rule's message, and stores no account", async (url, message) => {
    const before = await rows(accounts);
    const response = await postJson(t, '/api/MerchantDetails', merchantSignup(url));
    expect(await refusal(response, 'merchatSiteUrl')).toBe(message);
    expect(await rows(accounts)).toBe(before);
  });

  it.each(GOOD)('stores %s as %s and serves it in the public details', async (url, stored) => {
    const body = merchantSignup(url);
    const response = await postJson(t, '/api/MerchantDetails', body);
    expect(response.status).toBe(201);
    const [row] = await t.db.select().from(merchants).where(eq(merchants.email, body.email));
    expect(row?.siteUrl).toBe(stored);
    const details = await t.app.request(`/api/MerchantDetails/${row?.id}`);
    expect(await details.json()).toMatchObject({ merchatSiteUrl: stored });
  });

  it('is optional: left out or blank, no site URL', async () => {
    const body = merchantSignup('  ');
    expect((await postJson(t, '/api/MerchantDetails', body)).status).toBe(201);
    const [row] = await t.db.select().from(merchants).where(eq(merchants.email, body.email));
    expect(row?.siteUrl).toBeNull();
  });

  it('a site URL stored before the rule is not served by the public API', async () => {
    const old = await createMerchant(t.db, {});
    await t.db
      .update(merchants)
      .set({ siteUrl: 'https://javascript:alert(document.domain)' })
      .where(eq(merchants.id, old.id));
    const details = await t.app.request(`/api/MerchantDetails/${old.id}`);
    expect(await details.json()).toMatchObject({ merchatSiteUrl: null });
  });
});

describe('the merchant details form of a signed-in merchant (merchatSiteUrl)', () => {
  it('refuses a bad site URL on the details form too', async () => {
    const response = await postJson(
      t,
      '/api/MerchantDetails',
      {
        merchantName: 'X',
        category: 'Fashion',
        email: 'x@example.in',
        mobile: '9988776655',
        merchatSiteUrl: 'javascript:alert(1)',
      },
      merchant.cookie,
    );
    expect(await refusal(response, 'merchatSiteUrl')).toBe(webUrlMessages.scheme);
  });
});

const coupon = (merchantURL: string) => ({
  couponName: 'URL test',
  couponCode: 'URLTEST1',
  expiryDate: isoDateInDays(30),
  termsAndConditions: 'Once per account.',
  adPost: png,
  title: 'Flat 10% off',
  description: 'Ten per cent off everything.',
  percentage: '10',
  discountValue: '50',
  requestedSlotId: '3',
  merchantURL,
});

describe('the coupon merchant URL (merchantURL)', () => {
  it.each(BAD)('refuses %s and stores no coupon', async (url, message) => {
    const before = await rows(coupons);
    const response = await postForm('/api/MerchantDetails/coupons/upload', coupon(url), merchant.cookie);
    expect(await refusal(response, 'merchantURL')).toBe(message);
    expect(await rows(coupons)).toBe(before);
  });

  it.each(GOOD)('stores %s as %s', async (url, stored) => {
    const response = await postForm('/api/MerchantDetails/coupons/upload', coupon(url), merchant.cookie);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.merchantUrl).toBe(stored);
  });
});

describe('the product merchant URL (MerchantURL)', () => {
  const product = (MerchantURL: string) => ({
    ProductName: 'Bottle',
    Price: '499',
    MerchantURL,
    ProductImage: png,
  });

  it.each(BAD)('refuses %s and stores no product', async (url, message) => {
    const before = await rows(merchantProducts);
    const response = await postForm(
      '/api/MerchantDetails/upload-MerchantProduct',
      product(url),
      merchant.cookie,
    );
    expect(await refusal(response, 'MerchantURL')).toBe(message);
    expect(await rows(merchantProducts)).toBe(before);
  });

  it.each(GOOD)('stores %s as %s', async (url, stored) => {
    const response = await postForm(
      '/api/MerchantDetails/upload-MerchantProduct',
      product(url),
      merchant.cookie,
    );
    expect(response.status).toBe(201);
    const { product: saved } = (await response.json()) as { product: { id: string } };
    const [row] = await t.db.select().from(merchantProducts).where(eq(merchantProducts.id, saved.id));
    expect(row?.merchantUrl).toBe(stored);
  });
});

describe('the store URL of site creation (externalSiteUrl)', () => {
  const save = (externalSiteUrl: string) =>
    postJson(
      t,
      '/api/merchant/preferences/upsert',
      { hasExternalSite: true, externalSiteUrl },
      merchant.cookie,
    );
  const stored = async () => {
    const [row] = await t.db
      .select({ url: merchantPreferences.externalSiteUrl })
      .from(merchantPreferences)
      .where(eq(merchantPreferences.merchantId, merchant.merchant!.id));
    return row?.url ?? null;
  };

  it.each(BAD)('refuses %s and keeps what was saved', async (url, message) => {
    const before = await stored();
    expect(await refusal(await save(url), 'externalSiteUrl')).toBe(message);
    expect(await stored()).toBe(before);
  });

  it.each(GOOD)('stores %s as %s', async (url, expected) => {
    expect((await save(url)).status).toBe(200);
    expect(await stored()).toBe(expected);
  });
});

describe("the admin uploads' merchant URL (MerchantURL)", () => {
  it.each(BAD)('refuses %s and places no image', async (url, message) => {
    const before = await rows(siteImages);
    const response = await postForm(
      '/api/AdminContent/upload-hero-image',
      { Image: png, MerchantURL: url },
      admin.cookie,
    );
    expect(await refusal(response, 'MerchantURL')).toBe(message);
    expect(await rows(siteImages)).toBe(before);
  });

  it.each(GOOD)('stores %s as %s', async (url, stored) => {
    const response = await postForm(
      '/api/AdminContent/upload-hero-image',
      { Image: png, MerchantURL: url },
      admin.cookie,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await t.db.select().from(siteImages).where(eq(siteImages.id, id));
    expect(row?.merchantUrl).toBe(stored);
  });
});
