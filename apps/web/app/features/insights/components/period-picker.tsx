/** The period of the figures, 7, 30 or 90 days: one radio button each, shown as a segmented control (arrow keys move between them). */
import { useId } from 'react';
import { INSIGHTS_PERIODS, INSIGHTS_TEXT, type InsightsPeriod } from '@wbn/contract/constants';

export function PeriodPicker({ value, onChange }: { value: InsightsPeriod; onChange: (days: InsightsPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{INSIGHTS_TEXT.period}</legend>
      <div className="inline-flex max-w-full flex-wrap rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
        {INSIGHTS_PERIODS.map((days) => (
          <label
            key={days}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {INSIGHTS_TEXT.periodOption(days)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
