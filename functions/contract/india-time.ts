/**
 * India Standard Time, UTC+05:30 all year: the site's days and hours (an offer's expiry day, the
 * counting windows, "today" in a form) and the one way a date or a time is shown (decision 0047).
 * No zod, no Node, no Intl: islands import it too, and a time reads the same in IST whatever the
 * server's or the browser's zone, with the same words on the server and in every browser.
 *
 * Two kinds of date cross the API: an instant (an ISO timestamp: when a payment was made, a review
 * written) and a calendar day (YYYY-MM-DD: a sale date, an expiry day), which is already an India day
 * and is shown as written.
 */
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The India-time calendar date of an instant, as YYYY-MM-DD. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India-time calendar date of `now`, as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDateOf(now);
}

/** Midnight UTC of a calendar day (YYYY-MM-DD), for day arithmetic; throws on anything else. */
function utcMidnight(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  return time;
}

/** The instant an India-time calendar day (YYYY-MM-DD) begins: 00:00 IST, 18:30 UTC the day before. */
export function startOfIndianDay(isoDate: string): Date {
  return new Date(utcMidnight(isoDate) - INDIA_OFFSET_MS);
}

/** The instant an India-time calendar day (YYYY-MM-DD) ends: when an offer expiring that day stops showing. */
export function endOfIndianDay(isoDate: string): Date {
  return new Date(utcMidnight(isoDate) - INDIA_OFFSET_MS + DAY_MS - 1);
}

/** The calendar day `days` days after `isoDate` (before it when negative), as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `fromIsoDate` to `toIsoDate` (both YYYY-MM-DD): 0 the same day, -1 the day before. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((utcMidnight(toIsoDate) - utcMidnight(fromIsoDate)) / DAY_MS);
}

export interface DateStyle {
  /** Show the year ('26 Nov 2026'); false for '26 Nov'. Default true. */
  year?: boolean;
}

/** '26 Nov 2026' (or '26 Nov') from the UTC fields of a shifted time. */
function dayText(shifted: Date, style: DateStyle): string {
  const day = `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]}`;
  return style.year === false ? day : `${day} ${shifted.getUTCFullYear()}`;
}

/** '12:10 am', '3:05 pm' (with ':09' seconds when asked) from the UTC fields of a shifted time. */
function timeText(shifted: Date, seconds: boolean): string {
  const hours = shifted.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${two(shifted.getUTCMinutes())}`;
  return `${seconds ? `${clock}:${two(shifted.getUTCSeconds())}` : clock} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The instant (a Date or an ISO timestamp) moved to India time, or null when it is not a time. */
function inIndia(instant: Date | string): Date | null {
  const time = (typeof instant === 'string' ? new Date(instant) : instant).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

/** What is shown for a value that is not a time: the text as it came, never "Invalid Date". */
const asGiven = (instant: Date | string) => (typeof instant === 'string' ? instant : '');

/** The India date of an instant: '26 Nov 2026' (or '26 Nov' with { year: false }). */
export function formatIndiaDate(instant: Date | string, style: DateStyle = {}): string {
  const shifted = inIndia(instant);
  return shifted ? dayText(shifted, style) : asGiven(instant);
}

/** The India time of an instant: '12:10 am' (with seconds: '12:10:05 am'). */
export function formatIndiaTime(instant: Date | string, options: { seconds?: boolean } = {}): string {
  const shifted = inIndia(instant);
  return shifted ? timeText(shifted, options.seconds ?? false) : asGiven(instant);
}

/** The India date and time of an instant: '26 Nov 2026, 12:10 am'. */
export function formatIndiaDateTime(instant: Date | string, options: { seconds?: boolean } = {}): string {
  const shifted = inIndia(instant);
  return shifted
    ? `${dayText(shifted, {})}, ${timeText(shifted, options.seconds ?? false)}`
    : asGiven(instant);
}

/**
 * A calendar day (YYYY-MM-DD, already an India day: a sale date, an expiry day) as written: '26 Nov
 * 2026', or '26 Nov' with { year: false }. No zone is applied. Anything else is shown as given.
 */
export function formatCalendarDate(isoDate: string, style: DateStyle = {}): string {
  try {
    return dayText(new Date(utcMidnight(isoDate)), style);
  } catch {
    return isoDate;
  }
}
