import { SESSION_KEYS } from '@wbn/contract/constants';

/** Whether this browser holds a session (a token or a refresh token), before it is read: lets member-only code start loading early. */
export function hasStoredSession() {
  try {
    return (
      window.localStorage.getItem(SESSION_KEYS.token) !== null ||
      window.localStorage.getItem(SESSION_KEYS.refreshToken) !== null
    );
  } catch {
    return false; // storage blocked
  }
}
