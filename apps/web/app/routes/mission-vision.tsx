import { BRAND_NAME, STATIC_PAGE_TITLES } from '@wbn/contract';
import { pageMeta } from '~/lib/meta';
import { PageFrame, Prose } from '~/components/page-frame';

export const meta = () =>
  pageMeta({
    title: 'Mission, vision and values',
    description: `The mission, vision and values of ${BRAND_NAME} Miami and its business network.`,
    keywords: 'mission, vision, values',
  });

export default function MissionVision() {
  return (
    <PageFrame title={STATIC_PAGE_TITLES.missionVision} description="What the network sets out to do, where it is heading, and the values behind it.">
      <Prose>
        <p>{BRAND_NAME} exists to connect companies worldwide at low cost, so that businesses of every size can trade across borders.</p>
      </Prose>
    </PageFrame>
  );
}
