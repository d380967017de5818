import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Business profile',
    description: 'A company page on WBN Miami: general information, contact details, factory, trade capabilities, certificates and products.',
    keywords: 'business profile, company page, supplier, manufacturer',
  });

export default function BusinessPage() {
  return (
    <PageFrame
      title="Business profile"
      description="A company's page: general information, contact details, factory, trade capabilities, business terms, certificates and products."
    />
  );
}
