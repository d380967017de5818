import type { ReactNode } from 'react';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { useRequireSession } from './use-require-session';

/**
 * Frame of a page that needs a session: rendered on the server with its heading, then in the
 * browser a visitor is sent to login (with `continue`), a member sees the content.
 */
export function MemberPage({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  const { status } = useRequireSession();
  return (
    <PageFrame title={title} description={description}>
      {status === 'member' ? (
        children
      ) : (
        <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />
      )}
    </PageFrame>
  );
}
