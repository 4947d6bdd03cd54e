import {
  formatCalendarDate,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  type DateStyle,
} from '../india-time.ts';
import { LOCALE_TAG, type Locale } from './locales.ts';

/**
 * Dates and numbers in a language's Indian form (issue 26 item 5). English keeps the site's own
 * formatter ('26 Nov 2026', identical on server and browser); Hindi and Telugu take their month names
 * from Intl ('26 नव॰ 2026', '26 నవం 2026'), in India time. Amounts stay formatPaise's '₹1,00,000' in
 * every language: Latin digits with Indian grouping are what shoppers read in Hindi and Telugu apps too.
 */
function intlDate(locale: Locale, date: Date, style: DateStyle, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], {
    day: 'numeric',
    month: 'short',
    ...(style.year === false ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}

/** The India date of an instant in a language. */
export function formatDateIn(locale: Locale, instant: Date | string, style: DateStyle = {}): string {
  if (locale === 'en') return formatIndiaDate(instant, style);
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime())
    ? formatIndiaDate(instant, style)
    : intlDate(locale, date, style, 'Asia/Kolkata');
}

/**
 * The India date and time of an instant in a language: English as the site writes it ('26 Nov 2026,
 * 3:05 pm'); Hindi and Telugu take the day from Intl and keep the site's time.
 */
export function formatDateTimeIn(locale: Locale, instant: Date | string): string {
  if (locale === 'en') return formatIndiaDateTime(instant);
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime())
    ? formatIndiaDateTime(instant)
    : `${formatDateIn(locale, date)}, ${formatIndiaTime(date)}`;
}

/** A calendar day (YYYY-MM-DD, already an India day) in a language. */
export function formatCalendarDateIn(locale: Locale, isoDate: string, style: DateStyle = {}): string {
  if (locale === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return formatCalendarDate(isoDate, style);
  return intlDate(locale, new Date(`${isoDate}T00:00:00Z`), style, 'UTC');
}

/** A count with Indian grouping: 1,00,000. */
export function formatCountIn(locale: Locale, count: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale]).format(count);
}
