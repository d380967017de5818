import { BRAND_NAME, CITY_NAME, STATIC_PAGE_TITLES } from '@wbn/contract/constants';
import { pageMeta } from '~/lib/meta';
import { PageFrame } from '~/components/page-frame';
import { Card, Paragraphs, Stack } from '~/features/pages/components/blocks';
import { MISSION, VALUES, VISION } from '~/features/pages/content/mission';

export const meta = () =>
  pageMeta({
    title: 'Mission, vision and values',
    description: `The mission, vision and values of ${BRAND_NAME} ${CITY_NAME}: connecting companies worldwide at low cost.`,
    keywords: `mission, vision, values, ${BRAND_NAME} ${CITY_NAME}`,
  });

export default function MissionVision() {
  return (
    <Stack>
      <PageFrame
        title={STATIC_PAGE_TITLES.missionVision}
        description="What the network sets out to do, where it is heading, and the values behind it."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card id="mission" title="Our mission">
          <Paragraphs items={MISSION} />
        </Card>
        <Card id="vision" title="Our vision">
          <Paragraphs items={VISION} />
        </Card>
      </div>
      <Card id="values" title="Our values">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((v, i) => (
            <li key={v.name} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <span
                  aria-hidden="true"
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
                >
                  {i + 1}
                </span>
                {v.name}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
