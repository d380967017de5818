/**
 * "Save this search" (decision 0041): how often to hear about new matches, and whether requests for
 * quotation count; then a way to the saved searches. Loaded on the first click of the button (the
 * typed client and the dialog weigh on no page's first load, decision 0009).
 */
import { useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_HINTS,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_PATHS,
  SAVED_SEARCH_TEXT as T,
  describeSavedSearch,
  type SavedSearchFrequency,
} from '@wbn/contract/constants';
import { DialogFrame } from '~/components/dialog-frame';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { errorText } from '~/lib/api-client';
import { useSaveSearch } from '../api/saved-searches';
import type { SearchToSave } from '../lib/search-to-save';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: SearchToSave;
  returnFocus?: RefObject<HTMLElement | null>;
};

export default function SaveSearchDialog({ open, onOpenChange, search, returnFocus }: Props) {
  const id = useId();
  const save = useSaveSearch();
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [includeRfqs, setIncludeRfqs] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const seeRef = useRef<HTMLAnchorElement>(null);

  const change = (next: boolean) => {
    onOpenChange(next);
    // Opened again later: a fresh choice (the same search saved twice is refused, with a sentence).
    if (!next) {
      setSavedMessage(null);
      save.reset();
    }
  };
  const submit = () =>
    save.mutate(
      {
        textQuery: search.textQuery,
        businessType: search.businessType,
        country: search.country,
        includeRfqs,
        frequency,
      },
      { onSuccess: (done) => setSavedMessage(done.message) },
    );

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={T.saveTitle}
      description={describeSavedSearch({
        textQuery: search.textQuery,
        typeName: search.typeName,
        countryName: search.countryName,
      })}
      returnFocus={returnFocus}
      initialFocus={savedMessage ? seeRef : undefined}
    >
      {savedMessage ? (
        <div className="space-y-4">
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            {savedMessage}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => change(false)} className={buttonClass('ghost')}>
              Close
            </button>
            <Link
              ref={seeRef}
              to={SAVED_SEARCH_PATHS.list}
              onClick={() => change(false)}
              className={buttonClass('primary')}
            >
              {T.seeSaved}
            </Link>
          </div>
        </div>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-slate-600">{T.saveIntro}</p>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{T.frequencyLegend}</legend>
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <label
                key={f}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={f}
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                  aria-describedby={`${id}-${f}-hint`}
                  className="mt-1 h-4 w-4 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{SAVED_SEARCH_FREQUENCY_LABELS[f]}</span>
                  <span id={`${id}-${f}-hint`} className="block text-xs text-slate-600">
                    {SAVED_SEARCH_FREQUENCY_HINTS[f]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={includeRfqs}
              onChange={(e) => setIncludeRfqs(e.target.checked)}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>{T.includeRfqsLabel}</span>
          </label>
          {save.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorText(save.error)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => change(false)} className={buttonClass('ghost')}>
              {T.cancel}
            </button>
            <button
              type="submit"
              disabled={save.isPending}
              aria-busy={save.isPending || undefined}
              className={buttonClass('primary', 'disabled:opacity-60')}
            >
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? T.saving : T.saveConfirm}
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
