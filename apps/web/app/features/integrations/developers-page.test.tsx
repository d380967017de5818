/**
 * /business/{id}/developers as its people see it: the owner gets the tab and both sections; anyone else a clear word,
 * and no call to the key or webhook routes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import {
  API_KEY_TEXT,
  DEVELOPERS_TAB_TEXT,
  SITE_PATHS,
  WEBHOOK_TEXT,
  type BusinessSession,
} from '@wbn/contract/constants';
import BusinessDevelopers from '~/routes/business.developers';

vi.mock('~/layout/use-require-session', () => ({
  useRequireSession: () => ({ status: 'member', userID: 'u-1', profile: null, logout: () => {} }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BUSINESS = '00000000-0000-4000-8000-0000000000b1';
const SITE = 'https://wbn.example';

/** The business answers with the viewer's `session`; the key and webhook lists are empty. Records the paths asked for. */
function server(session: BusinessSession) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
      paths.push(path);
      const body =
        path === `/api/business/profile/${BUSINESS}`
          ? { success: true, data: { businessID: BUSINESS, general: { companyName: 'Keystone Valves' } }, session }
          : { success: true, data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      // The root route's data: this site's address (lib/site-origin.ts).
      id: 'root',
      path: '/',
      loader: () => ({ origin: SITE }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'business/:id/developers',
          Component: () => (
            <QueryClientProvider client={client}>
              {/* The route reads its params as a route module does. */}
              <BusinessDevelopers {...({ params: { id: BUSINESS } } as Parameters<typeof BusinessDevelopers>[0])} />
            </QueryClientProvider>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[`/business/${BUSINESS}/developers`]} />);
}

describe('/business/{id}/developers', () => {
  it('gives the owner the Developers tab, the link to the guide, and both sections', async () => {
    const paths = server('owner');
    open();
    expect(await screen.findByRole('heading', { name: DEVELOPERS_TAB_TEXT.titleOf('Keystone Valves') })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Business sections' });
    expect(within(tabs).getByRole('link', { name: 'Developers' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Developers' }).getAttribute('href')).toBe(
      `/business/${BUSINESS}/developers`,
    );
    expect(await screen.findByRole('heading', { name: API_KEY_TEXT.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: WEBHOOK_TEXT.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: DEVELOPERS_TAB_TEXT.guideLink }).getAttribute('href')).toBe(
      SITE_PATHS.developers,
    );
    expect(await screen.findByText(API_KEY_TEXT.empty)).toBeTruthy();
    expect(await screen.findByText(WEBHOOK_TEXT.empty)).toBeTruthy();
    expect(paths).toContain(`/api/business/profile/${BUSINESS}/api-keys`);
  });

  it("shows the business's ID and a curl of its products with this site's address, each to copy", async () => {
    server('owner');
    open();
    const panel = (await screen.findByRole('heading', { name: DEVELOPERS_TAB_TEXT.idHeading })).closest('section')!;
    expect(within(panel).getByText(BUSINESS)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: DEVELOPERS_TAB_TEXT.copyId })).toBeTruthy();
    const command = within(panel).getByRole('region', { name: DEVELOPERS_TAB_TEXT.tryHeading }).textContent;
    expect(command).toBe(
      `curl -s "${SITE}/api/product/by-business?bid=${BUSINESS}" \\\n  -H "Authorization: Bearer $WBN_KEY"`,
    );
    expect(within(panel).getByRole('button', { name: DEVELOPERS_TAB_TEXT.copyCommand })).toBeTruthy();
  });

  it('tells a member who is not the owner or an admin that this is not theirs to manage', async () => {
    const paths = server('member');
    open();
    expect(await screen.findByText(DEVELOPERS_TAB_TEXT.managersOnly)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Business sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: API_KEY_TEXT.heading })).toBeNull();
    expect(paths).toEqual([`/api/business/profile/${BUSINESS}`]);
  });
});
