/**
 * The birth-date picker's calendar as data (the picker's years run from
 * DATE_PICKER_YEAR_SPAN before to DATE_PICKER_YEAR_SPAN after the current year). Dates are
 * YYYY-MM-DD strings; the calendar never shifts a day with the time zone (all UTC).
 */
import { DATE_PICKER_YEAR_SPAN, isValidBirthDate } from '@wbn/contract/constants';

export const pickerYears = (now: Date = new Date()) => {
  const y = now.getFullYear();
  return Array.from({ length: 2 * DATE_PICKER_YEAR_SPAN + 1 }, (_, i) => y - DATE_PICKER_YEAR_SPAN + i);
};

export const pad2 = (n: number) => String(n).padStart(2, '0');
export const isoDate = (year: number, month: number, day: number) => `${year}-${pad2(month + 1)}-${pad2(day)}`;

/** A typed date (any of the accepted separators) as {year, month 0-11, day}, or null. */
export function parseDate(s: string): { year: number; month: number; day: number } | null {
  const t = s.trim();
  if (!isValidBirthDate(t)) return null;
  const [year, month, day] = t.split(/[- /.]/).map(Number) as [number, number, number];
  return { year, month: month - 1, day };
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Weeks of a month, Monday first; null for the blanks before the 1st and after the last day. */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const first = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [
    ...Array<null>(first).fill(null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The month the calendar opens on: the typed date when its year is in range, else the current month. */
export function openingMonth(value: string, now: Date = new Date()) {
  const parsed = parseDate(value);
  const years = pickerYears(now);
  if (parsed && years.includes(parsed.year)) return { year: parsed.year, month: parsed.month };
  return { year: now.getFullYear(), month: now.getMonth() };
}
