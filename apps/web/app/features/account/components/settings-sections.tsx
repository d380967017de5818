/**
 * The settings page's sections (decisions 0030, 0031), loaded after the page's first load:
 * notifications, where the account is signed in, the password, two-factor sign-in, the members
 * you blocked, your data, leaving. A link to one of them (`/settings#notifications`, as the "Save
 * this search" dialog gives, decision 0068) scrolls to it once they are drawn: they load after the
 * page, so the router finds no such element when it arrives.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '@wbn/contract/constants';
import { BlockedMembers } from '~/features/safety/public';
import { SessionsList } from './sessions-list';
import { NotificationSettingsForm } from './notification-settings-form';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSection } from './two-factor-section';
import { YourDataSection } from './your-data-section';
import { LeaveSection } from './leave-section';
import { useLingui } from '@lingui/react/macro';

export default function SettingsSections() {
  const { hash } = useLocation();
  const { t } = useLingui();
  const site = SITE_NAME;
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="space-y-6">
      <section
        id="notifications"
        aria-labelledby="notifications-title"
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="notifications-title" className="text-lg font-bold text-slate-900">
          {t`Notifications`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          {t`Choose, for each kind, whether you see it in the app only, also get an e-mail at once, get it in a daily digest, or not at all.`}
        </p>
        <NotificationSettingsForm />
      </section>
      <section aria-labelledby="sessions-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="sessions-title" className="text-lg font-bold text-slate-900">
          {t`Where you are signed in`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          {t`Sign out a device you no longer use or do not recognise: it has to sign in again.`}
        </p>
        <SessionsList />
      </section>
      <section aria-labelledby="password-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="password-title" className="text-lg font-bold text-slate-900">
          {t`Password`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t`Changing it signs you out on every other device.`}</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="two-factor-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="two-factor-title" className="text-lg font-bold text-slate-900">
          {t`Two-factor sign-in`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          {t`A code from your phone as well as your password: someone who learns your password still cannot sign in.`}
        </p>
        <TwoFactorSection />
      </section>
      <section
        id="blocked-members"
        aria-labelledby="blocked-members-title"
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="blocked-members-title" className="text-lg font-bold text-slate-900">
          {t`Blocked members`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">
          {t`They cannot follow you, write to you or comment on your posts, and you do not see their posts and comments. Unblocking does not bring back follows that ended.`}
        </p>
        <BlockedMembers />
      </section>
      <section
        id="your-data"
        aria-labelledby="your-data-title"
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="your-data-title" className="text-lg font-bold text-slate-900">
          {t`Your data`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t`Take a copy of everything ${site} holds about you.`}</p>
        <YourDataSection />
      </section>
      <section
        id="leave"
        aria-labelledby="leave-title"
        className="scroll-mt-24 rounded-2xl border border-red-200 bg-white p-4 sm:p-6"
      >
        <h2 id="leave-title" className="text-lg font-bold text-slate-900">
          {t`Leave ${site}`}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">{t`Delete your account and your data.`}</p>
        <LeaveSection />
      </section>
    </div>
  );
}
