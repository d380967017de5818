/**
 * "Save this search" (decision 0041): how often to hear about new matches, and whether requests for
 * quotation count, and where the alerts go by the member's settings (their e-mail address, or the
 * app), with a link to that setting (decision 0068); then a way to the saved searches. Loaded on
 * the first click of the button (the
 * typed client and the dialog weigh on no page's first load, decision 0009). The request is checked
 * with ZCreateSavedSearchRequest before it is sent (react-hook-form, the schema loaded on the first
 * submit: decision 0024, lib/forms.ts).
 */
import { useId, useRef, useState, type RefObject } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from '~/lib/edition-link';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_HINTS,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_PATHS,
  SAVED_SEARCH_TEXT as T,
  describeSavedSearch,
  searchFiltersInWords,
  type SavedSearchFrequency,
  type SearchFacetNames,
} from '@wbn/contract/constants';
import { useNotificationSettings } from '~/features/account/public';
import { useSession } from '~/lib/session-context';
import { DialogFrame } from '~/components/dialog-frame';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { errorText, isApiError } from '~/lib/api-client';
import { setServerErrors } from '~/lib/field-errors';
import { errorMessage, schemaResolver, type SchemaOutput } from '~/lib/forms';
import { useSaveSearch } from '../api/saved-searches';
import type { SearchToSave } from '../lib/search-to-save';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: SearchToSave;
  returnFocus?: RefObject<HTMLElement | null>;
};

type SaveValues = { frequency: SavedSearchFrequency; includeRfqs: boolean };
/** The choices' fields in the form's order: where the API's field errors go. */
const SAVE_FIELDS = ['frequency', 'includeRfqs'] as const;
/** The search's own parts, which the dialog names but does not edit: their errors show above the buttons. */
const SEARCH_PARTS = ['textQuery', 'businessType', 'country', 'industry'] as const;

/** The request as it is sent: the search being looked at (the form's context), its filters, and the member's choices. */
const requestOf = ({ frequency, includeRfqs }: SaveValues, search: SearchToSave) => ({
  textQuery: search.textQuery,
  businessType: search.businessType,
  country: search.country,
  ...(search.filters ? { filters: search.filters } : {}),
  includeRfqs,
  frequency,
});

/** Country and language names in English, from the browser's own data (the API names the rest when it answers). */
function displayNames(type: 'region' | 'language'): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames(['en'], { type });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}
const FILTER_NAMES: SearchFacetNames = { countries: displayNames('region'), languages: displayNames('language') };
const saveResolver = schemaResolver<SaveValues, SchemaOutput<'ZCreateSavedSearchRequest'>, SearchToSave>(
  (s) => s.ZCreateSavedSearchRequest,
  { input: requestOf },
);

/** Where the alerts go: the member's channel for saved-search alerts, in words, and the way to change it. */
function AlertsDestination({ id }: { id: string }) {
  const settings = useNotificationSettings();
  const address = useSession().profile?.email || T.yourAddress;
  const channel = settings.data?.channels['saved-search'];
  const said =
    channel === 'email' || channel === 'digest'
      ? T.alertsGo[channel](address)
      : channel === 'app' || channel === 'off'
        ? T.alertsGo[channel]
        : T.alertsGo.unknown;
  return (
    <p id={id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span className="break-words">{said}</span>{' '}
      <Link to={T.alertsSettingPath} className="font-semibold text-brand-700 underline hover:text-brand-600">
        {T.alertsSetting}
      </Link>
    </p>
  );
}

/** What the schema or the API said of the search's own parts (a search text over the limit...). */
const searchPartError = (errors: FieldErrors<SaveValues>) =>
  SEARCH_PARTS.map((part) => errorMessage((errors as Record<string, unknown>)[part])).find(Boolean);

export default function SaveSearchDialog({ open, onOpenChange, search, returnFocus }: Props) {
  const id = useId();
  const save = useSaveSearch();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SaveValues, SearchToSave, SchemaOutput<'ZCreateSavedSearchRequest'>>({
    resolver: saveResolver,
    defaultValues: { frequency: 'instant', includeRfqs: false },
    context: search,
  });
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const seeRef = useRef<HTMLAnchorElement>(null);
  const alert = errors.root?.server?.message ?? searchPartError(errors);
  const frequencyField = register('frequency');
  const includeRfqsField = register('includeRfqs');
  const frequencyErrorId = `${id}-frequency-error`;
  const destinationId = `${id}-destination`;
  const includeRfqsErrorId = `${id}-include-rfqs-error`;

  const change = (next: boolean) => {
    onOpenChange(next);
    // Opened again later: a fresh choice (the same search saved twice is refused, with a sentence).
    if (!next) {
      setSavedMessage(null);
      clearErrors();
      save.reset();
    }
  };
  // Sent as the member chose it, not as the schema reads it (the API reads 'global' and the codes itself).
  const submit = handleSubmit(async () => {
    try {
      setSavedMessage((await save.mutateAsync(requestOf(getValues(), search))).message);
    } catch (err) {
      if (isApiError(err) && setServerErrors(setError, err.fields, SAVE_FIELDS)) return;
      setError('root.server', { message: errorText(err) });
    }
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={change}
      title={T.saveTitle}
      description={describeSavedSearch({
        textQuery: search.textQuery,
        typeName: search.typeName,
        countryName: search.countryName,
        filters: searchFiltersInWords(search.filters, FILTER_NAMES),
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
        <form className="space-y-4" onSubmit={submit}>
          <p className="text-sm text-slate-600">{T.saveIntro}</p>
          <fieldset
            aria-describedby={errors.frequency ? `${destinationId} ${frequencyErrorId}` : destinationId}
            className="space-y-2"
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">{T.frequencyLegend}</legend>
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <label
                key={f}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  {...frequencyField}
                  type="radio"
                  value={f}
                  aria-invalid={errors.frequency ? true : undefined}
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
            {errors.frequency ? (
              <p id={frequencyErrorId} className="text-sm text-red-700">
                {errors.frequency.message}
              </p>
            ) : null}
          </fieldset>
          <AlertsDestination id={destinationId} />
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              {...includeRfqsField}
              type="checkbox"
              aria-invalid={errors.includeRfqs ? true : undefined}
              aria-describedby={errors.includeRfqs ? includeRfqsErrorId : undefined}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>{T.includeRfqsLabel}</span>
          </label>
          {errors.includeRfqs ? (
            <p id={includeRfqsErrorId} className="text-sm text-red-700">
              {errors.includeRfqs.message}
            </p>
          ) : null}
          {alert ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {alert}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => change(false)} className={buttonClass('ghost')}>
              {T.cancel}
            </button>
            <button
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting || undefined}
              className={buttonClass('primary', 'disabled:opacity-60')}
            >
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? T.saving : T.saveConfirm}
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}
