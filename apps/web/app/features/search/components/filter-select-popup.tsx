/**
 * The popover of FilterSelect (filter-select.tsx) with its filter box and list, in their own
 * chunk (decision 0088): Radix positions it beside the trigger (flipping and shifting inside the
 * viewport), portals it out of clipping containers (the mobile menu), closes it on Escape or a
 * click elsewhere, and gives the focus back to the trigger when it closes. The filter box is a
 * combobox over the listbox: Arrow Up/Down and Page Up/Down move, Enter picks; the active option
 * stays in view inside the list.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { EDITION_LOCALES } from '@wbn/contract/editions';
import { useEdition } from '~/lib/i18n';
import { filterOptions } from '../lib/search-params';
import type { SelectOption } from './filter-select-option';

type Props = {
  /** The trigger's id base: the popover is `<baseId>-popup`, its list `<baseId>-list`. */
  baseId: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** What is being chosen (the list's accessible name). */
  label: string;
  /** Placeholder and name of the filter box. */
  filterLabel: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown in the list while the options are loading. */
  loading?: boolean;
  /** The filter the list opens with; a new object each time the trigger opens the list. */
  start: { filter: string };
  onChoose: (value: string) => void;
  onClose: () => void;
};

export function FilterSelectPopup({
  baseId,
  anchorRef,
  label,
  filterLabel,
  value,
  options,
  loading,
  start,
  onChoose,
  onClose,
}: Props) {
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-opt-${i}`;
  /** With a filter typed on the trigger the first match, else the chosen option. */
  const firstActive = (filter: string) =>
    Math.max(0, filter ? 0 : filterOptions(options, filter).findIndex((o) => o.value === value));

  const [filter, setFilter] = useState(start.filter);
  const [active, setActive] = useState(() => firstActive(start.filter));
  // The trigger opened the list again (a letter typed on it): start again from that.
  const [openedWith, setOpenedWith] = useState(start);
  if (openedWith !== start) {
    setOpenedWith(start);
    setFilter(start.filter);
    setActive(firstActive(start.filter));
  }
  /** Bumped each time the popover has mounted (its content is drawn after this component). */
  const [shownAt, setShownAt] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const shown = useMemo(() => filterOptions(options, filter), [options, filter]);
  const choose = (option: SelectOption | undefined) => {
    if (option) onChoose(option.value);
  };

  // Keep the active option in view inside the list (the list scrolls, never the page).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const option = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
      if (!list || !option) return;
      if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
      else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [active, shownAt]);

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

  const { t } = useLingui();
  const what = label.toLocaleLowerCase(EDITION_LOCALES[useEdition()]);
  const typed = filter.trim();
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={`${baseId}-popup`}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t`Choose ${what}`}
          // Radix closes the list on Escape; the key goes no further, so an enclosing menu that
          // listens for Escape (the mobile menu) stays open.
          onEscapeKeyDown={(e) => e.stopImmediatePropagation()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            setShownAt((n) => n + 1);
            // Focus the filter box with the caret after any letter already typed.
            const input = inputRef.current;
            input?.focus();
            input?.setSelectionRange(input.value.length, input.value.length);
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            anchorRef.current?.focus();
          }}
          // A press on the trigger is the trigger's own (it closes the list), not a click elsewhere.
          onInteractOutside={(e) => {
            if (e.target instanceof Node && anchorRef.current?.contains(e.target)) e.preventDefault();
          }}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[max(15rem,var(--radix-popover-trigger-width))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
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
              {loading ? t`Loading…` : t`Nothing matches “${typed}”. Clear the filter to see every option.`}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
