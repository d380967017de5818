/** The mobile menu: a member's ACCOUNT group leads to the newsfeed (My B2B) after the spec's entries; a visitor's keeps only those. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { MOBILE_MENU_GROUPS, NAV_LABELS, SITE_PATHS } from '@wbn/contract/constants';
import { MobileMenu } from './mobile-menu';

const session = vi.hoisted(() => ({
  status: 'visitor' as 'visitor' | 'member' | 'loading',
  userID: null as string | null,
}));
vi.mock('~/lib/session-context', () => ({ useSession: () => ({ ...session, profile: null, logout: () => {} }) }));

afterEach(cleanup);

async function open(as: 'visitor' | 'member') {
  session.status = as;
  session.userID = as === 'member' ? 'u-1' : null;
  const Stub = createRoutesStub([{ path: '/industries', Component: MobileMenu }]);
  // The groups after ACCOUNT wait for the page to be idle (DeferHydration): the render suspends.
  await act(async () => {
    render(<Stub initialEntries={['/industries']} />);
  });
  // Opening brings the idle-hydrated groups (the search bar is a slot root.tsx fills: empty here): let them settle.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
  return screen.getByRole('dialog', { name: 'Menu' });
}

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const spec = (title: string) => MOBILE_MENU_GROUPS.find((g) => g.title === title)!.links.map((l) => [l.text, l.path]);

describe('MobileMenu', () => {
  it("adds My B2B (the newsfeed) to a member's ACCOUNT group, after every entry of the spec", async () => {
    const menu = await open('member');
    const account = within(menu).getByRole('region', { name: 'ACCOUNT' });
    expect(links(account)).toEqual([...spec('ACCOUNT'), [NAV_LABELS.myB2B, SITE_PATHS.newsfeed]]);
    // The other groups are still there, unchanged.
    expect(links(await within(menu).findByRole('region', { name: 'MAIN MENU' }))).toEqual(spec('MAIN MENU'));
    expect(links(within(menu).getByRole('region', { name: 'SUPPORT' }))).toEqual(spec('SUPPORT'));
    const titles = within(menu)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(MOBILE_MENU_GROUPS.map((g) => g.title));
    expect(within(menu).getByRole('button', { name: NAV_LABELS.logout })).toBeTruthy();
  });

  it("keeps a visitor's ACCOUNT group to the spec's entries", async () => {
    const menu = await open('visitor');
    expect(links(within(menu).getByRole('region', { name: 'ACCOUNT' }))).toEqual(spec('ACCOUNT'));
    expect(within(menu).queryByRole('link', { name: NAV_LABELS.myB2B })).toBeNull();
    expect(await within(menu).findByRole('region', { name: 'MAIN MENU' })).toBeTruthy();
  });
});
