import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { CreateBusinessForm } from '~/features/business/components/create-business-form';

export const meta = () =>
  pageMeta({
    title: 'Create a business profile',
    description: 'Create your company page on WBN Miami so buyers and partners can find you by industry and country.',
    keywords: 'create business profile, company listing, B2B directory',
  });

/** Spec 1 §2 "Create business"; needs a session. */
export default function CreateBusiness() {
  return (
    <MemberPage title="Create a business profile" description="Describe your company so buyers and partners can find it by industry, business type and country.">
      <CreateBusinessForm />
    </MemberPage>
  );
}
