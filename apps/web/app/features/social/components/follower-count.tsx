/** A follower count that updates as people follow (its own module: pages show it before the Follow button loads). */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/lib/session-context';
import { useFollowSummary } from '../api/follow-summary';

/** "1,234 followers"; `initial` is the count the page already has (server render). */
export function FollowerCount({ id, initial }: { id: string; initial?: number }) {
  const { status } = useSession();
  const summary = useFollowSummary(id, { member: status === 'member', enabled: status !== 'loading' });
  const count = summary.data?.followersCount ?? initial;
  const { t, i18n } = useLingui();
  if (count === undefined)
    return <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200" aria-hidden="true" />;
  return (
    <span>
      <strong className="font-semibold text-slate-900 tabular-nums">{formatNumber(count, i18n.locale)}</strong>{' '}
      {t`${plural(count, { one: 'follower', other: 'followers' })}`}
    </span>
  );
}
