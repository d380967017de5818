import { productPath } from '@wbn/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useProductsByBusiness } from '../../api/get-products-by-business';
import { ProductCard, ProductGridSkeleton } from '../product-card';

/**
 * 'Main products of {company}': the company's other products. As the spec says,
 * the block has no error handling: a placeholder shows while the data is absent.
 */
export function MainProducts({
  businessID,
  companyName,
  currentProductID,
}: {
  businessID: string;
  companyName: string;
  currentProductID: string;
}) {
  const { data } = useProductsByBusiness(businessID);
  const others = data?.data.filter((p) => p.productID !== currentProductID);
  const { t } = useLingui();
  const heading = t`Main products of ${companyName}`;
  return (
    <section aria-labelledby="main-products" className="flex flex-col gap-4">
      <h2 id="main-products" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {!others ? (
        <ProductGridSkeleton label={heading} />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-600">{t`This company has no other products listed yet.`}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {others.map((p) => (
            <li key={p.productID} className="flex">
              <ProductCard product={p} href={productPath(companyName, p.name, p.productID)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
