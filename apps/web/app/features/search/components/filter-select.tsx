/**
 * A dropdown with a type-to-filter box (the business-type and country dropdowns; the
 * filter is case-insensitive). A popover holding a combobox input that
 * filters a listbox: the trigger opens it (click, Enter, Space, Arrow Down, or simply typing a
 * letter, which starts the filter); Arrow Up/Down move, Enter picks, Escape closes and focus
 * returns to the trigger.
 *
 * The trigger is a plain button; the popover (Radix, ~21 KB gzipped with its focus and scroll
 * helpers) with its filter box, list and their keys (filter-select-popup.tsx) is its own chunk,
 * fetched when the pointer or focus reaches the trigger and shown once it is there, so the search
 * pages' first load carries only the trigger (decisions 0009, 0088).
 */
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import clsx from 'clsx';

const loadPopup = () => import('./filter-select-popup');
const FilterSelectPopup = lazy(() => loadPopup().then((m) => ({ default: m.FilterSelectPopup })));

export type { SelectOption } from './filter-select-option';
import type { SelectOption } from './filter-select-option';

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
  /** What the list opens with: a letter typed on the trigger, or nothing; a new object each time. */
  const [start, setStart] = useState({ filter: '' });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const { t } = useLingui();
  const popupId = `${baseId}-popup`;

  const selected = options.find((o) => o.value === value);
  const selectedLabel = selected?.label ?? fallbackLabel ?? value;
  const named = t`${label}: ${selectedLabel}`;

  const openWith = (initialFilter: string) => {
    setStart({ filter: initialFilter });
    setOpen(true);
    onOpen?.();
  };

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

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        data-state={open ? 'open' : 'closed'}
        aria-label={named}
        title={named}
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
            baseId={baseId}
            anchorRef={triggerRef}
            label={label}
            filterLabel={filterLabel}
            value={value}
            options={options}
            loading={loading}
            start={start}
            onChoose={(chosen) => {
              onChange(chosen);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
