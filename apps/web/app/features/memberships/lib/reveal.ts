/**
 * Brings a part of the membership screen into view and moves the keyboard focus there: the checkout
 * when a plan is chosen, the success message after paying (decision 0042). Smooth, unless the person
 * asked their system for reduced motion; the focus itself never scrolls (the scroll does), so the
 * smooth scroll is not cut short by a jump. The target carries a scroll margin for the sticky header.
 */

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** `block`: 'start' puts the target at the top (as much of a form as fits); 'nearest' leaves a target already in view where it is. */
export function revealAndFocus(el: HTMLElement | null, block: ScrollLogicalPosition = 'start'): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  // jsdom and very old browsers have no scrollIntoView; the focus is what matters there.
  if (typeof el.scrollIntoView === 'function')
    el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
}
