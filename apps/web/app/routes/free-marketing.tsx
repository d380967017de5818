import { SITE_PATHS } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';

export const meta = () =>
  pageMeta({
    title: 'Free B2B marketing',
    description: 'How to promote your business on WBN Miami at no cost with a complete profile, products and posts.',
    keywords: 'free B2B marketing, free listing, promote business',
  });

export default function FreeMarketing() {
  return (
    <PageFrame title="Free B2B marketing" description="Ways to promote your business on the network at no cost.">
      <Prose>
        <p>A complete business profile, a clear product catalogue and regular posts help buyers find your company in searches.</p>
      </Prose>
      <ButtonLink to={SITE_PATHS.businessCreate} className="mt-6">
        Create your business profile
      </ButtonLink>
    </PageFrame>
  );
}
