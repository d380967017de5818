/**
 * React Router's <Scripts />, changed so that the server's HTML is painted before any of the
 * app's JavaScript runs (docs/decisions/0009-first-load-budget.md):
 *
 * - its module preloads are fetched at low priority, so on a slow network the stylesheet, the
 *   font and the document come first;
 * - its inline module, which imports the route modules and starts hydration, waits for the first
 *   contentful paint. A module script that is ready before the first frame runs before it, and
 *   hydrating a large page (home holds some 2,000 elements) then holds the paint back.
 *
 * <Scripts /> takes no option for either, so it is called as a function (its hooks are ours) and
 * its output adjusted; `hydrate-after-paint.test.ts` and the browser tests notice if its shape
 * changes.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { deferModuleScript } from '~/lib/hydrate-after-paint';

type ElementProps = { rel?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

export function adjustScripts(node: ReactNode, nonce?: string): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    const { rel, type, children, dangerouslySetInnerHTML: inner } = child.props;
    if (child.type === 'link' && rel === 'modulepreload') return cloneElement(child as ReactElement<{ fetchPriority?: string }>, { fetchPriority: 'low' });
    if (child.type === 'script' && type === 'module' && typeof inner?.__html === 'string') {
      return cloneElement(child, { dangerouslySetInnerHTML: { __html: deferModuleScript(inner.__html, nonce) } });
    }
    return children === undefined ? child : cloneElement(child, undefined, adjustScripts(children, nonce));
  });
}

/** `nonce`: the page's Content-Security-Policy nonce, for the inline scripts (lib/nonce.tsx). */
export function AppScripts({ nonce }: { nonce?: string }) {
  return adjustScripts(Scripts({ nonce }), nonce);
}
