// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferModuleScript } from './hydrate-after-paint';

// The shape React Router 7 writes (components/app-scripts.tsx); `</script>` must not end the element early.
const ROUTER_MODULE = `;
import * as route0 from "/assets/root-A.js";
  window.__reactRouterManifest = {"note":"</script><b>"};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-D.js");`;

type Observer = {
  callback: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void;
};

/** Runs the deferred module as the browser would (an async function accepts the same awaits), with paint timing stubbed. */
function run(code: string) {
  const observers: Observer[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(public callback: Observer['callback']) {
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => () => Promise<void>;
  const done = new AsyncFunction(code)();
  const paint = () =>
    observers.forEach((o) =>
      o.callback({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    );
  return { done, paint };
}
const added = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.textContent);

describe('deferModuleScript', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the router module, unchanged, only after the first contentful paint', async () => {
    const { done, paint } = run(deferModuleScript(ROUTER_MODULE));
    await Promise.resolve();
    expect(added()).toEqual([]);
    paint();
    await done;
    expect(added()).toEqual([ROUTER_MODULE]);
  });

  it('adds the module preloads with the module, not before the paint', async () => {
    const files = ['/assets/entry.client-D.js', '/assets/root-A.js'];
    const { done, paint } = run(deferModuleScript(ROUTER_MODULE, undefined, files));
    await Promise.resolve();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    paint();
    await done;
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual(files.map((f) => ['modulepreload', f]));
    // The preloads come first in <head>, so the module's imports find them.
    expect(document.head.lastElementChild?.tagName).toBe('SCRIPT');
  });

  it('does not wait for a paint that is not coming (3 s at most)', async () => {
    vi.useFakeTimers();
    const { done } = run(deferModuleScript(ROUTER_MODULE));
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(added()).toEqual([ROUTER_MODULE]);
  });

  it('keeps "</script>" of the module from closing the inline element', () => {
    expect(deferModuleScript(ROUTER_MODULE)).not.toContain('</script>');
  });
});
