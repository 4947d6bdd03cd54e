import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../functions/db/schema/index.ts';
import { seedDemoData } from '../../functions/seed/seed-demo-data.ts';
import { postJson } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A visitor never receives a coupon code: not from any list, filter, or public action. */
let t: TestApp;
let codes: string[];
let couponIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t, { signInAccounts: true });
  const rows = await t.db.select({ id: coupons.id, code: coupons.couponCode }).from(coupons);
  codes = rows.map((row) => row.code);
  couponIds = rows.map((row) => row.id);
}, 120_000);
afterAll(() => t.close());

const PUBLIC_GETS = [
  '/api/AdSlot/get-all-ad-slots',
  '/api/AToZ/newest',
  '/api/AToZ/popular',
  '/api/AToZ/BestOffers',
  '/api/AToZ/available-categories',
  '/api/AToZ/get-all-reviews',
  '/api/AToZ/get-merchant-ratings',
  '/api/UserDetail1/getPublicStats',
  // Search answers coupons too (issue 21 item 5): a store's and a common word's, as many as it sends.
  '/api/search?q=charminar&limit=48',
  '/api/search?q=off&limit=48',
];
const LANGUAGE_LISTS = PUBLIC_GETS.slice(0, 5);

function expectNoCode(path: string, body: string) {
  const upper = body.toUpperCase();
  for (const code of codes) expect(upper.includes(code.toUpperCase()), `${path} leaks ${code}`).toBe(false);
  expect(body, path).not.toMatch(/couponCode/i);
}

describe('coupon codes stay secret from visitors', () => {
  it('seeds codes to look for', () => {
    expect(codes.length).toBeGreaterThanOrEqual(30);
  });

  it('no public read contains any seeded code, in any language', async () => {
    const paths = [
      ...PUBLIC_GETS,
      ...LANGUAGE_LISTS.flatMap((path) => ['en', 'hi', 'te'].map((lang) => `${path}?language=${lang}`)),
    ];
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      const body = await response.text();
      expect(body.length, path).toBeGreaterThan(2);
      expectNoCode(path, body);
    }
    const newest = (await (await t.app.request('/api/AToZ/newest')).json()) as { hasCode: boolean }[];
    expect(newest.length).toBeGreaterThanOrEqual(30);
    expect(newest.every((coupon) => coupon.hasCode)).toBe(true);
  });

  it('no public action answers with a code, nor does a visitor reveal', async () => {
    for (const id of couponIds) {
      const clickOut = await postJson(t, `/api/coupons/${id}/click-out`, {});
      expect([200, 404]).toContain(clickOut.status);
      expectNoCode('click-out', await clickOut.text());
      const reveal = await postJson(t, `/api/coupons/${id}/reveal`, {});
      expect(reveal.status).toBe(401);
      expectNoCode('reveal', await reveal.text());
    }
    for (const [path, body] of [
      ['/api/AToZ/NewsLetter-Post', { emailAddress: 'reader@example.com' }],
      [
        '/api/Contact/Submit',
        { name: 'A', email: 'a@example.com', contactNumber: '9876543210', message: 'Hi' },
      ],
    ] as const) {
      expectNoCode(path, await (await postJson(t, path, body)).text());
    }
  });
});
