/**
 * Main categories of a business (on "Create business": main industry, main categories
 * (multiple)). A searchable list of checkboxes grouped by industry; values are sent as
 * "industryID.categoryID". The main-industry select narrows the list.
 */
import { useId, useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';
import clsx from 'clsx';
import type { IndustryNode } from '@wbn/contract/schemas';
import { controlClass } from '~/components/form-controls';

export const MAX_CATEGORIES = 10;
export const categoryRef = (industryID: string, categoryID: string) => `${industryID}.${categoryID}`;

type Props = {
  tree: IndustryNode[];
  value: string[];
  onChange: (refs: string[]) => void;
  /** Main industry id ('' = all industries). */
  industry: string;
  onIndustryChange: (id: string) => void;
  error?: string;
  industryError?: string;
  required?: boolean;
  /** Gets the category search box: what takes the focus when the categories are invalid (react-hook-form's `field.ref`). */
  focusRef?: (element: HTMLElement | null) => void;
  /** The most categories that may be chosen (a business: MAX_CATEGORIES; a request for quotation: fewer). */
  max?: number;
  /** The group's name (default: a business's "Main industry and categories"). */
  legend?: string;
  /**
   * Lists no category until the main industry or a search narrows the list, and says this
   * sentence instead (a request for quotation: some 130 checkboxes otherwise; decision 0069).
   */
  industryFirst?: string;
};

export function CategoryPicker({
  tree,
  value,
  onChange,
  industry,
  onIndustryChange,
  error,
  industryError,
  required,
  focusRef,
  max = MAX_CATEGORIES,
  legend = 'Main industry and categories',
  industryFirst,
}: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const names = useMemo(() => {
    const m = new Map<string, string>();
    for (const ind of tree) for (const c of ind.categories) m.set(categoryRef(ind.id, c.id), c.name);
    return m;
  }, [tree]);
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return tree
      .filter((ind) => !industry || ind.id === industry)
      .map((ind) => ({
        ind,
        categories: ind.categories.filter(
          (c) =>
            !q ||
            c.name.toLowerCase().includes(q) ||
            ind.name.toLowerCase().includes(q) ||
            c.subCategories.some((s) => s.name.toLowerCase().includes(q)),
        ),
      }))
      .filter((g) => g.categories.length > 0);
  }, [tree, industry, query]);

  const full = value.length >= max;
  const toggle = (ref: string, on: boolean) => onChange(on ? [...value, ref] : value.filter((v) => v !== ref));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-industry`} className="block text-xs font-medium text-slate-600">
            Main industry
          </label>
          <select
            id={`${id}-industry`}
            value={industry}
            onChange={(e) => onIndustryChange(e.target.value)}
            aria-invalid={industryError ? true : undefined}
            className={controlClass(Boolean(industryError))}
          >
            <option value="">All industries</option>
            {tree.map((ind) => (
              <option key={ind.id} value={ind.id}>
                {ind.name}
              </option>
            ))}
          </select>
          {industryError ? <p className="text-xs font-medium text-red-600">{industryError}</p> : null}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-search`} className="block text-xs font-medium text-slate-600">
            Find a category
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <input
              ref={focusRef}
              id={`${id}-search`}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="e.g. Sensors"
              className={clsx(controlClass(), 'pl-9')}
            />
          </div>
        </div>
      </div>

      {value.length ? (
        <ul aria-label="Chosen categories" className="flex flex-wrap gap-1.5">
          {value.map((ref) => (
            <li
              key={ref}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700"
            >
              {names.get(ref) ?? ref}
              <button
                type="button"
                onClick={() => toggle(ref, false)}
                aria-label={`Remove ${names.get(ref) ?? ref}`}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div
        className={clsx(
          'max-h-72 overflow-y-auto rounded-lg border p-3',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {tree.length === 0 ? (
          <p className="text-sm text-slate-500">The industry list could not be loaded. Reload the page to try again.</p>
        ) : industryFirst && !industry && !query.trim() ? (
          <p className="text-sm text-slate-600">{industryFirst}</p>
        ) : groups.length === 0 ? (
          <p className="text-sm text-slate-500">No category matches “{query}”.</p>
        ) : (
          groups.map(({ ind, categories }) => (
            <div key={ind.id} role="group" aria-labelledby={`${id}-g-${ind.id}`} className="mb-3 last:mb-0">
              <p id={`${id}-g-${ind.id}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {ind.name}
              </p>
              <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
                {categories.map((c) => {
                  const ref = categoryRef(ind.id, c.id);
                  const checked = value.includes(ref);
                  return (
                    <label
                      key={ref}
                      className={clsx(
                        'flex items-start gap-2 rounded px-1 py-1 text-sm',
                        !checked && full ? 'text-slate-400' : 'text-slate-700 hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={(e) => toggle(ref, e.target.checked)}
                        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
                      />
                      {c.name}
                    </label>
                  );
                })}
              </div>
            </div>
          ))
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Choose up to {max} categories ({value.length} chosen).
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
