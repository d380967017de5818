/**
 * Rows of each detail section of the business page, from the business profile fields, labelled in
 * the page's edition (`i18n`, decision 0085); numbers as the edition writes them. The reference
 * names (countries, industries, categories) come from the API in the edition already.
 */
import type { ReactNode } from 'react';
import { msg, select } from '@lingui/core/macro';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { formatNumber, formatPhone, formatRange } from '~/lib/format';
import type { PageI18n } from '~/lib/i18n-runtime';
import type { DetailRow } from './detail-section';
import { CountryFlag } from '~/components/country-flag';
import { contractManufacturingLabel } from './contract-manufacturing';

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

/** "1,000 – 5,000 units per month": the range, the owner's unit, the period in the edition's words. */
function capacityOf(c: NonNullable<BusinessProfile['general']['productionCapacity']>, i18n: PageI18n) {
  const amount = `${formatRange(c, '', i18n.locale)}${c.unit ? ` ${c.unit}` : ''}`;
  if (!c.period) return amount;
  const period = c.period;
  return i18n._(
    msg`${amount} ${select(period, { day: 'per day', week: 'per week', month: 'per month', year: 'per year', other: `per ${period}` })}`,
  );
}

export function generalRows(b: BusinessProfile, i18n: PageI18n): DetailRow[] {
  const g = b.general;
  const range = (r: { min: number; max: number } | null, suffix = '') => formatRange(r, suffix, i18n.locale);
  return rows([
    [i18n._(msg`Company name`), g.companyName],
    [i18n._(msg`Business type`), g.businessType?.name],
    [i18n._(msg`Main industry`), g.industry?.name],
    [i18n._(msg`Categories`), list(g.categories.map((c) => c.name))],
    [i18n._(msg`Year established`), g.yearStablished],
    [i18n._(msg`Total annual revenue`), range(g.totalAnnualRevenue, ' USD')],
    [i18n._(msg`Total employees`), range(g.totalEmployees)],
    [i18n._(msg`Production employees`), range(g.totalProductionEmployees)],
    [i18n._(msg`Production capacity`), g.productionCapacity ? capacityOf(g.productionCapacity, i18n) : null],
  ]);
}

export function contactRows(b: BusinessProfile, i18n: PageI18n): DetailRow[] {
  const c = b.contactInfo;
  const phone = formatPhone(c.phone);
  const mobile = formatPhone(c.mobilePhone);
  return rows([
    [i18n._(msg`Legal address`), multiline(c.legalAddressEnglish)],
    [i18n._(msg`Shipping address`), multiline(c.shippingAddressEnglish)],
    [i18n._(msg`City`), c.city],
    [i18n._(msg`Zip code`), c.zipcode],
    [i18n._(msg`State`), c.state?.stateName],
    [i18n._(msg`Country`), place(c)],
    [
      i18n._(msg`E-mail`),
      c.email ? (
        <a href={`mailto:${c.email}`} className="text-brand-600 hover:underline">
          {c.email}
        </a>
      ) : null,
    ],
    [
      i18n._(msg`Website`),
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
      i18n._(msg`Phone`),
      phone ? (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className="text-brand-600 hover:underline">
          {phone}
        </a>
      ) : null,
    ],
    [
      i18n._(msg`Mobile phone`),
      mobile ? (
        <a href={`tel:${mobile.replace(/\s/g, '')}`} className="text-brand-600 hover:underline">
          {mobile}
        </a>
      ) : null,
    ],
  ]);
}

export function factoryRows(b: BusinessProfile, i18n: PageI18n): DetailRow[] {
  const f = b.factory;
  const size = f.factorySize !== null ? formatNumber(f.factorySize, i18n.locale) : null;
  return rows([
    [i18n._(msg`Manufacturing facilities`), multiline(f.manufacturingFacilities)],
    [i18n._(msg`City`), f.city],
    [i18n._(msg`Zip code`), f.zipcode],
    [i18n._(msg`State`), f.state?.stateName],
    [i18n._(msg`Country`), place(f)],
    [i18n._(msg`Factory size`), size !== null ? `${size} m²` : null],
    [i18n._(msg`Production lines`), f.numberProductionLines],
    [
      i18n._(msg`Contract manufacturing`),
      list(f.contractManufacturing.map((c) => contractManufacturingLabel(c, i18n))),
    ],
  ]);
}

export function tradeRows(b: BusinessProfile, i18n: PageI18n): DetailRow[] {
  const t = b.tradeCapabilities;
  const days = t.averageLeadTime;
  return rows([
    [i18n._(msg`Main markets`), list(t.markets)],
    [i18n._(msg`Spoken languages`), list(t.spokenLanguages)],
    [
      i18n._(msg`Sales employees`),
      t.totalEmployeesSales !== null ? formatNumber(t.totalEmployeesSales, i18n.locale) : null,
    ],
    [i18n._(msg`Average lead time`), days !== null ? i18n._(msg`${days} days`) : null],
  ]);
}

export function termsRows(b: BusinessProfile, i18n: PageI18n): DetailRow[] {
  const t = b.businessTerms;
  return rows([
    [i18n._(msg`Accepted delivery terms`), list(t.acceptedDeliveryTerms)],
    [i18n._(msg`Accepted payment currencies`), list(t.acceptedPaymentCurrencies)],
    [i18n._(msg`Packaging types`), list(t.packagingTypes)],
    [i18n._(msg`Accepted payment types`), list(t.acceptedPaymentTypes)],
  ]);
}
