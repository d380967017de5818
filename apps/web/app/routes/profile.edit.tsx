import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'Edit profile',
    description: 'Update your personal details, photo and cover on WBN Miami.',
    keywords: 'edit profile, profile photo, personal details',
  });

export default function EditProfile() {
  return <MemberPage title="Edit profile" description="Update your personal details, photo and cover. Your e-mail address is shown but cannot be changed." />;
}
