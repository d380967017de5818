/**
 * /unsubscribe?token=…: an e-mail's "Unsubscribe" link (decision 0031). It asks before it acts (a
 * mail scanner that opens the link stops nothing), then sends the same one-click request that
 * mail clients send to this address (POST, RFC 8058). No sign-in needed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import {
  NOTIFICATION_SETTINGS_MSG,
  NOTIFICATION_TOPIC_LABELS,
  NOTIFICATION_TOPICS,
  SITE_NAME,
  SITE_PATHS,
  type NotificationTopic,
} from '@wbn/contract/constants';
import { apiRequest, errorText } from '~/lib/api-client';
import { buttonClass } from '~/components/button-link';
import { Spinner } from '~/components/form-field';
import { pageMeta } from '~/lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Unsubscribe',
    description: `Stop one kind of e-mail from ${SITE_NAME}.`,
    keywords: 'unsubscribe, e-mail, notifications',
  });

/** What the link says it stops (read for the question only; the server checks the signature). */
function listOf(token: string): NotificationTopic | 'digest' | null {
  try {
    const body = token.split('.')[0] ?? '';
    const topic = atob(body.replace(/-/g, '+').replace(/_/g, '/')).split(':')[1];
    return topic === 'digest' || (NOTIFICATION_TOPICS as readonly string[]).includes(topic ?? '')
      ? (topic as NotificationTopic | 'digest')
      : null;
  } catch {
    return null;
  }
}

type State =
  { step: 'ask' } | { step: 'sending' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const list = token ? listOf(token) : null;
  const [state, setState] = useState<State>(
    list ? { step: 'ask' } : { step: 'failed', message: NOTIFICATION_SETTINGS_MSG.badUnsubscribeLink },
  );
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') statusRef.current?.focus();
  }, [state.step]);

  const what =
    list === 'digest'
      ? 'the daily digest'
      : list
        ? `e-mails about ${NOTIFICATION_TOPIC_LABELS[list].toLowerCase()}`
        : '';
  const send = async () => {
    setState({ step: 'sending' });
    try {
      const { message } = await apiRequest<{ message: string }>(
        `${SITE_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
        { method: 'POST', body: { 'List-Unsubscribe': 'One-Click' }, auth: false },
      );
      setState({ step: 'done', message });
    } catch (e) {
      setState({ step: 'failed', message: errorText(e) });
    }
  };

  const settingsLink = (
    <Link to={SITE_PATHS.settings} className={buttonClass('secondary', 'mt-6 w-full py-2.5')}>
      Choose what you receive
    </Link>
  );

  if (state.step === 'done' || state.step === 'failed') {
    const ok = state.step === 'done';
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{ok ? 'You are unsubscribed' : 'This link did not work'}</h1>
        <div
          ref={statusRef}
          tabIndex={-1}
          role={ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg border px-3 py-3 text-sm ${ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`}
        >
          {state.message}
        </div>
        {settingsLink}
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
      <p className="mt-2 text-sm text-slate-700">
        Stop {what}? You will still see them in the app, and you can turn them back on in your settings.
      </p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={state.step === 'sending'}
        aria-busy={state.step === 'sending'}
        className={buttonClass('primary', 'mt-6 w-full py-2.5 disabled:opacity-60')}
      >
        {state.step === 'sending' ? <Spinner /> : null}
        Unsubscribe
      </button>
      {settingsLink}
    </>
  );
}
