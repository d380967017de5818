import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'Messages',
    description: 'Your conversations with buyers, suppliers and partners on WBN Miami.',
    keywords: 'messages, business requests, B2B chat',
  });

export default function MyMessages() {
  return <MemberPage title="Messages" description="Your conversations with buyers, suppliers and partners, as yourself or as one of your businesses." />;
}
