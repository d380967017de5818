/**
 * Home's presentation section: the poster and its play button first, no <video> (nothing of the
 * video is fetched before play); the button creates the video with both sources and both caption
 * tracks, the section's language being the default track; the spec's 'Need Help' stays beside it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SITE_PATHS, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { PresentationPanel } from './presentation-panel';
import { PRESENTATION_COPY, PRESENTATION_VIDEO, type PresentationLanguage } from '../lib/presentation';

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

function renderSection(lang: PresentationLanguage) {
  render(
    <MemoryRouter>
      <PresentationPanel lang={lang} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: PRESENTATION_COPY[lang].title });
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
    for (const point of PRESENTATION_COPY.en.points) expect(within(section).getByText(point)).toBeTruthy();
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
    expect(v!.getAttribute('aria-label')).toBe(PRESENTATION_COPY.en.videoLabel);
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
    expect(video()).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Reproducir la presentación' }));

    const defaults = [...video()!.querySelectorAll('track')].filter((t) => t.hasAttribute('default'));
    expect(defaults.map((t) => t.getAttribute('srclang'))).toEqual(['es']);
    expect(video()!.querySelectorAll('track')).toHaveLength(2);
    expect(video()!.querySelectorAll('source')).toHaveLength(2);
    expect(video()!.getAttribute('aria-label')).toBe(PRESENTATION_COPY.es.videoLabel);
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
