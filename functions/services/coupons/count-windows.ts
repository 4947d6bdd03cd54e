import { INDIA_OFFSET_MS } from '../../contract/india-time.ts';

/** The start of the India-time window of `sizeMs` (a day, an hour) that `now` falls in. */
export function countWindowStart(now: Date, sizeMs: number): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(local / sizeMs) * sizeMs - INDIA_OFFSET_MS);
}
