import { describe, expect, it } from 'vitest';
import { percentText, percentToBp } from '../../functions/contract/cashback-rates.ts';
import { currentIndiaMonth, monthRange } from '../../functions/contract/merchant-statement.ts';

describe('rates on the wire', () => {
  it('reads percent with at most two decimals as basis points, refusing anything else', () => {
    expect([6, 6.5, 12.25, 0, 100, 0.01].map(percentToBp)).toEqual([600, 650, 1225, 0, 10000, 1]);
    expect([6.555, -1, 100.01, Number.NaN, Number.POSITIVE_INFINITY].map(percentToBp)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes a rate without trailing zeros', () => {
    expect([6, 6.5, 6.25, 30].map(percentText)).toEqual(['6%', '6.5%', '6.25%', '30%']);
  });
});

describe('statement months', () => {
  it('spans the month, December and a leap February included', () => {
    expect(monthRange('2026-09')).toEqual({ from: '2026-09-01', next: '2026-10-01', to: '2026-09-30' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', next: '2027-01-01', to: '2026-12-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', next: '2028-03-01', to: '2028-02-29' });
  });

  it('takes this month in India: 31 Oct 20:00 UTC is already November there', () => {
    expect(currentIndiaMonth(new Date('2026-10-31T20:00:00Z'))).toBe('2026-11');
    expect(currentIndiaMonth(new Date('2026-10-31T18:00:00Z'))).toBe('2026-10');
  });
});
