/**
 * What the page does when the API refuses an action because the account has not proven its address
 * (403 EmailNotVerified, decision 0028): a toast that says why, with "Send the link again" in it.
 * lib/api-client.ts announces such a refusal as a window event; the banner hears it and loads this.
 */
import { VERIFY_EMAIL_MSG } from '@wbn/contract/constants';
import { toast } from '~/lib/toast';
import { isApiError } from '~/lib/api-client';
import { resendVerification } from './api/verify-email';

let shownAt = 0;

export function tellEmailNotVerified() {
  // One toast for a burst of refusals (a page may make several calls at once).
  if (Date.now() - shownAt < 3000) return;
  shownAt = Date.now();
  toast.error(VERIFY_EMAIL_MSG.required, {
    label: VERIFY_EMAIL_MSG.resend,
    onClick: () =>
      void resendVerification().then(
        (message) => toast.success(message),
        (e: unknown) =>
          toast.error(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : VERIFY_EMAIL_MSG.required),
      ),
  });
}
