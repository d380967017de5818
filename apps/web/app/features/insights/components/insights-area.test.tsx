/** The Insights tab's content as an owner uses it: the figures of a period, another period, nothing counted, a failure, the CSV download. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { INSIGHTS_METRIC_LABELS, INSIGHTS_METRICS, INSIGHTS_TEXT, type InsightsMetric } from '@wbn/contract/constants';
import type { Insights } from '@wbn/contract/schemas';
import { InsightsArea } from './insights-area';

// recharts needs a laid-out page; here the chart says which figure it draws (insights-chart.test.tsx draws the real one).
vi.mock('./insights-chart', () => ({
  InsightsChart: ({ metric, label }: { metric: InsightsMetric; label: string }) => (
    <div data-testid="chart" data-metric={metric} aria-label={label} />
  ),
}));

let saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: the CSV's anchor click is recorded instead of followed.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:insights'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const BASE = `/api/business/profile/${BUSINESS}/insights`;

const zeros = Object.fromEntries(INSIGHTS_METRICS.map((m) => [m, 0])) as Insights['totals'];
const TOTALS: Insights['totals'] = {
  profileViews: 1234,
  productViews: 56,
  searchAppearances: 789,
  searchClicks: 12,
  inquiries: 3,
  follows: 4,
  quotesSent: 2,
  quotesWon: 1,
};

function answer(days: number, over: Partial<Insights> = {}): Insights {
  return {
    businessID: BUSINESS,
    days,
    from: '2026-03-02',
    to: '2026-03-04',
    totals: TOTALS,
    series: [
      { day: '2026-03-02', ...zeros, profileViews: 1000 },
      { day: '2026-03-03', ...zeros, profileViews: 200, inquiries: 3 },
      { day: '2026-03-04', ...zeros, profileViews: 34 },
    ],
    searchTerms: [
      { term: 'stainless valves', appearances: 700, clicks: 10 },
      { term: 'ball valve miami', appearances: 89, clicks: 2 },
    ],
    filters: [
      {
        token: 'cert:iso-9001',
        facet: 'certifications',
        heading: 'Certifications',
        label: 'ISO 9001',
        appearances: 120,
      },
      { token: 'cty:DE', facet: 'countries', heading: 'Country', label: 'Germany', appearances: 45 },
    ],
    ...over,
  };
}

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const refused = (status: number, name: string, message: string): Reply => ({
  status,
  body: { success: false, error: { name, message } },
});

/** A server double for the insights route: `reply` answers each call (by its days); records the paths asked for. */
function server(reply: (days: number) => Reply = (days) => ok(answer(days))) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      paths.push(`${url.pathname}${url.search}`);
      if (url.pathname.endsWith('.csv'))
        return new Response('Day,Company page views\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="insights-last-${url.searchParams.get('days')}.csv"`,
          },
        });
      const r = reply(Number(url.searchParams.get('days')));
      return new Response(JSON.stringify(r.body), {
        status: r.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return paths;
}

function open(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/business/:id/insights',
      Component: () => (
        <QueryClientProvider client={client}>
          <InsightsArea businessID={BUSINESS} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`/business/${BUSINESS}/insights${search}`]} />);
}

const card = (metric: InsightsMetric) =>
  screen.getByText(INSIGHTS_METRIC_LABELS[metric], { selector: 'dt' }).parentElement as HTMLElement;
const figure = (metric: InsightsMetric) => within(card(metric)).getByRole('definition').textContent;
const period = (days: number) =>
  screen.getByRole('radio', { name: INSIGHTS_TEXT.periodOption(days) }) as HTMLInputElement;
const csvButton = () => screen.getByRole('button', { name: INSIGHTS_TEXT.csv });

describe('InsightsArea', () => {
  it('shows the totals of the last 30 days in eight cards, the chart of page views, the table per day and the search words', async () => {
    const paths = server();
    open();
    expect(screen.getByRole('status').textContent).toContain(INSIGHTS_TEXT.loading);
    await waitFor(() => expect(figure('profileViews')).toBe('1,234'));
    expect(paths).toEqual([`${BASE}?days=30`]);

    const cards = screen.getByRole('heading', { name: INSIGHTS_TEXT.totalsHeading }).nextElementSibling as HTMLElement;
    expect(
      within(cards)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(INSIGHTS_METRICS.map((m) => INSIGHTS_METRIC_LABELS[m]));
    expect(
      within(cards)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['1,234', '56', '789', '12', '3', '4', '2', '1']);
    expect(screen.getByText(INSIGHTS_TEXT.range('Mar 2, 2026', 'Mar 4, 2026'))).toBeTruthy();
    expect(period(30).checked).toBe(true);

    expect((await screen.findByTestId('chart')).getAttribute('data-metric')).toBe('profileViews');
    expect((screen.getByLabelText(INSIGHTS_TEXT.chartMetric) as HTMLSelectElement).value).toBe('profileViews');

    // The table per day, folded under the chart.
    const table = screen.getByRole('table', { name: INSIGHTS_TEXT.tableCaption });
    expect(table.closest('details')?.querySelector('summary')?.textContent).toBe(INSIGHTS_TEXT.tableToggle);
    const dayRows = within(table).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(3);
    expect(within(dayRows[1]).getByRole('rowheader').textContent).toBe('Mar 3, 2026');
    expect(
      within(dayRows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200', '0', '0', '0', '3', '0', '0', '0']);

    const terms = screen.getByRole('table', { name: INSIGHTS_TEXT.termsHeading });
    const termRows = within(terms).getAllByRole('row').slice(1);
    expect(termRows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['stainless valves', '700', '10'],
      ['ball valve miami', '89', '2'],
    ]);
    expect(screen.queryByText(INSIGHTS_TEXT.termsEmpty)).toBeNull();
  });

  it('asks for the last 7 days when that period is chosen, and the CSV follows', async () => {
    const paths = server((days) => ok(answer(days, { totals: { ...TOTALS, profileViews: days === 7 ? 77 : 1234 } })));
    open();
    await waitFor(() => expect(figure('profileViews')).toBe('1,234'));
    fireEvent.click(period(7));
    await waitFor(() => expect(figure('profileViews')).toBe('77'));
    expect(paths).toEqual([`${BASE}?days=30`, `${BASE}?days=7`]);
    expect(period(7).checked).toBe(true);
    expect(period(30).checked).toBe(false);
    fireEvent.click(csvButton());
    await waitFor(() => expect(saved).toEqual([{ name: 'insights-last-7.csv', href: 'blob:insights' }]));
    expect(paths.at(-1)).toBe(`${BASE}.csv?days=7`);
  });

  it('reads the period from the address, and takes 30 days for one it does not offer', async () => {
    let paths = server();
    open('?days=90');
    await waitFor(() => expect(paths).toEqual([`${BASE}?days=90`]));
    expect(period(90).checked).toBe(true);
    cleanup();
    paths = server();
    open('?days=15');
    await waitFor(() => expect(paths).toEqual([`${BASE}?days=30`]));
    expect(period(30).checked).toBe(true);
  });

  it('downloads the CSV file of the period with the session, under the name the API gives', async () => {
    const paths = server();
    open('?days=90');
    const button = csvButton();
    expect(button.getAttribute('title')).toBe(INSIGHTS_TEXT.csvOf(90));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([{ name: 'insights-last-90.csv', href: 'blob:insights' }]));
    expect(paths).toContain(`${BASE}.csv?days=90`);
  });

  it('says nothing was counted yet when every total is 0, with no cards or chart', async () => {
    server((days) => ok(answer(days, { totals: zeros, series: [{ day: '2026-03-04', ...zeros }], searchTerms: [] })));
    open();
    expect(await screen.findByText(INSIGHTS_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(INSIGHTS_METRIC_LABELS.profileViews)).toBeNull();
    expect(screen.queryByTestId('chart')).toBeNull();
    // Another period can still be chosen.
    expect(period(7).disabled).toBe(false);
  });

  it('says when no search found the business in the period', async () => {
    server((days) => ok(answer(days, { searchTerms: [], filters: [] })));
    open();
    expect(await screen.findByText(INSIGHTS_TEXT.termsEmpty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: INSIGHTS_TEXT.termsHeading })).toBeNull();
    expect(screen.getByText(INSIGHTS_TEXT.filtersEmpty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: INSIGHTS_TEXT.filtersHeading })).toBeNull();
  });

  it('shows the appearances by filter, each filter by its heading and its choice, most first', async () => {
    server();
    open();
    const table = await screen.findByRole('table', { name: INSIGHTS_TEXT.filtersHeading });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each row: the facet's heading above its choice, then the count.
    expect(
      rows.map((r) => [
        ...Array.from(within(r).getByRole('rowheader').children).map((c) => c.textContent),
        within(r).getByRole('cell').textContent,
      ]),
    ).toEqual([
      ['Certifications', 'ISO 9001', '120'],
      ['Country', 'Germany', '45'],
    ]);
    expect(screen.getByText(INSIGHTS_TEXT.filtersIntro)).toBeTruthy();
  });

  it('lets the owner chart another figure', async () => {
    server();
    open();
    const select = (await screen.findByLabelText(INSIGHTS_TEXT.chartMetric)) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(
      INSIGHTS_METRICS.map((m) => INSIGHTS_METRIC_LABELS[m]),
    );
    fireEvent.change(select, { target: { value: 'inquiries' } });
    await waitFor(() => expect(screen.getByTestId('chart').getAttribute('data-metric')).toBe('inquiries'));
    expect(
      screen.getByText(INSIGHTS_TEXT.chartOf(INSIGHTS_METRIC_LABELS.inquiries, 'Mar 2, 2026', 'Mar 4, 2026')),
    ).toBeTruthy();
  });

  it('says the figures could not be loaded, and Try again reads them again', async () => {
    let down = true;
    const paths = server((days) => (down ? refused(500, 'InternalServerError', 'boom') : ok(answer(days))));
    open();
    // One quiet retry first (a 5xx may pass), then the word.
    const alert = await screen.findByRole('alert', undefined, { timeout: 4000 });
    expect(alert.textContent).toContain(INSIGHTS_TEXT.loadError);
    expect(alert.textContent).not.toContain('boom');
    const failed = paths.length;
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('profileViews')).toBe('1,234'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(paths).toHaveLength(failed + 1);
    expect(new Set(paths)).toEqual(new Set([`${BASE}?days=30`]));
  });

  it('tells someone the API refuses (no longer an owner or admin) that the figures are not theirs to see', async () => {
    server(() => refused(403, 'Forbidden', 'Only the owner or an admin of this business can do this'));
    open();
    expect(await screen.findByText(INSIGHTS_TEXT.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
