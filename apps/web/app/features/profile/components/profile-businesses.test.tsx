/**
 * The businesses block of a profile: the own profile always offers the spec's 'CREATE YOUR
 * BUSINESS PROFILE NOW' (to /business/create), with or without businesses, while they load and
 * when they fail; another member's profile never does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { CREATE_BUSINESS_PROFILE_NOW, MSG, SITE_PATHS } from '@wbn/contract/constants';
import { ProfileBusinesses, type ProfileBusiness } from './profile-businesses';

afterEach(cleanup);

const ACME: ProfileBusiness = {
  businessID: '7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
  companyName: 'Acme Valves',
  shortDescription: 'Valves for water and oil.',
  profilePhoto: null,
  country: { code: 'US', countryName: 'United States', emoji: '🇺🇸' },
  businessType: { code: 'MA', name: 'Manufacturers' },
  verified: true,
};

function show(props: { businesses: ProfileBusiness[] | undefined; own: boolean; failed?: boolean }) {
  const Stub = createRoutesStub([
    {
      path: '/profile',
      Component: () => (
        <ProfileBusinesses
          businesses={props.businesses}
          failed={props.failed ?? false}
          retrying={false}
          onRetry={() => {}}
          own={props.own}
          firstName="Ana"
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/profile']} />);
}

const createLinks = () => screen.queryAllByRole('link', { name: CREATE_BUSINESS_PROFILE_NOW });

describe('ProfileBusinesses', () => {
  it.each([
    ['owns businesses', { businesses: [ACME] }],
    ['owns none', { businesses: [] }],
    ['businesses still loading', { businesses: undefined }],
    ['businesses failed to load', { businesses: undefined, failed: true }],
  ])('shows the link on the own profile once when the member %s', (_, props) => {
    show({ ...props, own: true });
    const links = createLinks();
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(SITE_PATHS.businessCreate);
    expect(links[0].textContent).toBe('CREATE YOUR BUSINESS PROFILE NOW');
  });

  it('lists the businesses beside the link, and keeps the empty message for none', () => {
    show({ businesses: [ACME], own: true });
    expect(screen.getByRole('link', { name: ACME.companyName })).toBeTruthy();
    expect(screen.queryByText(MSG.noBusinessYet)).toBeNull();
    cleanup();
    show({ businesses: [], own: true });
    expect(screen.getByText(MSG.noBusinessYet)).toBeTruthy();
  });

  it("never shows it on another member's profile", () => {
    show({ businesses: [], own: false });
    expect(createLinks()).toHaveLength(0);
    cleanup();
    show({ businesses: [ACME], own: false });
    expect(createLinks()).toHaveLength(0);
  });
});
