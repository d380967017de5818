import { lazy, Suspense } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NAV_LABELS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { loaderI18n } from '~/lib/i18n.server';
import { useSpecText } from '~/lib/i18n';
import { MemberPage } from '~/layout/member-page';
import { PageSkeleton } from '~/components/page-frame';
import type { Route } from './+types/settings';

// The sections (forms, the typed client's calls) load after the page: they weigh on no first load (decision 0009).
const SettingsSections = lazy(() => import('~/features/account/components/settings-sections'));

/** The page's messages in its edition (decision 0085), and its title and description in them. */
export function loader({ request }: Route.LoaderArgs) {
  const { messages, i18n } = loaderI18n(request, 'settings');
  return {
    messages,
    meta: {
      title: i18n._(NAV_LABELS.settings),
      description: i18n._(
        msg`Your WBN Miami account settings: what you are told and how, where you are signed in, and your password.`,
      ),
      keywords: i18n._(msg`settings, notifications, e-mail, digest, unsubscribe, sessions, sign out, password`),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.meta);

/** The member's settings (decisions 0030, 0031), under the user menu. Needs a session. */
export default function Settings() {
  const { t } = useLingui();
  const spec = useSpecText();
  return (
    <MemberPage
      title={spec(NAV_LABELS.settings)}
      description={t`Your account: what you are told and how, where it is signed in, and its password.`}
    >
      <Suspense fallback={<PageSkeleton label={t`Loading your settings`} />}>
        <SettingsSections />
      </Suspense>
    </MemberPage>
  );
}
