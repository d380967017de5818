/** "3 h ago", with the full date on hover (title) and for machines (<time dateTime>). The server and hydration render the UTC date. */
import { fullDate, relativeTime } from '~/lib/dates';
import { useIsClient } from '../lib/use-client';

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const client = useIsClient();
  const utc = iso.slice(0, 10);
  return (
    <time dateTime={iso} title={client ? fullDate(iso) : utc} className={className}>
      {client ? relativeTime(iso) : utc}
    </time>
  );
}
