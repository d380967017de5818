/**
 * Follow / Unfollow a business or a person (optimistic: state and follower count change
 * at once and revert silently on failure). Visitors get a login link that brings them back.
 * `FollowerCount` shows the same cached count, so both change together.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Link } from '~/lib/edition-link';
import clsx from 'clsx';
import { Check, UserPlus } from 'lucide-react';
import { AUTH_PAGES } from '@wbn/contract/constants';
import type { FollowTargetType } from '@wbn/contract/schemas';
import { authHref } from '~/lib/auth-href';
import { useSession } from '~/lib/session-context';
import { useMyBusinesses } from '~/lib/my-businesses';
import { useFollowSummary } from '../api/follow-summary';
import { useToggleFollow } from '../api/follow';

export type FollowButtonProps = {
  id: string;
  type: FollowTargetType;
  name: string;
  className: string;
  /** The look while following (default: `className` on a light tint). */
  followingClassName?: string;
};

export function FollowButton({ id, type, name, className, followingClassName }: FollowButtonProps) {
  const { status, userID: viewerID } = useSession();
  const location = useLocation();
  const member = status === 'member';
  const summary = useFollowSummary(id, { member, enabled: status !== 'loading' });
  const toggle = useToggleFollow({ id, type });
  const mine = useMyBusinesses(member && type === 'business');
  const { t } = useLingui();

  // Nobody follows themselves or a business they belong to (the API refuses it too).
  if (member && (viewerID === id || mine.data?.some((b) => b.businessID === id))) return null;

  if (status === 'visitor')
    return (
      <Link
        to={authHref(AUTH_PAGES.login, location)}
        className={className}
        aria-label={t`Follow ${name} (log in first)`}
      >
        <UserPlus aria-hidden="true" className="h-4 w-4 shrink-0" />
        <Trans>Follow</Trans>
      </Link>
    );

  const following = summary.data?.session?.following ?? false;
  const ready = member && summary.isSuccess;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-disabled={ready ? undefined : true}
      aria-busy={toggle.isPending || undefined}
      onClick={() => {
        if (!ready || toggle.isPending) return;
        toggle.mutate(!following);
      }}
      className={clsx(
        following ? (followingClassName ?? clsx(className, 'bg-brand-50')) : className,
        'aria-disabled:cursor-default aria-disabled:opacity-60',
      )}
    >
      {following ? (
        <Check aria-hidden="true" className="h-4 w-4 shrink-0" />
      ) : (
        <UserPlus aria-hidden="true" className="h-4 w-4 shrink-0" />
      )}
      {following ? t`Following` : t`Follow`}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
