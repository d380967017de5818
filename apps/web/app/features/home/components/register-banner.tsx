/**
 * The body banner of home (spec 2 "Home blocks"): 'Register Now and Go Global' and a register
 * button opening the account service's register page with continue = the current location.
 * Visitors only; it appears once the browser knows the viewer is not logged in.
 */
import { Link } from '~/lib/edition-link';
import { Globe2, UserPlus } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { NAV_LABELS, REGISTER_BANNER_TEXT } from '@wbn/contract/constants';
import { useAuthLinks } from '~/lib/auth-href';
import { useSession } from '~/lib/session-context';
import { useSpecText } from '~/lib/i18n';

export function RegisterBanner() {
  const { status } = useSession();
  const auth = useAuthLinks();
  const spec = useSpecText();
  if (status !== 'visitor') return null;
  return (
    <section
      aria-labelledby="register-banner-title"
      className="flex flex-col items-start gap-4 rounded-xl bg-accent-500/10 p-5 ring-1 ring-accent-500/30 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Globe2 aria-hidden="true" className="h-9 w-9 shrink-0 text-accent-600" />
        <div>
          <h2 id="register-banner-title" className="text-lg font-semibold text-slate-900">
            {spec(REGISTER_BANNER_TEXT)}
          </h2>
          <p className="text-sm text-slate-700">
            <Trans>Registration is free: create your profile, then your business page.</Trans>
          </p>
        </div>
      </div>
      <Link
        to={auth.register}
        className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        {spec(NAV_LABELS.register)}
      </Link>
    </section>
  );
}
