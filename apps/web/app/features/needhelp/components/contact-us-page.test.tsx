/** /contact-us: the cards, the customer-service box and the 'Need Help' link; the page makes no call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { CONTACT_US_TEXT, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import ContactUs, { meta } from '~/routes/contact-us';
import type { SiteContact } from '~/lib/site-contact';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Numbers no page has built in: what is shown can only come from the root loader's data. */
const CONFIGURED = {
  phoneUsa: '+1 (786) 555-0100',
  phoneEurope: '+34 91 555 0123',
  chatUsa: '+1 (786) 555-0111',
} satisfies SiteContact;

/** The page under a root route whose loader returns `siteContact`, as apps/web/app/root.tsx does. */
function renderContactUs(siteContact: SiteContact) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ siteContact }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [{ path: 'contact-us', Component: ContactUs }],
    },
  ]);
  render(<Stub initialEntries={['/contact-us']} />);
}

const card = (name: string) => screen.getByRole('region', { name });
const phoneLinks = () => [...document.querySelectorAll('a[href^="tel:"], a[href^="sms:"]')];

describe('/contact-us', () => {
  it('shows both cards with the configured numbers, the customer service and the Need Help button without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderContactUs(CONFIGURED);
    expect(await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.contactUs })).toBeTruthy();
    const talk = card(STATIC_PAGE_TITLES.talkToUs);
    const send = card(STATIC_PAGE_TITLES.sendYourMessage);
    expect(within(talk).getByRole('link', { name: CONFIGURED.phoneUsa }).getAttribute('href')).toBe('tel:+17865550100');
    expect(within(talk).getByRole('link', { name: CONFIGURED.phoneEurope }).getAttribute('href')).toBe(
      'tel:+34915550123',
    );
    expect(within(send).getByRole('link', { name: CONFIGURED.phoneUsa }).getAttribute('href')).toBe('sms:+17865550100');
    expect(within(send).getByRole('link', { name: CONFIGURED.phoneEurope }).getAttribute('href')).toBe(
      'sms:+34915550123',
    );
    expect(within(talk).getByText(/^USA:/)).toBeTruthy();
    expect(within(talk).getByText(/^Europe:/)).toBeTruthy();
    const service = card(CONTACT_US_TEXT.customerServiceTitle);
    expect(within(service).getByText(CONTACT_US_TEXT.customerServiceLine, { exact: false })).toBeTruthy();
    expect(within(service).getByRole('link', { name: CONFIGURED.chatUsa }).getAttribute('href')).toBe(
      'sms:+17865550111',
    );
    expect(phoneLinks()).toHaveLength(5);
    for (const line of CONTACT_US_TEXT.bullets) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton }).getAttribute('href')).toBe(
      SITE_PATHS.contactUsForm,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('without configured numbers shows no phone or chat link: the cards point to the Need Help form', async () => {
    renderContactUs({});
    expect(await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.contactUs })).toBeTruthy();
    expect(phoneLinks()).toHaveLength(0);
    expect(screen.queryByText(/USA:|Europe:/)).toBeNull();
    for (const name of [STATIC_PAGE_TITLES.talkToUs, STATIC_PAGE_TITLES.sendYourMessage]) {
      expect(
        within(card(name))
          .getByRole('link', { name: `${STATIC_PAGE_TITLES.needHelpButton} form` })
          .getAttribute('href'),
      ).toBe(SITE_PATHS.contactUsForm);
    }
    expect(screen.queryByText(CONTACT_US_TEXT.customerServiceLine, { exact: false })).toBeNull();
    for (const line of CONTACT_US_TEXT.bullets) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton }).getAttribute('href')).toBe(
      SITE_PATHS.contactUsForm,
    );
  });

  it('shows only the numbers there are', async () => {
    renderContactUs({ phoneEurope: CONFIGURED.phoneEurope });
    await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.contactUs });
    expect(phoneLinks().map((a) => a.getAttribute('href'))).toEqual(['tel:+34915550123', 'sms:+34915550123']);
    expect(screen.queryByText(/USA:/)).toBeNull();
    expect(screen.queryByText(CONTACT_US_TEXT.customerServiceLine, { exact: false })).toBeNull();
  });

  it('carries Miami in the title, description and keywords', () => {
    const tags = meta({} as Parameters<typeof meta>[0]);
    const text = JSON.stringify(tags);
    expect(tags.find((t) => 'title' in t)).toEqual({ title: expect.stringContaining('Miami') });
    expect(text).toMatch(/"description","content":"[^"]*Miami/);
    expect(text).toMatch(/"keywords","content":"[^"]*Miami/);
  });
});
