/**
 * The site's frame says nothing in English outside the catalogues (decision 0085): drawn in the
 * pseudo-locale (every catalogue message and spec text visibly altered: "[!!Śķĩƥ ţō ćōńţēńţ!!]"),
 * the header, the footer, the open mobile menu and the left sidebar with its category panels show
 * no run of plain English letters, in their text or in their names for screen readers, but the
 * brand, the phone numbers and the language switch's names (each written in its own language). The
 * industry tree's names come translated from the server (lib/industry-tree.server.ts), so the test
 * gives the sidebar a tree in the pseudo-locale, or in Spanish. And in Spanish the frame says what
 * the catalogue, the spec-text table and the reference data's table say.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import pseudolocalize from 'pseudolocale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { INDUSTRIES } from '@wbn/contract/constants';
import type { IndustryNode } from '@wbn/contract/schemas';
import { REFDATA_ES, SHELL_SPEC_TEXTS, SPEC_TEXTS, translateIndustryTree } from '@wbn/contract/editions';
import { messages as pseudoShell } from '~/locales/pseudo/shell.po';
import { messages as spanishShell } from '~/locales/es/shell.po';
import { I18nContext, PageI18n, type CompiledMessages } from '~/lib/i18n-runtime';
import { englishIn, readerTexts } from '~/test/reader-texts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { LeftSidebar } from './left-sidebar';
import { industryTreeQuery, ServerIndustryTree, toIndustryNav } from '~/lib/use-industries';

vi.mock('~/lib/session-context', () => ({
  useSession: () => ({ status: 'visitor', userID: null, profile: null, logout: () => {} }),
}));
vi.mock('~/lib/site-contact', async (original) => ({
  ...(await original<typeof import('~/lib/site-contact')>()),
  useSiteContact: () => ({ phoneUsa: '+1 305 555 0100', phoneEurope: '+39 02 555 0100' }),
}));

afterEach(cleanup);

/** Words a pseudo-localized frame may still show: the brand, the language names (each in its own language). */
const ALLOWED = /\b(WBN|Miami|English|Español|Italiano)\b/g;

/** The industry tree in English, its categories and sub-categories those the Spanish table names. */
const TREE: IndustryNode[] = INDUSTRIES.map((industry, i) => ({
  id: industry.key,
  key: industry.key,
  name: industry.name,
  text: industry.name,
  order: i + 1,
  description: '',
  icon: '',
  categories: Object.entries(REFDATA_ES.industries[industry.key].categories).map(([name, category], c) => ({
    id: `${industry.key}-${c + 1}`,
    name,
    subCategories: Object.keys(category.subCategories).map((sub, s) => ({
      id: `${industry.key}-${c + 1}-${s + 1}`,
      name: sub,
    })),
  })),
}));

/** The tree as the server would give it in the pseudo-locale: every name visibly altered. */
const PSEUDO_TREE: IndustryNode[] = TREE.map((industry) => ({
  ...industry,
  name: pseudolocalize(industry.name),
  categories: industry.categories.map((category) => ({
    ...category,
    name: pseudolocalize(category.name),
    subCategories: category.subCategories.map((sub) => ({ ...sub, name: pseudolocalize(sub.name) })),
  })),
}));

async function drawFrame(i18n: PageI18n, tree: IndustryNode[]) {
  const Frame = () => (
    <I18nContext value={i18n}>
      <SiteHeader />
      <LeftSidebar />
      <SiteFooter />
    </I18nContext>
  );
  // The root loader's sidebar list in the page's edition; the panels' tree as the server render has it.
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ industryNav: toIndustryNav(tree), industryTreeVersion: 'v1' }),
      HydrateFallback: () => null,
      children: [{ path: 'about-us', Component: Frame }],
    },
  ]);
  // The tree the browser fetched in the page's edition (`&lang=`), as the API translates it.
  const client = new QueryClient();
  client.setQueryData(industryTreeQuery('v1', i18n.edition).queryKey, tree);
  // The footer's lists, the menu's groups and the sidebar's panels wait for an idle page (DeferHydration).
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <ServerIndustryTree value={tree}>
          <Stub initialEntries={['/about-us']} />
        </ServerIndustryTree>
      </QueryClientProvider>,
    );
  });
  await waitFor(() => expect(document.querySelector('aside nav [role="region"]')).toBeTruthy(), { timeout: 3000 });
  await act(async () => fireEvent.click(screen.getAllByRole('button')[0]));
  await act(async () => new Promise((r) => setTimeout(r, 100)));
}

// The whole frame, its deferred blocks and the sidebar's panels drawn twice: some seconds on a busy two-core machine.
describe('the frame in the editions', { timeout: 30_000 }, () => {
  it('shows no English outside the catalogues (pseudo-locale)', async () => {
    const pseudoSpec: CompiledMessages = Object.fromEntries(SHELL_SPEC_TEXTS.map((t) => [t, pseudolocalize(t)]));
    await drawFrame(new PageI18n('en', 'en-US', { ...pseudoShell, ...pseudoSpec }), PSEUDO_TREE);
    const leaks = readerTexts(document.body).filter((t) => englishIn(t, ALLOWED).length > 0);
    expect(leaks).toEqual([]);
    // The frame was drawn whole: its footer groups and language links are there.
    expect(document.body.textContent).toContain(pseudolocalize('Spanish'));
    // And the sidebar with its panels and their links to more.
    expect(document.body.textContent).toContain(pseudolocalize('View More Categories'));
    expect(document.body.textContent).toContain(pseudolocalize('View More'));
    expect(document.body.textContent).toContain(pseudolocalize('All Categories'));
  });

  it('says in Spanish what the Spanish catalogue and the spec-text table say', async () => {
    const spec: CompiledMessages = { ...SPEC_TEXTS.es };
    await drawFrame(new PageI18n('es', 'es-419', { ...spanishShell, ...spec }), translateIndustryTree(TREE, 'es'));
    expect(screen.getAllByText('Saltar al contenido').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: SPEC_TEXTS.es.Login }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Idiomas' })).toBeTruthy();
    // The language switch names the other editions in their own language and keeps the page.
    const italiano = screen.getAllByRole('link', { name: 'Italiano' })[0];
    expect(italiano.getAttribute('href')).toBe('/it/about-us');
    expect(italiano.getAttribute('lang')).toBe('it-IT');
    // The sidebar: the industries and their panels in Spanish, the panels' links kept in the edition.
    const sidebar = screen.getByRole('navigation', { name: 'Industrias' });
    expect(within(sidebar).getByRole('link', { name: 'Automatización' })).toBeTruthy();
    const panel = within(sidebar).getByRole('region', { name: 'Categorías de Automatización' });
    const plcs = within(panel).getByRole('link', { name: 'PLC y controladores' });
    expect(plcs.getAttribute('href')).toMatch(/^\/es\/search-result\?/);
    expect(within(panel).getByRole('link', { name: 'PLC compactos' })).toBeTruthy();
    expect(within(panel).getAllByRole('link', { name: 'Ver más' }).length).toBeGreaterThan(0);
    expect(within(panel).getByRole('link', { name: 'Ver más categorías' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Todas las categorías' }).getAttribute('href')).toBe(
      '/es/industries',
    );
  });
});
