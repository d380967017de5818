/**
 * /business/{id}/product and /business/{id}/products — the Products tab of a business.
 * Visitors see the list; the owner and admins add, edit and delete products. The server
 * renders the company and its list; the viewer's role is fetched in the browser.
 */
import { useLoaderData } from 'react-router';
import { Link } from '~/lib/edition-link';
import { ArrowLeft } from 'lucide-react';
import { businessPath, idFromSlug } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import type { Route } from './+types/business.products';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import { PageFrame } from '~/components/page-frame';
import { ProductsTab } from '~/features/products/components/products-tab';
import type { BusinessProductList } from '~/features/products/api/get-products-by-business';

export async function loader({ params, context }: Route.LoaderArgs) {
  const businessID = idFromSlug(params.id);
  const [profile, list] = await Promise.all([
    loadFromApi<BusinessProfile>(context, `/api/business/profile/${encodeURIComponent(businessID)}`),
    loadFromApi<BusinessProductList>(context, `/api/product/by-business?bid=${encodeURIComponent(businessID)}`),
  ]);
  return { businessID, profile, list };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.profile?.general.companyName;
  return pageMeta({
    title: name ? `Products of ${name}` : 'Company products',
    description: name
      ? `The products ${name} showcases on WBN Miami.`
      : 'The products a business showcases on WBN Miami.',
    keywords: ['company products', 'product catalogue', 'supplier products', ...(name ? [name] : [])],
  });
}

export default function BusinessProducts() {
  const { businessID, profile, list } = useLoaderData<typeof loader>();
  const name = profile?.general.companyName;
  return (
    <PageFrame
      title={name ? `Products of ${name}` : 'Company products'}
      description={
        name ? (
          <Link
            to={businessPath(name, businessID)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" /> Back to {name}
          </Link>
        ) : (
          'The products this business showcases to buyers.'
        )
      }
    >
      <ProductsTab key={businessID} businessID={businessID} initialProfile={profile} initialList={list} />
    </PageFrame>
  );
}
