import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'Requests',
    description: 'The message center of a business on WBN Miami: its inquiry threads and conversations.',
    keywords: 'requests, message center, business inquiries',
  });

export default function BusinessRequests() {
  return <MemberPage title="Requests" description="The inquiries this business has received and sent, each with its conversation." />;
}
