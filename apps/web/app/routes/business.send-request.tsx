import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';

export const meta = () =>
  pageMeta({
    title: 'Send request',
    description: 'Send an inquiry to a business on WBN Miami, as yourself or as one of your businesses.',
    keywords: 'send request, business inquiry, contact supplier',
  });

export default function SendRequest() {
  return <MemberPage title="Send request" description="Send an inquiry to this business, as yourself or as one of your businesses." />;
}
