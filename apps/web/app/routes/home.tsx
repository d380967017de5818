/**
 * Home (no search bar; the spec's home blocks): the pitch, the latest registered
 * manufacturers, distributors, exporters and consultants, the presentation (on the English
 * edition Spanish for Mexico, Chile and Peru and English elsewhere, decided on the server; Spanish
 * on the Spanish edition, English on the others), the territorial platforms, the listing packages
 * and, for visitors, the register banner. Rendered on the server, in each edition (decision 0085).
 */
import { data, useRevalidator } from 'react-router';
import { msg } from '@lingui/core/macro';
import { SITE_NAME } from '@wbn/contract/constants';
import type { BusinessProfile } from '@wbn/contract/schemas';
import type { Route } from './+types/home';
import { pageMeta } from '~/lib/meta';
import { ENGLISH, type PageI18n } from '~/lib/i18n-runtime';
import { loaderI18n } from '~/lib/i18n.server';
import { loadFromApi } from '~/lib/server-api';
import type { SiteHandle } from '~/layout/route-handle';
import { HomeHero } from '~/features/home/components/home-hero';
import { LatestRegistered } from '~/features/home/components/latest-registered';
import { PackagesBlock } from '~/features/home/components/packages-block';
import { PresentationPanel } from '~/features/home/components/presentation-panel';
import { RegisterBanner } from '~/features/home/components/register-banner';
import { TerritorialLogos } from '~/features/home/components/territorial-logos';
import { presentationLanguageOf } from '~/features/home/lib/presentation';
import { presentationInSpanish } from '~/features/home/lib/home-messages.server';
import { toLatestBusiness } from '~/features/home/lib/latest';

export const handle: SiteHandle = { sidebar: true };

const site = SITE_NAME;
const META = {
  title: msg`B2B business network and company directory`,
  description: msg`${site} connects manufacturers, distributors, exporters, importers and buyers. Search companies and products by industry and country.`,
  keywords: msg`B2B network, company directory, manufacturers, distributors, exporters, importers`,
};

const homeMeta = (i18n: PageI18n) => ({
  title: i18n._(META.title),
  description: i18n._(META.description),
  keywords: i18n._(META.keywords),
});

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta ?? homeMeta(ENGLISH));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { edition, messages, i18n } = loaderI18n(request, 'home');
  const latest = await loadFromApi<BusinessProfile[]>(context, '/api/search/business/last-registered');
  const lang = presentationLanguageOf(edition, request.headers.get('accept-language'));
  return data(
    {
      latest: latest?.map(toLatestBusiness) ?? null,
      lang,
      spanish: edition === 'en' && lang === 'es' ? presentationInSpanish() : undefined,
      messages,
      meta: homeMeta(i18n),
    },
    // Only the English edition's presentation depends on Accept-Language: caches keep one copy per value.
    edition === 'en' ? { headers: { Vary: 'Accept-Language' } } : undefined,
  );
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

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
      <PresentationPanel lang={loaderData.lang} spanish={loaderData.spanish} />
      <RegisterBanner />
      <TerritorialLogos />
      <PackagesBlock />
    </div>
  );
}
