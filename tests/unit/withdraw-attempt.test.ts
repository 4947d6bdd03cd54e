import { describe, expect, it } from 'vitest';
import { attemptAfter, attemptFor, newIdempotencyKey } from '../../src/lib/withdraw-attempt.ts';

/** Keys 'k1', 'k2', … in order, so a test can say which attempt a press belongs to. */
function keys() {
  let n = 0;
  return () => `k${++n}`;
}

describe('a withdrawal attempt’s Idempotency-Key', () => {
  it('is new for the first press', () => {
    expect(attemptFor(null, 50_000, keys())).toEqual({ key: 'k1', amountPaise: 50_000 });
  });

  it('is sent again when the same amount is retried after no answer, a server error or a throttle', () => {
    const next = keys();
    const first = attemptFor(null, 50_000, next);
    for (const status of [null, 500, 502, 503, 429]) {
      const left = attemptAfter(first, status);
      expect(left, `after ${status}`).toBe(first);
      expect(attemptFor(left, 50_000, next).key, `after ${status}`).toBe('k1');
    }
  });

  it('ends with a definite answer: the payout, or a refusal', () => {
    const next = keys();
    const first = attemptFor(null, 50_000, next);
    for (const status of [200, 201, 400, 403, 409, 422]) {
      expect(attemptAfter(first, status), `after ${status}`).toBeNull();
    }
    expect(attemptFor(attemptAfter(first, 201), 50_000, next).key).toBe('k2');
  });

  it('is new when the amount changes (one key is one amount)', () => {
    const next = keys();
    const first = attemptFor(null, 50_000, next);
    expect(attemptFor(attemptAfter(first, null), 40_000, next)).toEqual({ key: 'k2', amountPaise: 40_000 });
  });

  it('is a random UUID, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
