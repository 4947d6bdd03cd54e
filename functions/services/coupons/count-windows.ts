/** India Standard Time, UTC+05:30 all year: the site's days and hours. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The start of the India-time window of `sizeMs` (a day, an hour) that `now` falls in. */
export function countWindowStart(now: Date, sizeMs: number): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(local / sizeMs) * sizeMs - INDIA_OFFSET_MS);
}

/** The India-time calendar date of `now`, as YYYY-MM-DD. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
