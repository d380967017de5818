/**
 * Home's blocks in the editions (decision 0085): rendered with the messages a page of the Spanish
 * (or Chinese) edition holds, the frame's catalogue and home's merged as the root merges them
 * (the compiled PO files, the contract's spec texts and the business types' names of the
 * reference data), every text is the edition's, and the links stay in the edition.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { SITE_PATHS, membershipPagePath, searchPath } from '@wbn/contract/constants';
import { EDITION_LOCALES, editionPath, type Edition } from '@wbn/contract/editions';
import { I18nContext, PageI18n } from '~/lib/i18n-runtime';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import type { LatestBusiness } from '../lib/latest';
import { HomeHero } from './home-hero';
import { LatestRegistered } from './latest-registered';
import { PackagesBlock } from './packages-block';
import { TerritorialLogos } from './territorial-logos';

afterEach(cleanup);

const editionI18n = (edition: Edition) =>
  new PageI18n(edition, EDITION_LOCALES[edition], {
    ...shellMessages(edition),
    ...pageMessages(edition, 'home'),
  });

function renderIn(edition: Edition, ui: ReactNode) {
  render(
    <I18nContext value={editionI18n(edition)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nContext>,
  );
}

const company = (code: string, n: number): LatestBusiness => ({
  businessID: `${code}-${n}`,
  verified: false,
  general: {
    companyName: `${code} Company ${n}`,
    shortDescription: 'Made to order.',
    businessType: { code, name: code },
    profilePhoto: null,
  },
  contactInfo: { country: { code: 'DE', countryName: 'Germany', emoji: '🇩🇪' } },
});

const noop = () => {};

describe('home in Spanish', () => {
  it('the hero: its text, its links and the business types in Spanish, in the Spanish edition', () => {
    renderIn('es', <HomeHero />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'La red B2B para fabricantes, distribuidores y compradores',
    );
    expect(screen.getByText('WBN Miami · una de las 25 plataformas territoriales')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar empresas' }).getAttribute('href')).toBe(
      editionPath('es', searchPath()),
    );
    expect(screen.getByRole('link', { name: 'Explorar industrias' }).getAttribute('href')).toBe(
      editionPath('es', SITE_PATHS.industries),
    );
    const types = screen.getByRole('navigation', { name: 'Explorar por tipo de empresa' });
    expect(within(types).getByRole('link', { name: 'Fabricantes' }).getAttribute('href')).toBe(
      editionPath('es', searchPath({ business: 'MA' })),
    );
    expect(within(types).getByRole('link', { name: 'Inversionistas' })).toBeTruthy();
  });

  it('the latest registered: the headings, the links per type, the empty state and the country in Spanish', () => {
    renderIn('es', <LatestRegistered latest={[company('MA', 1), company('EX', 1)]} onRetry={noop} retrying={false} />);
    const block = screen.getByRole('region', { name: 'Últimas empresas registradas' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Fabricantes' })).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Todos los fabricantes' }).getAttribute('href')).toBe(
      editionPath('es', searchPath({ business: 'MA' })),
    );
    expect(within(block).getByRole('link', { name: 'Todos los exportadores' })).toBeTruthy();
    expect(within(block).getAllByText('Alemania')).toHaveLength(2);
    expect(within(block).getAllByRole('img', { name: 'Alemania' })).toHaveLength(2);
    // Distributors and consultants have none: the empty state, worded for each.
    expect(within(block).getByText(/^Aún no hay distribuidores registrados\. /)).toBeTruthy();
    expect(within(block).getByText(/^Aún no hay consultores registrados\. /)).toBeTruthy();
    const register = within(block).getAllByRole('link', { name: 'Registre su empresa' });
    expect(register).toHaveLength(2);
    expect(register[0]!.getAttribute('href')).toBe(editionPath('es', SITE_PATHS.businessCreate));
    expect(register[0]!.parentElement!.textContent).toContain('Registre su empresa y sea el primero.');
  });

  it('the latest registered when they could not be loaded, and while retrying', () => {
    renderIn('es', <LatestRegistered latest={null} onRetry={noop} retrying={false} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar las últimas empresas.');
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeTruthy();
    cleanup();
    renderIn('es', <LatestRegistered latest={null} onRetry={noop} retrying />);
    expect(screen.getByRole('button', { name: 'Reintentando…' })).toBeTruthy();
  });

  it('the listing packages: rows, prices, plural hours and the plans’ names kept', () => {
    renderIn('es', <PackagesBlock />);
    const block = screen.getByRole('region', { name: 'Paquetes de publicación' });
    expect(within(block).getByRole('heading', { level: 3, name: 'Standard' })).toBeTruthy();
    expect(within(block).getByText('Gratis')).toBeTruthy();
    expect(within(block).getAllByText('al año')).toHaveLength(3);
    expect(within(block).getByText('12 horas')).toBeTruthy();
    expect(within(block).getAllByText('Verificación de la empresa')).toHaveLength(4);
    expect(within(block).getAllByText('No incluido').length).toBeGreaterThan(0);
    expect(within(block).getByRole('link', { name: 'Paquete Gold' }).getAttribute('href')).toBe(
      editionPath('es', membershipPagePath('gold')),
    );
  });

  it('the territorial platforms: their text in Spanish, the platforms’ names kept', () => {
    renderIn('es', <TerritorialLogos />);
    const block = screen.getByRole('region', { name: '25 plataformas territoriales, una sola red' });
    expect(within(block).getByRole('img', { name: 'WBN Miami (esta plataforma)' })).toBeTruthy();
    expect(within(block).getByRole('img', { name: 'WBN Madrid' })).toBeTruthy();
  });
});

describe('home in Chinese', () => {
  it('names the plans and the support hours as the Chinese edition does', () => {
    renderIn('zh', <PackagesBlock />);
    const block = screen.getByRole('region', { name: '会员套餐' });
    expect(within(block).getByRole('heading', { level: 3, name: '金牌会员' })).toBeTruthy();
    expect(within(block).getByText('12小时')).toBeTruthy();
    expect(within(block).getByRole('link', { name: '金牌会员套餐' })).toBeTruthy();
  });
});
