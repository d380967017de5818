import { NAV_LABELS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { SessionsList } from '~/features/account/components/sessions-list';

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.settings,
    description: 'Your WBN Miami account settings: where you are signed in.',
    keywords: 'settings, account, sessions, sign out',
  });

/** The member's settings (decision 0030), under the user menu. Needs a session. */
export default function Settings() {
  return (
    <MemberPage title={NAV_LABELS.settings} description="Your account: where it is signed in, and signing out there.">
      <section aria-labelledby="sessions-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="sessions-title" className="text-lg font-bold text-slate-900">
          Where you are signed in
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-600">Sign out a device you no longer use or do not recognise: it has to sign in again.</p>
        <SessionsList />
      </section>
    </MemberPage>
  );
}
