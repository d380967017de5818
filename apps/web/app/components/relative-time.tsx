/**
 * Times that depend on the reader's clock or time zone ("3 h ago", "Wednesday, March 4, 2026 at
 * 3:05 PM"). The server cannot know either, so the server and the hydrating browser render the
 * same UTC text and the browser then shows the reader's: a render that differed would make React
 * draw the page again at hydration, and a click made in that moment would be lost (decision 0050).
 */
import { formatDateTimeUtc, fullDate, relativeTime } from '~/lib/dates';
import { useIsClient } from '~/lib/use-is-client';
import { usePageI18n } from '~/lib/i18n-runtime';

/** "3 h ago" (or `label` of it), with the full date on hover (title) and for machines (<time dateTime>); the UTC day while the page hydrates. */
export function RelativeTime({
  iso,
  className,
  label,
}: {
  iso: string;
  className?: string;
  label?: (when: string) => string;
}) {
  const client = useIsClient();
  const { locale } = usePageI18n();
  const when = client ? relativeTime(iso, Date.now(), locale) : iso.slice(0, 10);
  return (
    <time dateTime={iso} title={client ? fullDate(iso, locale) : formatDateTimeUtc(iso, locale)} className={className}>
      {label ? label(when) : when}
    </time>
  );
}

/** The full date and time in the reader's time zone; in UTC, so named, while the page hydrates. */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const client = useIsClient();
  const { locale } = usePageI18n();
  return (
    <time dateTime={iso} className={className}>
      {client ? fullDate(iso, locale) : formatDateTimeUtc(iso, locale)}
    </time>
  );
}
