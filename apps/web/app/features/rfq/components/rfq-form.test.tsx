/**
 * "Request quotations" as a buyer fills it: every field sent as the API takes it, the schema's check first, the API's
 * field errors by name, its refusals above the form.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { RFQ_MSG, RFQ_PATHS, RFQ_TEXT, RFQ_VISIBILITY_LABELS, utcDayAhead } from '@wbn/contract/constants';
import type { IndustryNode } from '@wbn/contract/schemas';
import { loadFormSchemas } from '~/lib/load-form-schemas';
import { toast } from '~/lib/toast';
import { BIZ_ID, RFQ_ID, USER_ID, ok, refused, rfq } from '../test-data';
import { RfqForm, type Poster } from './rfq-form';

vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => loadFormSchemas(), 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const OTHER = '00000000-0000-4000-8000-0000000000b9';
const TREE: IndustryNode[] = [
  {
    id: '0005',
    key: 'industrial',
    name: 'Industrial supplies',
    text: '',
    order: 1,
    description: '',
    icon: '',
    categories: [
      { id: '0005-03', name: 'Valves', subCategories: [] },
      { id: '0005-04', name: 'Pumps', subCategories: [] },
    ],
  },
  {
    id: '0009',
    key: 'textiles',
    name: 'Textiles',
    text: '',
    order: 2,
    description: '',
    icon: '',
    categories: [{ id: '0009-01', name: 'Cotton fabric', subCategories: [] }],
  },
];
const POSTERS: Poster[] = [
  { id: USER_ID, name: 'Ana Ruiz', type: 'user' },
  { id: BIZ_ID, name: 'Ruiz Imports', type: 'business' },
];

/** The API: countries, company suggestions, and `answer` to the POST. */
function server(answer: () => Response) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(req.url);
      if (req.method === 'POST' && url.pathname === '/api/rfq') {
        posts.push((await req.json()) as Record<string, unknown>);
        return answer();
      }
      if (url.pathname === '/api/ref-data/country')
        return ok([
          { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
          { code: 'CN', countryName: 'China', emoji: '🇨🇳' },
        ]);
      if (url.pathname === '/api/search/suggest')
        return ok({
          companies: [{ businessID: OTHER, companyName: 'Valvex Ltd', country: 'China' }],
          products: [],
          industries: [],
        });
      return ok([]);
    }),
  );
  return posts;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['industry-tree', null, 'en'], TREE);
  const Stub = createRoutesStub([
    { path: RFQ_PATHS.create, Component: () => <RfqForm userID={USER_ID} posters={POSTERS} /> },
    { path: '/rfq/:rfqID', Component: () => <h1>The request</h1> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[RFQ_PATHS.create]} />
    </QueryClientProvider>,
  );
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const post = () => fireEvent.click(screen.getByRole('button', { name: RFQ_TEXT.postButton }));

async function fillRequired() {
  fill(RFQ_TEXT.titleLabel, 'Ball valves DN50');
  fill(RFQ_TEXT.descriptionLabel, 'Full bore, PN40, 316 body.');
  fireEvent.change(screen.getByLabelText('Main industry'), { target: { value: '0005' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Valves' }));
  fill(RFQ_TEXT.quantityLabel, '1000');
  fill(RFQ_TEXT.unitLabel, 'pieces');
  fill(RFQ_TEXT.incotermLabel, 'FOB');
  await screen.findAllByRole('option', { name: 'United States' });
  fill(RFQ_TEXT.destinationCountryLabel, 'US');
}

describe('RfqForm', () => {
  it('lists the categories of the chosen main industry alone, and none before it is chosen or a word typed', () => {
    server(() => ok({}));
    open();
    const group = screen.getByRole('group', { name: new RegExp(`^${RFQ_TEXT.categoriesLegend}`) });
    expect(within(group).queryAllByRole('checkbox')).toEqual([]);
    expect(within(group).getByText(RFQ_TEXT.categoriesIndustryFirst)).toBeTruthy();
    fireEvent.change(within(group).getByLabelText('Main industry'), { target: { value: '0005' } });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Valves', 'Pumps']);
    fireEvent.change(within(group).getByLabelText('Main industry'), { target: { value: '0009' } });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Cotton fabric']);
    // A word finds a category in any industry.
    fireEvent.change(within(group).getByLabelText('Main industry'), { target: { value: '' } });
    fireEvent.change(within(group).getByLabelText('Find a category'), { target: { value: 'pum' } });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Pumps']);
  });

  it('posts every field as the API takes it, as the chosen business, to invited businesses, then opens the request', async () => {
    const posts = server(() => ok({ rfqID: RFQ_ID, message: RFQ_MSG.created, rfq: rfq() }, 201));
    open();
    fill(RFQ_TEXT.postAs, BIZ_ID);
    await fillRequired();
    fill(RFQ_TEXT.targetMin, '9');
    fill(RFQ_TEXT.targetMax, '12.5');
    fill(RFQ_TEXT.supplierCountriesLabel, 'CN');
    expect(within(screen.getByRole('list', { name: RFQ_TEXT.supplierCountriesLabel })).getByText('China')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: RFQ_VISIBILITY_LABELS.invited }));
    fill(RFQ_TEXT.inviteLabel, 'valv');
    fireEvent.click(await screen.findByRole('button', { name: RFQ_TEXT.invite('Valvex Ltd') }));
    expect(within(screen.getByRole('list', { name: RFQ_TEXT.invitedList })).getByText('Valvex Ltd')).toBeTruthy();
    post();

    await waitFor(() => expect(screen.getByRole('heading', { name: 'The request' })).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith(RFQ_MSG.created);
    expect(posts).toEqual([
      {
        asBusinessID: BIZ_ID,
        title: 'Ball valves DN50',
        description: 'Full bore, PN40, 316 body.',
        categories: ['0005.0005-03'],
        quantity: 1000,
        unit: 'pieces',
        targetPrice: { min: 9, max: 12.5, currency: 'USD' },
        incoterm: 'FOB',
        destinationCountry: 'US',
        supplierCountries: ['CN'],
        deadline: utcDayAhead(14),
        visibility: 'invited',
        invitedBusinessIDs: [OTHER],
      },
    ]);
  });

  it('checks the request with the contract before sending anything', async () => {
    const posts = server(() => ok({}));
    open();
    fill(RFQ_TEXT.deadline, utcDayAhead(0));
    fireEvent.click(screen.getByRole('radio', { name: RFQ_VISIBILITY_LABELS.invited }));
    post();
    expect(await screen.findByText(RFQ_MSG.titleRequired)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.categoryRequired)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.quantity)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.deadline)).toBeTruthy();
    expect(screen.getByText(RFQ_MSG.invitedRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(RFQ_TEXT.fixFields);
    await waitFor(() => expect(document.activeElement).toBe(field(RFQ_TEXT.titleLabel)));
    expect(posts).toEqual([]);
  });

  it('puts the API’s field errors under the fields they name', async () => {
    server(() =>
      refused(400, 'ValidationError', RFQ_MSG.priceRange, {
        'targetPrice.min': RFQ_MSG.priceRange,
        destinationCountry: RFQ_MSG.country,
      }),
    );
    open();
    await fillRequired();
    fill(RFQ_TEXT.targetMin, '9');
    fill(RFQ_TEXT.targetMax, '12');
    post();
    const error = await screen.findByText(RFQ_MSG.priceRange);
    expect(field(RFQ_TEXT.targetMin).getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    const country = screen.getByText(RFQ_MSG.country);
    expect(field(RFQ_TEXT.destinationCountryLabel).getAttribute('aria-describedby')?.split(' ')).toContain(country.id);
    expect(screen.getByRole('alert').textContent).toBe(RFQ_TEXT.fixFields);
  });

  it('shows the day’s limit (429) as the API words it', async () => {
    server(() => refused(429, 'TooManyRequests', RFQ_MSG.tooManyRfqs));
    open();
    await fillRequired();
    post();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(RFQ_MSG.tooManyRfqs));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
