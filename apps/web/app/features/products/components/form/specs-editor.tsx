import { Plus, Trash2 } from 'lucide-react';
import { PRODUCT_LIMITS } from '@wbn/contract/constants';
import { iconButtonClass, inputClass, smallButtonClass } from './controls';

export type SpecRow = { key: string; value: string };

/** Technical specifications as key/value rows that can be added and removed. */
export function SpecsEditor({
  rows,
  onChange,
  disabled,
  error,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const set = (i: number, patch: Partial<SpecRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Technical specifications</legend>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No specifications yet, e.g. Material: stainless steel.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {rows.map((row, i) => (
          <li
            key={i}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 sm:flex-row sm:items-center sm:border-0 sm:p-0"
          >
            <input
              type="text"
              aria-label={`Specification ${i + 1} name`}
              placeholder="Name, e.g. Material"
              value={row.key}
              maxLength={PRODUCT_LIMITS.specKeyChars}
              disabled={disabled}
              onChange={(e) => set(i, { key: e.target.value })}
              className={`${inputClass} sm:w-2/5`}
            />
            <div className="flex flex-1 items-center gap-2">
              <input
                type="text"
                aria-label={`Specification ${i + 1} value`}
                placeholder="Value, e.g. Stainless steel"
                value={row.value}
                maxLength={PRODUCT_LIMITS.specValueChars}
                disabled={disabled}
                onChange={(e) => set(i, { value: e.target.value })}
                className={inputClass}
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                aria-label={`Remove specification ${i + 1}${row.key ? ` (${row.key})` : ''}`}
                className={iconButtonClass}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          disabled={disabled || rows.length >= PRODUCT_LIMITS.specs}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
          className={smallButtonClass}
        >
          <Plus aria-hidden className="h-4 w-4" /> Add specification
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
