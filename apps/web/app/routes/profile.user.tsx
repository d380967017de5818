import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Member profile',
    description: 'A member profile on WBN Miami: who they are, the businesses they own and what they post.',
    keywords: 'member profile, business contact, B2B network',
  });

export default function UserProfilePage() {
  return <PageFrame title="Member profile" description="A member's public profile: who they are, the businesses they own and their timeline." />;
}
