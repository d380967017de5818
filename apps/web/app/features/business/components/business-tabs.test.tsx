/**
 * The business page's tabs when they do not fit: whole labels in a row that scrolls sideways with
 * the shaded-edge cue (a CSS class: the browser test sees it), and the tab being shown scrolled
 * into view. jsdom lays nothing out: the row's widths, its scroll position and the tabs' boxes are
 * given below (each tab TAB_WIDTH wide, side by side).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { BusinessTabs, businessTabs } from './business-tabs';

const ID = '3f0c9a52-8d7e-4b1a-9c6f-5e2d1a7b8c90';
const TAB_WIDTH = 100;
const view = { width: 300 };

const isRow = (el: Element) => el instanceof HTMLUListElement && !!el.closest('nav');
const rowOf = (el: Element) => el.closest<HTMLElement>('nav ul');
const tabCount = (row: Element) => row.querySelectorAll('a').length;
const scrolled = new WeakMap<Element, number>();
const maxScroll = (row: Element) => Math.max(0, tabCount(row) * TAB_WIDTH - view.width);

const originals = new Map<string, PropertyDescriptor | undefined>();
const replace = (proto: object, key: string, descriptor: PropertyDescriptor) => {
  originals.set(key, Object.getOwnPropertyDescriptor(proto, key));
  Object.defineProperty(proto, key, { configurable: true, ...descriptor });
};

beforeAll(() => {
  replace(HTMLElement.prototype, 'clientWidth', {
    get: function (this: Element) {
      return isRow(this) ? view.width : 0;
    },
  });
  replace(HTMLElement.prototype, 'scrollWidth', {
    get: function (this: Element) {
      return isRow(this) ? Math.max(view.width, tabCount(this) * TAB_WIDTH) : 0;
    },
  });
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
beforeAll(() => {
  // What a browser does for scrollIntoView({ inline: 'nearest' }) of a tab in the row.
  replace(Element.prototype, 'scrollIntoView', {
    value: function (this: Element) {
      const row = rowOf(this);
      if (!(this instanceof HTMLAnchorElement) || !row) return;
      const start = [...row.querySelectorAll('a')].indexOf(this) * TAB_WIDTH;
      if (start < row.scrollLeft) row.scrollLeft = start;
      else if (start + TAB_WIDTH > row.scrollLeft + view.width) row.scrollLeft = start + TAB_WIDTH - view.width;
    },
  });
});
afterAll(() => {
  for (const [key, descriptor] of originals) {
    const proto =
      key === 'scrollLeft' || key === 'getBoundingClientRect' || key === 'scrollIntoView'
        ? Element.prototype
        : HTMLElement.prototype;
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
  const nav = screen.getByRole('navigation', { name: 'Business sections' });
  return { nav, row: within(nav).getByRole('list') };
}

describe('BusinessTabs', () => {
  it('keeps every label whole in a row that scrolls sideways with the shaded-edge cue', async () => {
    const { nav, row } = await open();
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Manage Profile',
      'Requests',
      'Products',
      'Membership',
      'Members',
      'Developers',
      'Insights',
    ]);
    for (const link of links) expect(link.className).toContain('whitespace-nowrap');
    expect(row.className).toContain('overflow-x-auto');
    expect(row.className).toContain('scroll-cues-x');
    expect(row.scrollLeft).toBe(0);
  });

  it('scrolls the tab being shown into view, whole', async () => {
    const { nav, row } = await open('Insights');
    expect(within(nav).getByRole('link', { name: 'Insights' }).getAttribute('aria-current')).toBe('page');
    // Insights spans 600–700 px: the row (300 px wide) scrolls to its end.
    expect(row.scrollLeft).toBe(400);
  });

  it('does not scroll when the tab being shown is already in view', async () => {
    const { row } = await open('Requests');
    expect(row.scrollLeft).toBe(0);
  });
});
