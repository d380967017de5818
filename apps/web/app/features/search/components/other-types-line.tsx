/**
 * What the other types have for the same words (decision 0045), each count a link to
 * that type's search: "No manufacturers match “valve” — 6 products and 2 distributors do." when
 * the searched type found nothing (`none`), else "Also matching “valve”: 6 products." under a
 * short page. A lazy chunk of the results page.
 */
import { Fragment } from 'react';
import { Trans } from '@lingui/react/macro';
import { usePageI18n } from '~/lib/i18n-runtime';
import { Link } from '~/lib/edition-link';
import { searchPath } from '@wbn/contract/constants';
import type { OtherTypeCounts } from '../api/load-search-results';
import { countPhrase, listParts, noneOfType } from '../lib/other-types';

type Props = { counts: OtherTypeCounts; business: string; countries: string; search: string; none: boolean };

function Links({ counts, countries, search }: Omit<Props, 'business' | 'none'>) {
  const i18n = usePageI18n();
  return listParts(counts.length, i18n).map((part, i) => {
    if (part.index === undefined) return <Fragment key={`and-${i}`}>{part.text}</Fragment>;
    const c = counts[part.index];
    return (
      <Link
        key={c.businessType}
        to={searchPath({ business: c.businessType, countries, search })}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {countPhrase(c, i18n)}
      </Link>
    );
  });
}

export default function OtherTypesLine({ counts, business, countries, search, none }: Props) {
  const i18n = usePageI18n();
  const links = <Links counts={counts} countries={countries} search={search} />;
  if (none) {
    const nothing = noneOfType(business, search, i18n);
    return (
      <>
        <p className="mt-3 text-base font-semibold text-slate-900">
          <Trans>
            {nothing} — {links} do.
          </Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Choose one to see them, or try another word.</Trans>
        </p>
      </>
    );
  }
  return (
    <p className="rounded-xl border border-slate-200 bg-white px-5 py-3 text-sm text-slate-700">
      <Trans>
        Also matching “{search}”: {links}.
      </Trans>
    </p>
  );
}
