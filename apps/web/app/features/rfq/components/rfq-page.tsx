/**
 * /rfq/{id}: the request the server rendered (the visitor's view), then in the browser, for a
 * member, the same request under their session, whose `viewer` says what they may do. An
 * invited-only request is a 404 on the server; a member invited to it finds it here.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import { AUTH_PAGES, RFQ_MSG, RFQ_PATHS, RFQ_TEXT, SITE_PATHS } from '@wbn/contract/constants';
import type { Rfq } from '@wbn/contract/schemas';
import { ButtonLink, buttonClass } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { authHref } from '~/lib/auth-href';
import { errorText, isApiError } from '~/lib/api-client';
import { useSession } from '~/lib/session-context';
import { useRfq } from '../api/rfq';
import { Notice } from './notice';
import { RfqDetails } from './rfq-details';

// The buyer's comparison and the supplier's quote (typed client, forms, dialogs): a chunk of their own.
const loadActions = () => import('./rfq-actions');
const RfqActions = lazy(() => loadActions().then((m) => ({ default: m.RfqActions })));

type Props = {
  rfqID: string;
  /** The server's copy (the visitor's view); null when it found none (404) or failed. */
  initial: Rfq | null;
  /** The server could not read it (not a 404): the browser tries again. */
  failed: boolean;
};

export function RfqPage({ rfqID, initial, failed }: Props) {
  const { status, userID } = useSession();
  const member = status === 'member' ? userID : null;
  const query = useRfq(rfqID, member, initial, failed);
  const location = useLocation();

  useEffect(() => {
    if (member) void loadActions();
  }, [member]);

  const rfq = query.data ?? initial;
  if (!rfq) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    if (failed && query.isError && !notFound)
      return (
        <PageFrame title={RFQ_TEXT.boardTitle}>
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        </PageFrame>
      );
    if (failed || (member && !query.isError))
      return (
        <PageFrame title={RFQ_TEXT.boardTitle}>
          <PageSkeleton />
        </PageFrame>
      );
    return (
      <PageFrame title={RFQ_MSG.notFound} description={RFQ_TEXT.notFoundBody}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={RFQ_PATHS.board}>{RFQ_TEXT.seeBoard}</ButtonLink>
          {status === 'visitor' ? (
            <Link to={authHref(AUTH_PAGES.login, location)} className={buttonClass('secondary')}>
              {RFQ_TEXT.signIn}
            </Link>
          ) : null}
        </div>
      </PageFrame>
    );
  }

  // The member's own view, once read (the server's copy stands in meanwhile).
  const mine = member && query.data && !query.isPlaceholderData ? query.data : null;
  const open = rfq.status === 'open';
  let actions = null;
  if (status === 'visitor') {
    actions = open ? (
      <Notice>
        <p>{RFQ_TEXT.signInToQuote}</p>
        <ButtonLink to={authHref(AUTH_PAGES.login, location)} className="shrink-0">
          {RFQ_TEXT.signIn}
        </ButtonLink>
      </Notice>
    ) : null;
  } else if (member && !mine) {
    actions = query.isError ? (
      <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
    ) : (
      <PageSkeleton label={RFQ_TEXT.loadingActions} />
    );
  } else if (member && mine) {
    actions =
      mine.viewer.isBuyer || mine.viewer.quoteAs.length ? (
        <Suspense fallback={<PageSkeleton label={RFQ_TEXT.loadingActions} />}>
          <RfqActions rfq={mine} userID={member} />
        </Suspense>
      ) : open ? (
        <Notice>
          <p>{RFQ_TEXT.noBusinessToQuote}</p>
          <ButtonLink to={SITE_PATHS.businessCreate} className="shrink-0">
            {RFQ_TEXT.createBusiness}
          </ButtonLink>
        </Notice>
      ) : null;
  }

  return (
    <RfqDetails rfq={rfq}>
      {open ? null : (
        <Notice tone="muted">
          <p>{RFQ_TEXT.closedNotice}</p>
        </Notice>
      )}
      {actions}
    </RfqDetails>
  );
}
