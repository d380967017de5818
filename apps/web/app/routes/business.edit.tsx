import { pageMeta } from '~/lib/meta';
import type { SiteHandle } from '~/layout/route-handle';
import { MemberPage } from '~/layout/member-page';

/** Spec 1 §2: business editing has no footer. */
export const handle: SiteHandle = { footer: false };

export const meta = () =>
  pageMeta({
    title: 'Edit business',
    description: 'Edit a business profile on WBN Miami: general information, contact details, factory, trade capabilities, terms and certificates.',
    keywords: 'edit business, manage business profile',
  });

export default function EditBusiness() {
  return (
    <MemberPage
      title="Edit business"
      description="Update this business's general information, contact details, factory, trade capabilities, business terms and certificates."
    />
  );
}
