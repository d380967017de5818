/**
 * Plain anchors followed inside the app. Large link lists (the sidebar's category panels, the
 * footer, the mobile menu) use <a> rather than <Link>: hundreds of <Link>s cost markup and
 * hydration time. One click handler on their container navigates like a <Link> would.
 */
import type { MouseEvent as ReactMouseEvent } from 'react';
import { useNavigateToHref } from '~/lib/edition-link';

type ClickLike = Pick<
  MouseEvent,
  'target' | 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
>;

/** The address of a plain left click on an anchor of this site that nothing has handled yet (React or native event). */
export function inAppHref(e: ClickLike): string | null {
  const link = e.target instanceof Element ? e.target.closest('a') : null;
  if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  if (
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== window.location.origin
  )
    return null;
  return link.pathname + link.search + link.hash;
}

/** A click handler for a container of plain anchors; `onFollow` runs before the navigation (e.g. to close a menu). */
export function useInAppLinks(onFollow?: () => void) {
  // The anchors' hrefs are already in their edition (useEditionHref, or a language switch's).
  const navigate = useNavigateToHref();
  return (e: ReactMouseEvent) => {
    const href = inAppHref(e);
    if (href === null) return;
    e.preventDefault();
    onFollow?.();
    void navigate(href);
  };
}
