import { SITE_PATHS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const meta = () =>
  pageMeta({
    title: 'Advertise with us',
    description: 'Promote your company to the buyers and suppliers of WBN Miami and its sister platforms.',
    keywords: 'advertise, B2B advertising, promote company',
  });

export default function AdvertiseWithUs() {
  return (
    <PageFrame title="Advertise with us" description="Promote your company and products to the businesses of the network.">
      <Prose>
        <p>Tell us what you want to promote and to which markets, and our team will propose a campaign.</p>
      </Prose>
      <ButtonLink to={SITE_PATHS.contactUs} variant="secondary" className="mt-6">
        Contact us
      </ButtonLink>
    </PageFrame>
  );
}
