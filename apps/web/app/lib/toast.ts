/**
 * Toasts (sonner), loaded on the first toast instead of with every page: no page shows one
 * before the user acts (docs/decisions/0009-first-load-budget.md). The first toast also asks the
 * root to mount sonner's <Toaster>, which shows the toasts made before it was there.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for yet (read by the root's Toaster host). */
export const toasterWanted = {
  get: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** A button inside the toast (sonner's action), such as "Send the link again". */
export type ToastAction = { label: string; onClick: () => void };

function show(kind: 'success' | 'error', message: string, action?: ToastAction) {
  if (!wanted) {
    wanted = true;
    for (const listener of [...listeners]) listener();
  }
  void import('sonner').then((m) => m.toast[kind](message, action ? { action } : undefined));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string, action?: ToastAction) => show('error', message, action),
};
