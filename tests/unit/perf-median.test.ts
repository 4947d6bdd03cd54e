import { describe, expect, it } from 'vitest';
import { median, medianRun } from '../../scripts/lib/perf-median.ts';

describe('npm run perf takes the median of its runs', () => {
  it('median of odd and even counts, unsorted, and of none', () => {
    expect(median([99, 87, 95])).toBe(95);
    expect(median([3, 1, 2, 4])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('reports the run with the median score, not the best or the first', () => {
    const runs = [
      { score: 99, tbt: 0 },
      { score: 87, tbt: 490 },
      { score: 96, tbt: 120 },
    ];
    expect(medianRun(runs, (run) => run.score)).toEqual({ score: 96, tbt: 120 });
    expect(medianRun(runs.slice(0, 2), (run) => run.score)).toEqual({ score: 87, tbt: 490 });
  });

  it('leaves out runs Lighthouse could not record, and reports a failure when every run failed', () => {
    const runs = [{ score: 99 }, { score: null }, { score: 90 }, { score: 98 }];
    expect(medianRun(runs, (run) => run.score)).toEqual({ score: 98 });
    expect(medianRun([{ score: null, why: 'NO_NAVSTART' }], (run) => run.score)).toEqual({
      score: null,
      why: 'NO_NAVSTART',
    });
    expect(medianRun([], (run: { score: number }) => run.score)).toBeUndefined();
  });
});
