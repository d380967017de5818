/**
 * The customer-service numbers come from the root loader's data (the API's configuration through the
 * load context): the footer's phone line, the export advisor block and the privacy policy show the
 * numbers given, and leave the lines out when there are none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import type { ComponentType } from 'react';
import { FOOTER_PHONE_LABEL, LANGUAGE_LINKS, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { SiteFooter } from '~/layout/site-footer';
import { PhoneContact } from '~/features/articles/components/phone-contact';
import PrivacyPolicy from '~/routes/privacy-policy';
import { loader as rootLoader } from '~/root';
import { siteContactOf, type SiteContact } from './site-contact';

afterEach(cleanup);

/** Numbers no page has built in: what is shown can only come from the root loader's data. */
const CONFIGURED = {
  phoneUsa: '+1 (786) 555-0100',
  phoneEurope: '+34 91 555 0123',
  chatUsa: '+1 (786) 555-0111',
} satisfies SiteContact;

/** `Component` at /page under a root route whose loader returns `siteContact`, as apps/web/app/root.tsx does. */
function renderUnderRoot(Component: ComponentType, siteContact: SiteContact) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ siteContact }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: 'page', Component }],
    },
  ]);
  render(<Stub initialEntries={['/page']} />);
}

const telLinks = () => [...document.querySelectorAll('a[href^="tel:"], a[href^="sms:"]')];

describe('the root loader', () => {
  const load = (context: Record<string, unknown>) =>
    rootLoader({
      context: { industryTree: { version: 'v1', tree: [] }, ...context },
      request: new Request('http://localhost/'),
      params: {},
    } as unknown as Parameters<typeof rootLoader>[0]);

  it('returns the numbers of the load context (the configuration of the API)', async () => {
    expect((await load({ siteContact: CONFIGURED })).siteContact).toEqual(CONFIGURED);
    expect(
      (await load({ siteContact: { phoneUsa: undefined, phoneEurope: undefined, chatUsa: undefined } })).siteContact,
    ).toEqual({});
    expect((await load({})).siteContact).toEqual({});
  });
});

describe('siteContactOf', () => {
  it('keeps the configured numbers, drops blank ones, and has none without a load context (react-router dev)', () => {
    expect(siteContactOf({ siteContact: CONFIGURED })).toEqual(CONFIGURED);
    expect(siteContactOf({ siteContact: { phoneUsa: ' +1 305 ', phoneEurope: '  ', chatUsa: undefined } })).toEqual({
      phoneUsa: '+1 305',
    });
    expect(siteContactOf(undefined)).toEqual({});
    expect(siteContactOf({})).toEqual({});
  });
});

describe('footer phone line', () => {
  it('shows the configured USA and Europe numbers', async () => {
    renderUnderRoot(SiteFooter, CONFIGURED);
    const foot = await screen.findByRole('contentinfo');
    expect(await within(foot).findByText(`${FOOTER_PHONE_LABEL} —`)).toBeTruthy();
    expect(within(foot).getByRole('link', { name: CONFIGURED.phoneUsa }).getAttribute('href')).toBe('tel:+17865550100');
    expect(within(foot).getByRole('link', { name: CONFIGURED.phoneEurope }).getAttribute('href')).toBe(
      'tel:+34915550123',
    );
  });

  it('is left out without numbers; the rest of the footer stays', async () => {
    renderUnderRoot(SiteFooter, {});
    const foot = await screen.findByRole('contentinfo');
    expect(await within(foot).findByRole('link', { name: LANGUAGE_LINKS[0]!.text })).toBeTruthy();
    expect(within(foot).queryByText(FOOTER_PHONE_LABEL, { exact: false })).toBeNull();
    expect(telLinks()).toHaveLength(0);
  });
});

describe('export advisor block', () => {
  it('calls the configured numbers', async () => {
    renderUnderRoot(PhoneContact, { phoneUsa: CONFIGURED.phoneUsa });
    const link = await screen.findByRole('link', { name: /^Call/ });
    expect(link.textContent).toBe(`Call USA: ${CONFIGURED.phoneUsa}`);
    expect(link.getAttribute('href')).toBe('tel:+17865550100');
    expect(telLinks()).toHaveLength(1);
  });

  it('points to Contact Us without numbers', async () => {
    renderUnderRoot(PhoneContact, {});
    expect((await screen.findByRole('link', { name: STATIC_PAGE_TITLES.contactUs })).getAttribute('href')).toBe(
      SITE_PATHS.contactUs,
    );
    expect(telLinks()).toHaveLength(0);
  });
});

describe('privacy policy contact section', () => {
  const contactText = async () => (await screen.findByText(/For questions about this policy/)).textContent;

  it('names the configured numbers', async () => {
    renderUnderRoot(PrivacyPolicy, CONFIGURED);
    expect(await contactText()).toContain(
      `use the Contact Us page of this website or call our customer service: ${CONFIGURED.phoneUsa} (USA) or ${CONFIGURED.phoneEurope} (Europe). Please tell us`,
    );
  });

  it('refers to the Contact Us page only without numbers', async () => {
    renderUnderRoot(PrivacyPolicy, {});
    const text = await contactText();
    expect(text).toContain('use the Contact Us page of this website. Please tell us');
    expect(text).not.toMatch(/call|\d/);
  });
});
