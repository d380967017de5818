/**
 * "Your next steps" (decision 0043): what a new member does first — complete the
 * profile, create a business page, follow companies or industries — each a link, ticked once done.
 * Loaded on demand by the site layout (../next-steps-slot.tsx) for a signed-in member only; it
 * reads what the app already reads (the session's own profile, the member's businesses, the
 * follow summary, the saved searches) and closes for good once every step is done or the
 * member dismisses it. While the member's address is not confirmed, the step it blocks (a business
 * page) is marked as waiting for the confirmation instead of offered (decisions 0028, 0072).
 *
 * On a phone (below Tailwind's `md`, 768 px) it opens folded: one row with the title, the count of
 * steps done, a button that unfolds the steps and the dismiss button. From `md` up the steps always
 * show and the fold button is hidden. The fold is CSS (`hidden md:grid`) plus one flag that starts
 * false on the server and in the browser alike: no width is read while rendering, so hydration matches.
 */
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '~/lib/edition-link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Circle, CircleCheck, MailWarning, X } from 'lucide-react';
import { NEXT_STEPS, NEXT_STEPS_TEXT as T, UNCONFIRMED_TEXT, type NextStepKey } from '@wbn/contract/constants';
import type { SavedSearchList } from '@wbn/contract/schemas';
import { apiRequest, useSession } from '~/lib/session-context';
import { useMyBusinesses } from '~/lib/my-businesses';
import { useAwaitingConfirmation } from '~/lib/email-confirmation';
import { businessKeys } from '~/lib/query-keys/business';
import { socialKeys } from '~/lib/query-keys/social';
import { useFollowSummary } from '~/features/social/public';
import { savedSearchKeys } from '~/features/saved-searches/public';
import { closeNextSteps } from '../lib/stored';
import { allKnown, doneCount, followsSomething, profileComplete, type StepState } from '../lib/steps';

/** What the steps need to know, each read once and again after the member changes something. */
function useStepState(userID: string): StepState {
  const { profile } = useSession();
  const businesses = useMyBusinesses(true);
  const follows = useFollowSummary(userID, { member: true });
  const noFollows = follows.data?.followingCount === 0;
  const saved = useQuery({
    queryKey: savedSearchKeys.list(userID),
    queryFn: () => apiRequest<SavedSearchList>('/api/user/saved-searches'),
    enabled: noFollows,
  });
  // A read that failed counts as "not done": the step is offered rather than the panel held back.
  return {
    profile: profile ? profileComplete(profile) : undefined,
    business: businesses.data ? businesses.data.length > 0 : businesses.isError ? false : undefined,
    follow: follows.isError
      ? false
      : followsSomething(
          follows.data?.followingCount,
          saved.data ? saved.data.data.length : saved.isError ? 0 : undefined,
        ),
  };
}

/**
 * After any change the member makes (a follow, a saved search, a new business), the reads of the
 * steps not done yet are made again, so their ticks follow without a reload. The profile's tick
 * follows the session, which reloads the profile after each edit.
 */
function useRecheckAfterChanges(userID: string, state: StepState) {
  const queryClient = useQueryClient();
  const latest = useRef(state);
  latest.current = state;
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (latest.current.business !== true) void queryClient.invalidateQueries({ queryKey: businessKeys.mine() });
        if (latest.current.follow !== true) {
          void queryClient.invalidateQueries({ queryKey: socialKeys.followSummary(userID) });
          void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userID) });
        }
      }),
    [queryClient, userID],
  );
}

/** The steps an unconfirmed address holds back (the API refuses creating a business until then). */
const WAITS_FOR_CONFIRMATION: ReadonlySet<NextStepKey> = new Set(['business']);

export default function NextStepsPanel({ userID }: { userID: string }) {
  const awaitingConfirmation = useAwaitingConfirmation();
  const titleId = useId();
  const listId = useId();
  // false: what the CSS gives (folded on a phone, open from md up); true: unfolded by the member on a phone.
  const [unfolded, setUnfolded] = useState(false);
  const state = useStepState(userID);
  useRecheckAfterChanges(userID, state);
  const known = allKnown(state);
  const done = doneCount(state);
  const finished = known && done === NEXT_STEPS.length;
  const { t } = useLingui();
  const spec = useSpecText();
  const total = NEXT_STEPS.length;

  useEffect(() => {
    if (finished) closeNextSteps(userID, 'done');
  }, [finished, userID]);

  // Nothing until every answer is in: no tick changes under the member's eyes, and no panel at all for those who are done.
  if (!known || finished) return null;

  const dismiss = () => {
    closeNextSteps(userID, 'dismissed');
    // The button goes with the panel: the keyboard focus moves to the page's content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50/60 p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-1 md:items-start md:gap-3">
        {/* On a phone the title and the count share one row (the count wraps under the title if it must). */}
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 md:block">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 sm:text-lg">
            {spec(T.title)}
          </h2>
          <p className="text-sm text-slate-600 md:mt-0.5">
            <span className="font-semibold text-brand-700">{t`${done} of ${total} done`}</span>
            <span className={unfolded ? undefined : 'hidden md:inline'}> · {spec(T.intro)}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => setUnfolded((open) => !open)}
          aria-expanded={unfolded}
          aria-controls={listId}
          aria-label={spec(T.toggle)}
          title={spec(T.toggle)}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
        >
          <ChevronDown
            aria-hidden="true"
            className={'h-5 w-5 motion-safe:transition-transform' + (unfolded ? ' rotate-180' : '')}
          />
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label={spec(T.dismiss)}
          title={spec(T.dismiss)}
          className="-mr-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-white hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 md:-mt-1"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <ol id={listId} className={(unfolded ? 'grid' : 'hidden md:grid') + ' mt-3 gap-2 md:grid-cols-3'}>
        {NEXT_STEPS.map((step) => {
          const ticked = state[step.key] === true;
          const waits = !ticked && awaitingConfirmation && WAITS_FOR_CONFIRMATION.has(step.key);
          return (
            <li
              key={step.key}
              data-done={ticked}
              data-waiting={waits || undefined}
              className={
                'flex items-start gap-3 rounded-lg border p-3 ' +
                (waits ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white')
              }
            >
              {ticked ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
              ) : waits ? (
                <MailWarning aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-300" />
              )}
              <div className="min-w-0">
                <span className="sr-only">
                  {spec(ticked ? T.doneMark : waits ? UNCONFIRMED_TEXT.stepMark : T.todoMark)}{' '}
                </span>
                <Link
                  to={step.path}
                  className={
                    'rounded-sm text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ' +
                    (ticked
                      ? 'text-slate-500 line-through decoration-slate-400 hover:text-brand-700'
                      : waits
                        ? 'text-amber-950 underline-offset-2 hover:underline'
                        : 'text-brand-700 underline-offset-2 hover:underline')
                  }
                >
                  {spec(step.label)}
                </Link>
                <p className={'mt-0.5 text-xs leading-relaxed ' + (waits ? 'text-amber-900' : 'text-slate-600')}>
                  {spec(waits ? UNCONFIRMED_TEXT.stepHint : step.hint)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
