import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSpecText } from '~/lib/i18n';
import { MSG, PRODUCT_TEXT, STOCK_LABELS } from '@wbn/contract/constants';
import type { Product } from '@wbn/contract/schemas';

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([k, v], i) => (
        <div key={`${k}-${i}`} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[minmax(8rem,40%)_1fr] sm:gap-4">
          <dt className="font-medium text-slate-500">{k}</dt>
          <dd className="break-words text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const dash = <span className="text-slate-500">—</span>;

/** 'Specifications': industry, category, subcategory, lead time, stock (Yes/No), keywords. */
export function SpecificationsPanel({ product }: { product: Product }) {
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <Panel title={spec(PRODUCT_TEXT.specifications)} id="product-specifications">
      <Rows
        rows={[
          [t`Industry`, product.industry?.name ?? dash],
          [t`Category`, product.category?.name ?? dash],
          [t`Subcategory`, product.subCategory?.name ?? dash],
          [t`Lead time`, product.leadTime || dash],
          [t`Stock`, product.stock ? spec(STOCK_LABELS[product.stock]) : dash],
          [
            t`Keywords`,
            product.keywords?.length ? (
              <ul className="flex flex-wrap gap-1.5">
                {product.keywords.map((k) => (
                  <li key={k} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                    {k}
                  </li>
                ))}
              </ul>
            ) : (
              dash
            ),
          ],
        ]}
      />
    </Panel>
  );
}

/** 'Tecnical Specifications' (spec wording kept): the product's key/value rows. */
export function TechnicalSpecifications({ specs }: { specs: Product['specs'] }) {
  const spec = useSpecText();
  return (
    <Panel title={spec(PRODUCT_TEXT.technicalSpecifications)} id="product-technical-specifications">
      {specs?.length ? (
        <Rows rows={specs.map((s) => [s.key, s.value])} />
      ) : (
        <p className="text-sm text-slate-500">{spec(MSG.noContent)}</p>
      )}
    </Panel>
  );
}
