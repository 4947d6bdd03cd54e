import { formatDateIn } from '../../../functions/contract/i18n/format.ts';
import type { Locale } from '../../../functions/contract/i18n/locales.ts';
import { formatIndiaDateTime } from '../../../functions/contract/india-time.ts';

/** An instant's India date and time in a language: English as before ('26 Nov 2026, 10:30 am'). */
export function dateTimeIn(locale: Locale, instant: string): string {
  const english = formatIndiaDateTime(instant);
  if (locale === 'en') return english;
  const time = english.split(', ').pop() ?? '';
  return `${formatDateIn(locale, instant)}, ${time}`;
}
