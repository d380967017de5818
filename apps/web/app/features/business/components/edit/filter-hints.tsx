/**
 * Why a business is found (decision 0083): on its edit screen, the search filters its profile does
 * not answer yet ("Add your certificates to appear under ISO 9001"), each with a link to the section
 * that answers it. A business without an answer is left out of every search choosing that filter.
 * Read from the profile as the page has it; the texts are the contract's.
 */
import { Link } from '~/lib/edition-link';
import { Filter } from 'lucide-react';
import {
  PROFILE_FILTER_GAPS,
  PROFILE_FILTER_GAP_PLACES,
  PROFILE_FILTER_HINTS_TEXT as T,
  marketRegions,
  utcToday,
  type ProfileFilterGap,
} from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { businessLinks } from '~/lib/business-paths';

/** The filters the profile does not answer yet, in the hints' order. `today`: YYYY-MM-DD (UTC); an expired certificate does not count. */
export function profileFilterGaps(b: BusinessProfile, today = utcToday()): ProfileFilterGap[] {
  const answered: Record<ProfileFilterGap, boolean> = {
    certifications: b.certificates.some((c) => c.expireDate.slice(0, 10) >= today),
    employees: b.general.totalEmployees !== null,
    languages: b.tradeCapabilities.spokenLanguages.length > 0,
    incoterms: b.businessTerms.acceptedDeliveryTerms.length > 0,
    paymentCurrencies: b.businessTerms.acceptedPaymentCurrencies.length > 0,
    paymentTypes: b.businessTerms.acceptedPaymentTypes.length > 0,
    // Markets count by world region: a name no region recognises answers nothing.
    markets: b.tradeCapabilities.markets.some((m) => marketRegions(m).length > 0),
    foundedBefore: b.general.yearStablished !== null,
    revenue: b.general.totalAnnualRevenue !== null,
    contractManufacturing: b.factory.contractManufacturing.length > 0,
    verified: b.verified,
  };
  return PROFILE_FILTER_GAPS.filter((g) => !answered[g]);
}

export function FilterHints({ business }: { business: BusinessProfile }) {
  const gaps = profileFilterGaps(business);
  const links = businessLinks(business.businessID);
  if (!gaps.length)
    return (
      <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <Filter aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {T.allAnswered}
      </p>
    );
  return (
    <details className="group rounded-lg border border-amber-200 bg-amber-50 text-sm text-slate-800">
      <summary className="flex cursor-pointer list-none items-start gap-2 rounded-lg px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
        <Filter aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        <span>
          <span className="block font-semibold text-slate-900">{T.heading}</span>
          <span className="block text-xs text-slate-600">{T.count(gaps.length)}</span>
        </span>
      </summary>
      <div className="space-y-3 border-t border-amber-200 px-3 py-3">
        <p className="text-xs text-slate-600">{T.intro}</p>
        <ul className="space-y-3">
          {gaps.map((g) => {
            const place = PROFILE_FILTER_GAP_PLACES[g];
            return (
              <li key={g}>
                <p>{T.gaps[g]}</p>
                <Link
                  to={place === 'membership' ? links.membership : links.edit(place)}
                  className="font-medium text-brand-700 underline hover:text-brand-600"
                >
                  {T.goTo[place]}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
