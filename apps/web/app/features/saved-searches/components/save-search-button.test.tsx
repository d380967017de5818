/**
 * "Save this search" on the results page: a visitor is sent to sign in and back; a member chooses how often and
 * saves, or reads why not; the dialog says where alerts go by the member's setting, with a link to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import {
  AUTH_PAGES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MSG,
  SAVED_SEARCH_PATHS,
  SAVED_SEARCH_TEXT as T,
  SEARCH_QUERY_MAX,
} from '@wbn/contract/constants';
import { ok, refused, savedSearch, USER_ID } from '../test-data';
import { SaveSearchButton } from './save-search-button';

const session = vi.hoisted(() => ({
  status: 'visitor' as 'visitor' | 'member' | 'loading',
  userID: null as string | null,
}));
const EMAIL = 'ana@example.com';
vi.mock('~/lib/session-context', () => ({
  useSession: () => ({
    ...session,
    profile: session.status === 'member' ? { email: EMAIL } : null,
    logout: () => {},
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADDRESS = '/search-result?business=MA&countries=DE&search=ball+valve';
const search = {
  textQuery: 'ball valve',
  businessType: 'MA',
  country: 'DE',
  typeName: 'Manufacturers',
  countryName: 'Germany',
};

function open(as: 'visitor' | 'member', searched = search, address = ADDRESS) {
  session.status = as;
  session.userID = as === 'member' ? USER_ID : null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/search-result', Component: () => <SaveSearchButton search={searched} /> }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[address]} />
    </QueryClientProvider>,
  );
}

/**
 * A server double: the member's notification settings (saved-search alerts by `channel`), and POST
 * /api/user/saved-searches answering `answer`; records the bodies.
 */
function server(answer: () => Response, channel = 'digest') {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      if (req.method === 'GET' && new URL(req.url).pathname === '/api/user/notification-settings')
        return ok({ channels: { 'saved-search': channel }, timeZone: 'UTC', newDeviceEmail: true, alwaysEmailed: [] });
      if (req.method === 'POST' && new URL(req.url).pathname === '/api/user/saved-searches')
        bodies.push(JSON.parse(await req.text()));
      return answer();
    }),
  );
  return bodies;
}

describe('SaveSearchButton', () => {
  it('sends a visitor to sign in, coming back to this same search', () => {
    open('visitor');
    const link = screen.getByRole('link', { name: T.saveButton });
    expect(link.getAttribute('href')).toBe(`${AUTH_PAGES.login}?continue=${encodeURIComponent(ADDRESS)}`);
  });

  it('saves the search with the frequency and the RFQ choice the member made, then leads to the saved searches', async () => {
    const bodies = server(() =>
      ok(
        { savedSearchID: savedSearch().savedSearchID, message: SAVED_SEARCH_MSG.created, savedSearch: savedSearch() },
        201,
      ),
    );
    open('member');
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    expect(within(dialog).getByText('Manufacturers matching “ball valve”, in Germany')).toBeTruthy();
    expect(
      (
        within(dialog).getByRole('radio', {
          name: new RegExp(SAVED_SEARCH_FREQUENCY_LABELS.instant),
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(SAVED_SEARCH_FREQUENCY_LABELS.daily) }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: T.includeRfqsLabel }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveConfirm }));

    expect(await within(dialog).findByText(SAVED_SEARCH_MSG.created)).toBeTruthy();
    expect(bodies).toEqual([
      { textQuery: 'ball valve', businessType: 'MA', country: 'DE', includeRfqs: true, frequency: 'daily' },
    ]);
    expect(within(dialog).getByRole('link', { name: T.seeSaved }).getAttribute('href')).toBe(SAVED_SEARCH_PATHS.list);
  });

  it('saves the filters chosen on a filtered results page, and names them in the dialog', async () => {
    const bodies = server(() =>
      ok(
        { savedSearchID: savedSearch().savedSearchID, message: SAVED_SEARCH_MSG.created, savedSearch: savedSearch() },
        201,
      ),
    );
    open('member', search, `${ADDRESS}&f.countries=MX&f.countries=br&f.employees=51-200&f.verified=true&f.colour=blue`);
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    expect(
      within(dialog).getByText(
        'Manufacturers matching “ball valve”, in Germany, filtered by Country: Mexico or Brazil; Verified; 51-200 employees',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveConfirm }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MSG.created)).toBeTruthy();
    expect(bodies).toEqual([
      {
        textQuery: 'ball valve',
        businessType: 'MA',
        country: 'DE',
        filters: { countries: ['MX', 'BR'], verified: true, employees: ['51-200'] },
        includeRfqs: false,
        frequency: 'instant',
      },
    ]);
  });

  it('says where alerts go by the member’s setting: their address, or the app; with a link to the setting', async () => {
    server(() => ok({}, 201));
    open('member');
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    let dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    expect(await within(dialog).findByText(T.alertsGo.digest(EMAIL))).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: T.alertsSetting }).getAttribute('href')).toBe(
      '/settings#notifications',
    );
    cleanup();

    server(() => ok({}, 201), 'app');
    open('member');
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    expect(await within(dialog).findByText(T.alertsGo.app)).toBeTruthy();
  });

  it('keeps the contract’s limit on the search text: says so, and sends nothing', async () => {
    const bodies = server(() => ok({}, 201));
    open('member', { ...search, textQuery: 'v'.repeat(SEARCH_QUERY_MAX + 1) });
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveConfirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`At most ${SEARCH_QUERY_MAX} characters`);
    expect(bodies).toEqual([]);
  });

  it('says why a search is not saved (the same one already is), and keeps the dialog open', async () => {
    server(() => refused(409, 'Conflict', SAVED_SEARCH_MSG.duplicate, { textQuery: SAVED_SEARCH_MSG.duplicate }));
    open('member');
    fireEvent.click(screen.getByRole('button', { name: T.saveButton }));
    const dialog = await screen.findByRole('dialog', { name: T.saveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveConfirm }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SAVED_SEARCH_MSG.duplicate);
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
