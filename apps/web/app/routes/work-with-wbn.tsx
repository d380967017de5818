import { BRAND_NAME, SITE_PATHS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const meta = () =>
  pageMeta({
    title: `Work with ${BRAND_NAME}`,
    description: `Join the ${BRAND_NAME} Miami team or represent the network in your country.`,
    keywords: 'work with us, careers, representatives',
  });

export default function WorkWithWbn() {
  return (
    <PageFrame title={`Work with ${BRAND_NAME}`} description="Join the team, or represent the network in your country.">
      <Prose>
        <p>We work with representatives in many countries. Contact us to find out how to take part.</p>
      </Prose>
      <ButtonLink to={SITE_PATHS.contactUs} variant="secondary" className="mt-6">
        Contact us
      </ButtonLink>
    </PageFrame>
  );
}
