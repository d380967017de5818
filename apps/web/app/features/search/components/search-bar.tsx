/**
 * The search bar of the header: business-type dropdown (the 11 types,
 * Products and Users included), country dropdown (Global first), and the text box. Enter or
 * the search icon runs the search: /search-result?business=&countries=&search=. On the results
 * page the fields follow the address when it changes (back/forward, a link, a new search);
 * elsewhere they start from the defaults MA and global.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '~/lib/edition-link';
import { countriesIn, specPathOf, type Edition } from '@wbn/contract/editions';
import { Globe2, Search } from 'lucide-react';
import clsx from 'clsx';
import { BUSINESS_TYPES, DEFAULT_SEARCH_COUNTRY, SITE_PATHS, searchPath } from '@wbn/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Country } from '@wbn/contract/schemas';
import { useEdition } from '~/lib/i18n';
import { useBusinessTypeName } from '~/lib/business-type-names';
import { getCountries } from '~/lib/ref-data/countries';
import { refDataKeys } from '~/lib/query-keys/business';
import { readSearchParams } from '../lib/search-params';
import { FilterSelect, type SelectOption } from './filter-select';
import { SearchTextBox } from './search-text-box';
import { CountryFlag } from '~/components/country-flag';

export type SearchBarVariant = 'header' | 'panel';

/** The countries as the edition names and orders them (decision 0085), each with its flag. */
const countryChoices = (list: readonly Country[], edition: Edition): SelectOption[] =>
  countriesIn(edition, list).map((c) => ({
    value: c.code,
    label: c.name,
    prefix: <CountryFlag code={c.code} name={c.name} />,
  }));

/** The bar, its fields taken from the address on the results page. */
export function SearchBar({ variant, className }: { variant: SearchBarVariant; className?: string }) {
  const location = useLocation();
  const onResults = specPathOf(location.pathname) === SITE_PATHS.searchResult;
  const params = readSearchParams(new URLSearchParams(onResults ? location.search : ''));
  // A new key when the address's search changes: the fields start again from it.
  const key = `${params.business}|${params.countries}|${params.search}`;
  return <SearchBarForm key={key} variant={variant} className={className} initial={params} />;
}

/** The header's bar on the search screens (their route handle's `headerSearch`). */
export function HeaderSearchBar() {
  return <SearchBar variant="header" />;
}

function SearchBarForm({
  variant,
  className,
  initial,
}: {
  variant: SearchBarVariant;
  className?: string;
  initial: { business: string; countries: string; search: string };
}) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const typeName = useBusinessTypeName();
  const edition = useEdition();
  const globalLabel = t`Global`;
  const typeOptions: SelectOption[] = BUSINESS_TYPES.map((type) => ({
    value: type.code,
    label: typeName(type.code),
  }));
  const [business, setBusiness] = useState(initial.business);
  const [countries, setCountries] = useState(initial.countries);
  const [text, setText] = useState(initial.search);
  // The country list (shared cache with the business forms) is fetched once it is needed:
  // when the dropdown opens, or to name a country already chosen in the address.
  const [wantCountries, setWantCountries] = useState(false);
  const countryList = useQuery({
    queryKey: refDataKeys.countries(),
    queryFn: getCountries,
    staleTime: Infinity,
    enabled: wantCountries || countries !== DEFAULT_SEARCH_COUNTRY,
  });

  const countryOptions: SelectOption[] = [
    { value: DEFAULT_SEARCH_COUNTRY, label: globalLabel },
    ...countryChoices(countryList.data ?? [], edition),
  ];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchPath({ business, countries, search: text.trim() }));
  };

  const header = variant === 'header';
  // The narrow header (992–1199 px) shows a globe for Global and the code of a chosen country.
  const countryCompact =
    countries === DEFAULT_SEARCH_COUNTRY ? <Globe2 className="h-4 w-4 text-slate-500" /> : countries;
  const typeSelect = (
    <FilterSelect
      label={t`Business type`}
      filterLabel={t`Filter business types`}
      value={business}
      options={typeOptions}
      onChange={setBusiness}
      triggerClassName={
        header
          ? 'h-full w-[7.5rem] shrink-0 rounded-l-full pl-4 pr-2 hover:bg-slate-50 lg:w-40'
          : 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3'
      }
    />
  );
  const countrySelect = (
    <FilterSelect
      label={t`Country`}
      filterLabel={t`Filter countries`}
      value={countries}
      // Until the list arrives, a country code is shown as it is.
      fallbackLabel={countries === DEFAULT_SEARCH_COUNTRY ? globalLabel : countries}
      options={countryOptions}
      loading={countryList.isPending}
      onChange={setCountries}
      onOpen={() => setWantCountries(true)}
      compactLabel={header ? countryCompact : undefined}
      triggerClassName={
        header
          ? 'h-full w-[4.5rem] shrink-0 border-l border-slate-200 px-3 hover:bg-slate-50 lg:w-36'
          : 'h-11 w-full rounded-lg border border-slate-300 bg-white px-3'
      }
    />
  );
  const submit = (
    <button
      type="submit"
      aria-label={t`Search`}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        header ? 'm-1 h-8 w-8 rounded-full' : 'h-11 w-11 rounded-lg',
      )}
    >
      <Search aria-hidden="true" className="h-4 w-4" />
    </button>
  );

  if (header) {
    return (
      <form
        role="search"
        aria-label={t`Site search`}
        onSubmit={onSubmit}
        className={clsx(
          'flex h-10 min-w-0 items-stretch rounded-full border border-slate-300 bg-white shadow-sm focus-within:border-brand-500',
          className,
        )}
      >
        {typeSelect}
        {countrySelect}
        <SearchTextBox
          value={text}
          onChange={setText}
          business={business}
          countries={countries}
          className="flex flex-1 items-center border-l border-slate-200"
          inputClassName="h-full px-3 text-sm"
          listClassName="right-0 w-[28rem] max-w-[calc(100vw-2rem)]"
        />
        {submit}
      </form>
    );
  }
  return (
    <form role="search" aria-label={t`Site search`} onSubmit={onSubmit} className={clsx('space-y-2', className)}>
      <div className="grid grid-cols-2 gap-2">
        {typeSelect}
        {countrySelect}
      </div>
      <div className="flex gap-2">
        <SearchTextBox
          value={text}
          onChange={setText}
          business={business}
          countries={countries}
          className="flex-1"
          inputClassName="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {submit}
      </div>
    </form>
  );
}
