import { BRAND_NAME, CITY_NAME, SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Paragraphs, ServiceSections } from '~/features/pages/components/blocks';
import { WORK_INTRO, WORK_SECTIONS } from '~/features/pages/content/services';

export const meta = () =>
  pageMeta({
    title: `Work with ${BRAND_NAME}`,
    description: `Join the ${BRAND_NAME} ${CITY_NAME} team or represent the network in your country.`,
    keywords: `work with us, careers, representatives programme, ${CITY_NAME}`,
  });

export default function WorkWithWbn() {
  return (
    <PageFrame title={`Work with ${BRAND_NAME}`} description="Join the team, or represent the network in your country.">
      <Paragraphs items={[WORK_INTRO]} className="mb-8" />
      <ServiceSections sections={WORK_SECTIONS} />
      <ButtonLink to={SITE_PATHS.contactUs} className="mt-8">
        Contact us to apply
      </ButtonLink>
    </PageFrame>
  );
}
