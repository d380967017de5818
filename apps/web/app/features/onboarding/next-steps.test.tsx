/**
 * The next-steps panel as the site layout mounts it (NextStepsSlot, which loads the panel on
 * demand): its three links, each ticked when done (profile details from the session's profile, a
 * business from the member's list, a follow or a saved search), the dismissal kept per member in
 * localStorage, nothing at all once every step is done, and nothing for visitors. On a phone it
 * opens folded (CSS below md) and a button unfolds the steps.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoutesStub } from 'react-router';
import {
  NEXT_STEPS,
  NEXT_STEPS_TEXT as T,
  SITE_PATHS,
  UNCONFIRMED_TEXT,
  nextStepsStorageKey,
} from '@wbn/contract/constants';
import type { UserProfile } from '@wbn/contract/schemas';
import { NextStepsSlot } from './next-steps-slot';

const USER = 'b5e1c7a2-3d4f-4e6a-8b9c-0d1e2f3a4b5c';
const OTHER = 'c6f2d8b3-4e5a-4f7b-9cad-1e2f3a4b5c6d';

const session = vi.hoisted(() => ({
  status: 'member' as 'member' | 'visitor' | 'loading',
  userID: null as string | null,
  profile: null as Partial<UserProfile> | null,
}));
vi.mock('~/lib/session-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/session-context')>()),
  useSession: () => ({ ...session, logout: () => {} }),
}));

/** A profile just after registering: names only. */
const NEW_PROFILE: Partial<UserProfile> = {
  userID: USER,
  firstName: 'Nora',
  lastName: 'New',
  country: null,
  industry: null,
  jobPosition: null,
  briefPresentation: null,
};
const FULL_PROFILE: Partial<UserProfile> = {
  ...NEW_PROFILE,
  country: { code: 'US', countryName: 'United States', emoji: '' } as UserProfile['country'],
  industry: { id: '0001', name: 'Industrial Technology' },
  jobPosition: { jobPositionID: 'export-manager', name: 'Export manager' },
  briefPresentation: 'I buy valves for water plants.',
};

type World = { businesses: number; following: number; savedSearches: number };
const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A server double answering the three reads from `world`; returns the paths asked, in order. */
function server(world: World) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      ).pathname;
      paths.push(path);
      if (path === '/api/business/profile/my-list')
        return ok(
          Array.from({ length: world.businesses }, (_, i) => ({ businessID: `b${i}`, role: 'owner', business: {} })),
        );
      if (path === `/api/social/follow/${USER}/summary` || path === `/api/social/follow/${OTHER}/summary`)
        return ok({
          resourceID: USER,
          resourceType: 'user',
          followersCount: 0,
          followingCount: world.following,
          session: { following: false },
        });
      if (path === '/api/user/saved-searches')
        return ok({
          data: Array.from({ length: world.savedSearches }, (_, i) => ({ savedSearchID: `s${i}` })),
          nextCursor: null,
        });
      return new Response(JSON.stringify({ success: false, error: { name: 'NotFound', message: 'Not found' } }), {
        status: 404,
      });
    }),
  );
  return paths;
}

function open(options: { userID?: string; status?: 'member' | 'visitor'; profile?: Partial<UserProfile> | null } = {}) {
  session.status = options.status ?? 'member';
  session.userID = session.status === 'member' ? (options.userID ?? USER) : null;
  session.profile = options.profile === undefined ? NEW_PROFILE : options.profile;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([{ path: '/industries', Component: NextStepsSlot }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/industries']} />
    </QueryClientProvider>,
  );
  return client;
}

const panel = () => screen.findByRole('region', { name: T.title });
const steps = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((li) => ({
      label: within(li).getByRole('link').textContent,
      href: within(li).getByRole('link').getAttribute('href'),
      done: li.dataset.done === 'true',
      said: li.textContent?.startsWith(T.doneMark),
    }));
/** Lets the lazy panel load and its reads answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('next steps', () => {
  it('shows a new member the three steps as links, none ticked', async () => {
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open();
    const region = await panel();
    expect(region.tagName).toBe('SECTION');
    expect(steps(region)).toEqual([
      { label: NEXT_STEPS[0].label, href: SITE_PATHS.profileEdit, done: false, said: false },
      { label: NEXT_STEPS[1].label, href: SITE_PATHS.businessCreate, done: false, said: false },
      { label: NEXT_STEPS[2].label, href: SITE_PATHS.industries, done: false, said: false },
    ]);
    expect(within(region).getByText(T.progress(0, 3))).toBeTruthy();
  });

  it('ticks the complete profile and the follow, and asks nothing about saved searches when the member follows someone', async () => {
    const paths = server({ businesses: 0, following: 2, savedSearches: 0 });
    open({ profile: FULL_PROFILE });
    const region = await panel();
    expect(steps(region).map((s) => [s.done, s.said])).toEqual([
      [true, true],
      [false, false],
      [true, true],
    ]);
    expect(within(region).getByText(T.progress(2, 3))).toBeTruthy();
    expect(paths).not.toContain('/api/user/saved-searches');
  });

  it('counts a saved search (an industry followed) when the member follows no one, and a business of their own', async () => {
    const paths = server({ businesses: 1, following: 0, savedSearches: 1 });
    open();
    const region = await panel();
    expect(steps(region).map((s) => s.done)).toEqual([false, true, true]);
    expect(paths).toContain('/api/user/saved-searches');
  });

  it('ticks a step when the member does it while the panel is open (after any change they make)', async () => {
    const world = { businesses: 0, following: 0, savedSearches: 0 };
    server(world);
    const client = open();
    let region = await panel();
    expect(steps(region)[2].done).toBe(false);
    world.following = 1;
    await act(() =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.resolve('followed') })
        .execute(undefined),
    );
    await waitFor(async () => {
      region = await panel();
      expect(steps(region)[2].done).toBe(true);
    });
  });

  it('marks the business step as waiting while the address is not confirmed, and only that step', async () => {
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open({ profile: { ...NEW_PROFILE, emailVerified: false } });
    const region = await panel();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.waiting === 'true')).toEqual([false, true, false]);
    expect(items[1].textContent).toContain(UNCONFIRMED_TEXT.stepMark);
    expect(items[1].textContent).toContain(UNCONFIRMED_TEXT.stepHint);
    expect(items[1].textContent).not.toContain(NEXT_STEPS[1].hint);

    // Confirmed: offered like the others.
    cleanup();
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open({ profile: { ...NEW_PROFILE, emailVerified: true } });
    const again = await panel();
    expect(
      within(again)
        .getAllByRole('listitem')
        .some((li) => li.dataset.waiting),
    ).toBe(false);
    expect(again.textContent).toContain(NEXT_STEPS[1].hint);
  });

  it('keeps a dismissal per member across visits, and then loads and asks nothing', async () => {
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open();
    fireEvent.click(within(await panel()).getByRole('button', { name: T.dismiss }));
    await waitFor(() => expect(screen.queryByRole('region', { name: T.title })).toBeNull());
    expect(localStorage.getItem(nextStepsStorageKey(USER))).toBe('dismissed');

    // The next visit (a reload): nothing shown, nothing asked.
    cleanup();
    const paths = server({ businesses: 0, following: 0, savedSearches: 0 });
    open();
    await settle();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(paths).toEqual([]);

    // Another member on the same browser still gets theirs.
    cleanup();
    open({ userID: OTHER, profile: { ...NEW_PROFILE, userID: OTHER } });
    expect(await panel()).toBeTruthy();
  });

  it('shows nothing once every step is done, and remembers it so later visits ask nothing', async () => {
    server({ businesses: 1, following: 3, savedSearches: 0 });
    open({ profile: FULL_PROFILE });
    await waitFor(() => expect(localStorage.getItem(nextStepsStorageKey(USER))).toBe('done'));
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();

    cleanup();
    const paths = server({ businesses: 1, following: 3, savedSearches: 0 });
    open({ profile: FULL_PROFILE });
    await settle();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(paths).toEqual([]);
  });

  it('on a phone opens folded to one row (title, count, fold button, dismiss); the fold button unfolds and folds the steps', async () => {
    server({ businesses: 1, following: 0, savedSearches: 0 });
    open();
    const region = await panel();
    const toggle = within(region).getByRole('button', { name: T.toggle });
    const list = within(region).getByRole('list');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(list.id).not.toBe('');
    // The fold button only shows below md; from md up the steps always show.
    expect(toggle.classList.contains('md:hidden')).toBe(true);
    // The row: title, count, fold button, dismiss button.
    expect(within(region).getByRole('heading', { name: T.title })).toBeTruthy();
    expect(within(region).getByText(T.progress(1, 3))).toBeTruthy();
    expect(within(region).getByRole('button', { name: T.dismiss })).toBeTruthy();

    const intro = within(region).getByText(T.intro, { exact: false });
    const folded = () => {
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect([...list.classList]).toEqual(expect.arrayContaining(['hidden', 'md:grid']));
      expect(list.classList.contains('grid')).toBe(false);
      expect([...intro.classList]).toEqual(expect.arrayContaining(['hidden', 'md:inline']));
    };
    folded();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.classList.contains('hidden')).toBe(false);
    expect(list.classList.contains('grid')).toBe(true);
    expect(intro.classList.contains('hidden')).toBe(false);
    expect(steps(region).map((s) => s.label)).toEqual(NEXT_STEPS.map((s) => s.label));

    fireEvent.click(toggle);
    folded();
  });

  it('starts folded whatever the width of the window (nothing read while rendering: the server and the first render agree)', async () => {
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open();
    const region = await panel();
    expect(within(region).getByRole('button', { name: T.toggle }).getAttribute('aria-expanded')).toBe('false');
    expect(within(region).getByRole('list').className).toContain('hidden md:grid');
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    const paths = server({ businesses: 0, following: 0, savedSearches: 0 });
    open({ status: 'visitor', profile: null });
    await settle();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
    expect(paths).toEqual([]);
  });

  it('waits for the profile before showing anything (no tick changes under the eyes)', async () => {
    server({ businesses: 0, following: 0, savedSearches: 0 });
    open({ profile: null });
    await settle();
    expect(screen.queryByRole('region', { name: T.title })).toBeNull();
  });
});
