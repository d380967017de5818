/**
 * The business page's tabs when they do not fit: whole labels in a row that scrolls sideways, a cue
 * (faded edge and arrow) on each side that has more and only there, and the tab being shown or
 * reached with the keyboard scrolled into view. jsdom lays nothing out: the row's widths, its
 * scroll position and the tabs' boxes are given below (each tab TAB_WIDTH wide, side by side).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { BusinessTabs, businessTabs } from './business-tabs';

const ID = '3f0c9a52-8d7e-4b1a-9c6f-5e2d1a7b8c90';
const TAB_WIDTH = 100;
const view = { width: 300 };
const ROW = 'business-tabs-row';

const isRow = (el: Element) => el instanceof HTMLElement && el.dataset.testid === ROW;
const rowOf = (el: Element) => el.closest<HTMLElement>(`[data-testid="${ROW}"]`);
const tabCount = (row: Element) => row.querySelectorAll('a').length;
const scrolled = new WeakMap<Element, number>();
const maxScroll = (row: Element) => Math.max(0, tabCount(row) * TAB_WIDTH - view.width);

const originals = new Map<string, PropertyDescriptor | undefined>();
const replace = (proto: object, key: string, descriptor: PropertyDescriptor) => {
  originals.set(key, Object.getOwnPropertyDescriptor(proto, key));
  Object.defineProperty(proto, key, { configurable: true, ...descriptor });
};

beforeAll(() => {
  replace(HTMLElement.prototype, 'clientWidth', { get: function (this: Element) { return isRow(this) ? view.width : 0; } });
  replace(HTMLElement.prototype, 'scrollWidth', { get: function (this: Element) { return isRow(this) ? Math.max(view.width, tabCount(this) * TAB_WIDTH) : 0; } });
  replace(Element.prototype, 'scrollLeft', {
    get: function (this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set: function (this: Element, value: number) {
      scrolled.set(this, Math.min(Math.max(0, value), maxScroll(this)));
      this.dispatchEvent(new Event('scroll'));
    },
  });
  replace(Element.prototype, 'getBoundingClientRect', {
    value: function (this: Element) {
      if (isRow(this)) return DOMRect.fromRect({ x: 0, y: 0, width: view.width, height: 48 });
      const row = rowOf(this);
      if (this instanceof HTMLAnchorElement && row) {
        const index = [...row.querySelectorAll('a')].indexOf(this);
        return DOMRect.fromRect({ x: index * TAB_WIDTH - row.scrollLeft, y: 0, width: TAB_WIDTH, height: 48 });
      }
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    },
  });
});
afterAll(() => {
  for (const [key, descriptor] of originals) {
    const proto = key === 'scrollLeft' || key === 'getBoundingClientRect' ? Element.prototype : HTMLElement.prototype;
    if (descriptor) Object.defineProperty(proto, key, descriptor);
    else Reflect.deleteProperty(proto, key);
  }
});
beforeEach(() => {
  view.width = 300;
});
afterEach(cleanup);

/** The owner's seven edit-mode tabs (700 px of tabs), `current` being shown. */
async function open(current?: string, width = 300) {
  view.width = width;
  const tabs = businessTabs(ID, 'owner', true, `/business/acme-${ID}`, current);
  const Stub = createRoutesStub([{ path: '/business/:id', Component: () => <BusinessTabs tabs={tabs} /> }]);
  render(<Stub initialEntries={[`/business/${ID}`]} />);
  // The cues' code comes after the page (a lazy chunk): wait for it, as a browser would.
  await act(async () => {
    await import('./tab-scroll-cues');
    await new Promise((r) => setTimeout(r, 0));
  });
  const nav = screen.getByRole('navigation', { name: 'Business sections' });
  return { nav, row: within(nav).getByTestId(ROW) };
}

const cue = (nav: HTMLElement, side: 'start' | 'end') => nav.querySelector<HTMLElement>(`[data-scroll-cue="${side}"]`);

describe('BusinessTabs', () => {
  it('shows no cue when every tab fits', async () => {
    const { nav } = await open(undefined, 800);
    expect(cue(nav, 'start')).toBeNull();
    expect(cue(nav, 'end')).toBeNull();
  });

  it('keeps every label whole and shows a cue on the side that has more, then on both, then only at the start', async () => {
    const { nav, row } = await open();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Manage Profile', 'Requests', 'Products', 'Membership', 'Members', 'Developers', 'Insights']);
    for (const link of links) expect(link.className).toContain('whitespace-nowrap');
    // At the start: more after, nothing before.
    expect(cue(nav, 'end')).not.toBeNull();
    expect(cue(nav, 'start')).toBeNull();
    // The cue is a pointer's way to scroll (the keyboard moves through the tabs themselves).
    const arrow = within(cue(nav, 'end')!).getByRole('button', { hidden: true });
    expect(arrow.tabIndex).toBe(-1);
    act(() => arrow.click());
    expect(row.scrollLeft).toBeGreaterThan(0);
    expect(cue(nav, 'start')).not.toBeNull();
    expect(cue(nav, 'end')).not.toBeNull();
    // Scrolled to the end: only the start has more.
    act(() => {
      row.scrollLeft = 10_000;
    });
    expect(cue(nav, 'end')).toBeNull();
    expect(cue(nav, 'start')).not.toBeNull();
  });

  it('scrolls the tab being shown into view, clear of the cue', async () => {
    const { nav, row } = await open('Insights');
    const insights = within(nav).getByRole('link', { name: 'Insights' });
    expect(insights.getAttribute('aria-current')).toBe('page');
    expect(row.scrollLeft).toBe(400);
    expect(cue(nav, 'end')).toBeNull();
    expect(cue(nav, 'start')).not.toBeNull();
  });

  it('scrolls a tab reached with the keyboard into view', async () => {
    const { nav, row } = await open();
    expect(row.scrollLeft).toBe(0);
    fireEvent.focusIn(within(nav).getByRole('link', { name: 'Members' }));
    // Members spans 400–500 px: whole, with room for the end cue, in a 300 px view.
    expect(row.scrollLeft).toBe(500 - (300 - 40));
    expect(cue(nav, 'start')).not.toBeNull();
  });
});
