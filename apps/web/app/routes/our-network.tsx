import { BRAND_NAME, CITY_NAME, STATIC_PAGE_TITLES, TERRITORIAL_PLATFORMS } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { Card, Paragraphs, Stack } from '~/features/pages/components/blocks';
import { CityBadges } from '~/features/pages/components/city-badges';
import { PackagesGrid } from '~/features/pages/components/packages-grid';
import { NETWORK_INTRO, PACKAGES_INTRO, SHARING_STEPS, SHARING_TITLE } from '~/features/pages/content/network';

export const meta = () =>
  pageMeta({
    title: 'Our network',
    description: `The ${TERRITORIAL_PLATFORMS} territorial platforms of the ${BRAND_NAME} network and its listing packages, seen from ${CITY_NAME}.`,
    keywords: `our network, territorial platforms, listing packages, ${BRAND_NAME} ${CITY_NAME}`,
  });

export default function OurNetwork() {
  return (
    <Stack>
      <PageFrame
        title={STATIC_PAGE_TITLES.ourNetwork}
        description="The territorial platforms of the network and the listing packages they offer."
      >
        <Paragraphs items={NETWORK_INTRO} />
      </PageFrame>

      <Card id="platforms" title={`${TERRITORIAL_PLATFORMS} territorial platforms`}>
        <CityBadges />
      </Card>

      <section aria-labelledby="packages-title" className="space-y-4">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          <h2 id="packages-title" className="text-xl font-semibold tracking-tight text-slate-900">
            Listing packages
          </h2>
          <Paragraphs items={[PACKAGES_INTRO]} className="mt-3" />
        </div>
        <PackagesGrid />
      </section>

      <Card id="sharing" title={SHARING_TITLE}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {SHARING_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <span
                  aria-hidden="true"
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
                >
                  {i + 1}
                </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Card>
    </Stack>
  );
}
