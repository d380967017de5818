import { describe, expect, it } from 'vitest';
import {
  formatDateTimeUtc,
  formatDay,
  formatMessageDate,
  formatMessageTime,
  formatShortDay,
  fullDate,
  fullUtc,
  relativeTime,
  shortDateTime,
} from './dates';

describe('formatDay', () => {
  it('prints the day in UTC, for timestamps and stored days alike', () => {
    expect(formatDay('2027-03-15T23:30:00.000Z')).toBe('Mar 15, 2027');
    expect(formatDay('2027-03-15T23:30:00-05:00')).toBe('Mar 16, 2027'); // the UTC day
    expect(formatDay('1970-10-24')).toBe('Oct 24, 1970'); // a stored day never shifts by the reader's zone
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });
  it('prints what is not a date as given', () => {
    expect(formatDay('')).toBe('');
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('2026-02-31x')).toBe('2026-02-31x');
    expect(formatDay('3/4/2026')).toBe('3/4/2026'); // not ISO: each browser would read it its own way
  });
});

describe('formatShortDay', () => {
  it('prints a stored day without its year, in UTC', () => {
    expect(formatShortDay('2026-03-04')).toBe('Mar 4');
    expect(formatShortDay('2026-12-31')).toBe('Dec 31');
    expect(formatShortDay('tomorrow')).toBe('tomorrow');
  });
});

describe('a locale', () => {
  it('is taken by the day formatters, the default staying en-US', () => {
    expect(formatDay('2026-03-04', 'de-DE')).toBe('4. März 2026');
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
  });
});

describe('formatDateTimeUtc', () => {
  it('prints day and 12-hour time in UTC, saying so', () => {
    expect(formatDateTimeUtc('2026-03-04T15:05:00Z')).toBe('Mar 4, 2026, 03:05 PM UTC');
    expect(formatDateTimeUtc('2026-03-04T00:05:00+02:00')).toBe('Mar 3, 2026, 10:05 PM UTC');
    expect(formatDateTimeUtc('never')).toBe('never');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-04T15:00:00Z');
  it('is short for recent times and a date for older ones', () => {
    expect(relativeTime('2026-03-04T14:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-03-04T15:00:20Z', now)).toBe('just now'); // a clock a little ahead
    expect(relativeTime('2026-03-04T14:59:00Z', now)).toBe('1 min ago');
    expect(relativeTime('2026-03-04T14:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-03-04T12:00:00Z', now)).toBe('3 h ago');
    expect(relativeTime('2026-03-03T15:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-03-03T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-02-28T15:00:00Z', now)).toBe('4 days ago');
    expect(relativeTime('2026-02-25T15:00:01Z', now)).toBe('6 days ago');
    expect(relativeTime('2026-01-10T15:00:00Z', now)).toBe('Jan 10');
    expect(relativeTime('2025-01-10T15:00:00Z', now)).toBe('Jan 10, 2025');
  });
  it('is empty for what is not a date', () => {
    expect(relativeTime('', now)).toBe('');
    expect(relativeTime('yesterday', now)).toBe('');
  });
});

describe('shortDateTime', () => {
  it("prints a moment short, in the reader's zone, with the year only when it is not this one", () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(shortDateTime('2026-03-04T15:05:00Z', now)).toMatch(/^Mar [3-5], \d{1,2}:\d{2}\s[AP]M$/);
    expect(shortDateTime('2025-03-04T15:05:00Z', now)).toMatch(/^Mar [3-5], 2025, \d{1,2}:\d{2}\s[AP]M$/);
    expect(shortDateTime('whenever', now)).toBe('whenever');
  });
});

describe('fullDate', () => {
  it('spells the whole date and time out (the reader’s zone)', () => {
    expect(fullDate('2026-03-04T15:05:00Z')).toMatch(/^\w+day, March [3-5], 2026 at \d{1,2}:\d{2}\s[AP]M$/);
    expect(fullDate('later')).toBe('later');
  });
});

describe('message center times (UTC as dd/M/yyyy hh:mm)', () => {
  it('two-digit day, month without zero, 12-hour clock, the UTC day', () => {
    expect(formatMessageTime('2025-03-07T15:04:00Z')).toBe('07/3/2025 03:04');
    expect(formatMessageTime('2025-11-21T00:30:00Z')).toBe('21/11/2025 12:30');
    expect(formatMessageTime('2025-01-01T12:00:00Z')).toBe('01/1/2025 12:00');
    expect(formatMessageTime('2025-12-31T23:59:59-05:00')).toBe('01/1/2026 04:59'); // the UTC day, not the writer's
    expect(formatMessageTime('not a date')).toBe('');
  });
  it('the day alone, and an unambiguous 24-hour UTC form', () => {
    expect(formatMessageDate('2025-03-07T15:04:00Z')).toBe('07/3/2025');
    expect(formatMessageDate('nope')).toBe('');
    expect(fullUtc('2025-03-07T15:04:00Z')).toBe('2025-03-07 15:04 UTC');
    expect(fullUtc('2025-03-07T00:04:00Z')).toBe('2025-03-07 00:04 UTC');
    expect(fullUtc('nope')).toBe('');
  });
  it('match the former hand-written format over a year of times', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    const former = (d: Date) =>
      `${two(d.getUTCDate())}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()} ${two(d.getUTCHours() % 12 || 12)}:${two(d.getUTCMinutes())}`;
    const formerUtc = (d: Date) =>
      `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
    for (
      let t = Date.parse('2025-01-01T00:00:00Z');
      t < Date.parse('2026-01-01T00:00:00Z');
      t += 7 * 3600_000 + 13 * 60_000
    ) {
      const d = new Date(t);
      expect(formatMessageTime(d.toISOString())).toBe(former(d));
      expect(fullUtc(d.toISOString())).toBe(formerUtc(d));
    }
  });
});
