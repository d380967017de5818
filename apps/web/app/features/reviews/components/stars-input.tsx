/**
 * One rating of a review as five stars to choose from: a group of radio buttons (arrow keys move
 * between them, as in any radio group), each read as "4 stars", drawn as stars filled up to the
 * choice (or up to the one the pointer is over).
 */
import { useId, useState, type Ref } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS, REVIEW_FORM_TEXT } from '@wbn/contract/constants';

export function StarsInput({
  name,
  label,
  value,
  onChange,
  inputRef,
  error,
}: {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}) {
  const errorId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const choices = Array.from(
    { length: REVIEW_LIMITS.starsMax - REVIEW_LIMITS.starsMin + 1 },
    (_, i) => REVIEW_LIMITS.starsMin + i,
  );
  return (
    <fieldset aria-invalid={!!error} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {choices.map((n) => (
          <label
            key={n}
            className="group relative cursor-pointer rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            onMouseEnter={() => setHover(n)}
          >
            <input
              ref={n === choices[0] ? inputRef : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              // Over the star it stands for: a tap or a click lands on the radio button itself.
              className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{REVIEW_FORM_TEXT.starChoice(n)}</span>
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={`h-7 w-7 ${n <= shown ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-300'}`}
            />
          </label>
        ))}
        {value ? (
          <span aria-hidden="true" className="ml-1 text-sm text-slate-600">
            {value}/{REVIEW_LIMITS.starsMax}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
