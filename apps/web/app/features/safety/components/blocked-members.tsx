/**
 * "Blocked members" in the settings: whom the member blocked, newest first (photo or initials, the
 * name, the day; the company when blocked from its page), each with Unblock; "Show more" for the
 * next page. An unblocked member leaves the list at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { Link } from '~/lib/edition-link';
import { LoaderCircle, UserCheck } from 'lucide-react';
import { SAFETY_MSG, businessPath } from '@wbn/contract/constants';
import type { BlockedMember } from '@wbn/contract/schemas';
import { Avatar } from '~/components/avatar';
import { ShowMore } from '~/components/show-more';
import { ErrorState } from '~/components/error-state';
import { errorText } from '~/lib/api-client';
import { formatDay } from '~/lib/dates';
import { toast } from '~/lib/toast';
import { useBlockedMembers, useUnblock } from '../api/safety';

export function BlockedMembers() {
  const q = useBlockedMembers();
  const unblock = useUnblock();
  const { t } = useLingui();
  const spec = useSpecText();
  const say = useSpecMessage();

  if (q.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {t`Loading the members you blocked…`}
      </p>
    );
  }
  if (q.isError) return <ErrorState message={say(errorText(q.error))!} onRetry={() => void q.refetch()} />;

  const blocked = q.data.pages.flatMap((p) => p.data);
  if (blocked.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        {spec(SAFETY_MSG.noBlocks)}
      </p>
    );

  return (
    <div className="space-y-3">
      <ul aria-label={t`Blocked members`} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {blocked.map((b) => (
          <BlockedRow
            key={b.userID}
            block={b}
            unblocking={unblock.isPending && unblock.variables === b.userID}
            onUnblock={() =>
              unblock.mutate(b.userID, {
                onSuccess: (r) => toast.success(say(r.message)!),
                onError: (e) => toast.error(say(errorText(e))!),
              })
            }
          />
        ))}
      </ul>
      <ShowMore q={q} />
    </div>
  );
}

function BlockedRow({
  block: b,
  unblocking,
  onUnblock,
}: {
  block: BlockedMember;
  unblocking: boolean;
  onUnblock: () => void;
}) {
  const { t, i18n } = useLingui();
  const day = formatDay(b.blockedAt, i18n.locale);
  const name = b.name;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={b.name} url={b.photo} className={b.business ? 'rounded-lg!' : undefined} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{b.name}</p>
        <p className="text-xs text-slate-600">
          <time dateTime={b.blockedAt}>{t`Blocked on ${day}`}</time>
          {b.business ? (
            <>
              {' · from the page of '}
              <Link
                to={businessPath(b.business.companyName, b.business.businessID)}
                className="font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {b.business.companyName}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        onClick={onUnblock}
        disabled={unblocking}
        aria-label={t`Unblock ${name}`}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        {unblocking ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <UserCheck aria-hidden="true" className="h-4 w-4" />
        )}
        {t`Unblock`}
      </button>
    </li>
  );
}
