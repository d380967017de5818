/**
 * The /rfqs page: the heading with "Post your request", the search, and the open public requests
 * the server rendered, more by cursor. A member also has a "My requests" tab (read in the browser),
 * which is the one open at `?tab=mine` (the user menu's link) when they have any (decision 0069).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { ClipboardList, Plus } from 'lucide-react';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import type { RfqList } from '@wbn/contract/schemas';
import { ButtonLink, buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { ShowMore } from '~/components/show-more';
import { CardListSkeleton, EmptyState } from '~/components/list-states';
import { errorText } from '~/lib/api-client';
import { useEdition, useSpecText } from '~/lib/i18n';
import { useBoard } from '../api/board';
import { useMyRfqs } from '../api/mine';
import { isFiltered, type BoardParams } from '../lib/board-params';
import { BoardFilters, type BoardChoice } from './board-filters';
import { MyRequests } from './my-requests';
import { RfqCard } from './rfq-card';

export type BoardProps = {
  params: BoardParams;
  /** The server's first page; null when its read failed (the browser then tries itself). */
  page: RfqList | null;
  industries: readonly BoardChoice[];
  countries: readonly BoardChoice[];
  /** The member, for "My requests"; null for a visitor (and until the session is known). */
  userID: string | null;
  /** A new search is on its way (the loader runs). */
  pending?: boolean;
};

type Tab = 'board' | 'mine';

export function BoardView({ params, page, industries, countries, userID, pending = false }: BoardProps) {
  const spec = useSpecText();
  const location = useLocation();
  const [search] = useSearchParams();
  // `?tab=mine`: "My requests" while they load and once some are there; the open board when there are none.
  const wantsMine = search.get('tab') === 'mine';
  const mine = useMyRfqs(wantsMine ? userID : null);
  const noneOfMine = mine.data?.pages[0]?.data.length === 0;
  // A tab the member chose holds until they follow another link (a new location).
  const [picked, setPicked] = useState<{ at: string; tab: Tab } | null>(null);
  const tab: Tab = picked?.at === location.key ? picked.tab : wantsMine && !noneOfMine ? 'mine' : 'board';
  const setTab = (t: Tab) => setPicked({ at: location.key, tab: t });
  const shown: Tab = userID ? tab : 'board';
  return (
    <div className="space-y-5">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {spec(RFQ_TEXT.boardTitle)}
            </h1>
            <p className="mt-2 max-w-prose text-base text-slate-600">{spec(RFQ_TEXT.boardIntro)}</p>
          </div>
          <ButtonLink to={RFQ_PATHS.create} className="shrink-0">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {spec(RFQ_TEXT.postButton)}
          </ButtonLink>
        </div>
        <div className="mt-5">
          <BoardFilters params={params} industries={industries} countries={countries} />
        </div>
      </section>
      {userID ? (
        <Tabs current={shown} onChange={setTab}>
          {(t) =>
            t === 'board' ? <BoardList params={params} page={page} pending={pending} /> : <MyRequests userID={userID} />
          }
        </Tabs>
      ) : (
        <section aria-labelledby="rfq-board-heading" className="space-y-3">
          <h2 id="rfq-board-heading" className="text-lg font-semibold text-slate-900">
            {spec(RFQ_TEXT.openBoard)}
          </h2>
          <BoardList params={params} page={page} pending={pending} />
        </section>
      )}
    </div>
  );
}

/** The tabs, their labels the contract's (said in the page's edition). */
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'board', label: RFQ_TEXT.openBoard },
  { id: 'mine', label: RFQ_TEXT.mine },
];

/** Two tabs (WAI-ARIA): the arrow keys, Home and End move between them; Tab goes into the panel. */
function Tabs({
  current,
  onChange,
  children,
}: {
  current: Tab;
  onChange: (tab: Tab) => void;
  children: (tab: Tab) => ReactNode;
}) {
  const spec = useSpecText();
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, i: number) => {
    const next =
      e.key === 'ArrowRight'
        ? i + 1
        : e.key === 'ArrowLeft'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    const j = (next + TABS.length) % TABS.length;
    onChange(TABS[j].id);
    refs.current[j]?.focus();
  };
  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label={spec(RFQ_TEXT.boardTabs)}
        className="flex overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`${id}-${t.id}-tab`}
            type="button"
            role="tab"
            aria-selected={current === t.id}
            aria-controls={`${id}-${t.id}-panel`}
            tabIndex={current === t.id ? 0 : -1}
            onClick={() => onChange(t.id)}
            onKeyDown={(e) => move(e, i)}
            className={clsx(
              'relative inline-flex h-12 shrink-0 items-center px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
              current === t.id
                ? 'text-brand-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand-600'
                : 'text-slate-600 hover:text-brand-700',
            )}
          >
            {spec(t.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}-tab`}>
        {children(current)}
      </div>
    </div>
  );
}

export function BoardList({
  params,
  page,
  pending = false,
}: {
  params: BoardParams;
  page: RfqList | null;
  pending?: boolean;
}) {
  const spec = useSpecText();
  const board = useBoard(params, page, useEdition());
  if (board.isPending) return <CardListSkeleton label={spec(RFQ_TEXT.boardLoading)} />;
  if (board.isError) return <ErrorState message={errorText(board.error)} onRetry={() => void board.refetch()} />;
  const items = board.data.pages.flatMap((p) => p.data);
  if (!items.length)
    return (
      <EmptyState icon={ClipboardList} title={spec(RFQ_TEXT.emptyBoard)}>
        <ButtonLink to={RFQ_PATHS.create}>{spec(RFQ_TEXT.postButton)}</ButtonLink>
        {isFiltered(params) ? (
          <Link to={RFQ_PATHS.board} className={buttonClass('secondary')}>
            {spec(RFQ_TEXT.clearFilters)}
          </Link>
        ) : null}
      </EmptyState>
    );
  return (
    <div aria-busy={pending || undefined} className={clsx('space-y-4 transition-opacity', pending && 'opacity-60')}>
      <ul className="space-y-3">
        {items.map((r) => (
          <li key={r.rfqID}>
            <RfqCard rfq={r} />
          </li>
        ))}
      </ul>
      <ShowMore q={board} />
    </div>
  );
}
