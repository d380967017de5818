/** Rows of each detail section of the business page, from the business profile fields. */
import type { ReactNode } from 'react';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { CONTRACT_MANUFACTURING_LABELS, formatNumber, formatPhone, formatRange } from '~/lib/format';
import type { DetailRow } from './detail-section';
import { CountryFlag } from '~/components/country-flag';

const present = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0);

function rows(entries: [string, ReactNode][]): DetailRow[] {
  return entries.filter(([, v]) => present(v)).map(([label, value]) => ({ label, value }));
}

export function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((s) => (
        <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {s}
        </li>
      ))}
    </ul>
  );
}

const list = (items: string[] | null | undefined) => (items && items.length ? <Chips items={items} /> : null);
const place = (p: { country: { code: string; countryName: string } | null } | null) =>
  p?.country ? (
    <>
      <CountryFlag code={p.country.code} name={p.country.countryName} />{' '}
      <span aria-hidden="true">{p.country.countryName}</span>
    </>
  ) : null;
const multiline = (s: string | null) => (s ? <span className="whitespace-pre-line">{s}</span> : null);

export function generalRows(b: BusinessProfile): DetailRow[] {
  const g = b.general;
  const capacity = g.productionCapacity
    ? `${formatRange(g.productionCapacity)}${g.productionCapacity.unit ? ` ${g.productionCapacity.unit}` : ''}${g.productionCapacity.period ? ` per ${g.productionCapacity.period}` : ''}`
    : null;
  return rows([
    ['Company name', g.companyName],
    ['Business type', g.businessType?.name],
    ['Main industry', g.industry?.name],
    ['Categories', list(g.categories.map((c) => c.name))],
    ['Year established', g.yearStablished],
    ['Total annual revenue', formatRange(g.totalAnnualRevenue, ' USD')],
    ['Total employees', formatRange(g.totalEmployees)],
    ['Production employees', formatRange(g.totalProductionEmployees)],
    ['Production capacity', capacity],
  ]);
}

export function contactRows(b: BusinessProfile): DetailRow[] {
  const c = b.contactInfo;
  const phone = formatPhone(c.phone);
  const mobile = formatPhone(c.mobilePhone);
  return rows([
    ['Legal address', multiline(c.legalAddressEnglish)],
    ['Shipping address', multiline(c.shippingAddressEnglish)],
    ['City', c.city],
    ['Zip code', c.zipcode],
    ['State', c.state?.stateName],
    ['Country', place(c)],
    [
      'E-mail',
      c.email ? (
        <a href={`mailto:${c.email}`} className="text-brand-600 hover:underline">
          {c.email}
        </a>
      ) : null,
    ],
    [
      'Website',
      c.website ? (
        <a
          href={c.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-brand-600 hover:underline"
        >
          {c.website.replace(/^https?:\/\//, '')}
        </a>
      ) : null,
    ],
    [
      'Phone',
      phone ? (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-brand-600 hover:underline">
          {phone}
        </a>
      ) : null,
    ],
    [
      'Mobile phone',
      mobile ? (
        <a href={`tel:${mobile.replace(/\s/g, '')}`} className="text-brand-600 hover:underline">
          {mobile}
        </a>
      ) : null,
    ],
  ]);
}

export function factoryRows(b: BusinessProfile): DetailRow[] {
  const f = b.factory;
  return rows([
    ['Manufacturing facilities', multiline(f.manufacturingFacilities)],
    ['City', f.city],
    ['Zip code', f.zipcode],
    ['State', f.state?.stateName],
    ['Country', place(f)],
    ['Factory size', f.factorySize !== null ? `${formatNumber(f.factorySize)} m²` : null],
    ['Production lines', f.numberProductionLines],
    ['Contract manufacturing', list(f.contractManufacturing.map((c) => CONTRACT_MANUFACTURING_LABELS[c] ?? c))],
  ]);
}

export function tradeRows(b: BusinessProfile): DetailRow[] {
  const t = b.tradeCapabilities;
  return rows([
    ['Main markets', list(t.markets)],
    ['Spoken languages', list(t.spokenLanguages)],
    ['Sales employees', t.totalEmployeesSales !== null ? formatNumber(t.totalEmployeesSales) : null],
    ['Average lead time', t.averageLeadTime !== null ? `${t.averageLeadTime} days` : null],
  ]);
}

export function termsRows(b: BusinessProfile): DetailRow[] {
  const t = b.businessTerms;
  return rows([
    ['Accepted delivery terms', list(t.acceptedDeliveryTerms)],
    ['Accepted payment currencies', list(t.acceptedPaymentCurrencies)],
    ['Packaging types', list(t.packagingTypes)],
    ['Accepted payment types', list(t.acceptedPaymentTypes)],
  ]);
}
