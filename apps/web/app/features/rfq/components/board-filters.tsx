/**
 * The board's search: words, an industry and a destination country. A GET form to /rfqs, so it
 * works before the page is interactive; once it is, choosing in a list searches at once.
 */
import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { Search } from 'lucide-react';
import { RFQ_LIMITS, RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import { buttonClass } from '~/components/button-link';
import { controlClass } from '~/components/form-controls';
import { useEditionHref } from '~/lib/edition-link';
import { useSpecText } from '~/lib/i18n';
import type { BoardParams } from '../lib/board-params';

export type BoardChoice = { value: string; label: string };

export function BoardFilters({
  params,
  industries,
  countries,
}: {
  params: BoardParams;
  industries: readonly BoardChoice[];
  countries: readonly BoardChoice[];
}) {
  const spec = useSpecText();
  // The board of the page's edition: the search stays in it.
  const board = useEditionHref()(RFQ_PATHS.board);
  const id = useId();
  const submit = useSubmit();
  // Only the filters in use go in the address (no "?q=&industry=&country=").
  const search = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
    void submit(query, { method: 'get', action: board });
  };
  return (
    // Keyed by the address: going back or clearing the filters shows what the page lists.
    <Form
      key={`${params.q}|${params.industry}|${params.country}`}
      method="get"
      action={board}
      role="search"
      aria-label={spec(RFQ_TEXT.searchLabel)}
      onSubmit={(e) => {
        e.preventDefault();
        search(e.currentTarget);
      }}
      className="grid gap-3 sm:grid-cols-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <div className="space-y-1.5 sm:col-span-2 md:col-span-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
          {spec(RFQ_TEXT.searchLabel)}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={params.q}
            maxLength={RFQ_LIMITS.queryChars}
            placeholder={spec(RFQ_TEXT.searchPlaceholder)}
            className={`${controlClass()} pl-9`}
          />
        </div>
      </div>
      <ChoiceSelect
        id={`${id}-industry`}
        name="industry"
        label={spec(RFQ_TEXT.industryLabel)}
        any={spec(RFQ_TEXT.anyIndustry)}
        value={params.industry}
        options={industries}
        onPick={search}
      />
      <ChoiceSelect
        id={`${id}-country`}
        name="country"
        label={spec(RFQ_TEXT.destinationLabel)}
        any={spec(RFQ_TEXT.anyCountry)}
        value={params.country}
        options={countries}
        onPick={search}
      />
      <button type="submit" className={buttonClass('primary', 'w-full md:w-auto')}>
        {spec(RFQ_TEXT.searchButton)}
      </button>
    </Form>
  );
}

function ChoiceSelect(props: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string;
  options: readonly BoardChoice[];
  onPick: (form: HTMLFormElement) => void;
}) {
  const { id, name, label, any, value, options, onPick } = props;
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={(e) => {
          if (e.currentTarget.form) onPick(e.currentTarget.form);
        }}
        className={controlClass()}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
