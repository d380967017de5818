import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'My profile',
    description: 'Your personal profile on WBN Miami: photo, cover, presentation, company and the businesses you own.',
    keywords: 'my profile, personal profile, B2B profile',
  });

export default function OwnProfile() {
  return <MemberPage title="My profile" description="Your personal profile: how other members see you, and the businesses you own." />;
}
