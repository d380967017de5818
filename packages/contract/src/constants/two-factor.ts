/** Two-factor sign-in (decision 0032): TOTP codes from an authenticator app, and single-use recovery codes. */
export const TWO_FACTOR_RECOVERY_CODES = 10;
/** How long a sign-in waits for its second factor after the password was right. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it ends (sign in again). */
export const TWO_FACTOR_CHALLENGE_ATTEMPTS = 5;
/** The error of a staff member without two-factor sign-in, when STAFF_REQUIRE_2FA is on. */
export const TWO_FACTOR_REQUIRED = 'TwoFactorRequired';
/** A recovery code: two groups of five letters and digits ("k7m2q-x9p4d"). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** What the second step of a sign-in takes: a code of the app (6 digits) or a recovery code (any case). */
export const SECOND_FACTOR_PATTERN = /^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/;

export const TWO_FACTOR_MSG = {
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-factor sign-in is off.',
  badCode: 'That code is not right. Enter the 6-digit code your app shows now.',
  badCodeOrRecovery:
    'That code is not right. Enter the 6-digit code your app shows now, or one of your recovery codes.',
  /** A right code of a time step already used (each code works once): not a wrong guess. */
  codeJustUsed: 'This code was just used; wait for the next one',
  tooManyCodes:
    'Too many wrong codes for this account from here. Wait a few minutes, or use a browser you signed in with before.',
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code',
  setupFirst: 'Start the set-up first: scan the QR code, then enter a code.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  challengeExpired: 'This sign-in has expired or had too many wrong codes. Log in again.',
  staffRequired: 'Staff must turn on two-factor sign-in (in Settings) before using the staff area.',
  wrongPassword: 'Your password is not right',
} as const;
