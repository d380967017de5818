import { STATIC_PAGE_TITLES, TERMS_EFFECTIVE_DATE } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Terms and conditions',
    description: 'The terms and conditions of use of WBN Miami for business accounts, listings and content.',
    keywords: 'terms and conditions, terms of use, user agreement',
  });

export default function TermsAndConditions() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.termsAndConditions} description={`Effective from ${TERMS_EFFECTIVE_DATE}.`}>
      <Prose>
        <p>These terms set the rules for business accounts, company and product listings, and the content members publish on the network.</p>
      </Prose>
    </PageFrame>
  );
}
