/**
 * A dropdown with a type-to-filter box (the business-type and country dropdowns; the
 * filter is case-insensitive). A popover holding a combobox input that
 * filters a listbox: the trigger opens it (click, Enter, Space, Arrow Down, or simply typing a
 * letter, which starts the filter); Arrow Up/Down move, Enter picks, Escape closes and focus
 * returns to the trigger.
 *
 * The trigger is a plain button; the popover (Radix, ~21 KB gzipped with its focus and scroll
 * helpers) is its own chunk, fetched when the pointer or focus reaches the trigger and shown once
 * it is there, so the search pages' first load does not carry it (decision 0009).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { filterOptions } from '../lib/search-params';

const loadPopup = () => import('./filter-select-popup');
const FilterSelectPopup = lazy(() => loadPopup().then((m) => ({ default: m.FilterSelectPopup })));

export type SelectOption = { value: string; label: string; prefix?: ReactNode };

type Props = {
  /** What is being chosen, e.g. 'Business type' (the trigger's and the list's accessible name). */
  label: string;
  /** Placeholder of the filter box, e.g. 'Filter business types'. */
  filterLabel: string;
  value: string;
  /** Shown on the trigger when the value is not among the options (yet). */
  fallbackLabel?: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Called each time the list opens (e.g. to start loading the options). */
  onOpen?: () => void;
  /** Shown in the list while the options are loading. */
  loading?: boolean;
  className?: string;
  triggerClassName?: string;
  /** Shown on the trigger instead of the label below 1200 px (narrow header); the label from 1200 px. */
  compactLabel?: ReactNode;
};

export function FilterSelect({
  label,
  filterLabel,
  value,
  fallbackLabel,
  options,
  onChange,
  onOpen,
  loading,
  className,
  triggerClassName,
  compactLabel,
}: Props) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  /** Bumped each time the popover has mounted (its code may arrive after `open`). */
  const [shownAt, setShownAt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const popupId = `${baseId}-popup`;
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  const shown = useMemo(() => filterOptions(options, filter), [options, filter]);
  const selected = options.find((o) => o.value === value);
  const selectedLabel = selected?.label ?? fallbackLabel ?? value;

  const openWith = (initialFilter: string) => {
    setFilter(initialFilter);
    const list = filterOptions(options, initialFilter);
    setActive(Math.max(0, initialFilter ? 0 : list.findIndex((o) => o.value === value)));
    setOpen(true);
    onOpen?.();
  };

  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
  };

  // Keep the active option in view inside the list (the list scrolls, never the page).
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const option = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
      if (!list || !option) return;
      if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
      else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [open, active, shownAt]);

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('');
    } else if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Typing on the closed dropdown starts filtering.
      e.preventDefault();
      openWith(e.key);
    }
  };

  const onFilterKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'PageDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 8, shown.length - 1));
    } else if (e.key === 'PageUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 8, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(shown[active]);
    }
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        data-state={open ? 'open' : 'closed'}
        aria-label={`${label}: ${selectedLabel}`}
        title={`${label}: ${selectedLabel}`}
        onClick={() => (open ? setOpen(false) : openWith(''))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        className={clsx(
          'inline-flex min-w-0 items-center justify-between gap-1.5 text-left text-sm text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
          triggerClassName,
          className,
        )}
      >
        {compactLabel ? (
          <span aria-hidden="true" className="flex min-w-0 items-center gap-1.5 lg:hidden">
            {compactLabel}
          </span>
        ) : null}
        <span className={clsx('min-w-0 items-center gap-1.5', compactLabel ? 'hidden lg:flex' : 'flex')}>
          {selected?.prefix ? <span aria-hidden="true">{selected.prefix}</span> : null}
          <span className="truncate">{selectedLabel}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('h-4 w-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FilterSelectPopup
            id={popupId}
            anchorRef={triggerRef}
            ariaLabel={`Choose ${label.toLowerCase()}`}
            onClose={() => setOpen(false)}
            onOpened={() => {
              setShownAt((n) => n + 1);
              // Focus the filter box with the caret after any letter already typed.
              const input = inputRef.current;
              input?.focus();
              input?.setSelectionRange(input.value.length, input.value.length);
            }}
          >
            <div className="border-b border-slate-100 p-2">
              <input
                ref={inputRef}
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={shown.length ? optionId(active) : undefined}
                aria-label={filterLabel}
                placeholder={filterLabel}
                autoComplete="off"
                spellCheck={false}
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onFilterKeyDown}
                className="block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
              />
            </div>
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={label}
              className="relative min-h-0 flex-1 overflow-y-auto py-1"
            >
              {shown.map((option, i) => {
                const isSelected = option.value === value;
                return (
                  <li
                    key={option.value}
                    id={optionId(i)}
                    data-index={i}
                    role="option"
                    aria-selected={isSelected}
                    // Keep the focus in the filter box; the click picks the option.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => choose(option)}
                    className={clsx(
                      'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                      i === active ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
                      isSelected && 'font-semibold',
                    )}
                  >
                    {option.prefix ? <span aria-hidden="true">{option.prefix}</span> : null}
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {isSelected ? <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" /> : null}
                  </li>
                );
              })}
            </ul>
            {shown.length === 0 ? (
              <p role="status" className="px-3 pb-3 pt-1 text-sm text-slate-500">
                {loading ? 'Loading…' : `Nothing matches “${filter.trim()}”. Clear the filter to see every option.`}
              </p>
            ) : null}
          </FilterSelectPopup>
        </Suspense>
      ) : null}
    </>
  );
}
