/**
 * /profile/edit — edit the own profile. Needs a
 * session; the form loads the profile fresh from the API. The form (react-hook-form and its
 * sections) is a chunk of its own, fetched alongside the profile: it never renders before the
 * profile is there, and the page's first load stays within its budget (decision 0009, 0024).
 */
import { lazy, Suspense } from 'react';
import { pageMeta } from '~/lib/meta';
import { PageSkeleton } from '~/components/page-frame';
import { MemberPage } from '~/layout/member-page';
import { useOwnProfile } from '~/features/profile/api/get-own-profile';

const loadForm = () => import('~/features/profile/components/edit-profile-form');
// Asked for as soon as this module runs in the browser, alongside the session and the profile.
if (typeof window !== 'undefined') void loadForm();
const EditProfileForm = lazy(() => loadForm().then((m) => ({ default: m.EditProfileForm })));
import { ErrorBlock } from '~/components/status-blocks';
import { MSG } from '@wbn/contract/constants';
import type { Route } from './+types/profile.edit';
import { profileFormSeed } from '~/features/profile/api/seed.server';

/** A member's form rendered whole with the page: the profile with the header's data, the lists here (decision 0047). */
export async function loader({ context }: Route.LoaderArgs) {
  return { memberSeed: await profileFormSeed(context) };
}

/** In the browser the page's own queries read the data. */
export const clientLoader = () => null;

export const meta = () =>
  pageMeta({
    title: 'Edit profile',
    description: 'Update your personal details, photo and cover on WBN Miami.',
    keywords: 'edit profile, profile photo, personal details',
  });

function EditProfileBody() {
  const profile = useOwnProfile(true);
  if (profile.data)
    return (
      <Suspense fallback={<PageSkeleton label="Loading your profile" />}>
        {/* Shown from the session's stored copy at once (decision 0044); fresh values fill the untouched fields. */}
        <EditProfileForm profile={profile.data} />
      </Suspense>
    );
  if (profile.isError)
    return (
      <ErrorBlock
        message={MSG.unexpectedRefresh}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  return <PageSkeleton label="Loading your profile" />;
}

export default function EditProfile() {
  return (
    <MemberPage
      title="Edit profile"
      description="Update your personal details, photo and cover. Your e-mail address is shown but cannot be changed."
    >
      <EditProfileBody />
    </MemberPage>
  );
}
