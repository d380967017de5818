/**
 * What the other types have for the same words (decision 0045), each count a link to
 * that type's search: "No manufacturers match “valve” — 6 products and 2 distributors do." when
 * the searched type found nothing (`none`), else "Also matching “valve”: 6 products." under a
 * short page. A lazy chunk of the results page.
 */
import { Fragment } from 'react';
import { Link } from '~/lib/edition-link';
import { searchPath } from '@wbn/contract/constants';
import type { OtherTypeCounts } from '../api/load-search-results';
import { countPhrase, noneOfType } from '../lib/other-types';

type Props = { counts: OtherTypeCounts; business: string; countries: string; search: string; none: boolean };

function Links({ counts, countries, search }: Omit<Props, 'business' | 'none'>) {
  return counts.map((c, i) => (
    <Fragment key={c.businessType}>
      {i === 0 ? '' : i === counts.length - 1 ? ' and ' : ', '}
      <Link
        to={searchPath({ business: c.businessType, countries, search })}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {countPhrase(c)}
      </Link>
    </Fragment>
  ));
}

export default function OtherTypesLine({ counts, business, countries, search, none }: Props) {
  if (none)
    return (
      <>
        <p className="mt-3 text-base font-semibold text-slate-900">
          {noneOfType(business, search)} — <Links counts={counts} countries={countries} search={search} /> do.
        </p>
        <p className="mt-1 text-sm text-slate-600">Choose one to see them, or try another word.</p>
      </>
    );
  return (
    <p className="rounded-xl border border-slate-200 bg-white px-5 py-3 text-sm text-slate-700">
      Also matching “{search}”: <Links counts={counts} countries={countries} search={search} />.
    </p>
  );
}
