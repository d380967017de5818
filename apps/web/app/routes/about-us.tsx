import { BRAND_NAME, CITY_NAME, FOUNDED_YEAR, STATIC_PAGE_TITLES, TERRITORIAL_PLATFORMS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.aboutUs,
    description: `Who we are: the ${BRAND_NAME} team behind ${BRAND_NAME} ${CITY_NAME} and ${TERRITORIAL_PLATFORMS} territorial B2B platforms.`,
    keywords: 'about us, WBN team, B2B platforms',
  });

export default function AboutUs() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.aboutUs} description="The company and the people behind the network.">
      <Prose>
        <p>
          {BRAND_NAME} {CITY_NAME} belongs to a family of {TERRITORIAL_PLATFORMS} territorial business-to-business platforms, created in {FOUNDED_YEAR}, with
          representatives in many countries. It helps companies find partners, buyers and suppliers abroad at low cost.
        </p>
      </Prose>
    </PageFrame>
  );
}
