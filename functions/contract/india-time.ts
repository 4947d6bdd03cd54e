/**
 * India Standard Time, UTC+05:30 all year: the site's days and hours (an offer's expiry day, the
 * counting windows, "today" in a form). No zod, no Node: islands import it too.
 */
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The India-time calendar date of `now`, as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India-time calendar day (YYYY-MM-DD) ends: when an offer expiring that day stops showing. */
export function endOfIndianDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999+05:30`);
}
