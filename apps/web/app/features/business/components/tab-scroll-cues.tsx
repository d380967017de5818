/**
 * The business tabs' scroll cues (issue 26): a faded edge with an arrow on each side of the row
 * that has more tabs, and only there; the tab being shown, and a tab reached with the keyboard,
 * scrolled into view inside the row (never the page). Loaded after the page (business-tabs.tsx).
 */
import { useEffect, useState, type RefObject } from 'react';
import { ChevronRight } from 'lucide-react';
import clsx from 'clsx';

/** Room kept for a cue when a tab is scrolled into view (the cue's width, px). */
const CUE_ROOM = 40;

/** Scrolls `row` sideways so that `item` is whole and clear of the cues; never scrolls the page. */
function reveal(row: HTMLElement, item: HTMLElement) {
  const r = row.getBoundingClientRect();
  const i = item.getBoundingClientRect();
  if (i.left < r.left + CUE_ROOM) row.scrollLeft -= r.left + CUE_ROOM - i.left;
  else if (i.right > r.right - CUE_ROOM) row.scrollLeft += i.right - (r.right - CUE_ROOM);
}

type More = { start: boolean; end: boolean };

/** Whether the row has more to show before and after what is in view. */
function useMore(row: RefObject<HTMLElement | null>): More {
  const [more, setMore] = useState<More>({ start: false, end: false });
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [row]);
  return more;
}

/**
 * A faded edge with an arrow, on a side that has more tabs. For pointers only: keyboard users
 * move through the tabs themselves, and each one they reach scrolls into view.
 */
function ScrollCue({ side, onClick }: { side: 'start' | 'end'; onClick: () => void }) {
  return (
    <div
      aria-hidden="true"
      data-scroll-cue={side}
      className={clsx(
        'pointer-events-none absolute inset-y-0 flex w-12 items-center',
        side === 'start' ? 'left-0 justify-start bg-gradient-to-r pl-1' : 'right-0 justify-end bg-gradient-to-l pr-1',
        'from-white via-white/90 to-transparent',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        className="pointer-events-auto inline-flex h-7 w-7 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:text-brand-700"
      >
        {/* One icon, turned for the start side: the layout's icon chunk already has it. */}
        <ChevronRight className={clsx('h-4 w-4', side === 'start' && 'rotate-180')} />
      </button>
    </div>
  );
}

export default function TabScrollCues({ row, current }: { row: RefObject<HTMLDivElement | null>; current: string | undefined }) {
  const more = useMore(row);

  // The tab being shown is in view on arrival and after a change of tab.
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row.current && active) reveal(row.current, active);
  }, [row, current]);

  // A tab reached with the keyboard is scrolled into view.
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement) reveal(el, e.target);
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, [row]);

  const page = (direction: 1 | -1) => {
    const el = row.current;
    if (!el) return;
    const left = Math.max(0, el.scrollLeft + direction * Math.max(80, el.clientWidth * 0.7));
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
  };

  return (
    <>
      {more.start ? <ScrollCue side="start" onClick={() => page(-1)} /> : null}
      {more.end ? <ScrollCue side="end" onClick={() => page(1)} /> : null}
    </>
  );
}
