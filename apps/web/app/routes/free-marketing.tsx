import { BRAND_NAME, CITY_NAME, SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Paragraphs, ServiceSections } from '~/features/pages/components/blocks';
import { FREE_MARKETING_INTRO, FREE_MARKETING_SECTIONS } from '~/features/pages/content/services';

export const meta = () =>
  pageMeta({
    title: 'Free B2B marketing',
    description: `How to promote your business on ${BRAND_NAME} ${CITY_NAME} at no cost with a complete profile, products and posts.`,
    keywords: `free B2B marketing, free listing, promote business, ${CITY_NAME}`,
  });

export default function FreeMarketing() {
  return (
    <PageFrame title="Free B2B marketing" description="Ways to promote your business on the network at no cost.">
      <Paragraphs items={[FREE_MARKETING_INTRO]} className="mb-8" />
      <ServiceSections sections={FREE_MARKETING_SECTIONS} />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={SITE_PATHS.businessCreate}>Create your business profile</ButtonLink>
        <ButtonLink to={SITE_PATHS.b2bTips} variant="secondary">
          Read the export tips
        </ButtonLink>
      </div>
    </PageFrame>
  );
}
