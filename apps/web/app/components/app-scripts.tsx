/**
 * React Router's <Scripts />, changed so that the server's HTML is painted before any of the
 * app's JavaScript runs (docs/decisions/0009-first-load-budget.md):
 *
 * - its inline module, which imports the route modules and starts hydration, waits for the first
 *   contentful paint. A module script that is ready before the first frame runs before it, and
 *   hydrating a large page (home holds some 2,000 elements) then holds the paint back;
 * - its module preloads are not in the HTML: the deferred module adds them when it starts, so on
 *   a slow network the document, the stylesheet and the first screen's pictures have the link to
 *   themselves until the page has painted.
 *
 * <Scripts /> takes no option for either, so it is called as a function (its hooks are ours) and
 * its output adjusted; `hydrate-after-paint.test.ts` and the browser tests notice if its shape
 * changes.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { deferModuleScript } from '~/lib/hydrate-after-paint';

type ElementProps = { rel?: string; type?: string; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };

type LinkProps = ElementProps & { href?: string };

/** The module preloads' addresses, in order, each once. */
function preloadsOf(node: ReactNode): string[] {
  return [...new Set(preloadLinks(node))];
}

function preloadLinks(node: ReactNode): string[] {
  const out: string[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<LinkProps>(child)) return;
    if (child.type === 'link' && child.props.rel === 'modulepreload' && child.props.href) out.push(child.props.href);
    else if (child.props.children !== undefined) out.push(...preloadLinks(child.props.children));
  });
  return out;
}

export function adjustScripts(node: ReactNode, nonce?: string, preloads = preloadsOf(node)): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    const { rel, type, children, dangerouslySetInnerHTML: inner } = child.props;
    if (child.type === 'link' && rel === 'modulepreload') return null;
    if (child.type === 'script' && type === 'module' && typeof inner?.__html === 'string') {
      return cloneElement(child, {
        dangerouslySetInnerHTML: { __html: deferModuleScript(inner.__html, nonce, preloads) },
      });
    }
    return children === undefined
      ? child
      : cloneElement(child as ReactElement<ElementProps>, undefined, adjustScripts(children, nonce, preloads));
  });
}

/** `nonce`: the page's Content-Security-Policy nonce, for the inline scripts (lib/nonce.tsx). */
export function AppScripts({ nonce }: { nonce?: string }) {
  return adjustScripts(Scripts({ nonce }), nonce);
}
