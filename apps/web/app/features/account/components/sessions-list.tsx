/**
 * "Where you're signed in" (settings, decisions 0030, 0068): each open session named by its device
 * and browser, with its address and when it was first and last seen, this device first and marked,
 * the others by their last activity; sign out one device, or every other. At 375 px a session is
 * its name and three short facts, the button under them.
 */
import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { SESSIONS_MSG, SESSIONS_TEXT } from '@wbn/contract/constants';
import type { UserSession } from '@wbn/contract/schemas';
import { errorText } from '~/lib/api-client';
import { formatDateTimeUtc, fullDate, shortDateTime } from '~/lib/dates';
import { useIsClient } from '~/lib/use-is-client';
import { RelativeTime } from '~/components/relative-time';
import { toast } from '~/lib/toast';
import { ErrorState } from '~/components/error-state';
import { Spinner } from '~/components/form-field';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';

const MOBILE = /iOS|Android/i;

export function SessionsList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { t } = useLingui();
  const say = useSpecMessage();

  if (sessions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner /> {t`Loading where you are signed in…`}
      </p>
    );
  }
  if (sessions.isError)
    return <ErrorState message={errorText(sessions.error)} onRetry={() => void sessions.refetch()} />;

  const list = [...sessions.data.data].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  const others = list.filter((s) => !s.current).length;

  return (
    <div>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {list.map((s) => (
          <SessionRow
            key={s.sessionID}
            session={s}
            ending={endOne.isPending && endOne.variables === s.sessionID}
            onEnd={() =>
              endOne.mutate(s.sessionID, {
                onSuccess: (r) => toast.success(say(r.message)!),
                onError: (e) => toast.error(say(errorText(e))!),
              })
            }
          />
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (r) => toast.success(say(r.message)!),
              onError: (e) => toast.error(say(errorText(e))!),
            })
          }
          className="mt-4 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
        >
          {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="h-4 w-4" />}
          {t`Sign out everywhere else`}
        </button>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t`You are signed in on this device only.`}</p>
      )}
    </div>
  );
}

/** When the session began, in the reader's time zone (in UTC, so named, while the page hydrates: decision 0050). */
function FirstSeen({ iso }: { iso: string }) {
  const client = useIsClient();
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <time dateTime={iso} title={client ? fullDate(iso, locale) : undefined}>
      {client ? shortDateTime(iso, Date.now(), locale) : formatDateTimeUtc(iso, locale)}
    </time>
  );
}

const FACT = 'contents sm:flex sm:gap-1';

function SessionRow({ session: s, ending, onEnd }: { session: UserSession; ending: boolean; onEnd: () => void }) {
  const Icon = MOBILE.test(s.system) ? Smartphone : Laptop;
  const { t } = useLingui();
  const spec = useSpecText();
  const { device, browser } = s;
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 text-slate-500" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-slate-900">
          <span className="min-w-0 break-words" title={s.system}>
            {SESSIONS_TEXT.name(s)}
          </span>
          {s.current ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {spec(SESSIONS_MSG.current)}
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-slate-600 sm:flex sm:flex-wrap sm:gap-x-4">
          <div className={FACT}>
            <dt className="font-medium text-slate-700">{spec(SESSIONS_TEXT.address)}</dt>
            <dd className="break-all">{s.ip ?? spec(SESSIONS_TEXT.unknownAddress)}</dd>
          </div>
          <div className={FACT}>
            <dt className="font-medium text-slate-700">{spec(SESSIONS_TEXT.firstSeen)}</dt>
            <dd>
              <FirstSeen iso={s.createdAt} />
            </dd>
          </div>
          <div className={FACT}>
            <dt className="font-medium text-slate-700">{spec(SESSIONS_TEXT.lastSeen)}</dt>
            <dd>
              <RelativeTime iso={s.lastSeenAt} />
            </dd>
          </div>
        </dl>
      </div>
      {s.current ? null : (
        <button
          type="button"
          onClick={onEnd}
          disabled={ending}
          aria-label={t`Sign out ${device}, ${browser}`}
          className="col-start-2 inline-flex items-center gap-1.5 justify-self-start rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 sm:col-start-3 sm:row-start-1"
        >
          {ending ? <Spinner /> : null}
          {t`Sign out`}
        </button>
      )}
    </li>
  );
}
