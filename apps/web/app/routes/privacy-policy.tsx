import { CITY_NAME, SITE_NAME, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { Paragraphs } from '~/features/pages/components/blocks';
import { LegalDocument } from '~/features/pages/components/legal-document';
import { PRIVACY_INTRO, privacySections } from '~/features/pages/content/privacy';
import { useSiteContact } from '~/lib/site-contact';

export const meta = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.privacyPolicy,
    description: `How ${SITE_NAME} collects, uses, shares and keeps the information of the businesses that use the network.`,
    keywords: `privacy policy, personal data, cookies, GDPR, ${CITY_NAME}`,
  });

export default function PrivacyPolicy() {
  const contact = useSiteContact();
  return (
    <PageFrame
      title={STATIC_PAGE_TITLES.privacyPolicy}
      description="How we collect, use, share and keep your information."
    >
      <Paragraphs items={PRIVACY_INTRO} className="mb-8" />
      <LegalDocument sections={privacySections(contact)} label={STATIC_PAGE_TITLES.privacyPolicy} />
    </PageFrame>
  );
}
