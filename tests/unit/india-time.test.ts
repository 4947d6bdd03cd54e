import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfIndianDay,
  formatCalendarDate,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndiaTime,
  indiaDateOf,
  startOfIndianDay,
  todayInIndia,
} from '../../functions/contract/india-time.ts';

/** The one date module (decision 0047): India days and the way a date or a time is shown, in IST. */

describe('India days', () => {
  it('puts an instant on its India calendar day, across midnight IST (18:30 UTC)', () => {
    expect(indiaDateOf(new Date('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(indiaDateOf(new Date('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('gives the instants an India day starts and ends', () => {
    expect(startOfIndianDay('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(endOfIndianDay('2026-11-26').toISOString()).toBe('2026-11-26T18:29:59.999Z');
    expect(startOfIndianDay('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDateOf(startOfIndianDay('2026-11-26'))).toBe('2026-11-26');
    expect(indiaDateOf(endOfIndianDay('2026-11-26'))).toBe('2026-11-26');
    expect(endOfIndianDay('2026-11-26').getTime() + 1).toBe(startOfIndianDay('2026-11-27').getTime());
  });

  it('counts calendar days across months and leap years, and refuses what is not a date', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    for (const text of ['2026-02-30', '2026-13-01', '26-11-2026', '2026-11-26T00:00:00Z', ''])
      expect(() => startOfIndianDay(text), text).toThrow(RangeError);
  });
});

describe('India-time formatters', () => {
  // 18:40 UTC on 25 Nov is ten past midnight on 26 Nov in India.
  const lateNightUtc = '2026-11-25T18:40:00.000Z';

  it('shows a UTC instant at its IST date and time, whatever the zone it runs in', () => {
    expect(formatIndiaDate(lateNightUtc)).toBe('26 Nov 2026');
    expect(formatIndiaDate(new Date(lateNightUtc), { year: false })).toBe('26 Nov');
    expect(formatIndiaTime(lateNightUtc)).toBe('12:10 am');
    expect(formatIndiaDateTime(lateNightUtc)).toBe('26 Nov 2026, 12:10 am');
    expect(formatIndiaDateTime('2026-11-25T09:35:07Z', { seconds: true })).toBe('25 Nov 2026, 3:05:07 pm');
  });

  it('draws the midnight and noon boundaries in IST', () => {
    expect(formatIndiaDateTime('2026-11-25T18:29:59Z')).toBe('25 Nov 2026, 11:59 pm');
    expect(formatIndiaDateTime('2026-11-25T18:30:00Z')).toBe('26 Nov 2026, 12:00 am');
    expect(formatIndiaDateTime('2026-11-26T06:29:00Z')).toBe('26 Nov 2026, 11:59 am');
    expect(formatIndiaDateTime('2026-11-26T06:30:00Z')).toBe('26 Nov 2026, 12:00 pm');
    expect(formatIndiaDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
  });

  it('shows a calendar day as written, with no zone applied', () => {
    expect(formatCalendarDate('2026-11-26')).toBe('26 Nov 2026');
    expect(formatCalendarDate('2027-02-05', { year: false })).toBe('5 Feb');
  });

  it('shows what is not a time as it came, never "Invalid Date"', () => {
    expect(formatIndiaDateTime('not a time')).toBe('not a time');
    expect(formatIndiaDate(new Date(Number.NaN))).toBe('');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
  });
});
