import { useEffect, useRef, useState } from 'react';
import { NavLink, useSpecPathname } from '~/lib/edition-link';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { MessageSquare } from 'lucide-react';
import { NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { useRequestSummary } from '~/features/requests/api/get-summary';
import { useRequestsSummaryLive } from '~/features/requests/hooks/use-requests-live';
import { NavBadgeIcon, NavItemLabel, navItemClass } from '~/components/nav-item';

const MESSAGE_CENTER = /^\/business\/[^/]+\/requests(\/|$)/;

/**
 * The header's Messages with its unread badge: conversations with unread
 * messages over the user's own inbox and their businesses', kept current by the live channel.
 * The number stands alone on the icon; its name and tooltip say what it counts, in the words the
 * message center uses (decision 0072). Rendered for members only (loaded with the other member controls).
 */
export function MessagesNavItem() {
  useRequestsSummaryLive();
  const summary = useRequestSummary();
  const count = summary.data?.total ?? 0;
  const inCenter = MESSAGE_CENTER.test(useSpecPathname());
  const spec = useSpecText();
  const { t } = useLingui();
  const name = spec(NAV_LABELS.messages);
  // In the message center's words (decision 0072), in the page's edition.
  const unread = t`${plural(count, { one: '# unread conversation', other: '# unread conversations' })}`;
  const label = count ? t`${name}, ${unread}` : name;

  // Screen readers hear a new unread conversation once, not the count on every page.
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (summary.data === undefined) return;
    if (previous.current !== null && count > previous.current) setAnnouncement(t`New message. ${unread}.`);
    previous.current = count;
  }, [count, summary.data, t, unread]);

  return (
    <>
      <NavLink
        to={SITE_PATHS.myMessages}
        aria-label={label}
        title={count ? label : undefined}
        className={({ isActive }) => navItemClass(isActive || inCenter)}
      >
        <NavBadgeIcon icon={MessageSquare} count={count} testId="messages-badge" />
        <NavItemLabel>{name}</NavItemLabel>
      </NavLink>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
