/** A part further down the page renders (and so fetches its code) only when it comes near the screen. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LoadWhenNear } from './load-when-near';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `reach()` tells every observer its target is near. */
function stubObserver() {
  const observers: { cb: IntersectionObserverCallback; margin?: string; targets: Element[]; disconnected: boolean }[] =
    [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { cb, margin: options?.rootMargin, targets: [], disconnected: false };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const reach = (isIntersecting = true) =>
    act(() => {
      for (const o of observers.filter((x) => !x.disconnected))
        o.cb(
          o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
    });
  return { observers, reach };
}

describe('LoadWhenNear', () => {
  it('shows the placeholder until its place comes near the screen, then the part, for good', () => {
    const { observers, reach } = stubObserver();
    render(
      <LoadWhenNear placeholder={<p>Loading comments…</p>}>
        <p>The comments</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('Loading comments…')).toBeTruthy();
    expect(screen.queryByText('The comments')).toBeNull();
    expect(observers[0].margin).toBe('300px');

    reach(false);
    expect(screen.queryByText('The comments')).toBeNull();

    reach(true);
    expect(screen.getByText('The comments')).toBeTruthy();
    expect(screen.queryByText('Loading comments…')).toBeNull();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('renders the placeholder on the server', () => {
    const html = renderToString(
      <LoadWhenNear placeholder={<p>Loading comments…</p>}>
        <p>The comments</p>
      </LoadWhenNear>,
    );
    expect(html).toContain('Loading comments…');
    expect(html).not.toContain('The comments');
  });

  it('renders the part at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenNear placeholder={<p>Loading comments…</p>}>
        <p>The comments</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('The comments')).toBeTruthy();
  });
});
