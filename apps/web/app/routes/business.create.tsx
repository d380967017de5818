import { lazy, Suspense } from 'react';
import { pageMeta } from '~/lib/meta';
import { MemberPage } from '~/layout/member-page';
import { PageSkeleton } from '~/components/page-frame';

/** The form (react-hook-form, the schema check, the category picker) is a chunk of its own, fetched as the page hydrates. */
const loadForm = () => import('~/features/business/components/create-business-form');
// Asked for as soon as this module runs in the browser, alongside the session.
if (typeof window !== 'undefined') void loadForm();
const CreateBusinessForm = lazy(() => loadForm().then((m) => ({ default: m.CreateBusinessForm })));

export const meta = () =>
  pageMeta({
    title: 'Create a business profile',
    description: 'Create your company page on WBN Miami so buyers and partners can find you by industry and country.',
    keywords: 'create business profile, company listing, B2B directory',
  });

/** The "Create business" page; needs a session. */
export default function CreateBusiness() {
  return (
    <MemberPage
      title="Create a business profile"
      description="Describe your company so buyers and partners can find it by industry, business type and country."
    >
      <Suspense fallback={<PageSkeleton label="Loading" />}>
        <CreateBusinessForm />
      </Suspense>
    </MemberPage>
  );
}
