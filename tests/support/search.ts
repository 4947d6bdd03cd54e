import { expect } from 'vitest';
import { createCoupon } from '../../functions/seed/factories/index.ts';
import type { SearchResults } from '../../functions/contract/search.ts';
import type { TestApp } from './test-app.ts';

/** GET /api/search?q=… on the test app: 200 and the answer. */
export async function searchFor(t: TestApp, q: string): Promise<SearchResults> {
  const response = await t.app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResults;
}

/** An approved coupon of `merchantId`, live for the factory's 30 days. */
export function liveCoupon(t: TestApp, merchantId: string, title: string, category: string) {
  return createCoupon(t.db, { merchantId, status: 'approved', approvedAt: new Date(), title, category });
}
