/**
 * A part below the fold that the server renders in full (for readers without scripts and for
 * search engines) but whose code the browser fetches only when the part comes near the screen
 * (within `margin`), so that it is not in the page's download until then (decision 0009: the
 * first-load budget counts what a visitor's browser fetches until the network is idle).
 *
 * `children` is a lazily loaded component (`lazy(() => import(…))`), `load` the same import.
 * - On the server, the part renders as usual (the page's HTML waits for every part).
 * - In the browser, the server's HTML of the part stays as it came, untouched by hydration: the
 *   part is an element whose inner HTML React is told to leave alone. Nothing of the part reacts
 *   until then; its links are plain links.
 * - Near the screen, its code is fetched, then React draws the part in place of that HTML, in a
 *   transition: the server's HTML stays on screen until the part is ready, and as the part shows
 *   the same content, nothing moves.
 * - Where the page was drawn in the browser (a link followed within the site), there is no server
 *   HTML to keep: the part loads at once.
 * Where the browser has no IntersectionObserver, the part loads at once too.
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsClient } from '~/lib/use-is-client';

type Props = { children: ReactNode; load: () => Promise<unknown>; margin?: string };

const KEEP_SERVER_HTML = { __html: '' };

export function HydrateWhenNear({ children, load, margin = '300px' }: Props) {
  const client = useIsClient();
  // Hydrating the server's HTML (not a page drawn in the browser): keep it until the part is near.
  const [fromServer] = useState(() => typeof window !== 'undefined' && !client);
  const [near, setNear] = useState(!fromServer);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      void load().then(() => startTransition(() => setNear(true)));
    };
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => {
      done = true;
      observer.disconnect();
    };
  }, [near, margin, load]);

  // The observed element is outside the part's Suspense boundary: the browser hydrates that boundary
  // after the rest of the page, and an element inside it would not be there yet for the effect.
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        {near || typeof window === 'undefined' ? (
          <div>{children}</div>
        ) : (
          <div suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
        )}
      </Suspense>
    </div>
  );
}
