/**
 * Makes React Router's inline hydration module start after the first contentful paint (see
 * components/app-scripts.tsx). The module is kept word for word: the inline script only waits
 * for the paint, then adds it to the page as a new module script. Its static imports must stay
 * static: the route modules share a chunk with the client entry, which starts hydrating as soon
 * as it runs, so all of them have to be evaluated, and the route modules registered, in one go.
 * The module preloads are added at the same moment, so every file is fetched at once rather than
 * import by import; before the paint the page asks for nothing but its document, stylesheet and
 * pictures.
 */

/**
 * Resolves once the page has painted content, or at once when it cannot (a hidden tab does not
 * paint, and a browser without paint timing never reports it); never later than 3 seconds.
 */
export const WAIT_FOR_PAINT = `await new Promise((go) => {
  if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window) || !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return go();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); go(); }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(go, 3000);
});`;

/** A JavaScript literal of `value` (a string, an array of strings) that is safe inside an HTML <script> element. */
const scriptSafeLiteral = (value: string | string[]) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Inline module code that, once the page has painted, adds a module preload for each of
 * `preloads` and then runs `code` as a module script. The new script carries the page's
 * Content-Security-Policy nonce, as the inline script that adds it does.
 */
export function deferModuleScript(code: string, nonce?: string, preloads: string[] = []): string {
  return `${WAIT_FOR_PAINT}${
    preloads.length
      ? `
for (const href of ${scriptSafeLiteral(preloads)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}`
      : ''
  }
const hydration = document.createElement('script');
hydration.type = 'module';${
    nonce
      ? `
hydration.nonce = ${scriptSafeLiteral(nonce)};`
      : ''
  }
hydration.textContent = ${scriptSafeLiteral(code)};
document.head.appendChild(hydration);`;
}
