import { BRAND_NAME, CITY_NAME, STATIC_PAGE_TITLES } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: `Why ${BRAND_NAME}`,
    description: `Why companies join ${BRAND_NAME} ${CITY_NAME}: low-cost export and import trade with verified business partners.`,
    keywords: 'why WBN, export, import, B2B network benefits',
  });

export default function WhyWbn() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.whyWbn} description={`Why companies join ${BRAND_NAME}.`}>
      <Prose>
        <p>
          A business profile on {BRAND_NAME} puts your company in front of buyers, distributors and manufacturers in other countries, and lets you send and
          answer business requests in a few clicks.
        </p>
      </Prose>
    </PageFrame>
  );
}
