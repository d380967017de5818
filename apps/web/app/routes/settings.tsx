import { lazy, Suspense } from 'react';
import { NAV_LABELS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { PageSkeleton } from '~/components/page-frame';

// The sections (forms, the typed client's calls) load after the page: they weigh on no first load (decision 0009).
const SettingsSections = lazy(() => import('~/features/account/components/settings-sections'));

export const meta = () =>
  pageMeta({
    title: NAV_LABELS.settings,
    description:
      'Your WBN Miami account settings: what you are told and how, where you are signed in, and your password.',
    keywords: 'settings, notifications, e-mail, digest, unsubscribe, sessions, sign out, password',
  });

/** The member's settings (decisions 0030, 0031), under the user menu. Needs a session. */
export default function Settings() {
  return (
    <MemberPage
      title={NAV_LABELS.settings}
      description="Your account: what you are told and how, where it is signed in, and its password."
    >
      <Suspense fallback={<PageSkeleton label="Loading your settings" />}>
        <SettingsSections />
      </Suspense>
    </MemberPage>
  );
}
