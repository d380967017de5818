import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/edition-link';
import { ArrowLeft } from 'lucide-react';
import { REQUEST_MSG } from '@wbn/contract/constants';
import type { Route } from './+types/business.send-request';
import { pageMeta } from '~/lib/meta';
import { useRequireSession } from '~/layout/use-require-session';
import { PageFrame, PageSkeleton } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { useBusiness } from '~/features/business/api/get-business';
import { ErrorState } from '~/components/list-states';
import { businessLinks, publicBusinessPath, UUID_RE } from '~/lib/business-paths';
import { useProduct } from '~/features/products/api/get-product';
import { useRequestSummary } from '~/features/requests/api/get-summary';
import { redirectInEdition } from '~/lib/edition-link';

/** The form (react-hook-form, the schema check) is a chunk of its own, fetched while the page reads the business and the inboxes. */
const loadForm = () => import('~/features/requests/components/send-request-form');
if (typeof window !== 'undefined') void loadForm();
const SendRequestForm = lazy(() => loadForm().then((m) => ({ default: m.SendRequestForm })));

export const meta = () =>
  pageMeta({
    title: 'Send request',
    description: 'Send an inquiry to a business on WBN Miami, as yourself or as one of your businesses.',
    keywords: 'send request, business inquiry, contact supplier',
  });

export function loader({ params, request }: Route.LoaderArgs) {
  if (!UUID_RE.test(params.id)) throw redirectInEdition(request, '/');
  return null;
}

/**
 * /business/{id}/send-request: the inquiry form. Needs a session (visitors go to login and come
 * back). `?product={productID}` attaches a product of this business (the product page links here).
 * Owners, admins and members of the business are sent to its Requests instead.
 */
export default function SendRequest({ params }: Route.ComponentProps) {
  const { status, userID } = useRequireSession();
  const member = status === 'member' && !!userID;
  const [search, setSearch] = useSearchParams();
  const productParam = search.get('product');
  const business = useBusiness(params.id, { enabled: member });
  const product = useProduct(member && productParam && UUID_RE.test(productParam) ? productParam : null);
  const summary = useRequestSummary(member);
  const data = business.data;
  const insider = data && data.session !== 'none';

  const back = data ? (
    <Link
      to={publicBusinessPath(data.profile)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to {data.profile.general.companyName}
    </Link>
  ) : (
    'Send an inquiry to this business, as yourself or as one of your businesses.'
  );

  let body;
  if (
    !member ||
    business.isPending ||
    summary.isPending ||
    (productParam && product.isPending && product.fetchStatus !== 'idle')
  ) {
    body = <PageSkeleton label={status === 'visitor' ? 'Redirecting to login' : 'Loading'} />;
  } else if (business.isError || !data) {
    body = <ErrorState error={business.error} onRetry={() => void business.refetch()} />;
  } else if (insider) {
    body = (
      <div className="space-y-4">
        <p className="text-slate-700">{REQUEST_MSG.belongsHere}</p>
        <ButtonLink to={businessLinks(params.id).requests}>Open Requests</ButtonLink>
      </div>
    );
  } else if (summary.isError) {
    body = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    const p =
      product.data && product.data.businessID === params.id
        ? { productID: product.data.productID, name: product.data.name }
        : null;
    // Who may send: the user, or a business they own or administer (a plain member writes as themself).
    const senders = (summary.data?.inboxes ?? []).filter((i) => i.id !== params.id && i.role !== 'member');
    body = (
      <Suspense fallback={<PageSkeleton label="Loading" />}>
        <SendRequestForm
          business={{ businessID: params.id, companyName: data.profile.general.companyName }}
          product={p}
          onRemoveProduct={() => {
            const next = new URLSearchParams(search);
            next.delete('product');
            setSearch(next, { replace: true });
          }}
          senders={senders}
          userID={userID!}
        />
      </Suspense>
    );
  }

  return (
    <PageFrame
      title={data ? `Send a request to ${data.profile.general.companyName}` : 'Send request'}
      description={back}
    >
      {body}
    </PageFrame>
  );
}
