import { CITY_NAME, SITE_NAME, STATIC_PAGE_TITLES, TERMS_EFFECTIVE_DATE } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { Paragraphs } from '~/features/pages/components/blocks';
import { LegalDocument } from '~/features/pages/components/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '~/features/pages/content/terms';

export const meta = () =>
  pageMeta({
    title: 'Terms and conditions',
    description: `The terms and conditions of use of ${SITE_NAME} for business accounts, listings and content.`,
    keywords: `terms and conditions, terms of use, user agreement, ${CITY_NAME}`,
  });

export default function TermsAndConditions() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.termsAndConditions} description={`Effective from ${TERMS_EFFECTIVE_DATE}.`}>
      <LegalDocument
        bordered
        label={STATIC_PAGE_TITLES.termsAndConditions}
        sections={TERMS_SECTIONS}
        intro={<Paragraphs items={TERMS_INTRO} className="mb-8" />}
      />
    </PageFrame>
  );
}
