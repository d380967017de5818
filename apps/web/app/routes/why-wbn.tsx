import clsx from 'clsx';
import { BRAND_NAME, CITY_NAME, SITE_PATHS, STATIC_PAGE_TITLES, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Paragraphs, Stack } from '~/features/pages/components/blocks';
import { WHY_ILLUSTRATIONS } from '~/features/pages/components/illustrations';
import { WHY_BLOCKS } from '~/features/pages/content/why';

/** Serves both /why-WBN and /why-wbn. */
export const meta = () =>
  pageMeta({
    title: `Why ${BRAND_NAME}`,
    description: `Why companies join ${BRAND_NAME} ${CITY_NAME}: low-cost export and import trade with verified business partners on ${TERRITORIAL_PLATFORMS} platforms.`,
    keywords: `why ${BRAND_NAME}, export, import, B2B network benefits, ${CITY_NAME}`,
  });

export default function WhyWbn() {
  return (
    <Stack>
      <PageFrame
        title={`Why ${BRAND_NAME}`}
        description={`Five reasons companies join ${BRAND_NAME}: export and import trade in a few clicks, at low cost.`}
      />
      {WHY_BLOCKS.map((block, i) => {
        const Illustration = WHY_ILLUSTRATIONS[block.illustration];
        return (
          <section
            key={block.id}
            aria-labelledby={`why-${block.id}`}
            className="grid items-center gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 md:grid-cols-2"
          >
            <div className={clsx('mx-auto w-full max-w-sm', i % 2 === 1 && 'md:order-2')}>
              <Illustration />
            </div>
            <div>
              <h2 id={`why-${block.id}`} className="text-xl font-semibold tracking-tight text-slate-900">
                {STATIC_PAGE_TITLES.whyWbn}
              </h2>
              <p className="mt-1 text-base font-medium text-brand-700">{block.subtitle}</p>
              <Paragraphs items={block.paragraphs} className="mt-3" />
            </div>
          </section>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={SITE_PATHS.businessCreate}>Create your business profile</ButtonLink>
        <ButtonLink to={SITE_PATHS.ourNetwork} variant="secondary">
          See the listing packages
        </ButtonLink>
      </div>
    </Stack>
  );
}
