/**
 * /business-product/{slug} — the product page. The id is the slug's
 * last 36 characters. The server renders the product and its business for search engines;
 * the browser completes whatever the server could not load. A loading placeholder shows until
 * the product and its business profile have arrived, and the like count has its own small
 * placeholder until the reaction summary arrives (so the server-rendered page carries the
 * product). If any of the three fails the page says 'Error loading data'.
 */
import { useLoaderData } from 'react-router';
import { MSG, businessPath, idFromSlug, productPath } from '@wbn/contract/constants';
import type { BusinessProfile, Product } from '@wbn/contract/schemas';
import { productJsonLd } from '~/lib/structured-data';
import type { SiteHandle } from '~/layout/route-handle';
import type { Route } from './+types/business-product';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import { productApiPath, useProduct } from '~/features/products/api/get-product';
import { profilePath, useBusinessProfile } from '~/features/products/api/get-business-profile';
import { useReactionSummary, type ReactionSummary } from '~/features/products/api/get-reaction-summary';
import { ProductView, ProductViewSkeleton } from '~/features/products/components/view/product-view';
import { LoadError } from '~/features/products/components/load-error';
import { productTitle, truncate } from '~/features/products/lib/text';
import { imageUrl } from '~/features/products/lib/image';
import SeenBeacon from '~/lib/seen-beacon';
import { editionPath } from '@wbn/contract/editions';
import { loaderI18n } from '~/lib/i18n.server';
import { useEdition, useSpecText } from '~/lib/i18n';

// What a visitor saw, told for the businesses' insights (decision 0040): its code comes after the page.

/** The slug page sets its own canonical address in meta. */
export const handle: SiteHandle = { ownCanonical: true };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idFromSlug(params.slug);
  const { edition, messages } = loaderI18n(request, 'product');
  const product = await loadFromApi<Product>(context, productApiPath(id, edition));
  const [business, reactions] = product
    ? await Promise.all([
        loadFromApi<BusinessProfile>(context, profilePath(product.businessID, edition)),
        loadFromApi<ReactionSummary>(context, `/api/social/reaction/summary/${encodeURIComponent(id)}`),
      ])
    : [null, null];
  // Canonical addresses are absolute, in the page's edition; the structured data is made here, on the
  // server, so its code stays out of the page's scripts.
  const url = new URL(request.url);
  const canonical = product
    ? `${url.origin}${editionPath(edition, productPath(product.businessProfile.companyName, product.name, product.productID))}`
    : '';
  const jsonLd = product
    ? productJsonLd(product, canonical, businessPath(product.businessProfile.companyName, product.businessID))
    : null;
  return { id, product, business, reactions, canonical, jsonLd, messages };
}

export function meta({ data }: Route.MetaArgs) {
  const product = data?.product;
  if (!product) {
    return pageMeta({
      title: 'Product',
      description: 'A product on WBN Miami: description, specifications, pictures and the company that offers it.',
      keywords: 'product, specifications, supplier, manufacturer',
    });
  }
  const image = imageUrl(product.mainImage, 800);
  return [
    ...pageMeta({
      title: productTitle(product.description) || product.name,
      description: truncate(product.description.replace(/\s+/g, ' ').trim(), 155),
      keywords: [product.name, ...(product.keywords ?? [])],
      canonical: data.canonical,
      image: image ?? undefined,
    }),
    ...(data.jsonLd ? [data.jsonLd] : []),
  ];
}

export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  const edition = useEdition();
  const spec = useSpecText();
  const product = useProduct(data.id, data.product, edition);
  // The business profile request waits for the product's businessID.
  const businessID = product.data?.businessID ?? null;
  const business = useBusinessProfile(
    businessID,
    businessID === data.product?.businessID ? data.business : null,
    edition,
  );
  const reactions = useReactionSummary(data.id, data.reactions);

  if (product.isError || business.isError || reactions.isError) {
    return (
      <LoadError
        message={spec(MSG.errorLoadingData)}
        onRetry={() => {
          if (product.isError) void product.refetch();
          if (business.isError) void business.refetch();
          if (reactions.isError) void reactions.refetch();
        }}
      />
    );
  }
  if (!product.data || !business.data) return <ProductViewSkeleton />;
  return (
    <>
      <ProductView product={product.data} business={business.data} reactions={reactions.data ?? null} />
      <SeenBeacon seenKey={data.id} events={[{ type: 'product-view', productID: data.id }]} />
    </>
  );
}
