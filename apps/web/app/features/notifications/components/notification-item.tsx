/** One grouped notification: photo, sentence, time, unread mark, and Accept / Decline where it asks for an answer. */
import { useState } from 'react';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { MSG, NOTIFICATIONS_TEXT, sentenceOf } from '@wbn/contract/constants';
import type { NotificationGroup } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { isApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { useMarkRead } from '../api/mark-read';
import { useRespond, type Answer, type RespondInput } from '../api/respond';
import { RelativeTime } from '~/components/relative-time';

/** The server's sentence for a refusal it explains; the spec's generic failure text otherwise (a missing route included). */
const failureText = (e: unknown) =>
  isApiError(e) && e.status >= 400 && e.status < 500 && e.message && !e.message.startsWith('No route')
    ? e.message
    : MSG.toastFailureDefault;

const asks = (g: NotificationGroup) =>
  (g.kind === 'invitation' && g.resource.type === 'invitation') ||
  (g.kind === 'connection-request' && g.resource.type === 'connection');

/** Invitations and connection requests still waiting for this user's answer. */
const question = (g: NotificationGroup): RespondInput['resourceType'] | null =>
  asks(g) && g.resource.state === 'pending' ? (g.resource.type as RespondInput['resourceType']) : null;

/** How an answered one ended ("Accepted" / "Declined"). */
const answered = (g: NotificationGroup) =>
  asks(g) && g.resource.state === 'accepted'
    ? NOTIFICATIONS_TEXT.accepted
    : asks(g) && g.resource.state === 'declined'
      ? NOTIFICATIONS_TEXT.declined
      : null;

function Answers({ group, type }: { group: NotificationGroup; type: RespondInput['resourceType'] }) {
  const respond = useRespond();
  const markRead = useMarkRead();
  const [done, setDone] = useState<Answer | null>(null);
  if (done)
    return (
      <p className="mt-2 text-sm font-medium text-slate-600">
        {done === 'accept' ? NOTIFICATIONS_TEXT.accepted : NOTIFICATIONS_TEXT.declined}
      </p>
    );
  const answer = (a: Answer) =>
    respond.mutate(
      { resourceType: type, id: group.resource.id, answer: a },
      {
        onSuccess: () => {
          setDone(a);
          toast.success(a === 'accept' ? NOTIFICATIONS_TEXT.accepted : NOTIFICATIONS_TEXT.declined);
          if (!group.read) markRead.mutate({ ids: [group.id] });
        },
        onError: (e) => toast.error(failureText(e)),
      },
    );
  const busy = respond.isPending;
  const base =
    'relative z-10 inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60';
  return (
    <div className="mt-2 flex gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => answer('accept')}
        className={clsx(base, 'bg-brand-600 text-white hover:bg-brand-700')}
      >
        {NOTIFICATIONS_TEXT.accept}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => answer('decline')}
        className={clsx(base, 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100')}
      >
        {NOTIFICATIONS_TEXT.decline}
      </button>
    </div>
  );
}

export function NotificationItem({
  group,
  onOpen,
  compact,
}: {
  group: NotificationGroup;
  onOpen?: () => void;
  compact?: boolean;
}) {
  const markRead = useMarkRead();
  const s = sentenceOf(group);
  const actor = group.actors[0];
  const ask = question(group);
  const open = () => {
    if (!group.read) markRead.mutate({ ids: [group.id] });
    onOpen?.();
  };
  // A notice about the member themself (their export is ready) names nobody.
  const sentence = !s.names.length ? (
    <>{s.rest}</>
  ) : (
    <>
      <strong className="font-semibold text-slate-900">{s.names[0]}</strong>
      {s.names[1] ? (
        <>
          {' and '}
          <strong className="font-semibold text-slate-900">{s.names[1]}</strong>
        </>
      ) : s.others ? (
        <>
          {' and '}
          <strong className="font-semibold text-slate-900">
            {s.others} {s.others === 1 ? 'other' : 'others'}
          </strong>
        </>
      ) : null}{' '}
      {s.rest}
    </>
  );
  return (
    <li
      className={clsx(
        'relative flex gap-3 transition-colors hover:bg-slate-50',
        compact ? 'px-4 py-3' : 'px-4 py-4 sm:px-5',
        !group.read && 'bg-brand-50/70',
      )}
    >
      <Avatar name={actor?.name ?? ''} url={actor?.photo} size="md" />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug text-slate-700 [overflow-wrap:anywhere]">
          {group.link ? (
            <Link
              to={group.link}
              onClick={open}
              className="rounded after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {sentence}
            </Link>
          ) : (
            sentence
          )}
        </p>
        <RelativeTime iso={group.createdAt} className="relative z-10 mt-1 inline-block text-xs text-slate-500" />
        {ask ? (
          <Answers group={group} type={ask} />
        ) : answered(group) ? (
          <p className="mt-2 text-sm font-medium text-slate-600">{answered(group)}</p>
        ) : null}
      </div>
      {group.read ? null : (
        <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </li>
  );
}
