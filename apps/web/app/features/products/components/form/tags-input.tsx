import { useState } from 'react';
import { X } from 'lucide-react';
import { inputClass } from './controls';

/** Keywords as tags: Enter or comma adds, Backspace in an empty box removes the last one. */
export function TagsInput({
  id,
  value,
  onChange,
  max,
  maxLength,
  disabled,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  maxLength: number;
  disabled?: boolean;
  describedBy?: string;
}) {
  const [draft, setDraft] = useState('');
  const full = value.length >= max;

  function add(raw: string) {
    const words = raw
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
    if (words.length === 0) return;
    const next = [...value];
    for (const w of words) {
      if (next.length >= max) break;
      if (!next.some((t) => t.toLowerCase() === w.toLowerCase())) next.push(w.slice(0, maxLength));
    }
    onChange(next);
    setDraft('');
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen keywords">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={`Remove keyword ${tag}`}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        value={draft}
        disabled={disabled || full}
        maxLength={maxLength}
        placeholder={full ? `At most ${max} keywords` : 'Type a keyword and press Enter'}
        aria-describedby={describedBy}
        onChange={(e) => {
          const v = e.target.value;
          if (v.includes(',')) add(v);
          else setDraft(v);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(draft);
          } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => add(draft)}
        className={inputClass}
      />
    </div>
  );
}
