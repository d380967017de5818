/** "My requests": the member's requests (as themself and as their businesses), every status, newest first; read in the browser. */
import { ClipboardList } from 'lucide-react';
import { RFQ_PATHS, RFQ_TEXT } from '@wbn/contract/constants';
import { ButtonLink } from '~/components/button-link';
import { ErrorState } from '~/components/error-state';
import { ShowMore } from '~/components/show-more';
import { CardListSkeleton, EmptyState } from '~/components/list-states';
import { errorText } from '~/lib/api-client';
import { useSpecText } from '~/lib/i18n';
import { useMyRfqs } from '../api/mine';
import { RfqCard } from './rfq-card';

export function MyRequests({ userID }: { userID: string }) {
  const spec = useSpecText();
  const mine = useMyRfqs(userID);
  if (mine.isPending) return <CardListSkeleton label={spec(RFQ_TEXT.mineLoading)} />;
  if (mine.isError) return <ErrorState message={errorText(mine.error)} onRetry={() => void mine.refetch()} />;
  const items = mine.data.pages.flatMap((p) => p.data);
  if (!items.length)
    return (
      <EmptyState icon={ClipboardList} title={spec(RFQ_TEXT.emptyMine)}>
        <ButtonLink to={RFQ_PATHS.create}>{spec(RFQ_TEXT.postButton)}</ButtonLink>
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {items.map((r) => (
          <li key={r.rfqID}>
            <RfqCard rfq={r} />
          </li>
        ))}
      </ul>
      <ShowMore q={mine} />
    </div>
  );
}
