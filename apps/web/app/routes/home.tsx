/**
 * Home (no search bar; the spec's home blocks): the pitch, the latest registered
 * manufacturers, distributors, exporters and consultants, the presentation (Spanish for Mexico,
 * Chile and Peru, English elsewhere, decided on the server), the territorial platforms, the
 * listing packages and, for visitors, the register banner. Rendered on the server.
 */
import { useRevalidator } from 'react-router';
import { SITE_NAME } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import type { Route } from './+types/home';
import { pageMeta } from '~/lib/meta';
import { loadFromApi } from '~/lib/server-api';
import type { SiteHandle } from '~/layout/route-handle';
import { HomeHero } from '~/features/home/components/home-hero';
import { LatestRegistered } from '~/features/home/components/latest-registered';
import { PackagesBlock } from '~/features/home/components/packages-block';
import { PresentationPanel } from '~/features/home/components/presentation-panel';
import { RegisterBanner } from '~/features/home/components/register-banner';
import { TerritorialLogos } from '~/features/home/components/territorial-logos';
import { presentationLanguage } from '~/features/home/lib/presentation';
import { toLatestBusiness } from '~/features/home/lib/latest';

export const handle: SiteHandle = { sidebar: true };

export const meta = () =>
  pageMeta({
    title: 'B2B business network and company directory',
    description: `${SITE_NAME} connects manufacturers, distributors, exporters, importers and buyers. Search companies and products by industry and country.`,
    keywords: 'B2B network, company directory, manufacturers, distributors, exporters, importers',
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const latest = await loadFromApi<BusinessProfile[]>(context, '/api/search/business/last-registered');
  return {
    latest: latest?.map(toLatestBusiness) ?? null,
    lang: presentationLanguage(request.headers.get('accept-language')),
  };
}

/** The presentation's language depends on Accept-Language: caches must keep one copy per value. */
export const headers = () => ({ Vary: 'Accept-Language' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-6">
      <HomeHero />
      <LatestRegistered
        latest={loaderData.latest}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
      <PresentationPanel lang={loaderData.lang} />
      <RegisterBanner />
      <TerritorialLogos />
      <PackagesBlock />
    </div>
  );
}
