/** /business/{id}/insights as its people see it: the owner gets the Insights tab and the figures; anyone else a clear word, and no call for the figures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import { INSIGHTS_METRIC_LABELS, INSIGHTS_METRICS, INSIGHTS_TEXT, type BusinessSession } from '@wbn/contract/constants';
import BusinessInsights from '~/routes/business.insights';

vi.mock('~/layout/use-require-session', () => ({
  useRequireSession: () => ({ status: 'member', userID: 'u-1', profile: null, logout: () => {} }),
}));
vi.mock('./components/insights-chart', () => ({ InsightsChart: () => <div data-testid="chart" /> }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const counts = Object.fromEntries(INSIGHTS_METRICS.map((m, i) => [m, i + 1]));

/** The business answers with the viewer's `session`; the insights with a few counts. Records the paths asked for. */
function server(session: BusinessSession) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      paths.push(`${url.pathname}${url.search}`);
      const body =
        url.pathname === `/api/business/profile/${BUSINESS}`
          ? { success: true, data: { businessID: BUSINESS, general: { companyName: 'Keystone Valves' } }, session }
          : {
              success: true,
              data: {
                businessID: BUSINESS,
                days: 30,
                from: '2026-02-03',
                to: '2026-03-04',
                totals: counts,
                series: [{ day: '2026-03-04', ...counts }],
                searchTerms: [],
              },
            };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: '/business/:id/insights',
      Component: () => (
        <QueryClientProvider client={client}>
          {/* The route reads its params as a route module does. */}
          <BusinessInsights {...({ params: { id: BUSINESS } } as Parameters<typeof BusinessInsights>[0])} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`/business/${BUSINESS}/insights`]} />);
}

describe('/business/{id}/insights', () => {
  it('gives the owner the Insights tab, after Developers, and the figures', async () => {
    const paths = server('owner');
    open();
    expect(await screen.findByRole('heading', { name: INSIGHTS_TEXT.titleOf('Keystone Valves') })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Business sections' })).getAllByRole('link');
    expect(tabs.slice(-2).map((t) => t.textContent)).toEqual(['Developers', INSIGHTS_TEXT.tab]);
    const tab = tabs[tabs.length - 1];
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.getAttribute('href')).toBe(`/business/${BUSINESS}/insights`);
    expect(await screen.findByText(INSIGHTS_METRIC_LABELS.quotesWon, { selector: 'dt' })).toBeTruthy();
    expect(paths).toContain(`/api/business/profile/${BUSINESS}/insights?days=30`);
  });

  it('tells a member who is not the owner or an admin that the figures are not theirs to see', async () => {
    const paths = server('member');
    open();
    expect(await screen.findByText(INSIGHTS_TEXT.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Business sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: INSIGHTS_TEXT.csv })).toBeNull();
    expect(paths).toEqual([`/api/business/profile/${BUSINESS}`]);
  });
});
