/**
 * Birth date: a text box (YYYY-MM-DD; dash, space, slash or dot) and a calendar button.
 * The calendar (Radix popover, years from DATE_PICKER_YEAR_SPAN before to after this year) is a
 * lazily loaded chunk fetched on the first click (decision 0009); the box works without it.
 */
import { Suspense, lazy, useId, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { FieldShell, controlClass } from '~/components/form-controls';
import { calendarButtonClass } from './calendar-button-class';

const BirthDateCalendar = lazy(() => import('./birth-date-calendar').then((m) => ({ default: m.BirthDateCalendar })));

type Props = { value: string; onChange: (v: string) => void; error?: string; disabled?: boolean };

export function BirthDateField({ value, onChange, error, disabled }: Props) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const hint = 'YYYY-MM-DD, e.g. 1970-10-24';
  const placeholderButton = (
    <button
      type="button"
      className={calendarButtonClass}
      aria-label="Choose the birth date in a calendar"
      disabled={disabled}
      onClick={() => setWanted(true)}
    >
      <CalendarDays aria-hidden="true" className="h-4 w-4" />
    </button>
  );
  return (
    <FieldShell id={id} label="Birth date" hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className={controlClass(Boolean(error))}
        />
        {wanted ? (
          <Suspense fallback={placeholderButton}>
            <BirthDateCalendar value={value} onChange={onChange} disabled={disabled} />
          </Suspense>
        ) : (
          placeholderButton
        )}
      </div>
    </FieldShell>
  );
}
