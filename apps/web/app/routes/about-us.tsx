import {
  BRAND_NAME,
  CITY_NAME,
  FOUNDED_YEAR,
  SITE_PATHS,
  STATIC_PAGE_TITLES,
  TERRITORIAL_PLATFORMS,
} from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { ButtonLink } from '~/components/button-link';
import { Bullets, Card, Paragraphs, Stack } from '~/features/pages/components/blocks';
import { Portrait } from '~/features/pages/components/portrait';
import { GlobeIllustration } from '~/features/pages/components/illustrations';
import { ABOUT_INTRO, ABOUT_TEAM, CEO_TIPS_INTRO, CEO_TIPS_POINTS, MANAGERS } from '~/features/pages/content/about';

export const meta = () =>
  pageMeta({
    title: STATIC_PAGE_TITLES.aboutUs,
    description: `Who we are: the ${BRAND_NAME} team behind ${BRAND_NAME} ${CITY_NAME} and ${TERRITORIAL_PLATFORMS} territorial B2B platforms created in ${FOUNDED_YEAR}.`,
    keywords: `about us, ${BRAND_NAME} team, B2B platforms, business network ${CITY_NAME}`,
  });

export default function AboutUs() {
  const ceo = MANAGERS[0];
  return (
    <Stack>
      <PageFrame title={STATIC_PAGE_TITLES.aboutUs} description="The company and the people behind the network.">
        <div className="grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
          <Paragraphs items={ABOUT_INTRO} />
          <div className="mx-auto w-full max-w-xs md:max-w-none">
            <GlobeIllustration />
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">Territorial web platforms</dt>
            <dd className="text-2xl font-semibold text-brand-700">{TERRITORIAL_PLATFORMS}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">Online since</dt>
            <dd className="text-2xl font-semibold text-brand-700">{FOUNDED_YEAR}</dd>
          </div>
        </dl>
      </PageFrame>

      <Card id="team" title="Our team">
        <Paragraphs items={ABOUT_TEAM} />
      </Card>

      <Card id="management" title="Management">
        <ul className="grid gap-6 lg:grid-cols-2">
          {MANAGERS.map((m) => (
            <li key={m.name} className="rounded-lg border border-slate-200 p-5">
              <div className="flex items-center gap-4">
                <Portrait name={m.name} look={m.look} className="h-24 w-24 shrink-0" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{m.name}</h3>
                  <p className="text-sm font-medium text-brand-700">{m.title}</p>
                </div>
              </div>
              <Paragraphs items={m.bio} className="mt-4" />
            </li>
          ))}
        </ul>
      </Card>

      <Card id="export-tips" title={ceo ? `Export tips from ${ceo.name}` : 'Export tips'}>
        <Paragraphs items={[CEO_TIPS_INTRO]} />
        <Bullets items={CEO_TIPS_POINTS} className="mt-4" />
        <ButtonLink to={SITE_PATHS.b2bTips} className="mt-6">
          Read the export tips
        </ButtonLink>
      </Card>
    </Stack>
  );
}
