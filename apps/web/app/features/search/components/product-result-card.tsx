/**
 * Product card of the search results: main image, name, description,
 * industry / category / subCategory, up to 4 spec entries each cut at 50 characters plus '...'.
 * The name opens the product page; the company line opens the company's page.
 */
import { Fragment } from 'react';
import { Link } from '~/lib/edition-link';
import { ChevronRight, Package } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { businessPath, productPath } from '@wbn/contract/constants';
import { useCountryName } from '~/lib/i18n';
import type { Product } from '@wbn/contract/schemas';
import { imageUrl } from '~/features/products/public';
import { cardSpecs, productClassification } from '../lib/card-text';

export function ProductResultCard({ product }: { product: Product }) {
  const company = product.businessProfile;
  const companyName = company?.companyName ?? '';
  const href = productPath(companyName, product.name, product.productID);
  const headingId = `result-${product.productID}`;
  const classification = productClassification(product);
  const specs = cardSpecs(product.specs);
  const nameCountry = useCountryName();
  return (
    // By the card's own width, not the window's: beside the sidebar and the filters at 992 px the
    // card is narrower than a phone's, so the picture sits on top until the card is 32rem wide.
    <article
      aria-labelledby={headingId}
      className="@container overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-col @lg:flex-row">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block shrink-0 @lg:w-56">
          <ResultThumb url={imageUrl(product.mainImage, 480)} />
        </Link>
        <div className="min-w-0 flex-1 p-4 @lg:p-5">
          {classification.length ? (
            <p className="flex flex-wrap items-center gap-1 text-xs font-medium text-slate-500">
              <span className="sr-only">
                <Trans>Classification:</Trans>{' '}
              </span>
              {classification.map((name, i) => (
                <Fragment key={`${i}-${name}`}>
                  {i > 0 ? <ChevronRight aria-hidden="true" className="h-3 w-3 text-slate-400" /> : null}
                  <span>{name}</span>
                </Fragment>
              ))}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-1 text-base font-semibold leading-snug text-slate-900 @lg:text-lg">
            <Link
              to={href}
              className="break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {product.name}
            </Link>
          </h2>
          {company ? (
            <p className="mt-0.5 text-sm text-slate-600">
              <Trans>
                by{' '}
                <Link
                  to={businessPath(company.companyName, company.businessID)}
                  className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {companyName}
                </Link>
              </Trans>
              {company.country ? (
                <span className="text-slate-500">
                  {' '}
                  · {nameCountry(company.country.code, company.country.countryName)}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">{product.description}</p>
          {specs.length ? (
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm @lg:grid-cols-2">
              {specs.map((spec, i) => (
                <div key={`${i}-${spec.key}`} className="flex min-w-0 gap-1.5">
                  <dt className="shrink-0 font-medium text-slate-600">{spec.key}:</dt>
                  <dd className="min-w-0 break-words text-slate-800">{spec.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The product's picture, or a neutral placeholder: drawn here with the results page's own icon, so
 * the card's code (loaded with a page of products) brings no other module (decision 0009).
 */
function ResultThumb({ url }: { url: string | null }) {
  const box = 'aspect-[2/1] h-full w-full bg-slate-100 sm:aspect-[4/3]';
  return url ? (
    <img src={url} alt="" loading="lazy" className={`${box} object-cover`} />
  ) : (
    <div className={`${box} flex items-center justify-center text-slate-400`}>
      <Package aria-hidden className="h-8 w-8" />
      <span className="sr-only">
        <Trans>No picture</Trans>
      </span>
    </div>
  );
}
