/**
 * The businesses an invited-only request goes to: a company search (the header search's
 * suggestions, from two letters), each match a button that invites it, and the invited ones as
 * chips with a remove button. The buyer's own business is not offered.
 */
import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import { RFQ_TEXT } from '@wbn/contract/constants';
import { RemovableChip, controlClass, describedBy } from '~/components/form-controls';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, useSuggestions, useDebouncedValue } from '~/features/search/public';

export type InvitedBusiness = { businessID: string; companyName: string };

type Props = {
  value: readonly InvitedBusiness[];
  onChange: (next: InvitedBusiness[]) => void;
  max: number;
  /** Not offered (the business the request is posted as). */
  exclude?: string;
  error?: string;
  inputRef?: (element: HTMLElement | null) => void;
};

export function InviteField({ value, onChange, max, exclude, error, inputRef }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const full = value.length >= max;
  const suggestions = useSuggestions(term, !full);
  const ready = term.trim().length >= SUGGEST_MIN_CHARS;
  const matches = (suggestions.data?.companies ?? []).filter(
    (c) => c.businessID !== exclude && !value.some((v) => v.businessID === c.businessID),
  );
  const hint = RFQ_TEXT.inviteHint;

  return (
    <div className="space-y-2">
      {value.length ? (
        <ul aria-label={RFQ_TEXT.invitedList} className="flex flex-wrap gap-1.5">
          {value.map((b) => (
            <RemovableChip
              key={b.businessID}
              as="li"
              label={b.companyName}
              removeLabel={RFQ_TEXT.removeItem(b.companyName)}
              onRemove={() => onChange(value.filter((v) => v.businessID !== b.businessID))}
            />
          ))}
        </ul>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {RFQ_TEXT.inviteLabel}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={query}
          disabled={full}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={controlClass(Boolean(error))}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      {ready && !full ? (
        <div aria-live="polite">
          {suggestions.isFetching && !suggestions.data ? (
            <p className="text-sm text-slate-500">{RFQ_TEXT.inviteSearching}</p>
          ) : matches.length ? (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {matches.map((c) => (
                <li key={c.businessID} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 text-sm text-slate-800">
                    <span className="block truncate font-medium">{c.companyName}</span>
                    {c.country ? <span className="block truncate text-xs text-slate-500">{c.country}</span> : null}
                  </span>
                  <button
                    type="button"
                    aria-label={RFQ_TEXT.invite(c.companyName)}
                    onClick={() => {
                      onChange([...value, { businessID: c.businessID, companyName: c.companyName }]);
                      setQuery('');
                    }}
                    className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-brand-600 px-2.5 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <Plus aria-hidden="true" className="h-4 w-4" />
                    {RFQ_TEXT.inviteButton}
                  </button>
                </li>
              ))}
            </ul>
          ) : suggestions.data ? (
            <p className="text-sm text-slate-500">{RFQ_TEXT.inviteNoMatch}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
