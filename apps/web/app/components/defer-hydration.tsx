/**
 * Server-renders its children as usual; in the browser they are hydrated only once the page has
 * gone idle after its first hydration, so large static blocks (the sidebar's category panels, the
 * footer, the mobile menu's link lists) do not lengthen it (docs/decisions/0009-first-load-budget.md).
 * Until then they are the server's HTML: visible, and their plain links work as ordinary links.
 *
 * The children must not change before they are hydrated: give them stable props (memo) and no
 * context that changes (no <Link>, no router hooks); use plain anchors with `useInAppLinks`.
 */
import { Suspense, use, type ReactNode } from 'react';

let idle: Promise<void> | undefined;
const whenIdle = () =>
  (idle ??= new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  }));

function Gate({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(whenIdle());
  return children;
}

export function DeferHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
