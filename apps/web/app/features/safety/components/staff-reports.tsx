/**
 * Staff: the reports, one card per reported target (open or closed ones): what it is and where it
 * shows, how many reports and why, the latest notes, when, and its author. Staff hide or restore
 * content, dismiss the reports, and warn (with a note, e-mailed), suspend (asked once more) or lift
 * the suspension of the author (of the member, for a reported member). Staff accounts cannot be
 * suspended, so their cards offer no Suspend. A reported review shows its words and the business it
 * is of; hiding it asks for the reason its author reads (decisions 0073, 0078).
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from '~/lib/edition-link';
import { Ban, Eye, EyeOff, LoaderCircle, MailWarning, ShieldCheck, X } from 'lucide-react';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_MSG,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  STAFF_REVIEW_TEXT,
  type ModerationAction,
} from '@wbn/contract/constants';
import type { StaffReportGroup } from '@wbn/contract/schemas';
import { FilteredList, type ListFilter } from '~/components/filtered-list';
import { errorText, isApiError } from '~/lib/api-client';
import { formatDateTimeUtc } from '~/lib/dates';
import { toast } from '~/lib/toast';
import { useModerationAction, useStaffReports, type ModerationInput } from '../api/safety';

type Status = 'open' | 'closed';
const FILTERS: ListFilter<Status>[] = [
  { id: 'open', label: 'Open', empty: 'No open reports. New ones appear here.' },
  { id: 'closed', label: 'Closed', empty: 'No closed reports yet.' },
];

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const actionButton =
  'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50';
const neutral = clsx(actionButton, 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50');
const danger = clsx(actionButton, 'border-red-300 bg-white text-red-700 hover:bg-red-50');

export function StaffReports() {
  const [status, setStatus] = useState<Status>('open');
  const q = useStaffReports(status);
  return (
    <FilteredList
      label="Which reports"
      filters={FILTERS}
      filter={status}
      onFilter={setStatus}
      query={q}
      loading="Loading the reports"
      failed="We could not load the reports."
      itemKey={(g) => `${g.targetType}:${g.targetID}`}
    >
      {(g) => <ReportCard group={g} />}
    </FilteredList>
  );
}

function Badge({ tone, children }: { tone: 'slate' | 'amber' | 'red'; children: ReactNode }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-800',
  };
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}

function ReportCard({ group: g }: { group: StaffReportGroup }) {
  const act = useModerationAction();
  const [panel, setPanel] = useState<'warn' | 'suspend' | 'hide' | null>(null);
  const t = g.target;
  const author = t.author;
  const content = g.targetType !== 'user';
  // A review is hidden with the reason its author reads (decision 0073): asked for first.
  const review = g.targetType === 'review';
  const titleId = useId();

  // The promise, not mutate()'s own callbacks: a hidden or dismissed target leaves the open list (and this card unmounts) before they would run.
  const run = (input: ModerationInput) =>
    act.mutateAsync(input).then(
      (r) => {
        toast.success(r.message);
        setPanel(null);
      },
      (e: unknown) => {
        toast.error(errorText(e));
        throw e;
      },
    );
  const onTarget = (action: ModerationAction) => () =>
    void run({ action, targetType: g.targetType, targetID: g.targetID }).catch(() => {});
  const busy = (action: ModerationAction) => act.isPending && act.variables?.action === action;
  const spin = <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />;

  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="slate">{capitalized(REPORT_TARGET_LABELS[g.targetType])}</Badge>
        {t.hidden ? <Badge tone="amber">Hidden</Badge> : null}
        {!t.exists ? <Badge tone="red">Removed</Badge> : null}
        <span className="ml-auto text-sm font-semibold text-slate-900">
          {g.reportCount} {g.reportCount === 1 ? 'report' : 'reports'}
        </span>
      </div>

      {review && t.about ? (
        <p className="text-sm text-slate-700">
          {STAFF_REVIEW_TEXT.of}{' '}
          {t.path ? (
            <Link
              to={t.path}
              className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {t.about}
            </Link>
          ) : (
            <span className="font-semibold text-slate-900">{t.about}</span>
          )}
        </p>
      ) : null}
      <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
        {review ? (
          <q className="font-normal whitespace-pre-line">{t.title}</q>
        ) : t.path ? (
          <Link
            to={t.path}
            className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {t.title}
          </Link>
        ) : (
          t.title
        )}
      </h3>

      <ul aria-label="Reasons" className="flex flex-wrap gap-1.5">
        {g.reasons.map((r) => (
          <li key={r.reason} className="rounded-full border border-slate-200 px-2.5 py-0.5 text-xs text-slate-700">
            {REPORT_REASON_LABELS[r.reason]} <span className="font-semibold tabular-nums">× {r.count}</span>
          </li>
        ))}
      </ul>

      {g.notes.length ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Latest notes</p>
          <ul className="mt-1 space-y-1.5">
            {g.notes.map((n, i) => (
              <li key={i} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
                <p className="break-words whitespace-pre-line">{n.note}</p>
                <p className="mt-0.5 text-xs text-slate-500">{formatDateTimeUtc(n.reportedAt)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <p className="text-xs text-slate-600">
        First reported {formatDateTimeUtc(g.firstReportedAt)} · last {formatDateTimeUtc(g.lastReportedAt)}
      </p>

      {author ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {content ? 'By' : 'Member:'} <span className="font-semibold text-slate-900">{author.name}</span>
          {author.suspended ? <Badge tone="red">Suspended</Badge> : null}
          {author.staff ? <Badge tone="slate">Staff</Badge> : null}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {content && t.exists ? (
          t.hidden ? (
            <button type="button" disabled={act.isPending} onClick={onTarget('restore')} className={neutral}>
              {busy('restore') ? spin : <Eye aria-hidden="true" className="h-4 w-4" />}
              {MODERATION_ACTION_LABELS.restore}
            </button>
          ) : (
            <button
              type="button"
              disabled={act.isPending}
              onClick={review ? () => setPanel((p) => (p === 'hide' ? null : 'hide')) : onTarget('hide')}
              aria-expanded={review ? panel === 'hide' : undefined}
              className={danger}
            >
              {busy('hide') ? spin : <EyeOff aria-hidden="true" className="h-4 w-4" />}
              {MODERATION_ACTION_LABELS.hide}
            </button>
          )
        ) : null}
        {g.status === 'open' ? (
          <button type="button" disabled={act.isPending} onClick={onTarget('dismiss')} className={neutral}>
            {busy('dismiss') ? spin : <X aria-hidden="true" className="h-4 w-4" />}
            {MODERATION_ACTION_LABELS.dismiss}
          </button>
        ) : null}
        {author ? (
          <>
            <button
              type="button"
              disabled={act.isPending}
              aria-expanded={panel === 'warn'}
              onClick={() => setPanel((p) => (p === 'warn' ? null : 'warn'))}
              className={neutral}
              aria-label={`Warn ${author.name}`}
            >
              <MailWarning aria-hidden="true" className="h-4 w-4" />
              {MODERATION_ACTION_LABELS.warn}
            </button>
            {author.suspended ? (
              <button
                type="button"
                disabled={act.isPending}
                onClick={() =>
                  void run({ action: 'lift', targetType: 'user', targetID: author.userID }).catch(() => {})
                }
                className={neutral}
                aria-label={`Lift the suspension of ${author.name}`}
              >
                {busy('lift') ? spin : <ShieldCheck aria-hidden="true" className="h-4 w-4" />}
                {MODERATION_ACTION_LABELS.lift}
              </button>
            ) : author.staff ? null : (
              <button
                type="button"
                disabled={act.isPending}
                aria-expanded={panel === 'suspend'}
                onClick={() => setPanel((p) => (p === 'suspend' ? null : 'suspend'))}
                className={danger}
                aria-label={`Suspend ${author.name}`}
              >
                <Ban aria-hidden="true" className="h-4 w-4" />
                {MODERATION_ACTION_LABELS.suspend}
              </button>
            )}
          </>
        ) : null}
      </div>

      {panel === 'hide' ? (
        <MemberActionPanel
          kind="hide"
          name={author?.name ?? ''}
          pending={act.isPending}
          onCancel={() => setPanel(null)}
          onSend={(note) => run({ action: 'hide', targetType: g.targetType, targetID: g.targetID, note })}
        />
      ) : author && panel ? (
        <MemberActionPanel
          kind={panel}
          name={author.name}
          pending={act.isPending}
          onCancel={() => setPanel(null)}
          onSend={(note) => run({ action: panel, targetType: 'user', targetID: author.userID, note })}
        />
      ) : null}
    </li>
  );
}

/**
 * Warn (a note is required: it is what the member reads), Suspend (asked once more; a note is
 * optional, and e-mailed with the suspension), or Hide a review (the note is required: it is the
 * reason its author reads). The API's field error shows by the note.
 */
function MemberActionPanel({
  kind,
  name,
  pending,
  onCancel,
  onSend,
}: {
  kind: 'warn' | 'suspend' | 'hide';
  name: string;
  pending: boolean;
  onCancel: () => void;
  onSend: (note: string) => Promise<void>;
}) {
  const id = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const warn = kind === 'warn';
  const hide = kind === 'hide';
  const submit = () => {
    if ((warn || hide) && !note.trim()) {
      setError(hide ? MODERATION_MSG.reviewReasonRequired : MODERATION_MSG.noteRequired);
      noteRef.current?.focus();
      return;
    }
    setError(null);
    onSend(note).catch((e: unknown) => {
      const field = isApiError(e) ? e.fields?.note : undefined;
      if (field) {
        setError(field);
        noteRef.current?.focus();
      }
    });
  };
  return (
    <div
      role={warn || hide ? 'group' : 'alertdialog'}
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      className={clsx(
        'space-y-2 rounded-lg border p-3',
        warn || hide ? 'border-slate-200 bg-slate-50' : 'border-red-200 bg-red-50',
      )}
    >
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {hide ? STAFF_REVIEW_TEXT.hideTitle : warn ? `Warn ${name}` : `Suspend ${name}?`}
      </p>
      {warn || hide ? null : (
        <p className="text-sm text-slate-700">
          They are signed out everywhere and their posts and comments are hidden until the suspension is lifted.
        </p>
      )}
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
        {hide
          ? STAFF_REVIEW_TEXT.hideReasonLabel
          : warn
            ? 'What they are warned about (e-mailed to them and shown in the app)'
            : 'Why (optional; e-mailed to them)'}
      </label>
      <textarea
        ref={noteRef}
        id={`${id}-note`}
        autoFocus
        rows={3}
        value={note}
        maxLength={REPORT_NOTE_MAX_LENGTH}
        onChange={(e) => setNote(e.target.value)}
        aria-required={warn || hide || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          Cancel
        </button>
        <button
          type="button"
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={submit}
          className={clsx(
            'inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
            warn
              ? 'bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-500'
              : 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-500',
          )}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {hide ? STAFF_REVIEW_TEXT.hideSend : warn ? 'Send the warning' : MODERATION_ACTION_LABELS.suspend}
        </button>
      </div>
    </div>
  );
}
