/**
 * Renders `children` only once its place on the page comes near the screen (within `margin`),
 * and `placeholder` until then, on the server too. A lazily loaded part put inside (the comments
 * under a business or a product) fetches its code when someone scrolls to it or jumps to it (a
 * button that scrolls there, an address ending in #its-id), not on every visit: a page's download
 * until the network goes idle stays within the first-load budget (docs/decisions/0009-first-load-budget.md).
 * Where the browser has no IntersectionObserver, the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = { children: ReactNode; placeholder: ReactNode; margin?: string };

export function LoadWhenNear({ children, placeholder, margin = '300px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
