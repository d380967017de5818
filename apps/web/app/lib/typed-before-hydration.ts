/**
 * Keeps what a visitor types (or the browser autofills) into a form before the page is hydrated.
 * Hydration resets React's controlled fields to their state, which is empty, so on a slow network
 * the e-mail typed into the login form vanished. An inline script in <head> (`RECORD_TYPING`)
 * notes each field's last value until hydration; then `replayTypedBeforeHydration` gives those
 * values back to the fields the way typing would, so the forms' state follows
 * (docs/decisions/0009-first-load-budget.md).
 *
 * Fields are found again by id, else by name; file fields are not kept.
 *
 * A button pressed before hydration (the header's bell, a menu, a form's submit: pages rendered for
 * a member show them at once, decision 0047) is noted too, its default action held back (no form
 * is sent the old way) until React starts on the page; `replayClickBeforeHydration` presses it
 * again once React has hydrated it. Only the last one counts. Links are left alone: they work
 * without scripts.
 */

/** What the inline script leaves on `window` until the replay. */
type Recording = { __wbnTyped?: Map<string, string | boolean>; __wbnStopTyping?: () => void; __wbnClicked?: Element };

/** Inline, in <head>: runs before anything can be typed and only listens (no DOM access). */
export const RECORD_TYPING = `(() => {
  const typed = (window.__wbnTyped = new Map());
  const note = (e) => {
    const f = e.target;
    if (!(f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement || f instanceof HTMLSelectElement) || f.type === 'file') return;
    const key = f.id || f.name;
    if (!key) return;
    if (f.type === 'checkbox') typed.set(key, f.checked);
    else if (f.type === 'radio') { if (f.checked) typed.set(key, true); }
    else typed.set(key, f.value);
  };
  const press = (e) => {
    const b = e.target instanceof Element ? e.target.closest('button,[role="button"],[role="menuitem"],[role="tab"]') : null;
    // Once React has started on the page, it handles presses itself (it hydrates the pressed part first).
    if (!b || b.closest('a[href]') || Object.keys(document).some((k) => k.startsWith('__reactContainer$'))) return;
    window.__wbnClicked = b;
    e.preventDefault();
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener('click', press, true);
  window.__wbnStopTyping = () => {
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    document.removeEventListener('click', press, true);
  };
})();`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts `value` in a text field or list so that React sees a change. React notes a field's value
 * when it hydrates it, which is the typed value itself, and an input event that finds the field
 * unchanged since then is not passed on (the field is then reset to the empty state). So the field
 * is first set to another value by plain assignment, which React notes, then to `value` with the
 * prototype's setter, which it does not.
 */
function setNoticeably(field: Field, value: string) {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/** Gives the recorded values back to their fields as typing would (once, after hydration). */
export function replayTypedBeforeHydration(doc: Document = document) {
  const win = doc.defaultView as (Window & typeof globalThis & Recording) | null;
  const typed = win?.__wbnTyped;
  if (!win || !typed) return;
  win.__wbnStopTyping?.();
  win.__wbnTyped = undefined;
  for (const [key, value] of typed) {
    const field = doc.getElementById(key) ?? doc.getElementsByName(key)[0];
    if (!(
      field instanceof win.HTMLInputElement ||
      field instanceof win.HTMLTextAreaElement ||
      field instanceof win.HTMLSelectElement
    ))
      continue;
    if (field instanceof win.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // Set to the other state (React notes it), then clicked, as a visitor would.
      if (typeof value !== 'boolean') continue;
      field.checked = !value;
      field.click();
      continue;
    }
    if (typeof value !== 'string') continue;
    setNoticeably(field, value);
    field.dispatchEvent(new win.Event(field instanceof win.HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Whether React has hydrated this element (it keeps the element's props on it then). */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Presses again the button pressed before hydration, once React has hydrated it (its code may
 * still be loading after the page's own hydration: a lazy part), giving up after ~5 s.
 */
export function replayClickBeforeHydration(
  doc: Document = document,
  wait: (fn: () => void) => unknown = (fn) => setTimeout(fn, 50),
) {
  const win = doc.defaultView as (Window & Recording) | null;
  const target = win?.__wbnClicked;
  if (!win || !target) return;
  win.__wbnClicked = undefined;
  let tries = 0;
  const press = () => {
    if (!target.isConnected) return;
    if (hydrated(target) || ++tries > 100) (target as HTMLElement).click();
    else wait(press);
  };
  press();
}
