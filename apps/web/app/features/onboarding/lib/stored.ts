/**
 * Whether a member closed the next-steps panel or finished its steps, kept in localStorage per
 * member (NEXT_STEPS_STORAGE_PREFIX + user id). Small on purpose: the site layout reads it to
 * decide whether to load the panel at all. Logout clears localStorage (the spec's rule), so a
 * member who signs in again sees the panel again until their steps are done.
 */
import { nextStepsStorageKey, type NextStepsStored } from '@wbn/contract/constants';

const CHANGED = 'wbn:next-steps';
/** What this page keeps when localStorage refuses to write (private modes, full storage). */
const unsaved = new Map<string, NextStepsStored>();

export function readNextSteps(userID: string): NextStepsStored | null {
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(nextStepsStorageKey(userID));
  } catch {
    // storage blocked: what this page knows
  }
  return value === 'dismissed' || value === 'done' ? value : (unsaved.get(userID) ?? null);
}

export function closeNextSteps(userID: string, how: NextStepsStored): void {
  try {
    window.localStorage.setItem(nextStepsStorageKey(userID), how);
    unsaved.delete(userID);
  } catch {
    unsaved.set(userID, how);
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the entry changes here or in another tab. */
export function subscribeNextSteps(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}
