import { describe, expect, it } from 'vitest';
import { mixedRound } from '../../scripts/lib/load-mix.ts';

/** The sale-day scenario of `npm run load -- --mix` (issue 14) keeps the shares it claims to measure. */
describe('the mixed load round', () => {
  const fixtures = { cookies: ['session=a', 'session=b'], couponIds: ['c1', 'c2', 'c3', 'c4'] };

  it('is 80% page and list reads, 15% reveals and click-outs, 5% writes, on every connection', () => {
    for (let connection = 0; connection < 6; connection++) {
      const round = mixedRound(connection, fixtures);
      const share = (kind: string) => round.filter((r) => r.kind === kind).length / round.length;
      expect([share('read'), share('counted'), share('write')]).toEqual([0.8, 0.15, 0.05]);
      for (const read of round.filter((r) => r.kind === 'read')) expect(read.method).toBe('GET');
      // Reveals and click-outs are a signed-in shopper's, on a live coupon.
      for (const counted of round.filter((r) => r.kind === 'counted')) {
        expect(counted.path).toMatch(/^\/api\/coupons\/c\d\/(reveal|click-out)$/);
        expect(counted.headers?.cookie).toMatch(/^session=/);
      }
    }
  });

  it('spreads the writes over reviews, newsletter sign-ups and contact messages', () => {
    const writes = [0, 1, 2].map(
      (connection) => mixedRound(connection, fixtures).find((r) => r.kind === 'write')?.path,
    );
    expect(writes.sort()).toEqual([
      '/api/AToZ/NewsLetter-Post',
      '/api/AToZ/submit-rating',
      '/api/Contact/Submit',
    ]);
  });
});
