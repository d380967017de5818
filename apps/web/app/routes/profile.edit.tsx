/**
 * /profile/edit — edit the own profile (spec 1 §2, §4 "Profile save", §5 "Edit profile"). Needs a
 * session; the form loads the profile fresh from the API.
 */
import { pageMeta } from '~/lib/meta';
import { PageSkeleton } from '~/components/page-frame';
import { MemberPage } from '~/layout/member-page';
import { useOwnProfile } from '~/features/profile/api/get-own-profile';
import { EditProfileForm } from '~/features/profile/components/edit-profile-form';
import { ErrorBlock } from '~/features/social/components/status-blocks';
import { MSG } from '@wbn/contract';

export const meta = () =>
  pageMeta({
    title: 'Edit profile',
    description: 'Update your personal details, photo and cover on WBN Miami.',
    keywords: 'edit profile, profile photo, personal details',
  });

function EditProfileBody() {
  const profile = useOwnProfile(true);
  if (profile.data) return <EditProfileForm profile={profile.data} />;
  if (profile.isError) return <ErrorBlock message={MSG.unexpectedRefresh} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  return <PageSkeleton label="Loading your profile" />;
}

export default function EditProfile() {
  return (
    <MemberPage title="Edit profile" description="Update your personal details, photo and cover. Your e-mail address is shown but cannot be changed.">
      <EditProfileBody />
    </MemberPage>
  );
}
