/**
 * The birth-date calendar (lazy chunk of BirthDateField): month and year selects, the year list
 * running DATE_PICKER_YEAR_SPAN years either side of the current one, and a grid of
 * day buttons. Opens at once when loaded (it is loaded by a click on the calendar button).
 */
import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { isoDate, monthGrid, openingMonth, parseDate, pickerYears } from '../lib/date-picker';
import { calendarButtonClass } from './calendar-button-class';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const selectClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';
const navClass =
  'rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-30';

export function BirthDateCalendar({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState(() => openingMonth(value));
  const years = pickerYears();
  const selected = parseDate(value);
  const step = (delta: number) =>
    setShown(({ year, month }) => {
      const m = month + delta;
      const next = { year: year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
      return years.includes(next.year) ? next : { year, month };
    });
  const atStart = shown.year === years[0] && shown.month === 0;
  const atEnd = shown.year === years[years.length - 1] && shown.month === 11;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        if (o) setShown(openingMonth(value));
        setOpen(o);
      }}
    >
      <Popover.Trigger
        className={calendarButtonClass}
        aria-label="Choose the birth date in a calendar"
        disabled={disabled}
      >
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Birth date calendar"
          className="z-50 w-72 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="flex items-center justify-between gap-1">
            <button
              type="button"
              className={navClass}
              onClick={() => step(-1)}
              disabled={atStart}
              aria-label="Previous month"
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </button>
            <select
              aria-label="Month"
              className={selectClass}
              value={shown.month}
              onChange={(e) => setShown((s) => ({ ...s, month: Number(e.target.value) }))}
            >
              {MONTHS.map((m, i) => (
                <option key={m} value={i}>
                  {m}
                </option>
              ))}
            </select>
            <select
              aria-label="Year"
              className={selectClass}
              value={shown.year}
              onChange={(e) => setShown((s) => ({ ...s, year: Number(e.target.value) }))}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <button type="button" className={navClass} onClick={() => step(1)} disabled={atEnd} aria-label="Next month">
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          <table
            className="mt-2 w-full table-fixed border-collapse text-center text-sm"
            aria-label={`${MONTHS[shown.month]} ${shown.year}`}
          >
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col" className="py-1 text-xs font-medium text-slate-500">
                    <abbr title={long} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown.year, shown.month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => {
                    if (day === null) return <td key={d} />;
                    const iso = isoDate(shown.year, shown.month, day);
                    const isSelected =
                      selected?.year === shown.year && selected.month === shown.month && selected.day === day;
                    return (
                      <td key={d} className="p-0.5">
                        <button
                          type="button"
                          aria-label={`${day} ${MONTHS[shown.month]} ${shown.year}`}
                          aria-pressed={isSelected}
                          onClick={() => {
                            onChange(iso);
                            setOpen(false);
                          }}
                          className={clsx(
                            'h-8 w-full rounded-md tabular-nums focus-visible:outline-2 focus-visible:outline-brand-500',
                            isSelected ? 'bg-brand-600 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50',
                          )}
                        >
                          {day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
