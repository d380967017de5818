/** The static marketing and legal pages render with one <h1>, their key content and Miami in the meta. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ComponentType } from 'react';
import {
  BUY_NOW_TEXT,
  CITY_NAME,
  MEMBERSHIP_CHOOSE_BUSINESS_PATH,
  STATIC_PAGE_TITLES,
  TERMS_EFFECTIVE_DATE,
  TERRITORIAL_CITIES,
  TIERS,
  membershipPagePath,
} from '@wbn/contract/constants';
import AboutUs, { meta as aboutMeta } from '~/routes/about-us';
import MissionVision, { meta as missionMeta } from '~/routes/mission-vision';
import WhyWbn, { meta as whyMeta } from '~/routes/why-wbn';
import OurNetwork, { meta as networkMeta } from '~/routes/our-network';
import PrivacyPolicy, { meta as privacyMeta } from '~/routes/privacy-policy';
import Terms, { meta as termsMeta } from '~/routes/terms-and-conditions';
import Advertise, { meta as advertiseMeta } from '~/routes/advertise-with-us';
import FreeMarketing, { meta as freeMeta } from '~/routes/free-marketing';
import MessageCenter, { meta as messageMeta } from '~/routes/message-center';
import WorkWithWbn, { meta as workMeta } from '~/routes/work-with-wbn';
import MembershipPackage, { meta as membershipMeta } from '~/routes/membership-package';
import Developers, { meta as developersMeta } from '~/routes/developers';
import curlExample from '../../../../../packages/client/examples/search-businesses.sh?raw';
import clientExample from '../../../../../packages/client/examples/search-businesses.ts?raw';
import { EXAMPLE_ADDRESS } from '~/lib/api-examples';

afterEach(cleanup);

const renderAt = (path: string, Component: ComponentType) => {
  const Stub = createRoutesStub([{ path, Component }]);
  render(<Stub initialEntries={[path]} />);
};

const pages: [string, ComponentType, () => unknown][] = [
  ['/about-us', AboutUs, aboutMeta],
  ['/mission-vision', MissionVision, missionMeta],
  ['/why-wbn', WhyWbn, whyMeta],
  ['/our-network', OurNetwork, networkMeta],
  ['/privacy-policy', PrivacyPolicy, privacyMeta],
  ['/terms-and-conditions', Terms, termsMeta],
  ['/advertise-with-us', Advertise, advertiseMeta],
  ['/free-marketing', FreeMarketing, freeMeta],
  ['/message-center', MessageCenter, messageMeta],
  ['/work-with-wbn', WorkWithWbn, workMeta],
  ['/developers', Developers, developersMeta],
];

describe('static pages', () => {
  it.each(pages)('%s has one <h1> and Miami in its title, description and keywords', async (path, Component, meta) => {
    renderAt(path, Component);
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tags = meta() as Record<string, string>[];
    for (const key of ['description', 'keywords'])
      expect(tags.find((t) => t.name === key)?.content).toContain(CITY_NAME);
    expect(tags.find((t) => 'title' in t)?.title).toContain(CITY_NAME);
  });

  it('Why WBN has five blocks titled WBN TO BE CONNECTED', async () => {
    renderAt('/why-wbn', WhyWbn);
    expect(await screen.findAllByRole('heading', { level: 2, name: STATIC_PAGE_TITLES.whyWbn })).toHaveLength(5);
  });

  it('Our network shows the 25 badges and links every package', async () => {
    renderAt('/our-network', OurNetwork);
    await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.ourNetwork });
    for (const city of TERRITORIAL_CITIES) expect(screen.getByRole('img', { name: new RegExp(city) })).toBeTruthy();
    for (const tier of TIERS) expect(document.querySelector(`a[href="${membershipPagePath(tier)}"]`)).toBeTruthy();
  });

  it('Terms show the heading and the effective date', async () => {
    renderAt('/terms-and-conditions', Terms);
    expect(await screen.findByRole('heading', { level: 1, name: STATIC_PAGE_TITLES.termsAndConditions })).toBeTruthy();
    expect(screen.getByText(`Effective from ${TERMS_EFFECTIVE_DATE}.`)).toBeTruthy();
  });

  it("the developer guide shows both example files with this site's address, the client's setup, and links the OpenAPI document and its reference", async () => {
    const site = 'https://wbn.example';
    // The root route's data holds this site's address (lib/site-origin.ts).
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ origin: site }),
        HydrateFallback: () => null,
        children: [{ path: 'developers', Component: Developers }],
      },
    ]);
    render(<Stub initialEntries={['/developers']} />);
    await screen.findByRole('heading', { level: 1, name: 'API for developers' });
    const shown = [...document.querySelectorAll('pre code')].map((c) => c.textContent);
    // The files as they are, with this site's address for their default.
    expect(curlExample).toContain(EXAMPLE_ADDRESS);
    expect(clientExample).toContain(EXAMPLE_ADDRESS);
    expect(shown).toContain(curlExample.trimEnd().split(EXAMPLE_ADDRESS).join(site));
    expect(shown).toContain(clientExample.trimEnd().split(EXAMPLE_ADDRESS).join(site));
    expect(curlExample).toContain('/api/search/business');
    // The TypeScript example is openapi-fetch with the types a reader generates, set up in a block of its own.
    expect(clientExample).toContain("from 'openapi-fetch'");
    expect(clientExample).not.toContain('@wbn/client');
    const setup = shown.find((text) => text?.startsWith('npm init'));
    expect(setup).toContain('npm install openapi-fetch');
    expect(setup).toContain(`npx openapi-typescript ${site}/api/openapi.json --output wbn-api.d.ts`);
    const body = document.body.textContent ?? '';
    expect(body).toContain(`curl -s "${site}/api/product/by-business?bid=$BUSINESS_ID"`);
    expect(body).not.toContain(EXAMPLE_ADDRESS);
    expect(body).not.toMatch(/decisions? \d/i);
    expect(document.querySelector('a[href="/api/openapi.json"]')).toBeTruthy();
    expect(document.querySelector('a[href="/api/docs"]')).toBeTruthy();
  });

  it.each(TIERS)('membership-%s shows Buy now! only when paid', async (tier) => {
    const path = membershipPagePath(tier);
    renderAt(path, MembershipPackage);
    await screen.findAllByRole('heading', { level: 1 });
    const buy = screen.queryByRole('link', { name: BUY_NOW_TEXT });
    if (tier === 'standard') expect(buy).toBeNull();
    else expect(buy?.getAttribute('href')).toBe(MEMBERSHIP_CHOOSE_BUSINESS_PATH);
    const tags = membershipMeta({ location: { pathname: path } }) as Record<string, string>[];
    expect(tags.find((t) => t.name === 'keywords')?.content).toContain(CITY_NAME);
  });
});
