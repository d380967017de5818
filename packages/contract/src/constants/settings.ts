/**
 * The settings page's account messages (decisions 0030, 0031): sessions and the password change.
 * A module of their own, so the account screens' first load does not carry them (decision 0009).
 */
/**
 * Steps that ask a signed-in member for their password or a code again (changing the password,
 * turning two-factor sign-in off, leaving; decision 0057): wrong answers share one counter per
 * account, and past it every try waits, the right one too.
 */
export const STEP_UP_MSG = {
  tooMany: (minutes: number) =>
    `Too many wrong passwords or codes on this account: try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}. If it was not you, reset your password.`,
} as const;

/** Changing the password from the settings (decision 0031). */
export const PASSWORD_CHANGE_MSG = {
  changed: (ended: number) =>
    `Your password is changed.${ended ? ` ${ended === 1 ? '1 other device was' : `${ended} other devices were`} signed out.` : ''}`,
  wrongCurrent: 'Your current password is not right',
  currentRequired: 'Enter your current password',
  same: 'Choose a new password that differs from the current one',
} as const;

export const SESSIONS_MSG = {
  ended: 'Signed out on that device.',
  endedOthers: (n: number) =>
    n === 0
      ? 'No other device was signed in.'
      : n === 1
        ? 'Signed out on 1 other device.'
        : `Signed out on ${n} other devices.`,
  notFound: 'That session was not found, or has ended already.',
  current: 'This device',
} as const;

/** How the settings name a session's facts (decision 0068): its address, when it was first and last seen. */
export const SESSIONS_TEXT = {
  address: 'Address',
  unknownAddress: 'Unknown',
  firstSeen: 'First seen',
  lastSeen: 'Last seen',
  /** A session's name: its device and browser ("Windows computer · Chrome 131"). */
  name: (s: { device: string; browser: string }) => `${s.device} · ${s.browser}`,
} as const;
