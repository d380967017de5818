/**
 * The account service's plain constants and helpers, without zod: pages import these with their
 * first load, while the request schemas of schemas/auth.ts come with the forms' lazily loaded chunk
 * (docs/decisions/0009-first-load-budget.md).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;

/** The error name of the 403 that asks for an e-mailed sign-in link (SIGN_IN_LINK_MSG.required, auth-messages.ts; decision 0029). */
export const SIGN_IN_LINK_REQUIRED = 'SignInLinkRequired';

/** The error name of the 403 of what an unproven address may not do yet (VERIFY_EMAIL_MSG.required; decision 0028). */
export const EMAIL_NOT_VERIFIED = 'EmailNotVerified';

/**
 * Stands for the refresh token in a browser's session answer: the token itself travels only in
 * an HttpOnly cookie scoped to the account service, out of reach of page scripts.
 */
export const REFRESH_TOKEN_IN_COOKIE = 'httponly-cookie';

/**
 * The one check of every `continue` address: it must stay on this site. The answer is a path that
 * cannot leave the site whoever reads it ("/.//evil.example" resolves to "//evil.example", a
 * protocol-relative address of another host, and is refused); anything else falls back to "/".
 */
export function safeContinue(target: string | null | undefined, origin: string): string {
  if (!target) return '/';
  try {
    const base = new URL(origin);
    const url = new URL(target, base);
    if (url.origin !== base.origin) return '/';
    const path = url.pathname + url.search + url.hash;
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
    if (new URL(path, base).origin !== base.origin) return '/';
    return path;
  } catch {
    return '/';
  }
}

/** The sessions list of the settings page (decision 0030). */
