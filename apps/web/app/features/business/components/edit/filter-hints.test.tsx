/**
 * The edit screen's hints (decision 0083): the search filters a profile does not answer yet, each
 * sentence with a link to the section that answers it; none once the profile answers them all; an
 * expired certificate and a market no region recognises answer nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { PROFILE_FILTER_HINTS_TEXT as T } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import { FilterHints, profileFilterGaps } from './filter-hints';

afterEach(cleanup);

const ID = '00000000-0000-4000-8000-0000000000b1';
/** A new business: nothing but its name, type and categories. */
const bare = (): BusinessProfile => ({
  businessID: ID,
  subscription: 'standard',
  verified: false,
  key: 'acme',
  createdAt: '2030-01-01T00:00:00.000Z',
  general: {
    companyName: 'Acme Valves',
    shortDescription: 'Valves.',
    generalDescription: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: null,
    categories: [],
    yearStablished: null,
    totalAnnualRevenue: null,
    totalEmployees: null,
    totalProductionEmployees: null,
    productionCapacity: null,
    profilePhoto: null,
    coverPhoto: null,
    video: null,
  },
  contactInfo: {
    legalAddressEnglish: null,
    shippingAddressEnglish: null,
    city: null,
    zipcode: null,
    country: null,
    state: null,
    email: null,
    website: null,
    phone: null,
    mobilePhone: null,
  },
  factory: {
    manufacturingFacilities: null,
    city: null,
    zipcode: null,
    country: null,
    state: null,
    factorySize: null,
    numberProductionLines: null,
    contractManufacturing: [],
  },
  tradeCapabilities: { markets: [], spokenLanguages: [], totalEmployeesSales: null, averageLeadTime: null },
  businessTerms: {
    acceptedDeliveryTerms: [],
    acceptedPaymentCurrencies: [],
    packagingTypes: [],
    acceptedPaymentTypes: [],
  },
  certificates: [],
  reactions: { reactionCount: { like: 0 } },
});

const certificate = (expireDate: string) => ({
  id: 'c1',
  name: 'ISO 9001:2015',
  issueDate: '2020-01-01',
  expireDate,
  photo: null,
});

function show(business: BusinessProfile) {
  const Stub = createRoutesStub([
    { path: '/business/:id/edit/:tab', Component: () => <FilterHints business={business} /> },
  ]);
  render(<Stub initialEntries={[`/business/${ID}/edit/general`]} />);
}

describe('FilterHints', () => {
  it('lists every filter a bare profile does not answer, each with a link to its section', () => {
    show(bare());
    fireEvent.click(screen.getByText(T.heading));
    expect(screen.getByText(T.count(11))).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[0]!.textContent).toContain('Add your certificates to appear under ISO 9001');
    expect(within(items[0]!).getByRole('link', { name: T.goTo.certificates }).getAttribute('href')).toBe(
      `/business/${ID}/edit/certificates`,
    );
    const terms = screen.getByText(T.gaps.incoterms).closest('li')!;
    expect(within(terms).getByRole('link', { name: T.goTo.terms }).getAttribute('href')).toBe(
      `/business/${ID}/edit/terms`,
    );
    const verified = screen.getByText(T.gaps.verified).closest('li')!;
    expect(within(verified).getByRole('link', { name: T.goTo.membership }).getAttribute('href')).toBe(
      `/business/${ID}/membership`,
    );
  });

  it('leaves out what the profile answers; an expired certificate and a market of no region answer nothing', () => {
    const b = bare();
    b.general.totalEmployees = { min: 50, max: 120 };
    b.general.yearStablished = 1998;
    b.tradeCapabilities.spokenLanguages = ['English'];
    b.tradeCapabilities.markets = ['Our home town'];
    b.certificates = [certificate('2020-12-31')];
    expect(profileFilterGaps(b, '2030-06-01')).toEqual([
      'certifications',
      'incoterms',
      'paymentCurrencies',
      'paymentTypes',
      'markets',
      'revenue',
      'contractManufacturing',
      'verified',
    ]);
    b.certificates = [certificate('2031-01-01')];
    b.tradeCapabilities.markets = ['Western Europe'];
    expect(profileFilterGaps(b, '2030-06-01')).not.toContain('certifications');
    expect(profileFilterGaps(b, '2030-06-01')).not.toContain('markets');
  });

  it('says so when the profile answers every filter', () => {
    const b = bare();
    b.verified = true;
    b.general.totalEmployees = { min: 50, max: 120 };
    b.general.totalAnnualRevenue = { min: 1_000_000, max: 2_000_000 };
    b.general.yearStablished = 1998;
    b.factory.contractManufacturing = ['OEM'];
    b.tradeCapabilities = { ...b.tradeCapabilities, markets: ['Europe'], spokenLanguages: ['Spanish'] };
    b.businessTerms = {
      acceptedDeliveryTerms: ['FOB'],
      acceptedPaymentCurrencies: ['USD'],
      packagingTypes: [],
      acceptedPaymentTypes: ['T/T'],
    };
    b.certificates = [certificate('2999-01-01')];
    show(b);
    expect(screen.getByText(T.allAnswered)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
