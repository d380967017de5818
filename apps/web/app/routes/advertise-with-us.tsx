import { BRAND_NAME, CITY_NAME, SITE_PATHS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Paragraphs, ServiceSections } from '~/features/pages/components/blocks';
import { ADVERTISE_INTRO, ADVERTISE_SECTIONS } from '~/features/pages/content/services';

export const meta = () =>
  pageMeta({
    title: 'Advertise with us',
    description: `Promote your company to the buyers and suppliers of ${BRAND_NAME} ${CITY_NAME} and its sister platforms with advertising boosts and campaigns.`,
    keywords: `advertise, B2B advertising, advertising boosts, promote company, ${CITY_NAME}`,
  });

export default function AdvertiseWithUs() {
  return (
    <PageFrame
      title="Advertise with us"
      description="Promote your company and products to the businesses of the network."
    >
      <Paragraphs items={[ADVERTISE_INTRO]} className="mb-8" />
      <ServiceSections sections={ADVERTISE_SECTIONS} />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={SITE_PATHS.contactUs}>Ask for a campaign proposal</ButtonLink>
        <ButtonLink to={SITE_PATHS.ourNetwork} variant="secondary">
          Compare the packages
        </ButtonLink>
      </div>
    </PageFrame>
  );
}
