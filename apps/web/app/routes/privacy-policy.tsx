import { STATIC_PAGE_TITLES } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.privacyPolicy,
    description: 'How WBN Miami collects, uses, shares and keeps the information of the businesses that use the network.',
    keywords: 'privacy policy, personal data, cookies, GDPR',
  });

export default function PrivacyPolicy() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.privacyPolicy} description="How we collect, use, share and keep your information.">
      <Prose>
        <p>
          The network is for businesses only. Information you provide for publication, such as your company and product listings, may become public; this
          policy explains what else we collect and the choices you have.
        </p>
      </Prose>
    </PageFrame>
  );
}
