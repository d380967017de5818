/**
 * The suggestions of the search box (search-text-box.tsx), in their own chunk: the box loads this
 * module when it is first pointed at, focused or typed in, so a page's first load carries only the
 * box (decision 0088). From 2 characters, 200 ms after the last keystroke, it asks
 * GET /api/search/suggest; Arrow Down/Up move through the suggestions, Enter opens the active one
 * (or, with none active, lets the search form submit), Escape closes the list.
 * A company opens its page, a product its page, an industry or category searches its name.
 *
 * The box keeps its input element: this part draws the list beside it, answers the box's key
 * presses, edits and blur through the handle it gives the box (`ref`), and hands the box its ARIA
 * state and the text of its live region (`onState`). Text typed before this part arrived is the
 * box's value when it mounts, so the first question asks for all of it.
 */
import { useImperativeHandle, useLayoutEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from '~/lib/edition-link';
import { Building2, Layers, Package } from 'lucide-react';
import clsx from 'clsx';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessPath, productPath, searchPath, type SearchSuggestions as Found } from '@wbn/contract/constants';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS, useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type Suggestion = {
  key: string;
  group: 'companies' | 'products' | 'industries';
  label: string;
  detail: string;
  href: string;
};

const GROUPS = [
  { id: 'companies', icon: Building2 },
  { id: 'products', icon: Package },
  { id: 'industries', icon: Layers },
] as const;

type KindLabels = Record<'industry' | 'category' | 'subcategory', string>;

/** The suggestions in display order, each with the address it opens. */
export function flattenSuggestions(
  s: Found | undefined,
  search: { business: string; countries: string },
  kindLabels: KindLabels,
): Suggestion[] {
  if (!s) return [];
  return [
    ...s.companies.map((c) => ({
      key: `c-${c.businessID}`,
      group: 'companies' as const,
      label: c.companyName,
      detail: c.country ?? '',
      href: businessPath(c.companyName, c.businessID),
    })),
    ...s.products.map((p) => ({
      key: `p-${p.productID}`,
      group: 'products' as const,
      label: p.name,
      detail: p.companyName,
      href: productPath(p.companyName, p.name, p.productID),
    })),
    ...s.industries.map((i) => ({
      key: `i-${i.kind}-${i.id}`,
      group: 'industries' as const,
      label: i.name,
      detail: kindLabels[i.kind] ?? '',
      href: searchPath({ business: search.business, countries: search.countries, search: i.name }),
    })),
  ];
}

/** What the box passes on to this part once it is there. */
export type SuggestionsHandle = {
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** The text was edited. */
  onInput: () => void;
  onBlur: () => void;
};

/** The box's ARIA state and the text of its live region. */
export type SuggestionsState = { expanded: boolean; activeId: string | undefined; status: string };

export type SearchSuggestionsProps = {
  ref: Ref<SuggestionsHandle>;
  value: string;
  /** The bar's current type and country: an industry suggestion searches with them. */
  business: string;
  countries: string;
  baseId: string;
  listId: string;
  listClassName: string;
  /** The box was typed in (or Arrow Down pressed) since it was last left: the list is open from the start. */
  initialOpen: boolean;
  onState: (state: SuggestionsState) => void;
};

export function SearchSuggestions({
  ref,
  value,
  business,
  countries,
  baseId,
  listId,
  listClassName,
  initialOpen,
  onState,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const groupTitles = { companies: t`Companies`, products: t`Products`, industries: t`Industries and categories` };
  const kindLabels: KindLabels = { industry: t`Industry`, category: t`Category`, subcategory: t`Subcategory` };
  const [open, setOpen] = useState(initialOpen);
  const [active, setActive] = useState(-1);

  const term = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const long = term.length >= SUGGEST_MIN_CHARS && value.trim().length >= SUGGEST_MIN_CHARS;
  const query = useSuggestions(term, open && long);
  const { industry, category, subcategory } = kindLabels;
  const items = useMemo(
    () => flattenSuggestions(query.data, { business, countries }, { industry, category, subcategory }),
    [query.data, business, countries, industry, category, subcategory],
  );
  const showList = open && long && (items.length > 0 || query.isFetched);
  const optionId = (i: number) => `${baseId}-s-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (item: Suggestion) => {
    close();
    navigate(item.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else if (items.length) setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length) setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter') {
      const item = showList && active >= 0 ? items[active] : undefined;
      if (item) {
        e.preventDefault();
        go(item);
      } else close(); // the form submits the search (Enter runs it)
    } else if (e.key === 'Escape') {
      if (showList) {
        // Close the list only; keep the key from also closing an enclosing menu.
        e.preventDefault();
        e.nativeEvent.stopImmediatePropagation();
        close();
      }
    }
  };

  useImperativeHandle(ref, () => ({
    onKeyDown,
    onInput: () => {
      setOpen(true);
      setActive(-1);
    },
    onBlur: close,
  }));

  const activeId = showList && active >= 0 ? optionId(active) : undefined;
  const status = showList
    ? items.length
      ? t`${plural(items.length, { one: '# suggestion. Use the arrow keys to choose it.', other: '# suggestions. Use the arrow keys to choose one.' })}`
      : t`No suggestions.`
    : '';
  // Before paint, so the box's aria-expanded and aria-activedescendant change with the list.
  useLayoutEffect(() => onState({ expanded: showList, activeId, status }), [onState, showList, activeId, status]);

  return (
    <div
      hidden={!showList}
      className={clsx(
        'absolute top-full z-50 mt-2 max-h-[min(26rem,70vh)] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg',
        listClassName,
      )}
    >
      <div id={listId} role="listbox" aria-label={t`Suggestions`}>
        {GROUPS.map((group) => {
          const entries = items.map((item, i) => ({ item, i })).filter(({ item }) => item.group === group.id);
          if (!entries.length) return null;
          const Icon = group.icon;
          return (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`}>
              <div
                id={`${baseId}-${group.id}`}
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
              >
                {groupTitles[group.id]}
              </div>
              {entries.map(({ item, i }) => (
                <div
                  key={item.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(item)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm',
                    i === active ? 'bg-brand-50 text-brand-700' : 'text-slate-800',
                  )}
                >
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  {item.detail ? (
                    <span className="max-w-[45%] shrink-0 truncate text-xs text-slate-500">{item.detail}</span>
                  ) : null}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-500">
          <Trans>No suggestions. Press Enter to search.</Trans>
        </p>
      ) : null}
    </div>
  );
}
