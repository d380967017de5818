/**
 * Home's register banner in the Spanish edition (decision 0085): the spec's banner text and its
 * Register button are the contract's spec texts, translated through the page's catalogue; the line
 * between them is home's own message. Visitors only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EDITION_LOCALES } from '@wbn/contract/editions';
import { I18nContext, PageI18n } from '~/lib/i18n-runtime';
import { pageMessages, shellMessages } from '~/lib/i18n.server';
import type { SessionValue } from '~/lib/session-context';
import { RegisterBanner } from './register-banner';

const session = vi.hoisted(() => ({ status: 'visitor' as SessionValue['status'] }));
vi.mock('~/lib/session-context', () => ({
  useSession: () => ({ status: session.status, userID: null, profile: null, logout: () => {} }),
}));

afterEach(cleanup);

function renderSpanish() {
  const i18n = new PageI18n('es', EDITION_LOCALES.es, { ...shellMessages('es'), ...pageMessages('es', 'home') });
  render(
    <I18nContext value={i18n}>
      <MemoryRouter initialEntries={['/es/']}>
        <RegisterBanner />
      </MemoryRouter>
    </I18nContext>,
  );
}

describe('RegisterBanner in Spanish', () => {
  it('shows the spec’s banner, its line and the Register button in Spanish', () => {
    session.status = 'visitor';
    renderSpanish();
    const banner = screen.getByRole('region', { name: 'Regístrese ahora y llegue al mercado global' });
    expect(banner.textContent).toContain('El registro es gratuito: cree su perfil y luego la página de su empresa.');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeTruthy();
  });

  it('is not shown to a member', () => {
    session.status = 'member';
    renderSpanish();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
