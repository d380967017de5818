/**
 * The business page's tabs: which tabs each viewer gets, the one being shown marked, and a row
 * that wraps instead of scrolling sideways (decision 0072). jsdom lays nothing out: the browser
 * test (e2e/tests/journeys-round-two.spec.ts) checks at 375 px that every tab is in view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { BusinessSession } from '@wbn/contract/constants';
import { BusinessTabs, businessTabs } from './business-tabs';

const ID = '3f0c9a52-8d7e-4b1a-9c6f-5e2d1a7b8c90';
const PROFILE = `/business/acme-${ID}`;

afterEach(cleanup);

function open(session: BusinessSession, editMode: boolean, current?: string) {
  const tabs = businessTabs(ID, session, editMode, PROFILE, current);
  const Stub = createRoutesStub([{ path: '/business/:id', Component: () => <BusinessTabs tabs={tabs} /> }]);
  render(<Stub initialEntries={[`/business/${ID}`]} />);
  const nav = screen.getByRole('navigation', { name: 'Business sections' });
  return { nav, row: within(nav).getByRole('list'), links: within(nav).getAllByRole('link') };
}

describe('BusinessTabs', () => {
  it('gives the owner in edit mode the seven manage tabs, in a row that wraps and never scrolls sideways', () => {
    const { row, links } = open('owner', true);
    expect(links.map((l) => l.textContent)).toEqual([
      'Manage Profile',
      'Requests',
      'Products',
      'Membership',
      'Members',
      'Developers',
      'Insights',
    ]);
    expect(row.className).toContain('flex-wrap');
    expect(row.className).not.toMatch(/overflow-x-(auto|scroll)/);
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the tab being shown', () => {
    const { nav } = open('owner', true, 'Insights');
    expect(within(nav).getByRole('link', { name: 'Insights' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Manage Profile' }).hasAttribute('aria-current')).toBe(false);
  });

  it('gives a visitor the three company tabs, and a member of the business Requests instead of Send Request', () => {
    expect(open('none', false).links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Business Profile', PROFILE],
      ['Send Request', `/business/${ID}/send-request`],
      ['Company Products', `/business/${ID}/products`],
    ]);
    cleanup();
    expect(open('member', false).links.map((l) => l.textContent)).toEqual([
      'Business Profile',
      'Requests',
      'Company Products',
    ]);
  });
});
