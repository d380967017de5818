/**
 * The strip under the header of a member who has not proven their address yet (decision 0028): it
 * says where the link went, what waits for it (decision 0072) and offers to send it again. The
 * address breaks, when it must, before its "@" and its dots, never inside a word. A refusal of the API for that reason
 * (announced by lib/api-client.ts as a window event) shows a toast with the same offer. Loaded
 * only for such a member (account-strips.tsx), so no first load carries it.
 */
import { useLingui } from '@lingui/react/macro';
import { useSpecMessage, useSpecText } from '~/lib/i18n';
import { useEffect, useState } from 'react';
import { EMAIL_NOT_VERIFIED, UNCONFIRMED_TEXT, VERIFY_EMAIL_MSG } from '@wbn/contract/constants';
import { useSession } from '~/lib/session-context';
import { isApiError } from '~/lib/api-client';
import { resendVerification } from '../api/verify-email';

/** A part of an address this long may break inside (it could be wider than a phone's line). */
const LONG_PART = 24;

/**
 * The address with a place to break before its "@" and each dot. A part short enough for a phone's
 * line stays whole (not broken at its hyphens either); a longer one breaks after one of its hyphens,
 * and inside a word only when it has none.
 */
export function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          <span className={part.length < LONG_PART ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'}>{part}</span>
        </span>
      ))}
    </>
  );
}

export default function VerifyEmailStrip() {
  const { status, profile } = useSession();
  const unverified = status === 'member' && profile?.emailVerified === false;
  const [state, setState] = useState<{ sending: boolean; said?: string }>({ sending: false });
  const { t } = useLingui();
  const spec = useSpecText();
  const say = useSpecMessage();

  useEffect(() => {
    if (!unverified) return;
    const tell = () => void import('../email-not-verified').then((m) => m.tellEmailNotVerified());
    window.addEventListener(EMAIL_NOT_VERIFIED, tell);
    return () => window.removeEventListener(EMAIL_NOT_VERIFIED, tell);
  }, [unverified]);

  if (!unverified) return null;
  const resend = async () => {
    setState({ sending: true });
    try {
      setState({ sending: false, said: await resendVerification() });
    } catch (e) {
      setState({
        sending: false,
        said: isApiError(e) && e.status > 0 && e.status < 500 ? e.message : VERIFY_EMAIL_MSG.required,
      });
    }
  };
  return (
    <div role="region" aria-label={t`Confirm your e-mail address`} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-[1240px] flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 text-sm text-amber-950 sm:px-4">
        <div className="min-w-0 flex-1 basis-64 space-y-0.5">
          <p>
            {spec(VERIFY_EMAIL_MSG.banner)}{' '}
            <strong data-testid="unconfirmed-address">
              <BreakableAddress address={profile.email} />
            </strong>
            .
          </p>
          <p>{spec(UNCONFIRMED_TEXT.waiting)}</p>
        </div>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={state.sending}
          className="rounded-md border border-amber-300 bg-white px-3 py-1 font-semibold text-amber-950 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60"
        >
          {state.sending ? t`Sending…` : spec(VERIFY_EMAIL_MSG.resend)}
        </button>
        {state.said ? (
          <p role="status" className="w-full text-amber-900">
            {say(state.said)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
