/** The one error type of the API. The error handler maps `code` to an HTTP status. */
export type ErrorCode =
  | 'ValidationError'
  | 'NotFound'
  | 'Conflict'
  | 'EmailTaken'
  | 'InvalidCredentials'
  | 'InvalidToken'
  | 'TokenNotFound'
  | 'TokenExpiredError'
  | 'JsonWebTokenError'
  | 'SessionError'
  | 'Forbidden'
  | 'EmailNotVerified'
  | 'SignInLinkRequired'
  | 'TwoFactorRequired'
  | 'AccountSuspended'
  | 'TooManyRequests'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'UploadExpired'
  | 'ProductLimitReached'
  | 'PaymentDeclined'
  | 'PaymentUnavailable';

const STATUS: Record<ErrorCode, number> = {
  ValidationError: 400,
  InvalidToken: 400,
  NotFound: 404,
  Conflict: 409,
  EmailTaken: 409,
  InvalidCredentials: 401,
  TokenNotFound: 401,
  TokenExpiredError: 401,
  JsonWebTokenError: 401,
  SessionError: 401,
  Forbidden: 403,
  /** Signed in, but the account has not proven its address yet (decision 0028). */
  EmailNotVerified: 403,
  /** A sign-in from a new device while the account or address is under attack: the way in is the e-mailed link (decision 0029). */
  SignInLinkRequired: 403,
  /** Staff without two-factor sign-in while STAFF_REQUIRE_2FA is on (decision 0032). */
  TwoFactorRequired: 403,
  /** Staff suspended the account (decision 0034): it cannot sign in. */
  AccountSuspended: 403,
  TooManyRequests: 429,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  UploadExpired: 400,
  ProductLimitReached: 403,
  /** The card provider refused the card: its reason is in the message. */
  PaymentDeclined: 402,
  /** The card provider could not be reached or failed; nothing was recorded as paid. */
  PaymentUnavailable: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string, field?: string) =>
  new AppError('NotFound', `${what} not found`, field ? { [field]: `${what} not found` } : undefined);
export const invalid = (field: string, message: string) =>
  new AppError('ValidationError', message, { [field]: message });

/** A well-formed UUID: ids that are not one cannot exist, so callers answer 404 without a query. */
export const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
