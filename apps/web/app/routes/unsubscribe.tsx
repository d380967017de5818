/**
 * /unsubscribe?token=…: an e-mail's "Unsubscribe" link (decision 0031). It asks before it acts (a
 * mail scanner that opens the link stops nothing), then sends the same one-click request that
 * mail clients send to this address (POST, RFC 8058). No sign-in needed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '~/lib/edition-link';
import { NOTIFICATION_TOPICS, SITE_NAME, SITE_PATHS, type NotificationTopic } from '@wbn/contract/constants';
import { apiRequest, errorText } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { loaderI18n } from '~/lib/i18n.server';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/unsubscribe';

const site = SITE_NAME;

/** The page's catalogue in its edition (the e-mail's link leads to the reader's edition), and its title and description. */
export function loader({ request }: Route.LoaderArgs) {
  const { messages, i18n } = loaderI18n(request, 'unsubscribe');
  return {
    messages,
    meta: {
      title: i18n._(msg`Unsubscribe`),
      description: i18n._(msg`Stop one kind of e-mail from ${site}.`),
      keywords: i18n._(msg`unsubscribe, e-mail, notifications`),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

type List = NotificationTopic | 'digest';

/** What the link says it stops (read for the question only; the server checks the signature). */
function listOf(token: string): List | null {
  try {
    const body = token.split('.')[0] ?? '';
    const topic = atob(body.replace(/-/g, '+').replace(/_/g, '/')).split(':')[1];
    return topic === 'digest' || (NOTIFICATION_TOPICS as readonly string[]).includes(topic ?? '')
      ? (topic as List)
      : null;
  } catch {
    return null;
  }
}

type State = { step: 'ask' } | { step: 'sending' } | { step: 'done'; list: List } | { step: 'failed'; message: string };

/** The e-mails a list stops, as the question and the answer name them (ICU's choice keys are words: hyphens become underscores). */
function useListWords() {
  const { t } = useLingui();
  return (list: List) =>
    t`${select(list.replace(/-/g, '_'), {
      digest: 'the daily digest',
      inquiry: 'e-mails about inquiries to your businesses',
      message: 'e-mails about messages in your conversations',
      comment: 'e-mails about comments on your posts and products',
      reply: 'e-mails about replies to your comments',
      like: 'e-mails about likes',
      follow: 'e-mails about new followers',
      connection_request: 'e-mails about connection requests and acceptances',
      invitation: 'e-mails about team invitations',
      rfq_matched: 'e-mails about requests for quotation that match your businesses',
      quote_received: 'e-mails about quotes on your requests, and buyers’ decisions on your quotes',
      saved_search: 'e-mails about saved-search alerts',
      review: 'e-mails about reviews of your businesses',
      my_reviews: 'e-mails about replies and decisions on your reviews',
      certificate_expiry: 'e-mails about certificates about to expire',
      payment: 'e-mails about memberships and payments',
      other: 'e-mails about the security of your account',
    })}`;
}

export default function UnsubscribePage() {
  const { t } = useLingui();
  const listWords = useListWords();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const list = token ? listOf(token) : null;
  const badLink = t`This unsubscribe link is not valid. Change what you receive in your settings instead.`;
  const [state, setState] = useState<State>(list ? { step: 'ask' } : { step: 'failed', message: badLink });
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') statusRef.current?.focus();
  }, [state.step]);

  const send = async () => {
    if (!list) return;
    setState({ step: 'sending' });
    try {
      await apiRequest<{ message: string }>(`${SITE_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { 'List-Unsubscribe': 'One-Click' },
        auth: false,
      });
      setState({ step: 'done', list });
    } catch (e) {
      setState({ step: 'failed', message: errorText(e) });
    }
  };

  const settingsLink = (
    <Link to={SITE_PATHS.settings} className={buttonClass('secondary', 'mt-6 w-full py-2.5')}>
      {t`Choose what you receive`}
    </Link>
  );

  if (state.step === 'done' || state.step === 'failed') {
    const ok = state.step === 'done';
    const what = ok ? listWords(state.list) : '';
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">
          {ok ? t`You are unsubscribed` : t`This link did not work`}
        </h1>
        <div
          ref={statusRef}
          tabIndex={-1}
          role={ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg border px-3 py-3 text-sm ${ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`}
        >
          {ok ? t`You will no longer get ${what}. You still see them in the app.` : state.message}
        </div>
        {settingsLink}
      </>
    );
  }

  const what = list ? listWords(list) : '';
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Unsubscribe`}</h1>
      <p className="mt-2 text-sm text-slate-700">
        {t`Stop ${what}? You will still see them in the app, and you can turn them back on in your settings.`}
      </p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={state.step === 'sending'}
        aria-busy={state.step === 'sending'}
        className={buttonClass('primary', 'mt-6 w-full py-2.5 disabled:opacity-60')}
      >
        {state.step === 'sending' ? <Spinner /> : null}
        {t`Unsubscribe`}
      </button>
      {settingsLink}
    </>
  );
}
