/**
 * The text box of the search bar. What a page's first load carries is the input: it holds the
 * text, and Enter (or the bar's search icon) submits the form. Its search-as-you-type suggestions
 * (an ARIA combobox with a grouped listbox: search-suggestions.tsx, with their fetching, debounce
 * and keyboard navigation) are their own chunk, asked for when the box is first pointed at,
 * focused or typed in (decision 0088). Until they arrive the box is a plain search box that keeps
 * every keystroke; once there, they take the box's key presses and show the suggestions for its
 * current text.
 */
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { SEARCH_PLACEHOLDER, SEARCH_QUERY_MAX } from '@wbn/contract/constants';
import type { SearchSuggestionsProps, SuggestionsHandle, SuggestionsState } from './search-suggestions';

const loadSuggestions = () => import('./search-suggestions');

const CLOSED: SuggestionsState = { expanded: false, activeId: undefined, status: '' };

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The bar's current type and country: an industry suggestion searches with them. */
  business: string;
  countries: string;
  className?: string;
  inputClassName?: string;
  /** Placement and width of the suggestions panel (default: as wide as the box). */
  listClassName?: string;
};

export function SearchTextBox({
  value,
  onChange,
  business,
  countries,
  className,
  inputClassName,
  listClassName = 'inset-x-0',
}: Props) {
  const baseId = useId();
  const { t } = useLingui();
  const spec = useSpecText();
  const listId = `${baseId}-suggestions`;
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  /** Until the suggestions are there: the box was typed in (or Arrow Down pressed) since it was last left. */
  const [typed, setTyped] = useState(false);
  const [state, setState] = useState(CLOSED);
  const suggestions = useRef<SuggestionsHandle>(null);
  const asked = useRef(false);

  const load = () => {
    if (asked.current) return;
    asked.current = true;
    loadSuggestions().then(
      (m) => setSuggestions(() => m.SearchSuggestions),
      // Not loaded (offline): the box stays a plain search box and asks again on its next use.
      () => {
        asked.current = false;
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.current) {
      suggestions.current.onKeyDown(e);
      return;
    }
    // As the suggestions answer these keys, with no list yet: Arrow Down opens it, Enter closes it.
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') e.preventDefault();
    if (e.key === 'ArrowDown') {
      load();
      setTyped(true);
    } else if (e.key === 'Enter') setTyped(false);
  };

  return (
    <div className={clsx('relative min-w-0', className)}>
      <input
        type="search"
        name="search"
        role="combobox"
        aria-label={t`Search text`}
        aria-expanded={state.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={state.activeId}
        placeholder={spec(SEARCH_PLACEHOLDER)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        value={value}
        onPointerEnter={load}
        onFocus={load}
        onChange={(e) => {
          onChange(e.target.value);
          load();
          if (suggestions.current) suggestions.current.onInput();
          else setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => (suggestions.current ? suggestions.current.onBlur() : setTyped(false))}
        className={clsx(
          'block w-full min-w-0 bg-transparent text-slate-900 placeholder:text-slate-500 outline-none [&::-webkit-search-cancel-button]:hidden',
          inputClassName,
        )}
      />
      {Suggestions ? (
        <Suggestions
          ref={suggestions}
          value={value}
          business={business}
          countries={countries}
          baseId={baseId}
          listId={listId}
          listClassName={listClassName}
          initialOpen={typed}
          onState={setState}
        />
      ) : null}
      <span role="status" aria-live="polite" className="sr-only">
        {state.status}
      </span>
    </div>
  );
}
