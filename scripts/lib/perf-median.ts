/**
 * `npm run perf` measures each page several times and reports the median run (issue 21: Lighthouse is
 * noisy on a shared machine, so one slow or fast run decides nothing).
 */

/** The median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The run whose performance score is the median one (for an even count, the lower middle), so its
 * timings, sizes and failing audits are reported together, as one real run. Runs without a score
 * (Lighthouse could not record the page, e.g. its NO_NAVSTART trace error) are left out; when no run
 * has a score, the first failed run is the answer, so the failure is reported.
 */
export function medianRun<T>(runs: readonly T[], score: (run: T) => number | null): T | undefined {
  const scored = runs.filter((run) => score(run) !== null);
  if (scored.length === 0) return runs[0];
  const sorted = scored.sort((a, b) => score(a)! - score(b)!);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
