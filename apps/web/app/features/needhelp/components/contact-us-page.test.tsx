/** /contact-us: the cards, the customer-service box and the 'Need Help' link; the page makes no call. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { CHAT_APP_USA, CONTACT_US_TEXT, PHONE_EUROPE, PHONE_USA, SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract';
import ContactUs, { meta } from '~/routes/contact-us';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/contact-us', () => {
  it('shows both cards, the customer service and the Need Help button without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const Stub = createRoutesStub([{ path: '/contact-us', Component: ContactUs }]);
    render(<Stub initialEntries={['/contact-us']} />);
    expect(await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.contactUs })).toBeTruthy();
    expect(screen.getByRole('heading', { name: STATIC_PAGE_TITLES.talkToUs })).toBeTruthy();
    expect(screen.getByRole('heading', { name: STATIC_PAGE_TITLES.sendYourMessage })).toBeTruthy();
    expect(screen.getAllByText(PHONE_USA)).toHaveLength(2);
    expect(screen.getAllByText(PHONE_EUROPE)).toHaveLength(2);
    expect(screen.getByText(CHAT_APP_USA)).toBeTruthy();
    for (const line of CONTACT_US_TEXT.bullets) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton }).getAttribute('href')).toBe(SITE_PATHS.contactUsForm);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('carries Miami in the title, description and keywords', () => {
    const tags = meta({} as Parameters<typeof meta>[0]);
    const text = JSON.stringify(tags);
    expect(tags.find((t) => 'title' in t)).toEqual({ title: expect.stringContaining('Miami') });
    expect(text).toMatch(/"description","content":"[^"]*Miami/);
    expect(text).toMatch(/"keywords","content":"[^"]*Miami/);
  });
});
