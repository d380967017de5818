/** Proving an address (decision 0028): POST /auth/verify-email with the link's token, and the resend of the link. */
import { AUTH_BASE } from '@wbn/contract/constants';
import { apiRequest } from '~/lib/api-client';
import { getBrowserSessionManager } from '~/lib/session';

/** Proves the address of the link's account (no session needed: the link may be opened anywhere). */
export async function verifyEmail(token: string) {
  const { message } = await apiRequest<{ message: string }>(`${AUTH_BASE}/verify-email`, {
    method: 'POST',
    body: { token },
    auth: false,
  });
  // A member's stored profile says whether the address is proven: read it again so the banner goes.
  const session = getBrowserSessionManager();
  if (session.getSnapshot().status === 'member') await session.loadProfile();
  return message;
}

/** E-mails the signed-in account a new link; the answer's message says what happened. */
export async function resendVerification() {
  const { message } = await apiRequest<{ message: string }>(`${AUTH_BASE}/verify-email/resend`, { method: 'POST' });
  return message;
}
