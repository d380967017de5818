/**
 * Home's presentation section: the poster and its play button first, no <video> (nothing of the
 * video is fetched before play); the button creates the video with both sources and both caption
 * tracks, the section's language being the default track; the spec's 'Need Help' stays beside it.
 * In the editions (decision 0085): the English edition's Spanish section reads the Spanish
 * messages its loader sends; the Spanish edition's section is Spanish with Spanish captions, the
 * Italian one's Italian with English captions.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { EDITION_LOCALES, editionPath, type Edition } from '@wbn/contract/editions';
import { ENGLISH, I18nContext, PageI18n, type CompiledMessages } from '~/lib/i18n-runtime';
import { pageMessages } from '~/lib/i18n.server';
import { PresentationPanel } from './presentation-panel';
import { PRESENTATION_COPY, PRESENTATION_VIDEO, type PresentationLanguage } from '../lib/presentation';
import { presentationInSpanish } from '../lib/home-messages.server';

const play = vi.fn(() => Promise.resolve());

beforeEach(() => {
  // jsdom does not play media: a stand-in that records the call.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  play.mockClear();
});

/** An edition's messages of home, as its loader sends them. */
const editionI18n = (edition: Edition) =>
  new PageI18n(edition, EDITION_LOCALES[edition], pageMessages(edition, 'home'));
const SPANISH = editionI18n('es');

/** The English edition's section: in Spanish with the Spanish messages its loader sends then. */
function renderSection(lang: PresentationLanguage) {
  render(
    <MemoryRouter>
      <PresentationPanel lang={lang} spanish={lang === 'es' ? presentationInSpanish() : undefined} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: (lang === 'es' ? SPANISH : ENGLISH)._(PRESENTATION_COPY.title) });
}

/** The section on an edition's home page. */
function renderInEdition(i18n: PageI18n, lang: PresentationLanguage, spanish?: CompiledMessages) {
  render(
    <I18nContext value={i18n}>
      <MemoryRouter>
        <PresentationPanel lang={lang} spanish={spanish} />
      </MemoryRouter>
    </I18nContext>,
  );
  return screen.getByRole('region', { name: i18n._(PRESENTATION_COPY.title) });
}

const video = () => document.querySelector('video');

describe('PresentationPanel', () => {
  it('shows the poster behind a play button first, with no video element, and keeps the text and the Need Help button', () => {
    const section = renderSection('en');
    const button = within(section).getByRole('button', { name: 'Play the presentation' });
    const poster = button.querySelector('img');
    expect(poster?.getAttribute('src')).toBe(PRESENTATION_VIDEO.poster);
    expect(poster?.getAttribute('loading')).toBe('lazy');
    expect(video()).toBeNull();
    expect(document.querySelector('source, track')).toBeNull();
    for (const point of PRESENTATION_COPY.points) expect(within(section).getByText(ENGLISH._(point))).toBeTruthy();
    expect(within(section).getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton }).getAttribute('href')).toBe(
      SITE_PATHS.contactUsForm,
    );
    expect(play).not.toHaveBeenCalled();
  });

  it('creates the video on play: WebM then MP4, English and Spanish captions, English by default; it takes the focus and starts', () => {
    // jsdom does not count a <video> as focusable, as browsers do one with controls: the call is what is checked.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const section = renderSection('en');
    fireEvent.click(within(section).getByRole('button', { name: 'Play the presentation' }));

    const v = video();
    expect(v).not.toBeNull();
    expect(within(section).queryByRole('button', { name: 'Play the presentation' })).toBeNull();
    expect(v!.getAttribute('aria-label')).toBe('Presentation video: a tour of WBN Miami');
    expect(v!.hasAttribute('controls')).toBe(true);
    expect(v!.hasAttribute('playsinline')).toBe(true);
    expect(v!.getAttribute('preload')).toBe('none');
    expect(v!.getAttribute('poster')).toBe(PRESENTATION_VIDEO.poster);
    expect([...v!.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/tour/wbn-tour.webm', 'video/webm'],
      ['/media/tour/wbn-tour.mp4', 'video/mp4'],
    ]);
    const tracks = [...v!.querySelectorAll('track')].map((t) => ({
      kind: t.getAttribute('kind'),
      lang: t.getAttribute('srclang'),
      src: t.getAttribute('src'),
      default: t.hasAttribute('default'),
    }));
    expect(tracks).toEqual([
      { kind: 'captions', lang: 'en', src: '/media/tour/wbn-tour.en.vtt', default: true },
      { kind: 'captions', lang: 'es', src: '/media/tour/wbn-tour.es.vtt', default: false },
    ]);
    expect(focus.mock.contexts).toContain(v);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts).toEqual([v]);
  });

  it('in Spanish (Mexico, Chile, Peru) labels the button in Spanish and makes the Spanish captions the default', () => {
    const section = renderSection('es');
    expect(section.getAttribute('lang')).toBe('es');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Exporte e importe a bajo costo, en pocos clics',
    );
    // The spec's button stays in the page's language and edition.
    const help = within(section).getByRole('link', { name: STATIC_PAGE_TITLES.needHelpButton });
    expect(help.getAttribute('lang')).toBe('en');
    expect(help.getAttribute('href')).toBe(SITE_PATHS.contactUsForm);
    expect(video()).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Reproducir la presentación' }));

    const defaults = [...video()!.querySelectorAll('track')].filter((t) => t.hasAttribute('default'));
    expect(defaults.map((t) => t.getAttribute('srclang'))).toEqual(['es']);
    expect(video()!.querySelectorAll('track')).toHaveLength(2);
    expect(video()!.querySelectorAll('source')).toHaveLength(2);
    expect(video()!.getAttribute('aria-label')).toBe('Video de presentación: un recorrido por WBN Miami');
  });

  it('sends the English edition only the presentation’s Spanish messages, every one of them', () => {
    const spanish = presentationInSpanish();
    expect(Object.keys(spanish)).toHaveLength(8);
    for (const id of Object.keys(spanish)) expect(spanish[id]).toEqual(SPANISH.messages[id]);
  });

  it('on the Spanish edition is Spanish throughout, its Need Help button too, with the Spanish captions', () => {
    const section = renderInEdition(SPANISH, 'es');
    expect(section.getAttribute('lang')).toBe('es-419');
    expect(within(section).getByText('Presentación')).toBeTruthy();
    expect(
      within(section).getByText('Cree el perfil de su empresa y muestre sus productos a compradores de toda la red.'),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: '¿Necesita ayuda?' }).getAttribute('href')).toBe(
      editionPath('es', SITE_PATHS.contactUsForm),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Reproducir la presentación' }));
    const defaults = [...video()!.querySelectorAll('track')].filter((t) => t.hasAttribute('default'));
    expect(defaults.map((t) => t.getAttribute('srclang'))).toEqual(['es']);
  });

  it('on the Italian edition is Italian, with the English captions by default', () => {
    const italian = editionI18n('it');
    const section = renderInEdition(italian, 'en');
    expect(section.getAttribute('lang')).toBe('it-IT');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Esporta e importa a basso costo, in pochi clic',
    );
    expect(within(section).getByRole('link', { name: 'Serve aiuto?' }).getAttribute('href')).toBe(
      editionPath('it', SITE_PATHS.contactUsForm),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Riproduci la presentazione' }));
    const defaults = [...video()!.querySelectorAll('track')].filter((t) => t.hasAttribute('default'));
    expect(defaults.map((t) => t.getAttribute('srclang'))).toEqual(['en']);
  });

  it('is a native button: reachable with the keyboard, and Enter on it (a click) opens the video', () => {
    renderSection('en');
    const button = screen.getByRole('button', { name: 'Play the presentation' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    // A browser turns Enter or Space on a focused <button> into a click, which is what jsdom can fire.
    fireEvent.click(document.activeElement!);
    expect(video()).not.toBeNull();
  });
});
